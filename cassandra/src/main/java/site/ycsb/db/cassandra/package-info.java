/**
 * Cassandra's own: its property table and binding descriptor over the shared CQL binding. Imports
 * config and {@code site.ycsb.db.cql} only.
 */
package site.ycsb.db.cassandra;

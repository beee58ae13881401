/**
 * Cassandra's own: its names of the CQL options and binding descriptor over the shared CQL binding.
 * Imports binding, config and {@code site.ycsb.db.cql} only.
 */
package site.ycsb.db.cassandra;

/**
 * Upstream's class name for the Cassandra binding, {@code site.ycsb.db.CassandraCQLClient} (what
 * {@code -db} names): the CQL binding of {@code site.ycsb.db.cql} with Cassandra's properties. The
 * package is core's embedded databases' too (upstream's names); this module adds that class alone.
 * Imports {@code site.ycsb.db.cql} and {@code site.ycsb.db.cassandra} only.
 */
package site.ycsb.db;

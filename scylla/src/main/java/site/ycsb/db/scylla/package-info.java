/**
 * The Scylla binding: the shared CQL binding ({@code site.ycsb.db.cql}) with Scylla's driver, its
 * options (the CQL options under Scylla's names, and its own: lightweight transactions, the core pool
 * size, a local datacenter without default), shard awareness and its descriptor. Imports
 * {@code site.ycsb.db.cql}, site.ycsb's API, binding, config and the driver; nothing of the
 * Cassandra-only package.
 */
package site.ycsb.db.scylla;

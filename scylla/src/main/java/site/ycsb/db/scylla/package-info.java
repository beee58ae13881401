/**
 * The Scylla binding: the shared CQL binding ({@code site.ycsb.db.cql}) with Scylla's driver, Scylla's
 * additions to the properties (shard awareness) and its descriptor. Imports {@code site.ycsb.db.cql},
 * site.ycsb's API, config and the driver; nothing of the Cassandra-only package.
 */
package site.ycsb.db.scylla;

/**
 * Upstream's class name for the Aerospike binding, {@code site.ycsb.db.AerospikeClient} (what
 * {@code -db} names), over {@code site.ycsb.db.aerospike}. The package is core's embedded databases'
 * too (upstream's names); this module adds that class alone. Imports site.ycsb's API, binding, config
 * and its own {@code site.ycsb.db.aerospike}.
 */
package site.ycsb.db;

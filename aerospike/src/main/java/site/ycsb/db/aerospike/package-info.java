/**
 * The Aerospike binding's parts: connection settings and the shared client, command policies, the
 * asynchronous commands and their event loops, the bin codec, partition scans, result codes as statuses
 * and the binding's descriptor. Imports site.ycsb's API, binding, config and options and the Aerospike
 * client; never the engine or anything above it.
 */
package site.ycsb.db.aerospike;

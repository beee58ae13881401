/**
 * The Aerospike binding's parts: connection settings and the shared client, command policies, the
 * asynchronous commands and their event loops, the bin codec, partition scans, result codes as statuses
 * the binding's options ({@code AerospikeOptions}) and descriptor. Imports site.ycsb's API, binding, config and options and the Aerospike
 * client; never the engine or anything above it.
 */
package site.ycsb.db.aerospike;

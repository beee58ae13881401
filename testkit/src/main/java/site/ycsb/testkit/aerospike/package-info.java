/**
 * The Aerospike image this repository's container tests run (test support, never shipped). Imports
 * only {@code site.ycsb.testkit.docker}; nothing of core.
 */
package site.ycsb.testkit.aerospike;

/**
 * Cassandra servers for this repository's tests (never shipped): a local process, a container or a
 * cluster, shared between test classes, started once and stopped with the JVM. Imports
 * {@code site.ycsb.testkit.docker}, the Cassandra driver and JUnit; nothing of core.
 */
package site.ycsb.testkit.cassandra;

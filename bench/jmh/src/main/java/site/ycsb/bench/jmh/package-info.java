/**
 * JMH benchmarks of the hot path: whole transactions ({@code TransactionBench}), choosers, values,
 * recorders, the asynchronous hand-off and the floor. Imports JMH and core's packages; nothing imports
 * it.
 */
package site.ycsb.bench.jmh;

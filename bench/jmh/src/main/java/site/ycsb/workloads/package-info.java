/**
 * JMH benchmarks of CoreWorkload's package-private parts (key names, value sources), in the workloads'
 * package to reach them. Imports JMH and site.ycsb's API only.
 */
package site.ycsb.workloads;

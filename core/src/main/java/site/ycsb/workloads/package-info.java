/**
 * Upstream's workloads, what a client thread does next: {@code CoreWorkload} and its parts (settings,
 * key space and choosers, operation chooser, values), {@code TimeSeriesWorkload} and its parts,
 * {@code ConstantOccupancyWorkload} and {@code RestWorkload}. Imports site.ycsb's API, config, options,
 * generator and measurements (metrics a workload records itself); never the engine, thresholds, results
 * or cli, which see a workload through {@code site.ycsb.Workload}.
 */
package site.ycsb.workloads;

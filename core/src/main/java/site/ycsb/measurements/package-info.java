/**
 * What a run records and how: per-thread recorders, {@link site.ycsb.measurements.CompoundRecorder} (a
 * workload's own transactions), metric names and order, the interval reporter, interval log and status
 * line, and upstream's {@code Measurements} and {@code OneMeasurement} forms over them. Imports
 * site.ycsb's API, config, options, intervallog and measurements.exporter (upstream's exporter
 * interface); never model, the engine, workloads or anything above.
 */
package site.ycsb.measurements;

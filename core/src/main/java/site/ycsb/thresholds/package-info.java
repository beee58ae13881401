/**
 * Pass/fail criteria in one syntax for the command line, calibrate, the report and harnesses: parsed,
 * checked against what a phase records, judged on a {@code RunResult}, on merged logs or per interval
 * ({@link site.ycsb.thresholds.ThresholdWatch}). Imports site.ycsb's API, config, options, binding
 * (status names), measurements (with the exporter interface) and model; never the engine, workloads,
 * results or cli.
 */
package site.ycsb.thresholds;

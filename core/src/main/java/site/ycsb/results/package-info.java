/**
 * Study results from interval logs alone (docs/interval-log.md): reading one or many logs, merging
 * them exactly by wall-clock window, the whole-run summary, the HTML, CSV and JSON reports and the
 * comparison of labelled runs; calibrate's step files; and upstream's report of a {@code RunResult}
 * ({@link site.ycsb.results.ReportWriter}). Imports model, thresholds, measurements, events, config and
 * options; never the engine, workloads, calibrate or cli: the logs or a run's result are the only input.
 */
package site.ycsb.results;

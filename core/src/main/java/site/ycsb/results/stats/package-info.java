/**
 * How far to believe a figure: confidence intervals for one run's throughput, mean latency and
 * percentiles from its per-interval data (batch means, batch quantiles), and the comparison of two
 * runs (Welch's test on those batches) with a verdict. Pure arithmetic over numbers handed in:
 * imports HdrHistogram only, never the log format, the engine or the rest of results (which
 * imports it). The methods, and how they were checked against synthetic data with a known answer,
 * are in docs/comparing-runs.md.
 */
package site.ycsb.results.stats;

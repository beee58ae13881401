package site.ycsb.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.MetricNames;
import site.ycsb.results.RunData;
import site.ycsb.results.RunStatistics;
import site.ycsb.results.stats.Estimate;

/**
 * The figures of benchANT 2025's Table 1 for one run: per operation, its throughput and its
 * Avg/P95/P99/P99.9/P99.99 latency after warm-up, each with the run's confidence interval where the
 * run has enough windows (results.RunStatistics, docs/comparing-runs.md). Latencies in microseconds.
 *
 * @param label the run's name (the system, with .rN for a repetition)
 * @param throughput all operations per second, with its interval
 * @param operations one row per operation
 */
record RunFigures(String label, Estimate throughput, List<Row> operations) {
  /** The table's percentiles, as benchANT's table has them. */
  static final double[] PERCENTILES = {95, 99, 99.9, 99.99};
  static final String[] PERCENTILE_NAMES = {"P95", "P99", "P99.9", "P99.99"};

  /**
   * One operation.
   *
   * @param operation READ, UPDATE, ...
   * @param opsPerSecond its own throughput
   * @param average its mean latency, with the interval
   * @param percentiles at {@link #PERCENTILES}, with their intervals
   */
  record Row(String operation, double opsPerSecond, Estimate average, Estimate[] percentiles) {
  }

  static RunFigures of(String label, RunData run) {
    RunStatistics stats = run.statistics();
    double seconds = run.summary().measuredTimeMs() / 1000.0;
    List<Row> rows = new ArrayList<>();
    for (Map.Entry<String, Histogram> e : run.summary().metrics().entrySet()) {
      String metric = e.getKey();
      Histogram h = e.getValue();
      if (h == null || h.getTotalCount() == 0 || !isOperation(metric)) {
        continue;
      }
      Estimate[] p = new Estimate[PERCENTILES.length];
      for (int i = 0; i < p.length; i++) {
        p[i] = stats.percentile(metric, PERCENTILES[i], h.getValueAtPercentile(PERCENTILES[i])).atLeast(0);
      }
      rows.add(new Row(metric, seconds <= 0 ? 0 : h.getTotalCount() / seconds,
          stats.mean(metric, h.getMean()).atLeast(0), p));
    }
    return new RunFigures(label, stats.throughput(run.summary().throughput()).atLeast(0), rows);
  }

  /** An operation's own latency (READ, UPDATE), not TOTAL, -COMB, -FAILED or Intended- metrics. */
  private static boolean isOperation(String metric) {
    var op = MetricNames.opOf(metric);
    return op != null && op.isDatabaseCall() && metric.equals(op.metricName());
  }
}

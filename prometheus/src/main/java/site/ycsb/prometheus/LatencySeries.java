package site.ycsb.prometheus;

import site.ycsb.intervallog.ClientLine;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;

/**
 * Where one of the engine's latency metrics (docs/numbers.md: {@code READ}, {@code READ-FAILED},
 * {@code READ-NOT_FOUND}, {@code Intended-READ}, ...) goes on the endpoint: one family per meaning
 * (database calls apart from what is not a single call, intended-start latency apart from service
 * time), the operation and the result as labels, so that a sum over a family's labels counts each
 * result once. The {@code -COMB} metrics repeat results already counted and have no series.
 *
 * @param family the summary's name
 * @param operation {@code READ}, ..., {@code READ-MODIFY-WRITE}, or a binding's own metric name
 * @param result {@code ok}, {@code failed} or a status name ({@code OP-<STATUS>}); {@code any} for a
 *     binding's own metric, which has no result
 */
record LatencySeries(String family, String operation, String result) {

  /**
   * The series of {@code metric}, or null for the -COMB metrics, TOTAL and the client's own hiccups
   * ({@code CLIENT-HICCUP}, served as {@code ycsb_client_hiccup_*}: not an operation).
   */
  static LatencySeries of(String metric) {
    if (ClientLine.isClientTag(metric)) {
      return null;
    }
    boolean intended = metric.startsWith(MetricNames.INTENDED_PREFIX);
    String m = intended ? metric.substring(MetricNames.INTENDED_PREFIX.length()) : metric;
    if (MetricNames.repeatsOtherCounts(m)) {
      return null;
    }
    Op op = MetricNames.opOf(m);
    boolean call = op != null && op.isDatabaseCall();
    String family = intended
        ? (call ? LiveMetricNames.INTENDED_CALL_LATENCY : LiveMetricNames.INTENDED_OTHER_LATENCY)
        : (call ? LiveMetricNames.CALL_LATENCY : LiveMetricNames.OTHER_LATENCY);
    if (op == null) {
      return new LatencySeries(family, m, "any");
    }
    String suffix = m.substring(op.metricName().length());
    String result = suffix.isEmpty() ? "ok" : "-FAILED".equals(suffix) ? "failed" : suffix.substring(1);
    return new LatencySeries(family, op.metricName(), result);
  }
}

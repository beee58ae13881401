package site.ycsb.results;

import java.util.HashMap;
import java.util.Map;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;

/**
 * How many of each workload operation an interval holds, as the engine counts them: from the
 * status lines when the log has them, else from the histograms (every result of an operation is in
 * exactly one of {@code OP}, {@code OP-FAILED} or {@code OP-<STATUS>}; {@code -COMB} repeats them).
 */
final class OperationCounts {
  private OperationCounts() {
  }

  /** Whether a metric's operations count towards throughput (not CLEANUP or VERIFY). */
  static boolean counted(Op op) {
    return op != null && (op.isDatabaseCall() || op == Op.READ_MODIFY_WRITE);
  }

  /** Operation name to its results in the interval (only operations with results). */
  static Map<String, Long> of(LoggedInterval interval) {
    Map<String, Long> out = new HashMap<>();
    if (!interval.statuses().isEmpty()) {
      interval.statuses().forEach((name, counts) -> {
        Op op = MetricNames.opOf(name);
        if (counted(op) && op.metricName().equals(name)) {
          out.put(name, counts.values().stream().mapToLong(Long::longValue).sum());
        }
      });
      return out;
    }
    boolean anyServiceTime = interval.histograms().keySet().stream()
        .anyMatch(m -> !m.startsWith(MetricNames.INTENDED_PREFIX));
    for (Map.Entry<String, IntervalHistogram> e : interval.histograms().entrySet()) {
      String m = e.getKey();
      boolean intended = m.startsWith(MetricNames.INTENDED_PREFIX);
      if (intended == anyServiceTime || MetricNames.repeatsOtherCounts(m)) {
        continue;
      }
      Op op = MetricNames.opOf(m);
      if (counted(op)) {
        out.merge(op.metricName(), e.getValue().totalCount(), Long::sum);
      }
    }
    return out;
  }

  /** Workload operations: database calls, less the read and update inside each READ-MODIFY-WRITE. */
  static long transactions(Map<String, Long> perOperation) {
    long n = 0;
    for (Map.Entry<String, Long> e : perOperation.entrySet()) {
      n += Op.READ_MODIFY_WRITE.metricName().equals(e.getKey()) ? -e.getValue() : e.getValue();
    }
    return n;
  }
}

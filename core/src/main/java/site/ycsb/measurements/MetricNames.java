package site.ycsb.measurements;

import java.util.Comparator;

/**
 * Metric names and their report order. For each operation, in {@link Op} order: {@code OP} (OK
 * results), {@code OP-COMB} (OK and NOT_FOUND), {@code OP-FAILED} (failures, {@link
 * StatusCounts#isFailure}), then {@code OP-<STATUS>} by status name ({@code OP-NOT_FOUND} always,
 * a failure's status with {@code reportlatencyforeacherror}), then the same with
 * the {@code Intended-} prefix; {@code TOTAL} comes after the workload's operations, {@code CLEANUP}
 * last.
 */
public final class MetricNames {
  public static final String INTENDED_PREFIX = "Intended-";
  public static final String TOTAL = "TOTAL";
  /** The status, and the suffix of the metric holding its results' latency ({@code READ-NOT_FOUND}). */
  public static final String NOT_FOUND = "NOT_FOUND";
  /** The pseudo-operation whose status counts are the validated reads' classes ({@code validation=true}). */
  public static final String VALIDATION = "VALIDATION";
  /** The suffix of a batch operation's per-key results ({@code BATCH-READ-KEYS}, see {@link Op#keysMetric}). */
  public static final String KEYS_SUFFIX = "-KEYS";

  private MetricNames() {
  }

  static String fixed(Op op, int slot) {
    String base = op.metricName();
    String name;
    switch (slot % IntervalData.KINDS) {
      case IntervalData.BASE:
        name = base;
        break;
      case IntervalData.COMB:
        name = base + "-COMB";
        break;
      case IntervalData.NOT_FOUND:
        name = base + "-" + NOT_FOUND;
        break;
      default:
        name = base + "-FAILED";
        break;
    }
    return slot >= IntervalData.INTENDED ? INTENDED_PREFIX + name : name;
  }

  static String perError(Op op, boolean intended, String statusName) {
    String name = op.metricName() + "-" + statusName;
    return intended ? INTENDED_PREFIX + name : name;
  }

  /**
   * The operation a metric belongs to, or null for TOTAL, unknown names and a batch's per-key counts
   * ({@code BATCH-READ-KEYS}: keys, not operations, so they count in no operation's figures).
   */
  public static Op opOf(String metric) {
    return batchOfKeys(metric) != null ? null : operationOf(metric);
  }

  /** The batch operation whose per-key counts {@code metric} is ({@code BATCH-READ-KEYS}), else null. */
  public static Op batchOfKeys(String metric) {
    if (!metric.endsWith(KEYS_SUFFIX)) {
      return null;
    }
    Op op = operationOf(metric.substring(0, metric.length() - KEYS_SUFFIX.length()));
    return op != null && op.isBatch() && metric.equals(op.keysMetric()) ? op : null;
  }

  private static Op operationOf(String metric) {
    String m = metric.startsWith(INTENDED_PREFIX) ? metric.substring(INTENDED_PREFIX.length()) : metric;
    if (m.contains(SizeBuckets.INFIX)) {
      return null; // a size bucket repeats some of its operation's results: a metric of its own, never in TOTAL
    }
    Op best = null;
    for (Op op : Op.values()) {
      String n = op.metricName();
      if ((m.equals(n) || m.startsWith(n + "-")) && (best == null || n.length() > best.metricName().length())) {
        best = op;
      }
    }
    return best;
  }

  /** TOTAL, the -COMB and the -SIZE- metrics: their operations are counted again in other metrics. */
  public static boolean repeatsOtherCounts(String metric) {
    String m = metric.startsWith(INTENDED_PREFIX) ? metric.substring(INTENDED_PREFIX.length()) : metric;
    return TOTAL.equals(m) || m.endsWith("-COMB") || m.contains(SizeBuckets.INFIX);
  }

  /** Report order; see the class comment. */
  public static final Comparator<String> ORDER = Comparator
      .comparingInt(MetricNames::group)
      .thenComparing(m -> m.startsWith(INTENDED_PREFIX) ? 1 : 0)
      .thenComparingInt(MetricNames::kindRank)
      .thenComparingInt(SizeBuckets::rank)
      .thenComparing(Comparator.naturalOrder());

  private static int group(String metric) {
    if (TOTAL.equals(metric) || (INTENDED_PREFIX + TOTAL).equals(metric)) {
      return Op.CLEANUP.ordinal() * 2 - 1;
    }
    Op op = operationOf(SizeBuckets.operationOf(metric)); // a size metric, a batch's per-key counts: with their operation
    return op == null ? Op.values().length * 2 + 1 : op.ordinal() * 2;
  }

  private static int kindRank(String metric) {
    String m = metric.startsWith(INTENDED_PREFIX) ? metric.substring(INTENDED_PREFIX.length()) : metric;
    if (m.contains(SizeBuckets.INFIX)) {
      return 4; // after the per-status metrics, smallest size first
    }
    Op op = operationOf(m);
    if (op == null || m.equals(op.metricName())) {
      return 0;
    }
    if (batchOfKeys(m) != null) {
      return 4;
    }
    String suffix = m.substring(op.metricName().length() + 1);
    return "COMB".equals(suffix) ? 1 : "FAILED".equals(suffix) ? 2 : 3;
  }
}

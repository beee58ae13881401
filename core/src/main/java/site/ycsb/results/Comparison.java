package site.ycsb.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.Op;

/**
 * One run against a baseline, figure by figure, as the studies present two systems: for each
 * operation the average and the percentiles, and the throughput. Lower latency is better, higher
 * throughput is better; the advantage of the better run is how much worse the other is: the other's
 * latency over the better one's, less 1 (benchANT's Table 2: Cassandra's 3,733 us average read
 * against Aerospike's 383 us is Aerospike's 875% advantage), or the better throughput over the
 * other's, less 1.
 */
public final class Comparison {
  /** The measure of a throughput row. */
  public static final String THROUGHPUT = "Throughput";
  /** Percentage points of NOT_FOUND share by which two runs may differ before they are said to have met different data. */
  public static final double NOT_FOUND_POINTS = 2;
  /** The interval log's meta key of the operations a binding never answers NOT_FOUND. */
  static final String NEVER_NOT_FOUND = "notfound.never";

  /**
   * One figure of both runs.
   *
   * @param metric the metric compared (OP-COMB where both runs have it, else OP), or "Throughput"
   * @param measure "Average", "P99", ... or "ops/s"
   * @param baseline the baseline's value (us, or ops/s)
   * @param other the other run's value
   * @param better the label of the better run, or empty when equal or not comparable
   * @param advantagePercent the better run's advantage in percent (NaN when not comparable)
   */
  public record Row(String metric, String measure, double baseline, double other, String better,
      double advantagePercent) {

    /** The other run's value over the baseline's. */
    public double ratio() {
      return baseline == 0 ? Double.NaN : other / baseline;
    }
  }

  private Comparison() {
  }

  /**
   * Which of two values is better and by how much, in percent: the worse over the better, less 1.
   *
   * @return -1 when the baseline is better, 1 when the other is, 0 when equal; and the advantage
   *     (NaN when a value is not positive, so no ratio means anything)
   */
  static double[] advantage(double baseline, double other, boolean higherIsBetter) {
    if (!(baseline > 0) || !(other > 0)) {
      return new double[] {0, baseline == other ? 0 : Double.NaN};
    }
    if (baseline == other) {
      return new double[] {0, 0};
    }
    boolean baselineBetter = higherIsBetter ? baseline > other : baseline < other;
    return new double[] {baselineBetter ? -1 : 1, 100 * (Math.max(baseline, other) / Math.min(baseline, other) - 1)};
  }

  /** The rows of {@code other} against {@code baseline}, with the baseline's report percentiles. */
  public static List<Row> rows(RunData baseline, RunData other) {
    List<Row> rows = new ArrayList<>();
    Map<String, Histogram> a = baseline.summary().metrics();
    Map<String, Histogram> b = other.summary().metrics();
    List<Double> percentiles = baseline.summary().settings().percentiles();
    for (Op op : Op.values()) {
      if (!OperationCounts.counted(op)) {
        continue;
      }
      String comb = op.metricName() + "-COMB";
      String metric = a.containsKey(comb) && b.containsKey(comb) ? comb : op.metricName();
      Histogram ha = a.get(metric);
      Histogram hb = b.get(metric);
      if (ha == null || hb == null) {
        continue;
      }
      rows.add(row(metric, "Average", ha.getMean(), hb.getMean(), false, baseline, other));
      for (double p : percentiles) {
        rows.add(row(metric, percentileName(p), ha.getValueAtPercentile(p), hb.getValueAtPercentile(p), false,
            baseline, other));
      }
    }
    rows.add(row(THROUGHPUT, "ops/s", baseline.summary().throughput(), other.summary().throughput(), true, baseline,
        other));
    return rows;
  }

  private static Row row(String metric, String measure, double a, double b, boolean higherIsBetter, RunData baseline,
      RunData other) {
    double[] adv = advantage(a, b, higherIsBetter);
    String better = adv[0] < 0 ? baseline.name() : adv[0] > 0 ? other.name() : "";
    return new Row(metric, measure, a, b, better, adv[1]);
  }

  /**
   * Warnings that the two runs met different data sets: for each operation, NOT_FOUND shares that
   * differ by more than {@link #NOT_FOUND_POINTS} percentage points (deletes of an earlier run left
   * keys missing, or inserts added some), so their figures measure different work. When one run's
   * binding never answers NOT_FOUND for the operation (its log's {@code notfound.never}: a CQL
   * update is an upsert), the warning names that semantics instead and does not ask for a reload.
   */
  public static List<String> dataSetWarnings(RunData baseline, RunData other) {
    List<String> out = new ArrayList<>();
    for (Op op : Op.values()) {
      if (!OperationCounts.counted(op)) {
        continue;
      }
      double a = baseline.notFoundShare(op.metricName());
      double b = other.notFoundShare(op.metricName());
      if (Double.isNaN(a) || Double.isNaN(b) || Math.abs(a - b) * 100 <= NOT_FOUND_POINTS) {
        continue;
      }
      RunData never = neverNotFound(baseline, op) ? baseline : neverNotFound(other, op) ? other : null;
      if (never != null) {
        // the bindings' semantics differ, not the data: no reload would change it
        RunData can = never == baseline ? other : baseline;
        out.add(String.format(Locale.ROOT, "%s: NOT_FOUND %.1f%% of the results in %s, %.1f%% in %s: %s's %s never"
            + " answers NOT_FOUND (its binding %s writes or removes a missing key without telling), %s's does; the"
            + " %s figures compare different work", op.metricName(), 100 * a, baseline.name(), 100 * b, other.name(),
            never.name(), op.metricName(), binding(never), can.name(), op.metricName()));
      } else {
        out.add(String.format(Locale.ROOT, "%s: NOT_FOUND %.1f%% of the results in %s, %.1f%% in %s: the runs met"
            + " different data sets (an earlier run's deletes or inserts?); reload between runs you compare",
            op.metricName(), 100 * a, baseline.name(), 100 * b, other.name()));
      }
    }
    return out;
  }

  /** Whether the run's binding says the operation never answers NOT_FOUND (its log's {@code notfound.never}). */
  static boolean neverNotFound(RunData run, Op op) {
    String never = run.logs().get(0).meta().get(NEVER_NOT_FOUND);
    return never != null && List.of(never.split(",")).contains(op.metricName());
  }

  private static String binding(RunData run) {
    return run.logs().get(0).meta().getOrDefault("binding", "?");
  }

  /** 50 -> "P50", 99.9 -> "P99.9", as the studies name percentiles. */
  public static String percentileName(double p) {
    return "P" + (p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p));
  }
}

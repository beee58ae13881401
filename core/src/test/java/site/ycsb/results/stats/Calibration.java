package site.ycsb.results.stats;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The calibration of the comparison's methods on {@link SyntheticRun}s: per autocorrelation, 500
 * A/A comparisons (two independent runs of the same distribution) give the false-positive rate at
 * 99% confidence, and the same comparisons with the candidate shifted (5% more throughput, 10%
 * higher latency) give the power. Seeds are fixed: the table is the same on every machine.
 */
final class Calibration {
  static final int COMPARISONS = 500;
  static final double CONFIDENCE = 0.99;
  static final double THROUGHPUT_SHIFT = 1.05;
  static final double LATENCY_SHIFT = 1.10;

  /** An autocorrelation and the run length (intervals) docs/comparing-runs.md recommends for it. */
  record Setting(double rho, int intervals) {
  }

  static final List<Setting> SETTINGS = List.of(new Setting(0, 160), new Setting(0.5, 200), new Setting(0.9, 720));

  /** One method on one metric at one setting. */
  record Row(String method, String metric, String shift, Setting setting, double falsePositiveRate, double power) {
  }

  static List<Row> run() {
    List<Row> rows = new ArrayList<>();
    for (Setting s : SETTINGS) {
      int[] fp = new int[4];
      int[] detected = new int[4];
      for (int i = 0; i < COMPARISONS; i++) {
        long seed = (long) (s.rho * 1000) * 1_000_003L + 2L * i;
        IntervalBatches a = new IntervalBatches(2);
        IntervalBatches b = new IntervalBatches(2);
        IntervalBatches shifted = new IntervalBatches(2);
        SyntheticRun.generate(seed, s.rho, s.intervals, a, null, 1, 1);
        SyntheticRun.generate(seed + 1, s.rho, s.intervals, b, shifted, THROUGHPUT_SHIFT, LATENCY_SHIFT);
        Estimate[] ea = estimates(a);
        Estimate[] eb = estimates(b);
        Estimate[] es = estimates(shifted);
        for (int m = 0; m < 4; m++) {
          boolean higherIsBetter = m == 0 || m == 3;
          fp[m] += Difference.of(ea[m], eb[m], higherIsBetter).verdict() != Verdict.NO_SIGNIFICANT_DIFFERENCE ? 1 : 0;
          Verdict v = Difference.of(ea[m], es[m], higherIsBetter).verdict();
          detected[m] += v == (higherIsBetter ? Verdict.FASTER : Verdict.SLOWER) ? 1 : 0;
        }
      }
      String[][] names = {{"batch means", "throughput", "+5%"}, {"batch means", "mean latency", "+10%"},
          {"batch quantiles", "p99 latency", "+10%"}, {"independent intervals (wrong)", "throughput", "+5%"}};
      for (int m = 0; m < 4; m++) {
        rows.add(new Row(names[m][0], names[m][1], names[m][2], s, (double) fp[m] / COMPARISONS,
            (double) detected[m] / COMPARISONS));
      }
    }
    return rows;
  }

  private static Estimate[] estimates(IntervalBatches r) {
    String m = SyntheticRun.METRIC;
    return new Estimate[] {r.throughput(r.wholeThroughput(), CONFIDENCE), r.mean(m, r.wholeMean(m), CONFIDENCE),
        r.percentile(m, 99, r.wholePercentile(m, 99), CONFIDENCE),
        r.throughputIgnoringAutocorrelation(r.wholeThroughput(), CONFIDENCE)};
  }

  /** The table as docs/comparing-runs.md holds it (Markdown). */
  static String table(List<Row> rows) {
    StringBuilder sb = new StringBuilder();
    sb.append("| method | figure | autocorrelation | intervals | false positives at 99% | true shift | detected |\n");
    sb.append("|---|---|---|---|---|---|---|\n");
    for (Row r : rows) {
      sb.append(String.format(Locale.ROOT, "| %s | %s | %.1f | %d | %.1f%% | %s | %.1f%% |%n", r.method, r.metric,
          r.setting.rho, r.setting.intervals, 100 * r.falsePositiveRate, r.shift, 100 * r.power));
    }
    return sb.toString();
  }
}

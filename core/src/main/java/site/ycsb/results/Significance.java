package site.ycsb.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import site.ycsb.results.stats.Difference;
import site.ycsb.results.stats.Estimate;
import site.ycsb.results.stats.Verdict;

/**
 * Each row of a comparison with its verdict: the other run's figure less the baseline's, with the
 * difference's confidence interval (Welch's test on the two runs' batch figures) and whether the
 * other run is faster, slower or not significantly different at {@code compare.confidence}.
 */
public final class Significance {
  private Significance() {
  }

  /**
   * One row and its verdict.
   *
   * @param row the figures
   * @param difference other less baseline, with its interval, p-value and verdict
   */
  public record Judged(Comparison.Row row, Difference difference) {
    /** "slower: +12.0% (+8.1% to +15.9%)" or "no significant difference: -0.4% (-3.0% to +2.2%)". */
    public String text() {
      Difference d = difference;
      if (d.verdict() == Verdict.UNKNOWN || Double.isNaN(d.percent())) {
        return d.verdict().words();
      }
      return String.format(Locale.ROOT, "%s: %+.1f%% (%+.1f%% to %+.1f%%)", d.verdict().words(), d.percent(),
          d.lowPercent(), d.highPercent());
    }
  }

  /** The rows of {@code other} against {@code baseline} ({@link Comparison#rows}), each judged. */
  public static List<Judged> rows(RunData baseline, RunData other) {
    List<Judged> out = new ArrayList<>();
    for (Comparison.Row r : Comparison.rows(baseline, other)) {
      out.add(new Judged(r, difference(baseline, other, r)));
    }
    return out;
  }

  /**
   * The figures of two sets of repetitions, each figure's verdict from the between-run estimates
   * (each run one sample; Welch's test on the two sets).
   */
  public static List<Judged> rows(Repetitions baseline, Repetitions other) {
    List<Judged> out = new ArrayList<>();
    for (Comparison.Row r : Comparison.rows(baseline.runs().get(0), other.runs().get(0))) {
      Estimate a = baseline.estimate(r.metric(), r.measure());
      Estimate b = other.estimate(r.metric(), r.measure());
      Comparison.Row means = new Comparison.Row(r.metric(), r.measure(), a.value(), b.value(), "", Double.NaN);
      out.add(new Judged(means, Difference.of(a, b, r.metric().equals(Comparison.THROUGHPUT))));
    }
    return out;
  }

  static Difference difference(RunData baseline, RunData other, Comparison.Row r) {
    boolean throughput = r.metric().equals(Comparison.THROUGHPUT);
    return Difference.of(estimate(baseline, r, r.baseline()), estimate(other, r, r.other()), throughput);
  }

  static Estimate estimate(RunData run, Comparison.Row r, double figure) {
    RunStatistics s = run.statistics();
    if (s == null) {
      return Estimate.none(figure, RunStatistics.DEFAULT_CONFIDENCE, Estimate.BATCH_MEANS);
    }
    if (r.metric().equals(Comparison.THROUGHPUT)) {
      return s.throughput(figure);
    }
    if (r.measure().equals("Average")) {
      return s.mean(r.metric(), figure);
    }
    return s.percentile(r.metric(), Double.parseDouble(r.measure().substring(1)), figure);
  }
}

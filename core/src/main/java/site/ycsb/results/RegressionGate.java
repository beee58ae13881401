package site.ycsb.results;

import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.results.stats.Verdict;

/**
 * The regression gate of {@code bin/ycsb compare --baseline A --candidate B --max-regression 5%} and
 * of the JUnit kit's {@code assertNoRegression}: a figure regresses when the candidate is
 * significantly slower on it (the comparison's verdict at {@code compare.confidence}) and by more
 * than the allowed share of the baseline's figure. A difference within the runs' noise never fails
 * the gate, and neither does a significant one smaller than allowed.
 *
 * @param maxRegressionPercent the allowed worsening, in percent of the baseline's figure
 * @param figures the figures judged, as {@code Throughput} or {@code METRIC.MEASURE} ({@code
 *     READ-COMB.P99}, {@code UPDATE.Average}); empty: throughput and every operation's Average and P99
 */
public record RegressionGate(double maxRegressionPercent, List<String> figures) {

  /** One judged figure. */
  public record Line(Significance.Judged judged, boolean regressed) {
  }

  /** The gate's verdict: each judged figure, and whether any regressed. */
  public record Result(String baseline, String candidate, double confidence, double maxRegressionPercent,
      List<Line> lines) {
    public boolean passed() {
      return lines.stream().noneMatch(Line::regressed);
    }

    /** The table a person reads at a glance: one figure a line, a tick or a cross. */
    public String table() {
      StringBuilder sb = new StringBuilder();
      sb.append(String.format(Locale.ROOT, "Regression gate: %s against %s, at most %.1f%% worse, %s%% confidence%n",
          candidate, baseline, maxRegressionPercent, Double.toString(Math.round(confidence * 10000) / 100.0)
              .replaceAll("\\.0$", "")));
      for (Line l : lines) {
        Comparison.Row r = l.judged().row();
        String figure = r.metric().equals(Comparison.THROUGHPUT) ? "Throughput (ops/s)" : r.metric() + " " + r.measure()
            + " (us)";
        sb.append(String.format(Locale.ROOT, "  %s %-28s %12.1f -> %-12.1f %s%n", l.regressed() ? "✗" : "✓", figure,
            r.baseline(), r.other(), l.judged().text()));
      }
      long failed = lines.stream().filter(Line::regressed).count();
      sb.append(failed == 0 ? "No regression beyond the allowed amount.\n"
          : failed + " figure(s) significantly worse by more than allowed.\n");
      return sb.toString();
    }
  }

  /** "5%", "5" or "0.5%": the allowed worsening; one line naming {@code what} otherwise. */
  public static double percent(String value, String what) {
    String s = value == null ? "" : value.trim();
    try {
      double v = Double.parseDouble(s.endsWith("%") ? s.substring(0, s.length() - 1).trim() : s);
      if (v >= 0 && v < 1000) {
        return v;
      }
    } catch (NumberFormatException e) {
      // refused below
    }
    throw new UsageException(what + " " + value + ": expected a share of the baseline's figure such as 5%");
  }

  /**
   * Judges two finished phases (a harness's or the JUnit kit's results) from their interval logs.
   *
   * @throws UsageException when a result has no interval log to read
   */
  public Result judge(RunResult baseline, RunResult candidate, Properties properties) {
    return judge(load("baseline", baseline, properties), load("candidate", candidate, properties));
  }

  private static RunData load(String label, RunResult r, Properties properties) {
    if (r.intervalLog() == null || !Files.isRegularFile(r.intervalLog())) {
      throw new UsageException(label + ": the " + r.phase() + " phase wrote no interval log (hdrhistogram.output.path);"
          + " expected one, the gate's intervals are made from it");
    }
    try (LogSet set = LogSet.open(List.of(r.intervalLog().toString()), r.phase(), true)) {
      return RunData.load(label, set, properties, name -> true, metric -> false, null, null);
    }
  }

  public Result judge(RunData baseline, RunData candidate) {
    RunStatistics s = baseline.statistics();
    return judge(baseline.name(), candidate.name(), s == null ? RunStatistics.DEFAULT_CONFIDENCE : s.confidence(),
        Significance.rows(baseline, candidate));
  }

  /** Judges two sets of repetitions by their between-run estimates. */
  public Result judge(Repetitions baseline, Repetitions candidate, double confidence) {
    return judge(baseline.name(), candidate.name(), confidence, Significance.rows(baseline, candidate));
  }

  private Result judge(String baseline, String candidate, double confidence, List<Significance.Judged> rows) {
    List<Line> lines = new ArrayList<>();
    List<String> unmatched = new ArrayList<>(figures);
    for (Significance.Judged j : rows) {
      Comparison.Row r = j.row();
      String name = r.metric().equals(Comparison.THROUGHPUT) ? "Throughput" : r.metric() + "." + r.measure();
      boolean chosen = figures.isEmpty() ? r.metric().equals(Comparison.THROUGHPUT)
          || r.measure().equals("Average") || r.measure().equals("P99") : figures.stream().anyMatch(name::equalsIgnoreCase);
      if (!chosen) {
        continue;
      }
      unmatched.removeIf(name::equalsIgnoreCase);
      boolean higherIsBetter = r.metric().equals(Comparison.THROUGHPUT);
      double worse = higherIsBetter ? -j.difference().percent() : j.difference().percent();
      boolean regressed = j.difference().verdict() == Verdict.SLOWER && worse > maxRegressionPercent;
      lines.add(new Line(j, regressed));
    }
    if (!unmatched.isEmpty()) {
      throw new UsageException("figure " + String.join(",", unmatched) + ": not one of both runs' compared figures;"
          + " expected Throughput or METRIC.MEASURE such as READ-COMB.P99 (an operation's -COMB metric where both"
          + " runs have it)");
    }
    return new Result(baseline, candidate, confidence, maxRegressionPercent, lines);
  }
}

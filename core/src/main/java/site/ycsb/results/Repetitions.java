package site.ycsb.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import site.ycsb.results.stats.Estimate;
import site.ycsb.results.stats.StudentT;

/**
 * The repetitions of one configuration ({@code repeat=N}: logs whose header says {@code repeat=i}),
 * each read as a run of its own, and the between-run figures: each figure's mean over the runs, its
 * spread (standard deviation) and a confidence interval with each run one sample (t with N - 1
 * degrees of freedom). That interval holds everything that differs from run to run (placement, a
 * cold cache, a neighbour), which a single run's interval cannot see: it is the one to use when runs
 * differ more than their intervals do.
 */
public final class Repetitions {
  /** The interval log's meta key of a repetition's index. */
  public static final String META = "repeat";

  private final String name;
  private final List<RunData> runs;
  private final double confidence;

  public Repetitions(String name, List<RunData> runs, double confidence) {
    this.name = name;
    this.runs = List.copyOf(runs);
    this.confidence = confidence;
  }

  /**
   * The files of a phase (null: the run phase) grouped by their repetition index, in index order;
   * empty when fewer than two
   * repetitions are among them (then the files are one run, or runs side by side, as before).
   */
  public static Map<Integer, List<Path>> byRepetition(List<Path> files, String phase) {
    Map<Integer, List<Path>> out = new TreeMap<>();
    for (Path f : files) {
      String index;
      try (LogReader r = LogReader.open(f)) {
        if (!r.info().phase().equals(phase == null ? "run" : phase)) {
          continue; // a load log beside repeated runs (loadrun, repeat.reload)
        }
        index = r.info().meta().get(META);
      }
      if (index == null) {
        return Map.of();
      }
      try {
        out.computeIfAbsent(Integer.parseInt(index.trim()), k -> new ArrayList<>()).add(f);
      } catch (NumberFormatException e) {
        return Map.of();
      }
    }
    return out.size() < 2 ? Map.of() : out;
  }

  public String name() {
    return name;
  }

  public List<RunData> runs() {
    return runs;
  }

  /** A run's figure: {@code ops/s} of {@link Comparison#THROUGHPUT}, else a metric's Average or P-percentile. */
  static double figure(RunData r, String metric, String measure) {
    if (metric.equals(Comparison.THROUGHPUT)) {
      return r.summary().throughput();
    }
    Histogram h = r.summary().metrics().get(metric);
    if (h == null || h.getTotalCount() == 0) {
      return Double.NaN;
    }
    return measure.equals("Average") ? h.getMean() : h.getValueAtPercentile(Double.parseDouble(measure.substring(1)));
  }

  /** The between-run estimate of a figure: the runs' mean, its standard error and a t interval. */
  public Estimate estimate(String metric, String measure) {
    double[] x = runs.stream().mapToDouble(r -> figure(r, metric, measure)).filter(v -> !Double.isNaN(v)).toArray();
    if (x.length < 2) {
      return Estimate.none(x.length == 1 ? x[0] : Double.NaN, confidence, Estimate.BETWEEN_RUNS);
    }
    double mean = 0;
    for (double v : x) {
      mean += v;
    }
    mean /= x.length;
    double ss = 0;
    for (double v : x) {
      ss += (v - mean) * (v - mean);
    }
    double sd = Math.sqrt(ss / (x.length - 1));
    return Estimate.of(mean, sd / Math.sqrt(x.length), x.length - 1, confidence, Estimate.BETWEEN_RUNS);
  }

  /**
   * One figure over the repetitions.
   *
   * @param metric the metric, or {@link Comparison#THROUGHPUT}
   * @param measure "Average", "P99", ... or "ops/s"
   * @param estimate the between-run mean and its interval (lower end at least 0)
   * @param spread the runs' standard deviation
   * @param withinHalfWidth the mean half-width of the runs' own intervals (NaN when none has one)
   */
  public record Figure(String metric, String measure, Estimate estimate, double spread, double withinHalfWidth) {
  }

  /** Every figure with a between-run interval, in the comparison's order. */
  public List<Figure> figures() {
    List<Figure> out = new ArrayList<>();
    for (Comparison.Row row : Comparison.rows(runs.get(0), runs.get(0))) {
      Estimate e = estimate(row.metric(), row.measure());
      if (e.known()) {
        out.add(new Figure(row.metric(), row.measure(), e.atLeast(0), e.standardError() * Math.sqrt(runs.size()),
            withinHalfWidth(row)));
      }
    }
    return out;
  }

  /**
   * The between-run table: per figure the runs' mean, spread and interval, and beside it the mean
   * half-width of the runs' own intervals, with which interval the comparison uses and why.
   */
  public String table() {
    StringBuilder sb = new StringBuilder();
    sb.append(String.format(Locale.ROOT, "%s: %d repetitions; between-run mean, spread (standard deviation) and %s"
        + " interval, each run one sample; beside it the runs' own mean %s half-width%n", name, runs.size(),
        Estimate.label(confidence), Estimate.label(confidence)));
    for (Figure f : figures()) {
      Estimate e = f.estimate();
      sb.append(String.format(Locale.ROOT, "  %-28s mean %12.1f  spread %10.1f  %s %.1f to %.1f  within-run ±%.1f%n",
          (f.metric().equals(Comparison.THROUGHPUT) ? "Throughput (ops/s)" : f.metric() + " " + f.measure()),
          e.value(), f.spread(), Estimate.label(confidence), e.low(), e.high(), f.withinHalfWidth()));
    }
    sb.append("  ").append(choice()).append(String.format(Locale.ROOT, "%n"));
    return sb.toString();
  }

  /** Which interval comparisons of these runs use, and why: the table's last line, JSON's and HTML's note. */
  public String choice() {
    int wider = widerThanWithin();
    return "The between-run interval is the one comparisons of these runs use: it holds what differs from run"
        + " to run, which no single run's interval can see" + (wider > 0 ? String.format(Locale.ROOT,
        "; here %d figure(s) spread between runs more than within them.", wider)
        : "; here the runs agree with their own intervals.");
  }

  /**
   * How many figures spread between runs more than within them: the runs' standard deviation above
   * the standard deviation a run's own interval implies (its half-width over t with 9 degrees of freedom).
   */
  public int widerThanWithin() {
    double t = StudentT.quantile((1 + confidence) / 2, 9);
    return (int) figures().stream().filter(f -> !Double.isNaN(f.withinHalfWidth())
        && f.spread() > f.withinHalfWidth() / t).count();
  }

  /** The confidence of the between-run intervals. */
  public double confidence() {
    return confidence;
  }

  /** The mean half-width of the runs' own intervals of a figure (NaN when none has one). */
  private double withinHalfWidth(Comparison.Row row) {
    double sum = 0;
    int n = 0;
    for (RunData r : runs) {
      Estimate e = Significance.estimate(r, row, figure(r, row.metric(), row.measure()));
      if (e.known()) {
        sum += (e.high() - e.low()) / 2;
        n++;
      }
    }
    return n == 0 ? Double.NaN : sum / n;
  }
}

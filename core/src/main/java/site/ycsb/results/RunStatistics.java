package site.ycsb.results;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.options.CompareOptions;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.MetricSections;
import site.ycsb.results.stats.Estimate;
import site.ycsb.results.stats.IntervalBatches;

/**
 * The confidence intervals of one run's whole-run figures, from its measured windows (warm-up left
 * out, as the summary leaves it out): throughput and mean latency by batch means, percentiles by
 * batch quantiles (docs/comparing-runs.md). Each interval is centred on the figure the report
 * prints; its width comes from the windows. One definition for every report: the text lines, CSV,
 * JSON and HTML all read {@link #figures}.
 */
public final class RunStatistics {
  /** The property of the intervals' confidence, 99% by default. */
  public static final String CONFIDENCE = CompareOptions.CONFIDENCE.name();
  public static final double DEFAULT_CONFIDENCE = 0.99;
  private final IntervalBatches batches;
  private final double confidence;
  /** The figures of the last run asked for: every report format asks for the same run's, many times. */
  private RunResult cachedFor;
  private Map<String, Map<String, Estimate>> cached;

  RunStatistics(int significantDigits, double confidence) {
    this.batches = new IntervalBatches(significantDigits);
    this.confidence = confidence;
  }

  /**
   * {@code compare.confidence} as a share: "99%", "99" and "0.99" all mean 0.99; one line and exit 2
   * for anything else or outside 50% to 99.99%.
   */
  public static double confidence(Properties p) {
    String v = CompareOptions.CONFIDENCE.read(p);
    if (v == null || v.isBlank()) {
      return DEFAULT_CONFIDENCE;
    }
    String s = v.trim();
    boolean percent = s.endsWith("%");
    try {
      double c = Double.parseDouble(percent ? s.substring(0, s.length() - 1).trim() : s);
      c = percent || c > 1 ? c / 100 : c;
      if (c >= 0.5 && c <= 0.9999) {
        return c;
      }
    } catch (NumberFormatException e) {
      // refused below
    }
    throw new UsageException(CONFIDENCE + "=" + v + ": expected a confidence from 50% to 99.99% (e.g. 99%, 95, 0.999)");
  }

  /** Adds one window's measured intervals: its operations, their clients' seconds, its latencies. */
  void add(Window w) {
    WindowPart m = w.measured();
    if (m.intervals() == 0) {
      return;
    }
    batches.startInterval(m.seconds(), m.operations().getOrDefault(MetricNames.TOTAL, 0L));
    m.histograms().forEach((metric, h) -> h.addTo(batches.latency(metric)));
    batches.endInterval();
  }

  public double confidence() {
    return confidence;
  }

  /** "CI99": the suffix of the interval's measures. */
  public String label() {
    return Estimate.label(confidence);
  }

  /** The measured windows the intervals are made from. */
  public int intervals() {
    return batches.intervals();
  }

  /** Lag-1 autocorrelation of the windows' throughput. */
  public double autocorrelation() {
    return batches.autocorrelation();
  }

  /** Windows per batch. */
  public double batchLength() {
    return batches.batchLength();
  }

  /**
   * A note when the run is short for its autocorrelation (its intervals may then be too narrow),
   * or null.
   */
  public String shortRunNote() {
    int needed = batches.intervalsNeeded();
    if (needed == 0) {
      return null;
    }
    return String.format(Locale.ROOT, "the windows' throughput has lag-1 autocorrelation %.2f: batches of %.1f"
        + " windows are too short to be independent, so the confidence intervals may be too narrow; a run of at"
        + " least %d windows is long enough (docs/comparing-runs.md)", autocorrelation(), batchLength(), needed);
  }

  public Estimate throughput(double figure) {
    return batches.throughput(figure, confidence);
  }

  public Estimate mean(String metric, double figure) {
    return batches.mean(metric, figure, confidence);
  }

  public Estimate percentile(String metric, double p, double figure) {
    return batches.percentile(metric, p, figure, confidence);
  }

  /**
   * Every interval of a run's figures, by section ({@code OVERALL} or the metric) and measure
   * ({@code Throughput(ops/sec)}, {@code AverageLatency(us)}, {@code 99thPercentileLatency(us)}),
   * centred on {@code shown}'s figures; figures without an interval are left out.
   */
  public synchronized Map<String, Map<String, Estimate>> figures(RunResult shown) {
    if (cachedFor == shown) {
      return cached;
    }
    Map<String, Map<String, Estimate>> out = new LinkedHashMap<>();
    put(out, ResultFigures.OVERALL, "Throughput(ops/sec)", throughput(shown.throughput()));
    for (Map.Entry<String, Histogram> e : shown.metrics().entrySet()) {
      Histogram h = e.getValue();
      if (h == null || h.getTotalCount() == 0) {
        continue;
      }
      put(out, e.getKey(), "AverageLatency(us)", mean(e.getKey(), h.getMean()));
      for (double p : shown.settings().percentiles()) {
        put(out, e.getKey(), MetricSections.ordinal(p) + "PercentileLatency(us)",
            percentile(e.getKey(), p, h.getValueAtPercentile(p)));
      }
    }
    cachedFor = shown;
    cached = out;
    return out;
  }

  private static void put(Map<String, Map<String, Estimate>> out, String section, String measure, Estimate e) {
    if (e.known()) {
      out.computeIfAbsent(section, k -> new LinkedHashMap<>()).put(measure, e.atLeast(0));
    }
  }

  /** "Throughput(ops/sec).CI99.Low": an interval's end as a measure of its own, so each line stays a triple. */
  public String low(String measure) {
    return measure + "." + label() + ".Low";
  }

  public String high(String measure) {
    return measure + "." + label() + ".High";
  }

  @Override
  public String toString() {
    return String.format(Locale.ROOT, "%d intervals, autocorrelation %.2f", intervals(), autocorrelation());
  }
}

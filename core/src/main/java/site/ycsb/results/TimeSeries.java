package site.ycsb.results;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Predicate;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.MetricNames;
import site.ycsb.model.ClientFigures;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.StatusCounts;
import site.ycsb.thresholds.ValidationCounts;

/**
 * The figures of each window, kept small (a window's histograms are dropped once read): the
 * series behind the charts and the CSV/JSON time series, at full resolution.
 */
public final class TimeSeries {
  /** The percentiles every window keeps. */
  public static final double[] PERCENTILES = {50, 99, 99.9};

  private final List<Point> points = new ArrayList<>();
  private final Predicate<String> metrics;
  /** An empty histogram per precision, for its bucket arithmetic. */
  private final Map<Integer, Histogram> layouts = new HashMap<>();

  /** @param metrics which metrics' latency to keep (throughput and NOT_FOUND shares are always kept) */
  public TimeSeries(Predicate<String> metrics) {
    this.metrics = metrics;
  }

  /** The metrics the charts draw: per operation OP and OP-COMB (not the Intended- ones). */
  public static boolean charted(String metric) {
    Op op = MetricNames.opOf(metric);
    return OperationCounts.counted(op) && !metric.startsWith(MetricNames.INTENDED_PREFIX)
        && (metric.equals(op.metricName()) || metric.equals(op.metricName() + "-COMB"));
  }

  /**
   * One metric in one window.
   *
   * @param count values recorded
   * @param mean average (us)
   * @param percentiles values at {@link #PERCENTILES} (us)
   * @param max the largest value (us)
   */
  public record Latency(long count, double mean, long[] percentiles, long max) {
  }

  /**
   * One window.
   *
   * @param startMs the window's start, ms since the epoch
   * @param lengthMs its length
   * @param warmup whether it holds a warm-up interval
   * @param empty whether no client recorded anything in it
   * @param opsPerSecond per operation and TOTAL
   * @param latency per metric
   * @param notFoundShare per operation with status counts: NOT_FOUND over all results
   * @param successfulPerSecond per operation and TOTAL: the results that did not fail, per second
   *     (failures as {@code StatusCounts.isFailure}; TOTAL is the workload's operations less the
   *     database calls that failed, as the report's SuccessfulThroughput); equal to {@code
   *     opsPerSecond} for a log without status counts
   * @param failedPerSecond per failure status, all operations' database calls together: failed
   *     results per second (empty when none failed)
   * @param targetPerSecond the rate the window was paced at, all its clients together; NaN when the
   *     logs do not say (unpaced, or written before targets were recorded)
   * @param validation the validated reads in the window by class (empty when none were checked)
   * @param client its clients' own figures, added (CPU, hiccups); null when the logs have none
   */
  public record Point(long startMs, long lengthMs, boolean warmup, boolean empty, Map<String, Double> opsPerSecond,
      Map<String, Latency> latency, Map<String, Double> notFoundShare, Map<String, Double> successfulPerSecond,
      Map<String, Double> failedPerSecond, double targetPerSecond, ValidationCounts validation, ClientFigures client) {
  }

  public void add(Window w) {
    Map<String, Latency> latency = new HashMap<>();
    w.all().histograms().forEach((metric, h) -> {
      if (metrics.test(metric)) {
        latency.put(metric, latency(h));
      }
    });
    Map<String, Double> notFound = new HashMap<>();
    w.all().statuses().forEach((op, counts) -> {
      long all = counts.values().stream().mapToLong(Long::longValue).sum();
      if (all > 0 && !MetricNames.VALIDATION.equals(op)) { // its classes are no NOT_FOUND share
        notFound.put(op, (double) counts.getOrDefault("NOT_FOUND", 0L) / all);
      }
    });
    double seconds = w.all().seconds();
    Map<String, Double> failed = new TreeMap<>();
    Map<String, Double> successful = new HashMap<>(w.opsPerSecond());
    long failedCalls = 0;
    for (Map.Entry<String, Map<String, Long>> e : w.all().statuses().entrySet()) {
      Op op = MetricNames.opOf(e.getKey());
      if (!OperationCounts.counted(op) || !op.metricName().equals(e.getKey())) {
        continue;
      }
      long failedOfOp = 0;
      for (Map.Entry<String, Long> s : e.getValue().entrySet()) {
        if (StatusCounts.isFailure(s.getKey()) && s.getValue() > 0) {
          failedOfOp += s.getValue();
          if (op.isDatabaseCall()) {
            failed.merge(s.getKey(), s.getValue() / seconds, Double::sum);
          }
        }
      }
      double failedRate = failedOfOp / seconds;
      successful.computeIfPresent(e.getKey(), (k, rate) -> Math.max(0, rate - failedRate));
      failedCalls += op.isDatabaseCall() ? failedOfOp : 0;
    }
    long calls = failedCalls;
    successful.computeIfPresent(MetricNames.TOTAL, (k, rate) -> Math.max(0, rate - calls / seconds));
    points.add(new Point(w.startMs(), w.lengthMs(), w.hasWarmup(), w.empty(), w.opsPerSecond(), latency, notFound,
        successful, failed, w.all().targetPerSecond(), ValidationCounts.of(w.all().statuses()), w.all().client()));
  }

  /**
   * Count, mean, {@link #PERCENTILES} and max in one pass over the recorded values, with the results
   * HdrHistogram's getMean, getValueAtPercentile and getMaxValue give for the same counts.
   */
  Latency latency(IntervalHistogram h) {
    Histogram layout = layouts.computeIfAbsent(h.significantDigits(), Histogram::new);
    long total = h.totalCount();
    long[] rank = new long[PERCENTILES.length];
    for (int i = 0; i < rank.length; i++) {
      // the rank getValueAtPercentile looks for
      double p = Math.min(Math.max(Math.nextAfter(PERCENTILES[i], Double.NEGATIVE_INFINITY), 0), 100);
      rank[i] = Math.max(1, (long) Math.ceil(p * total / 100));
    }
    long[] values = new long[PERCENTILES.length];
    int next = 0;
    double sum = 0;
    long seen = 0;
    for (int i = 0; i < h.size(); i++) {
      long v = h.value(i);
      sum += layout.medianEquivalentValue(v) * (double) h.count(i);
      seen += h.count(i);
      while (next < rank.length && seen >= rank[next]) {
        values[next++] = layout.highestEquivalentValue(v);
      }
    }
    long max = h.size() == 0 ? 0 : layout.highestEquivalentValue(h.value(h.size() - 1));
    return new Latency(total, total == 0 ? 0 : sum / total, values, max);
  }

  public List<Point> points() {
    return Collections.unmodifiableList(points);
  }
}

package site.ycsb.measurements;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * The metrics' sections of upstream's report, through an exporter: each metric in {@link
 * MetricNames#ORDER}, its latency lines in the form {@code measurementtype} asks for, then its
 * {@code Return=} counts; and the names of its percentile lines. The whole run's report writes them
 * after its {@code [OVERALL]} lines; upstream's {@code Measurements} and {@code OneMeasurement}
 * classes write them alone.
 */
public final class MetricSections {
  private MetricSections() {
  }

  /**
   * The metrics' sections alone, each metric's latency lines then its {@code Return=} counts:
   * also what upstream's {@code Measurements.exportMeasurements} writes.
   */
  public static void writeMetrics(Map<String, Histogram> metrics, Map<String, Map<String, Long>> statusCounts,
      Map<String, List<double[]>> timeseries, MeasurementSettings settings, MeasurementsExporter e)
      throws IOException {
    TreeSet<String> names = new TreeSet<>(MetricNames.ORDER);
    names.addAll(metrics.keySet());
    names.addAll(statusCounts.keySet());
    // the validated reads' classes are counts of their own block, not an operation's results
    names.remove(MetricNames.VALIDATION);
    for (String metric : names) {
      if (settings.extraSections() || !MetricNames.repeatsOtherCounts(metric)) {
        writeMetric(metric, metrics.get(metric), statusCounts.get(metric),
            timeseries.getOrDefault(metric, List.of()), settings, e);
      }
    }
  }

  /**
   * One metric's section: its latency lines in the form {@code measurementtype} asks for, then its
   * {@code Return=} counts (and, for timeseries, its points). Also what upstream's standalone
   * {@code OneMeasurement} classes export.
   *
   * @param h the metric's latencies, or null when it has none (a single {@code Operations, 0} line)
   * @param statuses counts by status name in report order, or null
   * @param timeseries (time offset in ms, average latency in us) points, used by the timeseries form
   */
  public static void writeMetric(String metric, Histogram h, Map<String, Long> statuses, List<double[]> timeseries,
      MeasurementSettings s, MeasurementsExporter e) throws IOException {
    if (h == null && MetricNames.batchOfKeys(metric) != null) {
      // a batch's keys have no latency of their own (the batch has): their count, then their results
      e.write(metric, "Keys", statuses == null ? 0L : statuses.values().stream().mapToLong(Long::longValue).sum());
      returnLines(metric, statuses, e);
      return;
    }
    if (h == null) {
      e.write(metric, "Operations", 0L);
    } else if (s.hasType("hdrhistogram")) {
      hdrLines(metric, h, s, e);
      if (s.hasType("histogram")) {
        bucketLines(metric, h, s, e, false);
      }
      if (s.hasType("raw") && !s.rawNoSummary()) {
        rawSummary(metric, h, e);
      }
    } else if (s.hasType("histogram")) {
      bucketLines(metric, h, s, e, true);
    } else if (s.hasType("raw")) {
      if (!s.rawNoSummary()) {
        rawSummary(metric, h, e);
      }
    } else {
      timeseriesLines(metric, h, e);
      returnLines(metric, statuses, e);
      for (double[] point : timeseries) {
        e.write(metric, Long.toString((long) point[0]), point[1]);
      }
      return;
    }
    returnLines(metric, statuses, e);
  }

  private static void hdrLines(String metric, Histogram h, MeasurementSettings s, MeasurementsExporter e)
      throws IOException {
    e.write(metric, "Operations", h.getTotalCount());
    e.write(metric, "AverageLatency(us)", h.getMean());
    e.write(metric, "MinLatency(us)", h.getMinValue());
    e.write(metric, "MaxLatency(us)", h.getMaxValue());
    for (double p : s.percentiles()) {
      e.write(metric, ordinal(p) + "PercentileLatency(us)", h.getValueAtPercentile(p));
    }
    if (s.histogramVerbose() && !s.hasType("histogram")) {
      for (org.HdrHistogram.HistogramIterationValue v : h.recordedValues()) {
        e.write(metric, Long.toString(v.getValueIteratedTo()), (double) v.getCountAtValueIteratedTo());
      }
    }
  }

  /**
   * Upstream's 1 ms bucket histogram, read off the HdrHistogram (bucket edges exact to its
   * precision): percentiles at bucket resolution; bucket counts with verbose or alongside hdr.
   */
  private static void bucketLines(String metric, Histogram h, MeasurementSettings s, MeasurementsExporter e,
      boolean summary) throws IOException {
    int buckets = s.histogramBuckets();
    long total = h.getTotalCount();
    if (summary) {
      e.write(metric, "Operations", total);
      e.write(metric, "AverageLatency(us)", h.getMean());
      e.write(metric, "LatencyVariance(us)", h.getStdDeviation() * h.getStdDeviation());
      e.write(metric, "MinLatency(us)", h.getMinValue());
      e.write(metric, "MaxLatency(us)", h.getMaxValue());
      long seen = 0;
      boolean done95 = false;
      for (int i = 0; i < buckets; i++) {
        seen += bucketCount(h, i);
        if (!done95 && seen >= 0.95 * total) {
          e.write(metric, "95thPercentileLatency(us)", i * 1000);
          done95 = true;
        }
        if (seen >= 0.99 * total) {
          e.write(metric, "99thPercentileLatency(us)", i * 1000);
          break;
        }
      }
    }
    if (!summary || s.histogramVerbose()) {
      long inBuckets = 0;
      for (int i = 0; i < buckets; i++) {
        long c = bucketCount(h, i);
        inBuckets += c;
        e.write(metric, Integer.toString(i), c);
      }
      e.write(metric, ">" + buckets, total - inBuckets);
    }
  }

  private static long bucketCount(Histogram h, int ms) {
    long low = ms * 1000L;
    long high = low + 999;
    return h.getCountBetweenValues(low, high) - (ms > 0 && h.valuesAreEquivalent(low, low - 1) ? h.getCountAtValue(low) : 0);
  }

  private static void rawSummary(String metric, Histogram h, MeasurementsExporter e) throws IOException {
    e.write(metric, "Total Operations", h.getTotalCount());
    e.write(metric, "Average", h.getMean());
    e.write(metric, "Min", h.getMinValue());
    e.write(metric, "Max", h.getMaxValue());
    for (double p : new double[] {1, 5, 50, 90, 95, 99, 99.9, 99.99}) {
      String name = p == Math.rint(p) ? "p" + (long) p : "p" + p;
      e.write(metric, name, h.getValueAtPercentile(p));
    }
  }

  private static void timeseriesLines(String metric, Histogram h, MeasurementsExporter e) throws IOException {
    e.write(metric, "Operations", h.getTotalCount());
    e.write(metric, "AverageLatency(us)", h.getMean());
    e.write(metric, "MinLatency(us)", h.getMinValue());
    e.write(metric, "MaxLatency(us)", h.getMaxValue());
  }

  private static void returnLines(String metric, Map<String, Long> counts, MeasurementsExporter e) throws IOException {
    if (counts == null) {
      return;
    }
    for (Map.Entry<String, Long> c : counts.entrySet()) {
      e.write(metric, "Return=" + c.getKey(), c.getValue());
    }
  }

  /** 50 -> "50th", 99.9 -> "99.9", as upstream names percentile lines. */
  public static String ordinal(double p) {
    if (p != Math.rint(p)) {
      return Double.toString(p);
    }
    int n = (int) p;
    String suffix;
    int mod100 = n % 100;
    if (mod100 >= 11 && mod100 <= 13) {
      suffix = "th";
    } else {
      switch (n % 10) {
        case 1:
          suffix = "st";
          break;
        case 2:
          suffix = "nd";
          break;
        case 3:
          suffix = "rd";
          break;
        default:
          suffix = "th";
      }
    }
    return n + suffix;
  }
}

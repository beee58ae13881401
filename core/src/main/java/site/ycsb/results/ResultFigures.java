package site.ycsb.results;

import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.MetricSections;
import site.ycsb.model.RunResult;

/**
 * The figures the data formats (CSV, JSON) hold, named once: whole-run measures under the text
 * report's names, window measures under short names with their unit.
 */
final class ResultFigures {
  static final String OVERALL = "OVERALL";

  private ResultFigures() {
  }

  /** The run as a whole: the text report's OVERALL lines. */
  static Map<String, Number> overall(RunData r) {
    RunResult s = r.summary();
    Map<String, Number> out = new LinkedHashMap<>();
    out.put("RunTime(ms)", s.runTimeMs());
    out.put("Throughput(ops/sec)", s.throughput());
    intervals(r, OVERALL, out);
    out.put("MeasuredTime(ms)", s.measuredTimeMs());
    out.put("Operations", s.operations());
    out.put("MeasuredOperations", s.measuredOperations());
    out.put("FailedOperations", s.failedOperations());
    out.put("SuccessfulThroughput(ops/sec)", s.successfulThroughput());
    return out;
  }

  /** One metric over the measured time, under the text report's names. */
  static Map<String, Number> metric(RunData r, String metric) {
    Histogram h = r.summary().metrics().get(metric);
    Map<String, Number> out = new LinkedHashMap<>();
    out.put("Operations", h.getTotalCount());
    double secs = r.summary().measuredTimeMs() / 1000.0;
    out.put("OperationsPerSecond", secs <= 0 ? Double.NaN : h.getTotalCount() / secs);
    out.put("AverageLatency(us)", h.getMean());
    out.put("MinLatency(us)", h.getMinValue());
    out.put("MaxLatency(us)", h.getMaxValue());
    for (double p : r.summary().settings().percentiles()) {
      out.put(MetricSections.ordinal(p) + "PercentileLatency(us)", h.getValueAtPercentile(p));
    }
    intervals(r, metric, out);
    double nf = r.notFoundShare(metric);
    if (!Double.isNaN(nf)) {
      out.put("NotFoundShare", nf);
    }
    return out;
  }

  /**
   * The confidence intervals of a section's figures ({@code Throughput(ops/sec).CI99.Low}, ...),
   * after the figures; none for a run with fewer than two measured windows.
   */
  private static void intervals(RunData r, String section, Map<String, Number> out) {
    RunStatistics stats = r.statistics();
    if (stats == null) {
      return;
    }
    stats.figures(r.summary()).getOrDefault(section, Map.of()).forEach((measure, e) -> {
      out.put(stats.low(measure), e.low());
      out.put(stats.high(measure), e.high());
    });
  }

  /** One metric in one window. */
  static Map<String, Number> latency(TimeSeries.Latency l) {
    Map<String, Number> out = new LinkedHashMap<>();
    out.put("count", l.count());
    out.put("mean_us", l.mean());
    for (int i = 0; i < TimeSeries.PERCENTILES.length; i++) {
      out.put(Comparison.percentileName(TimeSeries.PERCENTILES[i]).toLowerCase() + "_us", l.percentiles()[i]);
    }
    out.put("max_us", l.max());
    return out;
  }
}

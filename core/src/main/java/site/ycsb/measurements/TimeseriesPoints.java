package site.ycsb.measurements;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Upstream's timeseries measurement: per metric, (time offset in ms, average latency in us) points. */
final class TimeseriesPoints {
  private final Map<String, List<double[]>> byMetric = new LinkedHashMap<>();

  /** A point per metric the drain holds, at {@code unitMs} (its offset rounded down to the granularity). */
  void add(TickData tick, long unitMs) {
    tick.histograms().forEach((metric, h) -> {
      if (h.getTotalCount() > 0) {
        byMetric.computeIfAbsent(metric, k -> new ArrayList<>()).add(new double[] {unitMs, h.getMean()});
      }
    });
  }

  Map<String, List<double[]>> byMetric() {
    return byMetric;
  }
}

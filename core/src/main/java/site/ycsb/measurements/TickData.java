package site.ycsb.measurements;

import java.util.HashMap;
import java.util.Map;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;

/**
 * Everything recorded by all threads over one span of time, by metric name: latency histograms and
 * status counts per operation. Used for one tick, one log interval, one status interval, and the
 * run's totals alike. Not thread-safe: owned by the reporter.
 */
public final class TickData {
  private final int significantDigits;
  private final Map<String, Histogram> histograms = new HashMap<>();
  private final StatusCounts[] statuses = new StatusCounts[Op.values().length];

  public TickData(int significantDigits) {
    this.significantDigits = significantDigits;
    for (int i = 0; i < statuses.length; i++) {
      statuses[i] = new StatusCounts();
    }
  }

  private Histogram histogram(String metric) {
    return histograms.computeIfAbsent(metric, k -> new Histogram(significantDigits));
  }

  void add(IntervalData d) {
    Op[] ops = Op.values();
    for (int i = 0; i < d.fixed.length; i++) {
      AbstractHistogram h = d.fixed[i];
      if (h != null && h.getTotalCount() > 0) {
        histogram(MetricNames.fixed(ops[i / IntervalData.SLOTS], i % IntervalData.SLOTS)).add(h);
      }
    }
    for (int i = 0; i < d.perError.length; i++) {
      Map<String, AbstractHistogram> m = d.perError[i];
      if (m == null) {
        continue;
      }
      for (Map.Entry<String, AbstractHistogram> e : m.entrySet()) {
        if (e.getValue().getTotalCount() > 0) {
          histogram(MetricNames.perError(ops[i / 2], i % 2 == 1, e.getKey())).add(e.getValue());
        }
      }
    }
    for (int i = 0; i < statuses.length; i++) {
      statuses[i].addAll(d.statuses[i]);
    }
  }

  /** Adds another span's data to this one. */
  public void add(TickData other) {
    for (Map.Entry<String, Histogram> e : other.histograms.entrySet()) {
      histogram(e.getKey()).add(e.getValue());
    }
    for (int i = 0; i < statuses.length; i++) {
      statuses[i].addAll(other.statuses[i]);
    }
  }

  public void reset() {
    histograms.values().forEach(Histogram::reset);
    for (StatusCounts s : statuses) {
      s.reset();
    }
  }

  /** Metric name to histogram, including metrics with no recordings in this span. */
  public Map<String, Histogram> histograms() {
    return histograms;
  }

  public StatusCounts statuses(Op op) {
    return statuses[op.ordinal()];
  }

  /** All operations of the workload (not CLEANUP, not compound ones), for the throughput figures. */
  public long databaseOperations() {
    long n = 0;
    for (Op op : Op.values()) {
      if (op.isDatabaseCall()) {
        n += statuses[op.ordinal()].total();
      }
    }
    return n;
  }

  int significantDigits() {
    return significantDigits;
  }
}

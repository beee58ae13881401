package site.ycsb.measurements;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
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
  /** Status counts reported under names that are not operations (upstream's Measurements API). */
  private final Map<String, StatusCounts> namedStatuses = new HashMap<>();

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
      LatencyBuffer b = d.fixed[i];
      if (b != null && b.totalCount() > 0) {
        b.addTo(histogram(MetricNames.fixed(ops[i / IntervalData.SLOTS], i % IntervalData.SLOTS)));
      }
    }
    for (int i = 0; i < d.perError.length; i++) {
      Map<String, LatencyBuffer> m = d.perError[i];
      if (m == null) {
        continue;
      }
      for (Map.Entry<String, LatencyBuffer> e : m.entrySet()) {
        if (e.getValue().totalCount() > 0) {
          e.getValue().addTo(histogram(MetricNames.perError(ops[i / 2], i % 2 == 1, e.getKey())));
        }
      }
    }
    for (int i = 0; i < statuses.length; i++) {
      statuses[i].addAll(d.statuses[i]);
    }
    if (d.named != null) {
      d.named.forEach((metric, b) -> {
        if (b.totalCount() > 0) {
          b.addTo(histogram(metric));
        }
      });
    }
    if (d.namedStatuses != null) {
      d.namedStatuses.forEach(this::addStatuses);
    }
  }

  /** A name of an operation counts with that operation's results, as upstream's reportStatus did. */
  private void addStatuses(String metric, StatusCounts counts) {
    if (counts.total() == 0) {
      return;
    }
    Op op = MetricNames.opOf(metric);
    if (op != null && op.metricName().equals(metric)) {
      statuses[op.ordinal()].addAll(counts);
    } else {
      namedStatuses.computeIfAbsent(metric, k -> new StatusCounts()).addAll(counts);
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
    other.namedStatuses.forEach(this::addStatuses);
  }

  public void reset() {
    histograms.values().forEach(Histogram::reset);
    for (StatusCounts s : statuses) {
      s.reset();
    }
    namedStatuses.values().forEach(StatusCounts::reset);
  }

  /** A copy, for a reader outside the reporter thread. */
  public TickData copy() {
    TickData c = new TickData(significantDigits);
    c.add(this);
    return c;
  }

  /**
   * Non-empty status counts by metric name: the operations in report order, then the names
   * reported through upstream's Measurements API in {@link MetricNames#ORDER}.
   */
  public Map<String, Map<String, Long>> statusCountsByMetric() {
    Map<String, Map<String, Long>> out = new LinkedHashMap<>();
    for (Op op : Op.values()) {
      Map<String, Long> counts = statuses[op.ordinal()].asMap();
      if (!counts.isEmpty()) {
        out.put(op.metricName(), counts);
      }
    }
    namedStatuses.entrySet().stream()
        .sorted(Map.Entry.comparingByKey(MetricNames.ORDER))
        .forEach(e -> {
          Map<String, Long> counts = e.getValue().asMap();
          if (!counts.isEmpty()) {
            out.put(e.getKey(), counts);
          }
        });
    return out;
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

  /**
   * Workload operations, as -target paces them and Throughput(ops/sec) counts them: database calls,
   * less the read and update inside each READ-MODIFY-WRITE (which counts once). The one definition
   * the report, the status line, thresholds and live metrics use (docs/numbers.md).
   */
  public long workloadOperations() {
    return databaseOperations() - statuses(Op.READ_MODIFY_WRITE).total();
  }

  /** Database calls whose result was a failure ({@link StatusCounts#isFailure}). */
  public long failedDatabaseOperations() {
    long n = 0;
    for (Op op : Op.values()) {
      if (op.isDatabaseCall()) {
        n += statuses[op.ordinal()].failed();
      }
    }
    return n;
  }

  int significantDigits() {
    return significantDigits;
  }
}

package site.ycsb.measurements;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.options.MeasurementOptions;

/**
 * Upstream's timeseries form of one metric: {@code Operations}, average, minimum and maximum, then
 * one line per {@code timeseries.granularity} milliseconds that had measurements: the unit's start
 * (ms since the first measurement) and its average latency. Units without measurements have no line.
 */
public class OneMeasurementTimeSeries extends OneMeasurement {
  public static final String GRANULARITY = MeasurementOptions.TIMESERIES_GRANULARITY.name();
  public static final String GRANULARITY_DEFAULT = MeasurementOptions.TIMESERIES_GRANULARITY.defaultText();

  /**
   * One unit of time's sum and count, added to by any thread without a lock. A thread that read
   * the unit just before the next one began still adds here: a sample lands at most one unit early.
   */
  private static final class Unit {
    final long seriesStartNanos;
    final long offsetMs;
    final long endNanos;
    final LongAdder count = new LongAdder();
    final LongAdder sum = new LongAdder();

    Unit(long seriesStartNanos, long index, long granularityMs) {
      this.seriesStartNanos = seriesStartNanos;
      this.offsetMs = index * granularityMs;
      this.endNanos = seriesStartNanos + TimeUnit.MILLISECONDS.toNanos(offsetMs + granularityMs);
    }
  }

  private final long granularityMs;
  private final MetricRecorder latencies;
  private final MeasurementSettings form;
  private final AtomicReference<Unit> current = new AtomicReference<>();
  private final ConcurrentLinkedQueue<Unit> units = new ConcurrentLinkedQueue<>();

  public OneMeasurementTimeSeries(String name, Properties props) {
    super(name);
    form = MetricRecorder.settings(props, "timeseries", Map.of());
    granularityMs = form.timeseriesGranularityMs();
    latencies = new MetricRecorder(form.significantDigits());
  }

  @Override
  public void measure(int latency) {
    latencies.record(latency);
    Unit u = unitAt(System.nanoTime());
    u.count.increment();
    u.sum.add(Math.max(0, latency));
  }

  private Unit unitAt(long nowNanos) {
    Unit u = current.get();
    while (u == null || nowNanos >= u.endNanos) {
      long start = u == null ? nowNanos : u.seriesStartNanos; // the series starts at its first measurement
      Unit next = new Unit(start, TimeUnit.NANOSECONDS.toMillis(nowNanos - start) / granularityMs, granularityMs);
      if (current.compareAndSet(u, next)) {
        units.add(next);
        return next;
      }
      u = current.get();
    }
    return u;
  }

  /** {@code [NAME AverageLatency(us)=..]} since the last call; empty when nothing was measured. */
  @Override
  public synchronized String getSummary() {
    return OneMeasurementHistogram.averageSummary(getName(), latencies.drain());
  }

  @Override
  public synchronized void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    latencies.drain();
    List<double[]> points = new ArrayList<>();
    for (Unit u : units) {
      long n = u.count.sum();
      if (n > 0) {
        points.add(new double[] {u.offsetMs, (double) u.sum.sum() / n});
      }
    }
    MetricSections.writeMetric(getName(), latencies.totalOrNull(), statusCounts(), points, form, exporter);
  }
}

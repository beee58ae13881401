package site.ycsb.measurements;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import org.HdrHistogram.Histogram;
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.options.MeasurementOptions;

/**
 * Upstream's measurements API, for bindings and workloads that record metrics of their own
 * ({@code Measurements.getMeasurements().measure("MYOP", us)}): an adapter over the engine's
 * per-thread recorders, not a second implementation. A name recorded here is a metric like the
 * engine's own: in the interval log, the status line and the report, with its {@code Return=}
 * counts; a name that is an operation's ({@code READ}) adds to that operation, as upstream's did.
 *
 * <p>{@link #getMeasurements()} returns the measurements of the run the calling thread serves
 * (see {@link MeasurementsBinding}), so two runs in one JVM never mix; on any other thread it
 * throws {@link IllegalStateException}. A harness outside the engine makes its own with {@link
 * #Measurements(Properties)}, which records, summarises and exports by itself.
 */
public class Measurements {
  public static final String MEASUREMENT_TYPE_PROPERTY = MeasurementOptions.MEASUREMENT_TYPE.name();
  public static final String MEASUREMENT_INTERVAL = MeasurementOptions.INTERVAL.name();
  public static final String MEASUREMENT_TRACK_JVM_PROPERTY = MeasurementOptions.TRACK_JVM.name();
  public static final String MEASUREMENT_TRACK_JVM_PROPERTY_DEFAULT = MeasurementOptions.TRACK_JVM.defaultText();

  /** Upstream's forms of the report ({@code measurementtype}). */
  public enum MeasurementType {
    HISTOGRAM,
    HDRHISTOGRAM,
    HDRHISTOGRAM_AND_HISTOGRAM,
    HDRHISTOGRAM_AND_RAW,
    TIMESERIES,
    RAW
  }

  private final MeasurementSettings settings;
  private final Recorders recorders;
  /** The run's reporter, which alone drains a run's recorders; null for a harness's own instance. */
  private volatile IntervalReporter reporter;
  private final boolean ownsRecorders;
  private final ThreadLocal<long[]> intendedStartNanos = ThreadLocal.withInitial(() -> new long[1]);
  private final Map<String, String> intendedNames = new ConcurrentHashMap<>();
  // A harness's own instance drains its recorders itself, under this object's lock.
  private TickData drained;
  private TickData sinceLastSummary;
  private final TreeSet<String> seenMetrics = new TreeSet<>(MetricNames.ORDER);

  /** Measurements of their own for a harness outside the engine, configured by {@code properties}. */
  public Measurements(Properties properties) {
    this.settings = new MeasurementSettings(Settings.of(properties));
    this.recorders = new Recorders(settings, System.out, this);
    this.ownsRecorders = true;
    this.drained = new TickData(settings.significantDigits());
    this.sinceLastSummary = new TickData(settings.significantDigits());
  }

  /** The facade of a run's recorders (made by {@link Recorders}). */
  Measurements(Recorders runRecorders) {
    this.settings = runRecorders.settings();
    this.recorders = runRecorders;
    this.ownsRecorders = false;
  }

  /** The run's reporter answers summaries and exports of a run's measurements. */
  void readFrom(IntervalReporter runReporter) {
    this.reporter = runReporter;
  }

  /**
   * Upstream set the properties of its JVM-wide instance with this. Here the measurement
   * properties are the run's own (or a harness's instance's), so there is nothing to set.
   */
  public static void setProperties(Properties properties) {
    // deliberately nothing: no JVM-wide instance exists to configure
  }

  /**
   * The measurements of the run the calling thread serves.
   *
   * @throws IllegalStateException on a thread that serves no run
   */
  public static Measurements getMeasurements() {
    return MeasurementsBinding.current();
  }

  /** Remembers when the calling thread's next operation was due (a throttled client's schedule). */
  public void setIntendedStartTimeNs(long time) {
    if (settings.recordsIntendedLatency()) {
      intendedStartNanos.get()[0] = time;
    }
  }

  /** The calling thread's last {@link #setIntendedStartTimeNs}, or 0 (upstream's spelling). */
  public long getIntendedtartTimeNs() {
    return settings.recordsIntendedLatency() ? intendedStartNanos.get()[0] : 0L;
  }

  /** Records a latency in microseconds under {@code operation} (when measurement.interval is op or both). */
  public void measure(String operation, int latencyUs) {
    if (settings.recordsOpLatency()) {
      recorders.forCurrentThread().recordNamed(operation, latencyUs);
    }
  }

  /** Records a latency from the intended start under {@code Intended-<operation>} (intended or both). */
  public void measureIntended(String operation, int latencyUs) {
    if (settings.recordsIntendedLatency()) {
      String metric = intendedNames.computeIfAbsent(operation, op -> MetricNames.INTENDED_PREFIX + op);
      recorders.forCurrentThread().recordNamed(metric, latencyUs);
    }
  }

  /** Counts one result of {@code operation}: the report's {@code Return=} lines. */
  public void reportStatus(String operation, Status status) {
    recorders.forCurrentThread().countNamed(operation, status);
  }

  /**
   * Writes every metric recorded so far through {@code exporter}, as the report's metric sections
   * are written. During a run: what the run's reporter has drained, at most a second old.
   */
  public void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    TickData data = totalsSoFar();
    Map<String, Histogram> metrics = new TreeMap<>(MetricNames.ORDER);
    data.histograms().forEach((name, h) -> {
      if (h.getTotalCount() > 0) {
        metrics.put(name, h);
      }
    });
    MetricSections.writeMetrics(metrics, data.statusCountsByMetric(), Map.of(), settings, exporter);
  }

  private TickData totalsSoFar() throws IOException {
    if (ownsRecorders) {
      synchronized (this) {
        drain();
        return drained.copy();
      }
    }
    IntervalReporter r = reporter;
    if (r == null) {
      return new TickData(settings.significantDigits()); // the run has not started: nothing is recorded yet
    }
    try {
      return r.totalsSoFar();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("interrupted while the run's reporter copied the measurements");
    }
  }

  /**
   * The status line's metrics part, {@code [READ: Count=.., Max=.., ...]}: for a harness's own
   * instance, of what was recorded since the previous call; during a run, of the last status interval.
   */
  public synchronized String getSummary() {
    if (!ownsRecorders) {
      IntervalReporter r = reporter;
      return r == null ? "" : r.lastSummary();
    }
    drain();
    String summary = StatusLine.metrics(sinceLastSummary.histograms(), seenMetrics);
    sinceLastSummary.reset();
    return summary;
  }

  private void drain() {
    TickData tick = new TickData(settings.significantDigits());
    recorders.drainInto(tick);
    tick.histograms().forEach((metric, h) -> {
      if (h.getTotalCount() > 0) {
        seenMetrics.add(metric);
      }
    });
    drained.add(tick);
    sinceLastSummary.add(tick);
  }
}

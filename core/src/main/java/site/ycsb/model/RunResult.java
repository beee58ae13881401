package site.ycsb.model;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import site.ycsb.events.EventRecord;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.StatusCounts;

/**
 * The outcome of one finished phase, as data: exporters read only this. Histograms are the run's
 * totals (warm-up excluded) and must not be modified.
 *
 * @param phase "load" or "run"
 * @param runTimeMs wall time from start to end of the phase
 * @param measuredTimeMs wall time after warm-up
 * @param operations operations done by all threads (transactions; a READ-MODIFY-WRITE counts once)
 * @param measuredOperations operations done after warm-up
 * @param stopReason why the run ended
 * @param abandonedThreads threads still inside a database call when the grace period ended
 * @param abandonedOperations operations still in flight when the grace period ended (asynchronous mode)
 * @param skippedOperations slots of the pacing schedule dropped by {@code pacing.catchup=skip} (whole phase)
 * @param metrics metric name to total latency histogram (us), in report order, TOTAL included
 * @param statusCounts metric name of an operation (and TOTAL) to its counts by status name
 * @param timeseries metric name to (offset ms, average us) points, when measurementtype=timeseries
 * @param garbageCollectors collector name to {collections, milliseconds} during this phase
 * @param jvm JVM figures when measurement.trackjvm=true, else empty
 * @param intervalLog the HdrHistogram interval log, or null
 * @param events what became of each timed event, in schedule order
 * @param stages each stage of a run in stages, in order (empty otherwise)
 * @param settings the measurement settings the report is formatted with
 * @param client what the client itself spent over the measured intervals (the [CLIENT] block), or null
 *     when it was not measured (a result made without the engine, a log written before it was)
 */
public record RunResult(
    String phase,
    long runTimeMs,
    long measuredTimeMs,
    long operations,
    long measuredOperations,
    StopReason stopReason,
    int abandonedThreads,
    long abandonedOperations,
    long skippedOperations,
    Map<String, Histogram> metrics,
    Map<String, Map<String, Long>> statusCounts,
    Map<String, List<double[]>> timeseries,
    Map<String, long[]> garbageCollectors,
    Map<String, Number> jvm,
    Path intervalLog,
    List<EventRecord> events,
    List<StageResult> stages,
    MeasurementSettings settings,
    ClientFigures client) {

  /** A result without the client's own figures. */
  public RunResult(String phase, long runTimeMs, long measuredTimeMs, long operations, long measuredOperations,
      StopReason stopReason, int abandonedThreads, long abandonedOperations, long skippedOperations,
      Map<String, Histogram> metrics, Map<String, Map<String, Long>> statusCounts,
      Map<String, List<double[]>> timeseries, Map<String, long[]> garbageCollectors, Map<String, Number> jvm,
      Path intervalLog, List<EventRecord> events, List<StageResult> stages, MeasurementSettings settings) {
    this(phase, runTimeMs, measuredTimeMs, operations, measuredOperations, stopReason, abandonedThreads,
        abandonedOperations, skippedOperations, metrics, statusCounts, timeseries, garbageCollectors, jvm, intervalLog,
        events, stages, settings, null);
  }

  public RunResult {
    metrics = Collections.unmodifiableMap(metrics);
    statusCounts = Collections.unmodifiableMap(statusCounts);
    timeseries = Collections.unmodifiableMap(timeseries);
    garbageCollectors = Collections.unmodifiableMap(garbageCollectors);
    jvm = Collections.unmodifiableMap(jvm);
    events = List.copyOf(events);
    stages = List.copyOf(stages);
  }

  /**
   * The line saying the client may have limited this result, naming the causes ({@link
   * ClientVerdict}); empty when none holds or the client was not measured.
   */
  public Optional<String> clientVerdict() {
    if (client == null) {
      return Optional.empty();
    }
    Histogram total = metrics.get(MetricNames.TOTAL);
    double p99Ms = total == null || total.getTotalCount() == 0 ? Double.NaN : total.getValueAtPercentile(99) / 1000.0;
    return ClientVerdict.of(client, p99Ms);
  }

  /** Operations per second after warm-up. */
  public double throughput() {
    return measuredTimeMs <= 0 ? 0 : 1000.0 * measuredOperations / measuredTimeMs;
  }

  /** The keys a batch operation's batches touched after warm-up: the sum of its per-key results ({@code BATCH-READ-KEYS}). */
  public long keys(Op batch) {
    return statusCounts.getOrDefault(batch.keysMetric(), Map.of()).values().stream().mapToLong(Long::longValue).sum();
  }

  /** {@link #keys} per second after warm-up, as {@link #throughput()} counts operations. */
  public double keysPerSecond(Op batch) {
    return measuredTimeMs <= 0 ? 0 : 1000.0 * keys(batch) / measuredTimeMs;
  }

  /**
   * Database calls whose result was a failure: neither OK nor NOT_FOUND ({@link
   * StatusCounts#isFailure}), after warm-up. Counted per call, so a READ-MODIFY-WRITE whose read and
   * update both failed counts twice.
   */
  public long failedOperations() {
    return failuresByStatus().values().stream().mapToLong(Long::longValue).sum();
  }

  /** Database calls after warm-up, whatever their result. */
  public long results() {
    long n = 0;
    for (Map<String, Long> counts : databaseCallCounts()) {
      n += counts.values().stream().mapToLong(Long::longValue).sum();
    }
    return n;
  }

  /** The failed database calls by status name, most frequent first. */
  public Map<String, Long> failuresByStatus() {
    Map<String, Long> byStatus = new TreeMap<>();
    for (Map<String, Long> counts : databaseCallCounts()) {
      counts.forEach((status, n) -> {
        if (StatusCounts.isFailure(status) && n > 0) {
          byStatus.merge(status, n, Long::sum);
        }
      });
    }
    Map<String, Long> ordered = new LinkedHashMap<>();
    byStatus.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
        .forEach(e -> ordered.put(e.getKey(), e.getValue()));
    return ordered;
  }

  /**
   * Operations per second after warm-up, failed ones left out: what a user may read as capacity.
   * Never above {@link #throughput()}; with READ-MODIFY-WRITE it errs low (see {@link
   * #failedOperations()}).
   */
  public double successfulThroughput() {
    long succeeded = Math.max(0, measuredOperations - failedOperations());
    return measuredTimeMs <= 0 ? 0 : 1000.0 * succeeded / measuredTimeMs;
  }

  /** The status counts of each single database call (READ, UPDATE, INSERT, SCAN, DELETE). */
  private List<Map<String, Long>> databaseCallCounts() {
    List<Map<String, Long>> out = new ArrayList<>();
    statusCounts.forEach((metric, counts) -> {
      Op op = MetricNames.opOf(metric);
      if (op != null && op.isDatabaseCall() && op.metricName().equals(metric)) {
        out.add(counts);
      }
    });
    return out;
  }

  /** Operation count of a metric (0 when absent). */
  public long count(String metric) {
    Histogram h = metrics.get(metric);
    return h == null ? 0 : h.getTotalCount();
  }

  /** How many results of an operation had the given status. */
  public long statusCount(String operation, String status) {
    return statusCounts.getOrDefault(operation, Map.of()).getOrDefault(status, 0L);
  }
}

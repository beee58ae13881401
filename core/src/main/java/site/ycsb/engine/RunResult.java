package site.ycsb.engine;

import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import site.ycsb.events.EventRecord;
import site.ycsb.measurements.MeasurementSettings;

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
 * @param metrics metric name to total latency histogram (us), in report order, TOTAL included
 * @param statusCounts metric name of an operation (and TOTAL) to its counts by status name
 * @param timeseries metric name to (offset ms, average us) points, when measurementtype=timeseries
 * @param garbageCollectors collector name to {collections, milliseconds} during this phase
 * @param jvm JVM figures when measurement.trackjvm=true, else empty
 * @param intervalLog the HdrHistogram interval log, or null
 * @param events what became of each timed event, in schedule order
 * @param settings the measurement settings the report is formatted with
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
    Map<String, Histogram> metrics,
    Map<String, Map<String, Long>> statusCounts,
    Map<String, List<double[]>> timeseries,
    Map<String, long[]> garbageCollectors,
    Map<String, Number> jvm,
    Path intervalLog,
    List<EventRecord> events,
    MeasurementSettings settings) {

  public RunResult {
    metrics = Collections.unmodifiableMap(metrics);
    statusCounts = Collections.unmodifiableMap(statusCounts);
    timeseries = Collections.unmodifiableMap(timeseries);
    garbageCollectors = Collections.unmodifiableMap(garbageCollectors);
    jvm = Collections.unmodifiableMap(jvm);
    events = List.copyOf(events);
  }

  /** Operations per second after warm-up. */
  public double throughput() {
    return measuredTimeMs <= 0 ? 0 : 1000.0 * measuredOperations / measuredTimeMs;
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

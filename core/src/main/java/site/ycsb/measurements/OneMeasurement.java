package site.ycsb.measurements;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import site.ycsb.Status;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Upstream's standalone measurement of one metric, which a binding may make and export itself:
 * latencies through {@link #measure(int)}, results through {@link #reportStatus(Status)}, a status
 * line part through {@link #getSummary()} and the report's section through {@link
 * #exportMeasurements(MeasurementsExporter)}. Any thread may measure and report at once. The
 * subclasses are upstream's forms of the report, written by the engine's report writer.
 */
public abstract class OneMeasurement {
  private final String name;
  private final Map<String, LongAdder> returnCodes = new ConcurrentHashMap<>();

  public OneMeasurement(String name) {
    this.name = name;
  }

  public String getName() {
    return name;
  }

  /** Records one latency, in microseconds. */
  public abstract void measure(int latency);

  /** This metric's part of the status line, over what was measured since the previous call. */
  public abstract String getSummary();

  /** Counts one result; the report has a {@code Return=<name>} line per status name. */
  public void reportStatus(Status status) {
    String statusName = (status == null ? Status.ERROR : status).getName();
    LongAdder count = returnCodes.get(statusName);
    if (count == null) {
      count = returnCodes.computeIfAbsent(statusName, k -> new LongAdder());
    }
    count.increment();
  }

  /** Writes this metric's section of the report. */
  public abstract void exportMeasurements(MeasurementsExporter exporter) throws IOException;

  /** Writes the {@code Return=} lines: OK first, then the other statuses by name. */
  protected final void exportStatusCounts(MeasurementsExporter exporter) throws IOException {
    for (Map.Entry<String, Long> c : statusCounts().entrySet()) {
      exporter.write(name, "Return=" + c.getKey(), c.getValue());
    }
  }

  /** Counts by status name in report order (OK first, then by name), as the report writer takes them. */
  final Map<String, Long> statusCounts() {
    TreeMap<String, Long> byName = new TreeMap<>();
    returnCodes.forEach((status, count) -> byName.put(status, count.sum()));
    Map<String, Long> ordered = new LinkedHashMap<>();
    Long ok = byName.remove("OK");
    if (ok != null) {
      ordered.put("OK", ok);
    }
    ordered.putAll(byName);
    return ordered;
  }
}

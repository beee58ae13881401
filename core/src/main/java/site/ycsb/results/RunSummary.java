package site.ycsb.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import site.ycsb.config.Settings;
import site.ycsb.model.ClientFigures;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;
import site.ycsb.events.EventRecord;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;
import site.ycsb.options.MeasurementOptions;

/**
 * The whole-run figures of merged windows, as a {@link RunResult} the report writer and exporters
 * format like a client's own report. Histograms are added, never averaged: a percentile of the
 * merged run is the percentile of every value every client recorded after its warm-up. The measured
 * time runs from the first measured interval's start to the last interval's end.
 */
public final class RunSummary {
  private final int significantDigits;
  private final Map<String, Histogram> metrics = new HashMap<>();
  private final Map<String, Map<String, Long>> statusCounts = new HashMap<>();
  private long operations;
  private long measuredOperations;
  private long firstStartMs = Long.MAX_VALUE;
  private long measuredStartMs = Long.MAX_VALUE;
  private long lastEndMs = Long.MIN_VALUE;
  private boolean anyWarmup;

  public RunSummary(int significantDigits) {
    this.significantDigits = significantDigits;
  }

  /** Adds one window (in any order). */
  public void add(Window w) {
    WindowPart all = w.all();
    if (all.intervals() == 0) {
      return;
    }
    operations += all.operations().getOrDefault(MetricNames.TOTAL, 0L);
    firstStartMs = Math.min(firstStartMs, all.firstStartMs());
    lastEndMs = Math.max(lastEndMs, all.lastEndMs());
    anyWarmup |= w.hasWarmup();
    WindowPart m = w.measured();
    if (m.intervals() == 0) {
      return;
    }
    measuredOperations += m.operations().getOrDefault(MetricNames.TOTAL, 0L);
    measuredStartMs = Math.min(measuredStartMs, m.firstStartMs());
    m.histograms().forEach((metric, h) -> h.addTo(metrics.computeIfAbsent(metric, k -> newHistogram())));
    m.statuses().forEach((op, counts) -> {
      Map<String, Long> into = statusCounts.computeIfAbsent(op, k -> new TreeMap<>());
      counts.forEach((status, n) -> into.merge(status, n, Long::sum));
    });
  }

  private Histogram newHistogram() {
    Histogram h = new Histogram(significantDigits);
    h.setAutoResize(true);
    return h;
  }

  /** Total latency histograms after warm-up, by metric (TOTAL added as the engine adds it). */
  public Map<String, Histogram> metrics() {
    Map<String, Histogram> out = new TreeMap<>(MetricNames.ORDER);
    out.putAll(metrics);
    addTotal(out, "");
    addTotal(out, MetricNames.INTENDED_PREFIX);
    return out;
  }

  /** TOTAL: every database call's latency, whatever its result, unless the logs hold it already. */
  private void addTotal(Map<String, Histogram> out, String prefix) {
    if (out.containsKey(prefix + MetricNames.TOTAL)) {
      return;
    }
    Histogram total = newHistogram();
    metrics.forEach((name, h) -> {
      boolean intended = name.startsWith(MetricNames.INTENDED_PREFIX);
      Op op = MetricNames.opOf(name);
      if (intended == !prefix.isEmpty() && !name.endsWith("-COMB") && op != null && op.isDatabaseCall()) {
        total.add(h);
      }
    });
    if (total.getTotalCount() > 0) {
      out.put(prefix + MetricNames.TOTAL, total);
    }
  }

  /** Results per status after warm-up, by operation, with TOTAL summing the database calls. */
  public Map<String, Map<String, Long>> statusCounts() {
    Map<String, Map<String, Long>> out = new LinkedHashMap<>();
    Map<String, Long> total = new TreeMap<>();
    Map<String, Map<String, Long>> ordered = new TreeMap<>(MetricNames.ORDER);
    ordered.putAll(statusCounts);
    ordered.forEach((op, counts) -> {
      out.put(op, clientOrder(counts));
      Op o = MetricNames.opOf(op);
      if (o != null && o.isDatabaseCall()) {
        counts.forEach((s, n) -> total.merge(s, n, Long::sum));
      }
    });
    if (!total.isEmpty()) {
      out.put(MetricNames.TOTAL, clientOrder(total));
    }
    return out;
  }

  /** A client's report order of status counts: OK first, then the others by name. */
  private static Map<String, Long> clientOrder(Map<String, Long> counts) {
    Map<String, Long> out = new LinkedHashMap<>();
    if (counts.containsKey("OK")) {
      out.put("OK", counts.get("OK"));
    }
    new TreeMap<>(counts).forEach(out::putIfAbsent);
    return out;
  }

  public long measuredOperations() {
    return measuredOperations;
  }

  /** The earliest interval start, ms since the epoch (Long.MAX_VALUE when nothing was read). */
  public long firstStartMs() {
    return firstStartMs;
  }

  public long lastEndMs() {
    return lastEndMs;
  }

  /** Milliseconds from the first measured interval's start to the last interval's end. */
  public long measuredTimeMs() {
    return measuredStartMs == Long.MAX_VALUE ? 0 : Math.max(0, lastEndMs - measuredStartMs);
  }

  /** Operations per second after warm-up, over the merged time span. */
  public double throughput() {
    long ms = measuredTimeMs();
    return ms <= 0 ? 0 : 1000.0 * measuredOperations / ms;
  }

  /**
   * The summary as a RunResult.
   *
   * @param phase the logs' phase
   * @param startMs the earliest client start (ms since the epoch)
   * @param ends the logs' end lines (null entries: cut short)
   * @param reportProperties the properties the report is formatted with (percentiles, extra sections)
   */
  public RunResult toRunResult(String phase, long startMs, List<LogReader.End> ends, List<RunEvent> events,
      Properties reportProperties, Path mergedLog) {
    return toRunResult(phase, startMs, ends, events, reportProperties, mergedLog, null);
  }

  /** As above, with the clients' own figures the logs hold (null when none). */
  public RunResult toRunResult(String phase, long startMs, List<LogReader.End> ends, List<RunEvent> events,
      Properties reportProperties, Path mergedLog, ClientFigures client) {
    long end = lastEndMs;
    long endedOps = 0;
    long skipped = 0;
    boolean allEnded = !ends.isEmpty();
    StopReason stop = StopReason.COMPLETED;
    for (LogReader.End e : ends) {
      if (e == null || e.operations() < 0) {
        allEnded = false;
        stop = StopReason.REQUESTED;
        continue;
      }
      end = Math.max(end, e.timeMs());
      endedOps += e.operations();
      skipped += e.skipped();
      if (!"COMPLETED".equals(e.stop()) && stop == StopReason.COMPLETED) {
        stop = StopReason.valueOf(e.stop());
      }
    }
    long begin = Math.min(startMs, firstStartMs);
    long runTimeMs = begin == Long.MAX_VALUE || end == Long.MIN_VALUE ? 0 : Math.max(0, end - begin);
    Properties p = new Properties();
    p.putAll(reportProperties);
    p.setProperty(MeasurementOptions.MEASUREMENT_TYPE.name(), "hdrhistogram");
    if (!anyWarmup) {
      p.setProperty(MeasurementOptions.WARMUP.name(), "0");
    } else if (Settings.of(p).get(MeasurementOptions.WARMUP) == 0) {
      p.setProperty(MeasurementOptions.WARMUP.name(), "1");
    }
    MeasurementSettings settings = new MeasurementSettings(Settings.of(p));
    List<EventRecord> records = new ArrayList<>();
    boolean manyClients = events.stream().map(RunEvent::clientId).distinct().count() > 1;
    int n = 0;
    for (RunEvent e : events) {
      records.add(new EventRecord(manyClients ? ++n : e.id(), e.when(),
          (manyClients ? "[" + e.clientId() + "] " : "") + e.command(), e.startMs() - begin,
          e.endMs() < 0 ? -1 : e.endMs() - e.startMs(), e.outcome()));
    }
    long measuredMs = measuredTimeMs();
    return new RunResult(phase, runTimeMs, anyWarmup ? measuredMs : runTimeMs, allEnded ? endedOps : operations,
        measuredOperations, stop, 0, 0L, skipped, new LinkedHashMap<>(metrics()), statusCounts(), Map.of(), Map.of(), Map.of(),
        mergedLog, records, List.of(), settings, client);
  }
}

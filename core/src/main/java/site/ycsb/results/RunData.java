package site.ycsb.results;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Predicate;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;

/**
 * Everything the reports show of one run (one client's log, or N clients' logs merged): where it
 * came from, the whole-run summary and the series over time.
 *
 * @param label the run's name in a comparison ("A", "aerospike"), or empty
 * @param logs the logs read
 * @param ends their end lines (null: cut short)
 * @param summary the whole-run summary, as a client's report holds it
 * @param series the windows' figures
 * @param events the timed events
 * @param properties the properties the logs share (secrets masked); those that differ hold each
 *     log's value, comma-separated
 * @param notes what the user should know about the input
 * @param startMs the earliest client start, ms since the epoch
 * @param endMs the latest end, ms since the epoch
 * @param statistics the confidence intervals of its figures (docs/comparing-runs.md)
 */
public record RunData(String label, List<LogInfo> logs, List<LogReader.End> ends, RunResult summary,
    TimeSeries series, List<RunEvent> events, Map<String, String> properties, List<String> notes,
    long startMs, long endMs, RunStatistics statistics) {

  /**
   * Reads a set of logs to its end.
   *
   * @param overrides report properties given by the user (percentiles, report.extrasections)
   * @param secret which property names are secret (masked, whatever the logs say)
   * @param seriesMetrics which metrics' latency over time to keep
   * @param alsoTo receives every window as it passes (the merged log's writer), or null
   * @param mergedLog the merged log being written, or null
   */
  public static RunData load(String label, LogSet set, Properties overrides, Predicate<String> secret,
      Predicate<String> seriesMetrics, Consumer<Window> alsoTo, Path mergedLog) {
    RunSummary totals = new RunSummary(set.significantDigits());
    TimeSeries series = new TimeSeries(seriesMetrics);
    RunStatistics statistics = new RunStatistics(set.significantDigits(), RunStatistics.confidence(overrides));
    set.forEachWindow(w -> {
      totals.add(w);
      series.add(w);
      statistics.add(w);
      if (alsoTo != null) {
        alsoTo.accept(w);
      }
    });
    List<LogInfo> logs = set.logs().stream().map(l -> l.masked(secret)).toList();
    Map<String, String> properties = sharedProperties(logs);
    Properties report = new Properties();
    for (String key : List.of("hdrhistogram.percentiles", "report.extrasections")) {
      String v = properties.get(key);
      if (v != null && !differs(logs, key)) {
        report.setProperty(key, v);
      }
    }
    report.putAll(overrides);
    long start = logs.stream().mapToLong(LogInfo::startMs).filter(t -> t > 0).min().orElse(totals.firstStartMs());
    List<RunEvent> events = RunEvent.pair(set.events());
    List<LogReader.End> ends = set.ends();
    RunResult summary = totals.toRunResult(logs.get(0).phase(), start, ends, events, report, mergedLog,
        set.clientFigures());
    long end = start + summary.runTimeMs();
    List<String> notes = new ArrayList<>(set.notes());
    String shortRun = statistics.shortRunNote();
    if (shortRun != null) {
      notes.add(shortRun);
    }
    for (int i = 0; i < logs.size(); i++) {
      LogInfo log = logs.get(i);
      if (log.format() == LogInfo.Format.LEGACY) {
        notes.add(log.file() + ": written before status counts were logged: no Return= counts or NOT_FOUND"
            + " shares from it");
      } else if (ends.get(i) == null) {
        notes.add(log.file() + ": no end line: its client stopped before the end of the phase (killed?)"
            + " or is still running");
      }
    }
    return new RunData(label, logs, ends, summary, series, events, properties, notes, start, end, statistics);
  }

  private static boolean differs(List<LogInfo> logs, String key) {
    return logs.stream().map(l -> l.properties().getOrDefault(key, "")).distinct().count() > 1;
  }

  /** Each property once: its value when every log agrees, else every log's value in order. */
  static Map<String, String> sharedProperties(List<LogInfo> logs) {
    Map<String, String> out = new TreeMap<>();
    Set<String> keys = new TreeSet<>();
    logs.forEach(l -> keys.addAll(l.properties().keySet()));
    for (String k : keys) {
      List<String> values = logs.stream().map(l -> l.properties().getOrDefault(k, "")).toList();
      out.put(k, values.stream().distinct().count() == 1 ? values.get(0) : String.join(", ", values));
    }
    return out;
  }

  /**
   * The share of NOT_FOUND among the results of a metric's operation (TOTAL: of every database
   * call) after warm-up; NaN without status counts or for an Intended- metric.
   */
  public double notFoundShare(String metric) {
    Op op = MetricNames.opOf(metric);
    String name = MetricNames.TOTAL.equals(metric) ? metric : op == null ? null : op.metricName();
    Map<String, Long> counts = name == null || metric.startsWith(MetricNames.INTENDED_PREFIX) ? null
        : summary.statusCounts().get(name);
    long all = counts == null ? 0 : counts.values().stream().mapToLong(Long::longValue).sum();
    return all == 0 ? Double.NaN : (double) counts.getOrDefault("NOT_FOUND", 0L) / all;
  }

  /** Seconds since the run's start. */
  public double secondsSinceStart(long epochMs) {
    return (epochMs - startMs) / 1000.0;
  }

  /** The share of the run's time at {@code epochMs}, 0 to 100. */
  public double normalised(long epochMs) {
    long span = Math.max(1, endMs - startMs);
    return 100.0 * (epochMs - startMs) / span;
  }

  /** A short name for the run: its label, else its binding. */
  public String name() {
    if (!label.isEmpty()) {
      return label;
    }
    return logs.get(0).meta().getOrDefault("binding", "run");
  }
}

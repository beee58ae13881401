package site.ycsb.measurements;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import site.ycsb.config.IoProblem;
import site.ycsb.config.UsageException;
import site.ycsb.intervallog.ClientLine;
import site.ycsb.intervallog.EventLine;
import site.ycsb.intervallog.IntervalLogWriter;

/**
 * The phase's HdrHistogram interval log: one file, one tagged entry per metric per interval, in
 * HdrHistogram's own log format, with the comment lines of docs/interval-log.md (metadata,
 * properties, status counts per interval, events, end). Flushed after every interval, so a killed
 * run loses at most the interval in progress. With {@code hdrhistogram.log.pertag} each metric
 * also gets an untagged file of its own, for HdrHistogram's tools that read one histogram series.
 */
public final class HdrIntervalLog implements AutoCloseable {
  private final LogFile main;
  private final boolean perTag;
  private final Map<String, LogFile> tagFiles = new HashMap<>();
  private final PrintStream warnings;
  private LogHeader header;
  private long startEpochMs;
  private long warmupSeconds;
  private boolean failureReported;
  private boolean begun;

  private HdrIntervalLog(LogFile main, boolean perTag, PrintStream warnings) {
    this.main = main;
    this.perTag = perTag;
    this.warnings = warnings;
  }

  /**
   * Creates the log named by the settings before the phase starts, so a bad path fails at once
   * (exit 2). Returns null when the log is turned off.
   */
  public static HdrIntervalLog open(MeasurementSettings s, String phase, String clientId, PrintStream warnings) {
    return open(s, phase, clientId, Path.of(""), warnings);
  }

  /**
   * As {@link #open(MeasurementSettings, String, String, PrintStream)}, with the folder a log goes
   * to when {@code hdrhistogram.output.path} names none (the run's folder, config.RunFolder).
   */
  public static HdrIntervalLog open(MeasurementSettings s, String phase, String clientId, Path defaultDir,
      PrintStream warnings) {
    if (!s.logFile()) {
      return null;
    }
    String configured = s.logPath();
    try {
      if (!configured.isEmpty() && !configured.endsWith("/") && !Files.isDirectory(Path.of(configured))) {
        return new HdrIntervalLog(LogFile.takeOver(Path.of(configured)), s.logPerTag(), warnings);
      }
      Path dir = configured.isEmpty() ? defaultDir : Path.of(configured);
      return new HdrIntervalLog(createUnique(dir, defaultName(phase, clientId)), s.logPerTag(), warnings);
    } catch (IOException | RuntimeException e) {
      throw new UsageException("hdrhistogram.output.path=" + configured + ": cannot write the interval log ("
          + IoProblem.describe(e) + ")");
    }
  }

  /** {@code ycsb-<phase>-<yyyyMMdd-HHmmss.SSS>-<client id>}: unique per process and millisecond. */
  static String defaultName(String phase, String clientId) {
    String time = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss.SSS"));
    return "ycsb-" + phase + "-" + time + "-" + clientId.replaceAll("[^A-Za-z0-9._-]", "_");
  }

  private static LogFile createUnique(Path dir, String base) throws IOException {
    for (int n = 1; ; n++) {
      try {
        return LogFile.createNew(dir.resolve(base + (n == 1 ? "" : "-" + n) + ".hdr"));
      } catch (FileAlreadyExistsException e) {
        // another run of this client in the same millisecond: take the next suffix
      }
    }
  }

  public Path file() {
    return main.path();
  }

  /** Writes the header; the phase's clock starts at {@code startEpochMs}. */
  public void begin(long startEpochMs, long warmupSeconds, LogHeader header) {
    this.startEpochMs = startEpochMs;
    this.warmupSeconds = warmupSeconds;
    this.header = header;
    begun = true;
    writeHeader(main, null);
    flush(main);
  }

  /** The header of the log, or of a metric's untagged copy ({@code metric} not null). */
  private void writeHeader(LogFile f, String metric) {
    IntervalLogWriter w = f.writer();
    if (metric == null) {
      w.clientTitle();
    } else {
      w.perMetricTitle(metric);
    }
    Map<String, String> meta = new TreeMap<>(header.meta());
    IntervalLogWriter.putStart(meta, startEpochMs);
    meta.forEach(w::meta);
    new TreeMap<>(header.properties()).forEach(w::property);
    if (warmupSeconds > 0) {
      w.warmupNote(warmupSeconds);
    }
    w.histogramHeader(startEpochMs, startEpochMs);
  }

  /** Writes one interval: each metric with recordings, then the results per status of each operation. */
  void write(TickData interval, long startMs, long endMs, boolean warmup, double targetOpsPerSecond,
      ClientInterval client) {
    if (warmup) {
      main.writer().warmupInterval();
    }
    interval.histograms().entrySet().stream()
        .filter(e -> e.getValue().getTotalCount() > 0)
        .sorted(Map.Entry.comparingByKey(MetricNames.ORDER))
        .forEach(e -> {
          Histogram h = e.getValue();
          h.setStartTimeStamp(startMs);
          h.setEndTimeStamp(endMs);
          h.setTag(e.getKey());
          main.writer().histogram(h);
          if (perTag) {
            writeUntagged(e.getKey(), h, warmup);
          }
        });
    double start = (startMs - startEpochMs) / 1000.0;
    double length = (endMs - startMs) / 1000.0;
    interval.statusCountsByMetric().forEach((op, counts) -> main.writer().status(op, start, length, counts));
    if (!Double.isNaN(targetOpsPerSecond)) {
      main.writer().target(start, length, targetOpsPerSecond);
    }
    if (client != null) { // the client's own figures: after the operations', never one of them
      Histogram h = client.hiccups();
      if (h.getTotalCount() > 0) {
        h.setStartTimeStamp(startMs);
        h.setEndTimeStamp(endMs);
        h.setTag(ClientLine.HICCUP_TAG);
        main.writer().histogram(h);
      }
      ClientLine c = client.line();
      main.writer().client(new ClientLine(start, length, c.cores(), c.cpuMs(), c.userMs(), c.systemMs(), c.gcMs(),
          c.gcCount(), c.gcMaxMs(), c.saturated()));
    }
    flush(main);
  }

  private void writeUntagged(String metric, Histogram h, boolean warmup) {
    if (!tagFiles.containsKey(metric)) {
      tagFiles.put(metric, openTagFile(metric)); // null when it cannot be written: warned once
    }
    LogFile f = tagFiles.get(metric);
    if (f == null) {
      return;
    }
    if (warmup) {
      f.writer().warmupInterval();
    }
    h.setTag(null);
    f.writer().histogram(h);
    h.setTag(metric);
    flush(f);
  }

  /** {@code <log name>-<METRIC>.hdr}, created on the metric's first interval. */
  private LogFile openTagFile(String metric) {
    String name = main.path().getFileName().toString().replaceFirst("\\.hdr$", "");
    Path p = main.path().resolveSibling(name + "-" + metric.replaceAll("[^A-Za-z0-9._-]", "_") + ".hdr");
    try {
      LogFile f = LogFile.takeOver(p);
      writeHeader(f, metric);
      return f;
    } catch (IOException e) {
      warnings.println("[WARN] hdrhistogram.log.pertag: cannot write " + p + " (" + IoProblem.describe(e) + ")");
      return null;
    }
  }

  /** Writes an event's line between intervals. */
  /** A stage of the run starts, {@code seconds} after the log's start. */
  void stage(String name, double seconds) {
    main.writer().stage(name, seconds);
    flush(main);
  }

  public void event(EventLine e) {
    main.writer().event(e);
    flush(main);
  }

  /** The last line: why and when the phase ended. */
  void end(long endMs, String stopReason, long operations, long skipped) {
    double time = (endMs - startEpochMs) / 1000.0;
    main.writer().end(time, stopReason, operations, skipped);
    flush(main);
    for (LogFile f : tagFiles.values()) {
      if (f != null) {
        f.writer().end(time, stopReason, operations);
        flush(f);
      }
    }
  }

  private void flush(LogFile f) {
    if (!f.flush() && !failureReported) {
      failureReported = true;
      warnings.println("[WARN] interval log " + f.path() + ": a write failed (disk full?); the log is incomplete,"
          + " the report at the end is not affected");
    }
  }

  /** Whether the phase started (the header is written). */
  public boolean begun() {
    return begun;
  }

  /** Removes the log of a phase that never started (its binding failed to initialise). */
  public void discard() {
    tagFiles.values().forEach(f -> {
      if (f != null) {
        f.discard();
      }
    });
    main.discard();
  }

  @Override
  public void close() {
    tagFiles.values().forEach(f -> {
      if (f != null) {
        f.close();
      }
    });
    main.close();
  }
}

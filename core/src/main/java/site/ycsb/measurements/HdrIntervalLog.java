package site.ycsb.measurements;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import site.ycsb.config.UsageException;

/**
 * The run's HdrHistogram interval log: one file, one tagged entry per metric per interval, in
 * HdrHistogram's own log format (read by {@code HistogramLogReader} and HistogramLogProcessor).
 * Flushed after every interval, so a killed run loses at most the interval in progress.
 */
final class HdrIntervalLog implements AutoCloseable {
  private final Path file;
  private final PrintStream out;
  private final HistogramLogWriter writer;

  private HdrIntervalLog(Path file, long startEpochMs, String phase, long warmupSeconds) throws IOException {
    this.file = file;
    this.out = new PrintStream(new FileOutputStream(file.toFile()), false, "UTF-8");
    this.writer = new HistogramLogWriter(out);
    writer.outputComment("[YCSB " + phase + " phase: latency in microseconds, one tag per metric]");
    if (warmupSeconds > 0) {
      writer.outputComment("[Warm-up: the first " + warmupSeconds + " s are left out of the summary;"
          + " intervals that start within them follow a '[warm-up interval]' comment]");
    }
    writer.outputLogFormatVersion();
    writer.outputStartTime(startEpochMs);
    writer.setBaseTime(startEpochMs);
    writer.outputLegend();
    out.flush();
  }

  /** Opens the log named by the settings, or returns null when the log is turned off. */
  static HdrIntervalLog open(MeasurementSettings s, String phase, long startEpochMs) {
    if (!s.logFile()) {
      return null;
    }
    String configured = s.logPath();
    Path path;
    String defaultName = "ycsb-" + phase + "-"
        + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".hdr";
    if (configured.isEmpty()) {
      path = Path.of(defaultName);
    } else if (configured.endsWith("/") || Files.isDirectory(Path.of(configured))) {
      path = Path.of(configured).resolve(defaultName);
    } else {
      path = Path.of(configured);
    }
    try {
      Path parent = path.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      return new HdrIntervalLog(path, startEpochMs, phase, s.warmupSeconds());
    } catch (IOException | RuntimeException e) {
      throw new UsageException("hdrhistogram.output.path=" + configured + ": cannot write " + path + " ("
          + e.getMessage() + ")");
    }
  }

  Path file() {
    return file;
  }

  /** Writes one interval: every metric with recordings in it, tagged with the metric name. */
  void write(Map<String, Histogram> metrics, long startEpochMs, long endEpochMs, boolean warmup) {
    if (warmup) {
      writer.outputComment("[warm-up interval]");
    }
    metrics.entrySet().stream()
        .filter(e -> e.getValue().getTotalCount() > 0)
        .sorted(Map.Entry.comparingByKey(MetricNames.ORDER))
        .forEach(e -> {
          Histogram h = e.getValue();
          h.setStartTimeStamp(startEpochMs);
          h.setEndTimeStamp(endEpochMs);
          h.setTag(e.getKey());
          writer.outputIntervalHistogram(h);
        });
    out.flush();
  }

  @Override
  public void close() {
    out.flush();
    out.close();
  }
}

package site.ycsb.results;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Writes a client's interval log as docs/interval-log.md specifies, from histograms a test builds:
 * the latency source is the test itself, so merged figures can be checked exactly.
 */
final class TestLog {
  private final Map<String, String> meta = new TreeMap<>();
  private final Map<String, String> properties = new TreeMap<>();
  private final List<String> body = new ArrayList<>();
  private final long startMs;
  private final int digits;
  private boolean legacy;
  private String end;

  private TestLog(String clientId, long startMs, int digits) {
    this.startMs = startMs;
    this.digits = digits;
    meta.put("binding", "memory");
    meta.put("client.id", clientId);
    meta.put("host", "test");
    meta.put("phase", "run");
    meta.put("interval.seconds", "10");
    meta.put("significantdigits", Integer.toString(digits));
    meta.put("start.epochms", Long.toString(startMs));
    meta.put("threads", "4");
    meta.put("unit", "us");
    meta.put("warmup.seconds", "0");
    meta.put("workload", "site.ycsb.workloads.CoreWorkload");
    properties.put("hdrhistogram.percentiles", "50,90,95,99,99.9,99.99");
  }

  static TestLog client(String clientId, long startMs) {
    return new TestLog(clientId, startMs, 3);
  }

  static TestLog client(String clientId, long startMs, int digits) {
    return new TestLog(clientId, startMs, digits);
  }

  /** A log from before the comment lines: no meta, property, status or end lines. */
  TestLog legacy() {
    legacy = true;
    return this;
  }

  TestLog meta(String key, String value) {
    meta.put(key, value);
    return this;
  }

  TestLog property(String key, String value) {
    properties.put(key, value);
    return this;
  }

  /** A histogram of the given latencies (us), each recorded once. */
  static Histogram histogram(int digits, long... values) {
    Histogram h = new Histogram(digits);
    for (long v : values) {
      h.recordValue(v);
    }
    return h;
  }

  /**
   * One interval, {@code offsetMs} after the start: its histograms by metric and, per operation,
   * the statuses (pairs of name and count).
   */
  TestLog interval(long offsetMs, long lengthMs, boolean warmup, Map<String, Histogram> histograms,
      Map<String, Map<String, Long>> statuses) {
    if (warmup) {
      body.add("#[warm-up interval]");
    }
    long s = startMs + offsetMs;
    histograms.forEach((metric, h) -> {
      Histogram copy = h.copy();
      copy.setStartTimeStamp(s);
      copy.setEndTimeStamp(s + lengthMs);
      copy.setTag(metric);
      body.add(encode(copy));
    });
    if (!legacy) {
      statuses.forEach((op, counts) -> {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "#[status op=%s start=%.3f length=%.3f", op,
            offsetMs / 1000.0, lengthMs / 1000.0));
        counts.forEach((k, v) -> line.append(' ').append(k).append('=').append(v));
        body.add(line.append(']').toString());
      });
    }
    return this;
  }

  /** A raw line between intervals (an event, or something broken). */
  TestLog line(String raw) {
    body.add(raw);
    return this;
  }

  TestLog end(long offsetMs, long operations) {
    end = String.format(Locale.ROOT, "#[end time=%.3f stop=COMPLETED operations=%d]", offsetMs / 1000.0, operations);
    return this;
  }

  private String encode(Histogram h) {
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    PrintStream ps = new PrintStream(bytes, true, StandardCharsets.UTF_8);
    HistogramLogWriter w = new HistogramLogWriter(ps);
    w.setBaseTime(startMs);
    w.outputIntervalHistogram(h);
    return bytes.toString(StandardCharsets.UTF_8).trim();
  }

  Path write(Path file) throws IOException {
    List<String> lines = new ArrayList<>();
    if (legacy) {
      lines.add("#[YCSB run phase: latency in microseconds, one tag per metric]");
    } else {
      lines.add("#[YCSB interval log: latency in microseconds, one tag per metric; see docs/interval-log.md]");
      meta.forEach((k, v) -> lines.add("#[meta " + k + "=" + v + "]"));
      properties.forEach((k, v) -> lines.add("#[property " + k + "=" + v + "]"));
    }
    lines.add("#[Histogram log format version 1.3]");
    lines.add(String.format(Locale.ROOT, "#[StartTime: %.3f (seconds since epoch), test]", startMs / 1000.0));
    if (!legacy) {
      lines.add(String.format(Locale.ROOT, "#[BaseTime: %.3f (seconds since epoch)]", startMs / 1000.0));
    }
    lines.add("\"StartTimestamp\",\"Interval_Length\",\"Interval_Max\",\"Interval_Compressed_Histogram\"");
    lines.addAll(body);
    if (end != null && !legacy) {
      lines.add(end);
    }
    Files.createDirectories(file.toAbsolutePath().getParent());
    Files.write(file, lines, StandardCharsets.UTF_8);
    return file;
  }

  /** {@code Map.of} for histograms in report order. */
  static Map<String, Histogram> metrics(Object... nameThenHistogram) {
    Map<String, Histogram> m = new LinkedHashMap<>();
    for (int i = 0; i < nameThenHistogram.length; i += 2) {
      m.put((String) nameThenHistogram[i], (Histogram) nameThenHistogram[i + 1]);
    }
    return m;
  }

  /** One operation's statuses: {@code statuses("READ", "OK", 10L, "NOT_FOUND", 2L)}. */
  static Map<String, Map<String, Long>> statuses(String op, Object... nameThenCount) {
    Map<String, Long> counts = new LinkedHashMap<>();
    for (int i = 0; i < nameThenCount.length; i += 2) {
      counts.put((String) nameThenCount[i], (Long) nameThenCount[i + 1]);
    }
    Map<String, Map<String, Long>> m = new LinkedHashMap<>();
    m.put(op, counts);
    return m;
  }
}

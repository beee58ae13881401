package site.ycsb.results;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.MalformedInputException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import java.util.zip.DataFormatException;
import site.ycsb.config.IoProblem;
import site.ycsb.config.UsageException;
import site.ycsb.intervallog.EventLine;
import site.ycsb.intervallog.IntervalLogParser;

/**
 * Reads one interval log (docs/interval-log.md) as a stream of intervals, holding a batch of them
 * at a time: a 12-hour log never sits in memory whole. The header is read on opening. A last line cut
 * off by a killed client is dropped with a note; any other line that is not part of a log is bad
 * input, named by file and line.
 */
public final class LogReader implements AutoCloseable {
  private static final int BATCH = 64;
  /** How much of a log's end {@link #lastTimeMs} reads: a few intervals' lines. */
  private static final int TAIL_BYTES = 256 * 1024;

  private final Path file;
  private final BufferedReader in;
  private final Map<String, String> meta = new TreeMap<>();
  private final Map<String, String> properties = new TreeMap<>();
  private final Map<Integer, Map<String, String>> inputs = new TreeMap<>();
  private final List<LoggedEvent> events = new ArrayList<>();
  private final List<String> notes = new ArrayList<>();
  private final boolean perMetricCopy;
  /** One per decoding thread (the common pool's and the caller). */
  private final ThreadLocal<IntervalHistogram.Scratch> scratch =
      ThreadLocal.withInitial(IntervalHistogram.Scratch::new);
  private final Deque<LoggedInterval> ready = new ArrayDeque<>();
  private LogInfo info;
  private String pushedBack;
  private int lineNo;
  /** The number of the file's last line, once the end is reached. */
  private int lastLine = -1;
  private double startTimeSec = Double.NaN;
  private double baseTimeSec = Double.NaN;
  private boolean warmupMarked;
  /** A merged log's {@code #[window first last clients seconds]} for the interval that follows. */
  private long[] windowSpan;
  private End end;
  /** A legacy log's first interval, read early for its precision and length. */
  private LoggedInterval replay;

  /** The {@code #[end ...]} line: the phase ended normally. */
  public record End(long timeMs, String stop, long operations, long skipped) {
  }

  private LogReader(Path file, BufferedReader in, String first) {
    this.file = file;
    this.in = in;
    this.perMetricCopy = IntervalLogParser.isPerMetricCopy(first);
  }

  /** Opens a log and reads its header; bad input (not a log, unreadable) is a one-line UsageException. */
  public static LogReader open(Path file) {
    BufferedReader in = null;
    try {
      in = Files.newBufferedReader(file, StandardCharsets.UTF_8);
      String first = in.readLine();
      if (!IntervalLogParser.isOurs(first)) {
        throw new UsageException(file + ": not a YCSB interval log (expected a first line starting '"
            + IntervalLogParser.mark() + "'; see docs/interval-log.md)");
      }
      LogReader r = new LogReader(file, in, first);
      r.lineNo = 1;
      r.readHeader(first);
      return r;
    } catch (MalformedInputException e) {
      close(in);
      throw new UsageException(file + ": not a YCSB interval log (not UTF-8 text)");
    } catch (IOException e) {
      close(in);
      throw new UsageException(file + ": cannot read the log (" + IoProblem.describe(e) + ")");
    } catch (RuntimeException e) {
      close(in);
      throw e;
    }
  }

  private static void close(BufferedReader in) {
    if (in != null) {
      try {
        in.close();
      } catch (IOException ignored) {
        // nothing was written
      }
    }
  }

  public LogInfo info() {
    return info;
  }

  /** Whether this is the untagged per-metric copy of another log ({@code hdrhistogram.log.pertag}). */
  public boolean perMetricCopy() {
    return perMetricCopy;
  }

  /** The end line, once the log has been read to its end; null when the log was cut short. */
  public End end() {
    return end;
  }

  /** What the reader noticed that the user should know (a cut-off last line). */
  public List<String> notes() {
    return notes;
  }

  /** Moves the events read so far into {@code into}. */
  public void drainEvents(List<LoggedEvent> into) {
    into.addAll(events);
    events.clear();
  }

  private void readHeader(String first) throws IOException {
    boolean merged = IntervalLogParser.isMerged(first);
    String line;
    while ((line = readLine()) != null) {
      if (isBody(line)) {
        pushedBack = line;
        break;
      }
      headerLine(line);
    }
    long startMs = Double.isNaN(startTimeSec) ? parseLong(meta.get("start.epochms"), 0)
        : Math.round(startTimeSec * 1000);
    LoggedInterval firstInterval = null;
    int digits;
    long intervalMs;
    LogInfo.Format format = merged ? LogInfo.Format.MERGED
        : meta.isEmpty() ? LogInfo.Format.LEGACY : LogInfo.Format.CLIENT;
    if (format == LogInfo.Format.LEGACY) {
      // no meta lines: the phase from the first line, precision from the histograms, interval
      // length from the first interval
      String phase = IntervalLogParser.legacyPhase(first);
      if (phase != null) {
        meta.put("phase", phase);
      }
      info = new LogInfo(file, format, meta, properties, List.of(), startMs, 1000, 0);
      firstInterval = next();
      digits = firstInterval == null ? 3 : firstInterval.histograms().values().stream()
          .mapToInt(IntervalHistogram::significantDigits).findFirst().orElse(3);
      intervalMs = firstInterval == null ? 1000 : Math.max(1, Math.round(firstInterval.lengthMs() / 1000.0)) * 1000;
    } else {
      digits = (int) parseLong(meta.get("significantdigits"), 3);
      intervalMs = Math.max(1, Math.round(parseDouble(meta.get("interval.seconds"), 10) * 1000));
    }
    info = new LogInfo(file, format, meta, properties, new ArrayList<>(inputs.values()), startMs, intervalMs, digits);
    replay = firstInterval;
  }

  private static boolean isBody(String line) {
    return IntervalLogParser.kind(line).isBody();
  }

  private void headerLine(String line) {
    switch (IntervalLogParser.kind(line)) {
      case META -> put(IntervalLogParser.keyValue(line), meta);
      case PROPERTY -> put(IntervalLogParser.keyValue(line), properties);
      case INPUT -> {
        IntervalLogParser.Input in = IntervalLogParser.input(line);
        if (in != null) {
          inputs.computeIfAbsent(in.n(), k -> new TreeMap<>()).put(in.key(), in.value());
        }
      }
      case START_TIME -> startTimeSec = IntervalLogParser.time(line);
      case BASE_TIME -> baseTimeSec = IntervalLogParser.time(line);
      default -> {
        // the legend, HdrHistogram's plain comments, our notes
      }
    }
  }

  private static void put(Map.Entry<String, String> kv, Map<String, String> into) {
    if (kv != null) {
      into.put(kv.getKey(), kv.getValue());
    }
  }

  private String readLine() throws IOException {
    if (pushedBack != null) {
      String l = pushedBack;
      pushedBack = null;
      return l;
    }
    String l = in.readLine();
    if (l != null) {
      lineNo++;
    } else {
      lastLine = lineNo;
    }
    return l;
  }

  /**
   * Reads the rest of the log for its status lines alone, its histograms skipped undecoded: each
   * operation's results by status over every interval, warm-up included. Cheap enough to look at
   * earlier runs as a run starts. Reads the end line too ({@link #end()}); use instead of {@link #next()}.
   */
  public Map<String, Map<String, Long>> statusTotals() {
    Map<String, Map<String, Long>> totals = new TreeMap<>();
    try {
      String line;
      while ((line = readLine()) != null) {
        IntervalLogParser.Kind kind = IntervalLogParser.kind(line);
        if (kind == IntervalLogParser.Kind.STATUS && IntervalLogParser.isWhole(line)) {
          IntervalLogParser.Status st = IntervalLogParser.status(line);
          Map<String, Long> counts = totals.computeIfAbsent(st.op(), k -> new TreeMap<>());
          st.counts().forEach((status, n) -> counts.merge(status, n, Long::sum));
        } else if (kind == IntervalLogParser.Kind.END && IntervalLogParser.isWhole(line)) {
          end = end(line);
        }
      }
    } catch (IOException e) {
      throw new UsageException(file + ": cannot read the log (" + IoProblem.describe(e) + ")");
    } catch (RuntimeException e) {
      throw new UsageException(file + ": not an interval log line near line " + lineNo + " (" + describe(e) + ")");
    }
    return totals;
  }

  /**
   * When the log's last interval (or its end line) ends, ms since the epoch, read from the file's
   * last lines without reading the rest: what {@link LogSet} compares before any work. The start
   * when nothing in the tail tells.
   */
  public long lastTimeMs() {
    try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(file.toFile(), "r")) {
      long from = Math.max(0, f.length() - TAIL_BYTES);
      byte[] tail = new byte[(int) (f.length() - from)];
      f.seek(from);
      f.readFully(tail);
      String[] lines = new String(tail, StandardCharsets.UTF_8).split("\n");
      long last = info.startMs();
      for (int i = lines.length - 1; i >= (from == 0 ? 0 : 1); i--) { // a tail's first line may be cut
        String line = lines[i].strip();
        try {
          IntervalLogParser.Kind kind = IntervalLogParser.kind(line);
          if (kind == IntervalLogParser.Kind.END && IntervalLogParser.isWhole(line)) {
            return Math.max(last, end(line).timeMs());
          }
          if (kind == IntervalLogParser.Kind.HISTOGRAM) {
            double[] span = IntervalLogParser.histogramSpan(line);
            last = Math.max(last, absolute(span[0]) + Math.round(span[1] * 1000));
            return last;
          }
        } catch (RuntimeException e) {
          // a cut-off last line: the line before it tells
        }
      }
      return last;
    } catch (IOException e) {
      throw new UsageException(file + ": cannot read the log (" + IoProblem.describe(e) + ")");
    }
  }

  /** The next interval, or null at the end of the log. */
  public LoggedInterval next() {
    if (replay != null) {
      LoggedInterval r = replay;
      replay = null;
      return r;
    }
    if (ready.isEmpty()) {
      try {
        readBatch();
      } catch (IOException e) {
        throw new UsageException(file + ": cannot read the log (" + IoProblem.describe(e) + ")");
      }
    }
    return ready.poll();
  }

  /**
   * Reads up to {@link #BATCH} intervals and decodes their histograms on all cores: decoding is
   * most of the cost of reading a log, and the intervals of a batch are independent.
   */
  private void readBatch() throws IOException {
    List<Parsed> batch = new ArrayList<>(BATCH);
    Parsed p;
    while (batch.size() < BATCH && (p = readInterval()) != null) {
      batch.add(p);
    }
    List<Payload> payloads = new ArrayList<>();
    batch.forEach(b -> payloads.addAll(b.payloads));
    Object[] decoded = new Object[payloads.size()];
    IntStream.range(0, decoded.length).parallel().forEach(i -> decoded[i] = decode(payloads.get(i)));
    int k = 0;
    for (Parsed b : batch) {
      Map<String, IntervalHistogram> histograms = new HashMap<>();
      for (Payload pl : b.payloads) {
        Object d = decoded[k++];
        if (d instanceof IntervalHistogram h) {
          checkDigits(h, pl.line);
          histograms.put(pl.metric, h);
        } else if (pl.line == lastLine) {
          notes.add(file + ": the last line is incomplete (the client was killed?); it is left out");
        } else {
          throw new UsageException(file + ":" + pl.line + ": not an interval log line (" + d + ")");
        }
      }
      if (histograms.isEmpty() && b.statuses.isEmpty()) {
        continue;
      }
      ready.add(new LoggedInterval(b.start, b.length, b.warmup, histograms, b.statuses,
          b.span == null ? b.start : b.span[0], b.span == null ? b.start + b.length : b.span[1],
          b.span == null ? 1 : (int) b.span[2], b.span == null ? b.length : b.span[3], b.target));
    }
  }

  /** A histogram, or what was wrong with its line. */
  private Object decode(Payload p) {
    try {
      return IntervalHistogram.decode(Base64.getDecoder().decode(p.base64), scratch.get());
    } catch (DataFormatException | RuntimeException e) {
      return describe(e);
    }
  }

  /** One histogram line, not yet decoded. */
  private record Payload(String metric, String base64, int line) {
  }

  /** One interval as read, its histograms not yet decoded. */
  private record Parsed(long start, long length, boolean warmup, long[] span, List<Payload> payloads,
      Map<String, Map<String, Long>> statuses, double target) {
  }

  private Parsed readInterval() throws IOException {
    Interval next = new Interval(warmupMarked, windowSpan);
    warmupMarked = false;
    windowSpan = null;
    String line;
    while ((line = readLine()) != null) {
      try {
        if (!next.take(line)) {
          pushedBack = line; // the first line of the interval after this one
          break;
        }
      } catch (RuntimeException e) {
        if (e instanceof UsageException u) {
          throw u;
        }
        int at = lineNo;
        if (readLine() == null) {
          notes.add(file + ": the last line is incomplete (the client was killed?); it is left out");
          break;
        }
        throw new UsageException(file + ":" + at + ": not an interval log line (" + describe(e) + ")");
      }
    }
    if (!next.open()) {
      warmupMarked = next.warmup;
      windowSpan = next.span;
      return null;
    }
    return new Parsed(next.start, next.length, next.warmup, next.span, next.payloads, next.statuses, next.target);
  }

  /** The interval being read: its lines until one that belongs to the next. */
  private final class Interval {
    long start;
    long length;
    boolean warmup;
    long[] span;
    final List<Payload> payloads = new ArrayList<>();
    final Map<String, Map<String, Long>> statuses = new LinkedHashMap<>();
    /** The rate it was paced at, NaN when the log does not say. */
    double target = Double.NaN;

    Interval(boolean warmup, long[] span) {
      this.warmup = warmup;
      this.span = span;
    }

    boolean open() {
      return !payloads.isEmpty() || !statuses.isEmpty() || !Double.isNaN(target);
    }

    /** Whether a histogram or status line of these times belongs here (the first one sets them). */
    private boolean sameTimes(double startSeconds, double lengthSeconds) {
      long s = absolute(startSeconds);
      long l = Math.round(lengthSeconds * 1000);
      if (!open()) {
        start = s;
        length = l;
        return true;
      }
      return s == start && l == length;
    }

    /** Takes a line into this interval; false when the line begins the next one. */
    boolean take(String line) {
      IntervalLogParser.Kind kind = IntervalLogParser.kind(line);
      switch (kind) {
        case WARMUP, WINDOW, EVENT -> {
          if (open()) {
            return false; // these come before an interval's histograms
          }
          if (kind == IntervalLogParser.Kind.WARMUP) {
            warmup = true;
          } else if (kind == IntervalLogParser.Kind.WINDOW) {
            IntervalLogParser.Window w = IntervalLogParser.window(line);
            span = new long[] {absolute(w.firstSeconds()), absolute(w.lastSeconds()), w.clients(),
                Math.round(w.seconds() * 1000)};
          } else {
            events.add(event(line));
          }
        }
        case END -> end = end(line);
        case STATUS -> {
          IntervalLogParser.Status st = IntervalLogParser.status(line);
          if (!sameTimes(st.startSeconds(), st.lengthSeconds())) {
            return false;
          }
          Map<String, Long> counts = statuses.computeIfAbsent(st.op(), k -> new TreeMap<>());
          st.counts().forEach((status, n) -> counts.merge(status, n, Long::sum));
        }
        case TARGET -> {
          IntervalLogParser.Target t = IntervalLogParser.target(line);
          if (!sameTimes(t.startSeconds(), t.lengthSeconds())) {
            return false;
          }
          target = t.opsPerSecond();
        }
        case HISTOGRAM -> {
          return histogram(line);
        }
        default -> {
          // header lines, HdrHistogram's plain comments, our notes
        }
      }
      return true;
    }

    private boolean histogram(String line) {
      IntervalLogParser.HistogramLine h = IntervalLogParser.histogram(line);
      if (!sameTimes(h.startSeconds(), h.lengthSeconds())) {
        return false;
      }
      String metric = h.tag().isEmpty() ? "untagged" : h.tag();
      if (payloads.stream().anyMatch(p -> p.metric.equals(metric))) {
        throw new IllegalArgumentException("metric " + metric + " twice in one interval");
      }
      payloads.add(new Payload(metric, h.base64(), lineNo));
      return true;
    }
  }

  private static String describe(Exception e) {
    return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
  }

  private void checkDigits(IntervalHistogram h, int line) {
    if (info.significantDigits() > 0 && h.significantDigits() != info.significantDigits()) {
      throw new UsageException(file + ":" + line + ": a histogram with " + h.significantDigits()
          + " significant digits in a log whose header says " + info.significantDigits());
    }
  }

  /** Log timestamps are seconds relative to BaseTime (legacy logs: to StartTime, with no BaseTime line). */
  private long absolute(double seconds) {
    double base = !Double.isNaN(baseTimeSec) ? baseTimeSec
        : seconds > 1e9 ? 0 : Double.isNaN(startTimeSec) ? info.startMs() / 1000.0 : startTimeSec;
    return Math.round((base + seconds) * 1000);
  }

  private LoggedEvent event(String line) {
    EventLine e = IntervalLogParser.event(line);
    // a merged log names the client each event came from
    String clientId = e.clientId().isEmpty() ? info.clientId() : e.clientId();
    return new LoggedEvent(clientId, e.id(), e.state(), absolute(e.seconds()), e.when(), e.command(), e.detail());
  }

  private End end(String line) {
    IntervalLogParser.End e = IntervalLogParser.end(line);
    return new End(absolute(e.timeSeconds()), e.stop(), e.operations(), e.skipped());
  }

  private static long parseLong(String s, long def) {
    try {
      return s == null ? def : Long.parseLong(s.trim());
    } catch (NumberFormatException e) {
      return def;
    }
  }

  private static double parseDouble(String s, double def) {
    try {
      return s == null ? def : Double.parseDouble(s.trim());
    } catch (NumberFormatException e) {
      return def;
    }
  }

  @Override
  public void close() {
    close(in);
  }
}

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
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
import java.util.zip.DataFormatException;
import site.ycsb.config.IoProblem;
import site.ycsb.config.UsageException;
import site.ycsb.intervallog.ClientLine;
import site.ycsb.intervallog.IntervalLogParser;

/**
 * Reads one interval log (docs/interval-log.md) as a stream of intervals, holding a batch of them
 * at a time: a 12-hour log never sits in memory whole. The header is read on opening. A last line cut
 * off by a killed client is dropped with a note; any other line that is not part of a log is bad
 * input, named by file and line.
 */
public final class LogReader implements AutoCloseable {
  private static final int BATCH = 64;

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
  private final LogClock clock = new LogClock();
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
    long startMs = Double.isNaN(clock.startTimeSeconds()) ? IntervalLogParser.longOr(meta.get("start.epochms"), 0)
        : Math.round(clock.startTimeSeconds() * 1000);
    clock.start(startMs);
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
      digits = (int) IntervalLogParser.longOr(meta.get("significantdigits"), 3);
      intervalMs = Math.max(1, Math.round(IntervalLogParser.doubleOr(meta.get("interval.seconds"), 10) * 1000));
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
      case START_TIME -> clock.startTime(IntervalLogParser.time(line));
      case BASE_TIME -> clock.baseTime(IntervalLogParser.time(line));
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
          end = clock.end(line);
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
    return LogTail.lastTimeMs(file, clock);
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
    List<IntervalLines> batch = new ArrayList<>(BATCH);
    IntervalLines p;
    while (batch.size() < BATCH && (p = readInterval()) != null) {
      batch.add(p);
    }
    List<IntervalLines.Payload> payloads = new ArrayList<>();
    batch.forEach(b -> payloads.addAll(b.payloads));
    Object[] decoded = new Object[payloads.size()];
    IntStream.range(0, decoded.length).parallel().forEach(i -> decoded[i] = decode(payloads.get(i)));
    int k = 0;
    for (IntervalLines b : batch) {
      Map<String, IntervalHistogram> histograms = new HashMap<>();
      IntervalHistogram hiccups = null;
      for (IntervalLines.Payload pl : b.payloads) {
        Object d = decoded[k++];
        if (d instanceof IntervalHistogram h && ClientLine.isClientTag(pl.metric())) {
          hiccups = h; // the client's own, not an operation's: its precision is its own too
        } else if (d instanceof IntervalHistogram h) {
          checkDigits(h, pl.line());
          histograms.put(pl.metric(), h);
        } else if (pl.line() == lastLine) {
          notes.add(file + ": the last line is incomplete (the client was killed?); it is left out");
        } else {
          throw new UsageException(file + ":" + pl.line() + ": not an interval log line (" + d + ")");
        }
      }
      if (histograms.isEmpty() && b.statuses.isEmpty() && b.client == null) {
        continue;
      }
      ready.add(new LoggedInterval(b.start, b.length, b.warmup, histograms, b.statuses,
          b.span == null ? b.start : b.span[0], b.span == null ? b.start + b.length : b.span[1],
          b.span == null ? 1 : (int) b.span[2], b.span == null ? b.length : b.span[3], b.target, b.client, hiccups));
    }
  }

  /** A histogram, or what was wrong with its line. */
  private Object decode(IntervalLines.Payload p) {
    try {
      return IntervalHistogram.decode(Base64.getDecoder().decode(p.base64()), scratch.get());
    } catch (DataFormatException | RuntimeException e) {
      return describe(e);
    }
  }

  private IntervalLines readInterval() throws IOException {
    IntervalLines next = new IntervalLines(clock, info.clientId(), warmupMarked, windowSpan);
    warmupMarked = false;
    windowSpan = null;
    String line;
    while ((line = readLine()) != null) {
      try {
        if (!next.take(line, lineNo)) {
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
    events.addAll(next.events);
    if (next.end != null) {
      end = next.end;
    }
    if (!next.open()) {
      warmupMarked = next.warmup;
      windowSpan = next.span;
      return null;
    }
    return next;
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

  @Override
  public void close() {
    close(in);
  }
}

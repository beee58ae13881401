package site.ycsb.intervallog;

import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.Arrays;
import java.util.Base64;
import java.util.Locale;
import java.util.Map;
import java.util.zip.Deflater;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Writes the lines of an interval log (docs/interval-log.md) to a stream: HdrHistogram's own header
 * and histogram lines through its {@link HistogramLogWriter}, and our {@code #[<kind> <body>]}
 * comment lines, which HdrHistogram's tools skip. Times are seconds relative to the log's BaseTime,
 * written with three decimals. The caller owns the stream (flushing, errors, closing).
 */
public final class IntervalLogWriter {
  private final PrintStream out;
  private final HistogramLogWriter histograms;

  public IntervalLogWriter(PrintStream out) {
    this.out = out;
    this.histograms = new HistogramLogWriter(out);
  }

  /** The first line of a client's log: one tag per metric. */
  public void clientTitle() {
    comment(Lines.TITLE + Lines.LATENCY + Lines.ALL_METRICS + Lines.SEE);
  }

  /** The first line of the untagged copy of one metric ({@code hdrhistogram.log.pertag}). */
  public void perMetricTitle(String metric) {
    comment(Lines.TITLE + Lines.LATENCY + "metric " + metric + " " + Lines.PER_METRIC + Lines.SEE);
  }

  /** The first line of a merged log. */
  public void mergedTitle(int logs) {
    comment(Lines.TITLE + Lines.MERGED + " from " + logs + " logs by bin/ycsb merge; " + Lines.LATENCY
        + Lines.ALL_METRICS + Lines.SEE);
  }

  /** {@code #[meta key=value]}: one fact of the run. */
  public void meta(String key, String value) {
    comment(Lines.META + key + "=" + escape(value));
  }

  /** {@code #[meta start=...]} and {@code #[meta start.epochms=...]}, as they sort among the others. */
  public static void putStart(Map<String, String> meta, long startEpochMs) {
    meta.put("start", Instant.ofEpochMilli(startEpochMs).toString());
    meta.put("start.epochms", Long.toString(startEpochMs));
  }

  /** {@code #[property key=value]}: one effective property (secrets masked by the caller). */
  public void property(String key, String value) {
    comment(Lines.PROPERTY + key + "=" + escape(value));
  }

  /** {@code #[input n key=value]}: one fact of a merged log's n-th input. */
  public void input(int n, String key, String value) {
    comment(Lines.INPUT + n + " " + key + "=" + escape(value));
  }

  /** The note of a client's log with a warm-up. */
  public void warmupNote(long warmupSeconds) {
    comment("Warm-up: the first " + warmupSeconds + " s are left out of the summary;"
        + " intervals that start within them follow a '[" + Lines.WARMUP + "]' comment");
  }

  /** The note of a merged log on its windows. */
  public void windowsNote(String intervalSeconds) {
    comment("Windows of " + intervalSeconds + " s aligned to the epoch; each holds the client"
        + " intervals whose midpoint falls in it; '[" + Lines.WINDOW.trim() + " first= last= clients= seconds=]' gives"
        + " their earliest start, latest end, how many clients and their lengths added;"
        + " the clients' warm-up intervals in a window form an entry of their own after '[" + Lines.WARMUP + "]'");
  }

  /** HdrHistogram's header: format version, StartTime, BaseTime (what interval times are relative to), legend. */
  public void histogramHeader(long startEpochMs, long baseEpochMs) {
    histograms.outputLogFormatVersion();
    histograms.outputStartTime(startEpochMs);
    histograms.outputBaseTime(baseEpochMs);
    histograms.setBaseTime(baseEpochMs);
    histograms.outputLegend();
  }

  /** {@code #[warm-up interval]}: the interval that follows is left out of the summary. */
  public void warmupInterval() {
    comment(Lines.WARMUP);
  }

  /** A merged log's {@code #[window ...]} before a window's histograms. */
  public void window(double firstSeconds, double lastSeconds, int clients, double seconds) {
    comment(String.format(Locale.ROOT, Lines.WINDOW + "first=%.3f last=%.3f clients=%d seconds=%.3f", firstSeconds,
        lastSeconds, clients, seconds));
  }

  /** One histogram line, by HdrHistogram's writer: its tag and times are the histogram's own. */
  public void histogram(Histogram h) {
    histograms.outputIntervalHistogram(h);
  }

  /** One histogram line made by {@link #encode}. */
  public void encoded(String histogramLine) {
    out.print(histogramLine);
  }

  /**
   * One histogram line as HdrHistogram's HistogramLogWriter writes it: tag, start and length in
   * seconds, the largest value over 10^6, and the compressed histogram in Base64. Any thread may
   * encode (a merge encodes a window's histograms on all cores).
   */
  public static String encode(String tag, Histogram h, double startSeconds, double lengthSeconds) {
    ByteBuffer buf = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int n = h.encodeIntoCompressedByteBuffer(buf, Deflater.BEST_SPEED);
    return Lines.TAG + tag + "," + Fixed.format(startSeconds, 3) + "," + Fixed.format(lengthSeconds, 3) + ","
        + Fixed.format(h.getMaxValue() / 1e6, 3) + ","
        + Base64.getEncoder().encodeToString(Arrays.copyOf(buf.array(), n)) + "\n";
  }

  /** {@code #[status op=READ start= length= OK=.. NOT_FOUND=..]}: one operation's results per status in an interval. */
  public void status(String op, double startSeconds, double lengthSeconds, Map<String, Long> counts) {
    StringBuilder line = new StringBuilder(Lines.STATUS).append("op=").append(op).append(' ')
        .append(String.format(Locale.ROOT, "start=%.3f length=%.3f", startSeconds, lengthSeconds));
    counts.forEach((status, n) -> line.append(' ').append(status).append('=').append(n));
    comment(line.toString());
  }

  /**
   * {@code #[target start= length= ops=]}: the operations per second the interval was paced at (the
   * schedule's average over it, this client's share), after its histograms and status lines.
   */
  public void target(double startSeconds, double lengthSeconds, double opsPerSecond) {
    comment(String.format(Locale.ROOT, Lines.TARGET + "start=%.3f length=%.3f ops=%.3f", startSeconds,
        lengthSeconds, opsPerSecond));
  }

  /**
   * {@code #[client start= length= cores= cpu.ms= user.ms= sys.ms= gc.ms= gc.count= gc.max.ms= saturated=]}:
   * the client's own figures of an interval (user.ms and sys.ms left out where unknown).
   */
  public void client(ClientLine c) {
    StringBuilder line = new StringBuilder(Lines.CLIENT_FIGURES)
        .append("start=").append(Fixed.format(c.startSeconds(), 3))
        .append(" length=").append(Fixed.format(c.lengthSeconds(), 3))
        .append(" cores=").append(c.cores())
        .append(" cpu.ms=").append(Fixed.format(c.cpuMs(), 3));
    if (!Double.isNaN(c.userMs()) && !Double.isNaN(c.systemMs())) {
      line.append(" user.ms=").append(Fixed.format(c.userMs(), 3))
          .append(" sys.ms=").append(Fixed.format(c.systemMs(), 3));
    }
    line.append(" gc.ms=").append(Fixed.format(c.gcMs(), 3))
        .append(" gc.count=").append(c.gcCount())
        .append(" gc.max.ms=").append(Fixed.format(c.gcMaxMs(), 3))
        .append(" saturated=").append(c.saturated());
    comment(line.toString());
  }

  /** {@code #[stage name= time=]} between intervals: the run's stage {@code name} starts (seconds from BaseTime). */
  public void stage(String name, double timeSeconds) {
    comment(String.format(Locale.ROOT, Lines.STAGE + "name=%s time=%.3f", name, timeSeconds));
  }

  /** {@code #[event id= state= time= ...]} in a client's own log: the line as the event runner tells it. */
  public void event(EventLine e) {
    comment(eventHead(e) + " " + rest(e));
  }

  /** A client's event in a merged log: the client named ({@link EventLine#clientId}), the rest escaped. */
  public void clientEvent(EventLine e) {
    comment((eventHead(e) + " " + Lines.CLIENT + e.clientId().replace(' ', '_') + " " + escape(rest(e).trim()))
        .stripTrailing());
  }

  private static String eventHead(EventLine e) {
    return String.format(Locale.ROOT, Lines.EVENT + "id=%d state=%s time=%.3f", e.id(), e.state(), e.seconds());
  }

  /** An event line's words after its time: {@code when=} (started), the detail, {@code command=} (the command last: it may hold spaces). */
  private static String rest(EventLine e) {
    StringBuilder sb = new StringBuilder();
    if (e.starts()) {
      sb.append(Lines.WHEN).append(e.when());
    }
    if (!e.detail().isEmpty()) {
      sb.append(sb.length() == 0 ? "" : " ").append(e.detail());
    }
    if (!e.command().isEmpty()) {
      sb.append(sb.length() == 0 ? "" : " ").append(Lines.COMMAND).append(e.command());
    }
    return sb.toString();
  }

  /** The last line, {@code #[end time= stop= operations=]}: the phase ended normally. */
  public void end(double timeSeconds, String stopReason, long operations) {
    end(timeSeconds, stopReason, operations, 0);
  }

  /** The last line, with {@code skipped=} when pacing.catchup=skip dropped slots (left out when none). */
  public void end(double timeSeconds, String stopReason, long operations, long skipped) {
    comment(String.format(Locale.ROOT, Lines.END + "time=%.3f stop=%s operations=%d", timeSeconds, stopReason,
        operations) + (skipped > 0 ? " skipped=" + skipped : ""));
  }

  /** A comment value on one line: backslash, newline and carriage return escaped. */
  public static String escape(String v) {
    return v.replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
  }

  private void comment(String body) {
    out.print(Lines.OPEN);
    out.print(body);
    out.print(Lines.CLOSE + "\n");
  }
}

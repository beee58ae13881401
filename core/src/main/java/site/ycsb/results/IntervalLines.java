package site.ycsb.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import site.ycsb.intervallog.ClientLine;
import site.ycsb.intervallog.IntervalLogParser;

/**
 * The interval being read from a log: its lines until one that belongs to the next, its histograms
 * not yet decoded, and the events and end line met among them, for the reader to collect.
 */
final class IntervalLines {
  private final LogClock clock;
  private final String clientId;
  long start;
  long length;
  boolean warmup;
  long[] span;
  final List<Payload> payloads = new ArrayList<>();
  final Map<String, Map<String, Long>> statuses = new LinkedHashMap<>();
  /** The rate it was paced at, NaN when the log does not say. */
  double target = Double.NaN;
  final List<LoggedEvent> events = new ArrayList<>();
  /** The client's own figures, null when the log has none. */
  ClientLine client;
  LogReader.End end;

  /** One histogram line, not yet decoded. */
  record Payload(String metric, String base64, int line) {
  }

  IntervalLines(LogClock clock, String clientId, boolean warmup, long[] span) {
    this.clock = clock;
    this.clientId = clientId;
    this.warmup = warmup;
    this.span = span;
  }

  boolean open() {
    return !payloads.isEmpty() || !statuses.isEmpty() || !Double.isNaN(target) || client != null;
  }

  /** Whether a histogram or status line of these times belongs here (the first one sets them). */
  private boolean sameTimes(double startSeconds, double lengthSeconds) {
    long s = clock.absolute(startSeconds);
    long l = Math.round(lengthSeconds * 1000);
    if (!open()) {
      start = s;
      length = l;
      return true;
    }
    return s == start && l == length;
  }

  /** Takes line {@code lineNo} into this interval; false when the line begins the next one. */
  boolean take(String line, int lineNo) {
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
          span = new long[] {clock.absolute(w.firstSeconds()), clock.absolute(w.lastSeconds()), w.clients(),
              Math.round(w.seconds() * 1000)};
        } else {
          events.add(clock.event(line, clientId));
        }
      }
      case END -> end = clock.end(line);
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
      case CLIENT -> {
        ClientLine c = IntervalLogParser.client(line);
        if (!sameTimes(c.startSeconds(), c.lengthSeconds())) {
          return false;
        }
        client = c;
      }
      case HISTOGRAM -> {
        return histogram(line, lineNo);
      }
      default -> {
        // header lines, HdrHistogram's plain comments, our notes
      }
    }
    return true;
  }

  private boolean histogram(String line, int lineNo) {
    IntervalLogParser.HistogramLine h = IntervalLogParser.histogram(line);
    if (!sameTimes(h.startSeconds(), h.lengthSeconds())) {
      return false;
    }
    String metric = h.tag().isEmpty() ? "untagged" : h.tag();
    if (payloads.stream().anyMatch(p -> p.metric().equals(metric))) {
      throw new IllegalArgumentException("metric " + metric + " twice in one interval");
    }
    payloads.add(new Payload(metric, h.base64(), lineNo));
    return true;
  }
}

package site.ycsb.results;

import site.ycsb.intervallog.EventLine;
import site.ycsb.intervallog.IntervalLogParser;

/**
 * One log's clock: its lines' times are seconds relative to BaseTime (legacy logs: to StartTime,
 * with no BaseTime line); this turns them, and the lines that carry them, into ms since the epoch.
 */
final class LogClock {
  private double startTimeSec = Double.NaN;
  private double baseTimeSec = Double.NaN;
  private long startMs;

  void startTime(double seconds) {
    startTimeSec = seconds;
  }

  void baseTime(double seconds) {
    baseTimeSec = seconds;
  }

  /** The {@code #[StartTime: ]} line's, NaN without one. */
  double startTimeSeconds() {
    return startTimeSec;
  }

  /** The log's start, ms since the epoch, as its header says: set once the header is read. */
  void start(long ms) {
    startMs = ms;
  }

  long startMs() {
    return startMs;
  }

  long absolute(double seconds) {
    double base = !Double.isNaN(baseTimeSec) ? baseTimeSec
        : seconds > 1e9 ? 0 : Double.isNaN(startTimeSec) ? startMs / 1000.0 : startTimeSec;
    return Math.round((base + seconds) * 1000);
  }

  /** An event line; {@code clientId} names its client when the line does not (a merged log's does). */
  LoggedEvent event(String line, String clientId) {
    EventLine e = IntervalLogParser.event(line);
    String client = e.clientId().isEmpty() ? clientId : e.clientId();
    return new LoggedEvent(client, e.id(), e.state(), absolute(e.seconds()), e.when(), e.command(), e.detail());
  }

  LogReader.End end(String line) {
    IntervalLogParser.End e = IntervalLogParser.end(line);
    return new LogReader.End(absolute(e.timeSeconds()), e.stop(), e.operations(), e.skipped());
  }
}

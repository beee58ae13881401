package site.ycsb.measurements;

import java.io.PrintStream;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * The status line's interval, on the reporter's thread: what the drains held since the last line,
 * the run's counts so far, and the line printed (with {@code status}) at each status interval's end.
 * Its counts are those of the drains, so a line's count and its latencies always agree.
 */
final class StatusInterval {
  private final String label;
  private final boolean print;
  private final PrintStream out;
  private final long operationsPlanned;
  private final TickData interval;
  private final TreeSet<String> seenMetrics = new TreeSet<>(MetricNames.ORDER);
  /** The metrics part of the last interval's line (upstream's getSummary()). */
  private volatile String lastSummary = "";
  private long startNanos;
  private long operationsSeen;
  private long failedSeen;
  private long lastStatusOps;
  private long lastStatusNanos;

  StatusInterval(String label, boolean print, PrintStream out, long operationsPlanned, int digits) {
    this.label = label;
    this.print = print;
    this.out = out;
    this.operationsPlanned = operationsPlanned;
    this.interval = new TickData(digits);
  }

  boolean prints() {
    return print;
  }

  void started(long nanos) {
    startNanos = nanos;
    lastStatusNanos = nanos;
  }

  void add(TickData tick) {
    interval.add(tick);
    operationsSeen += tick.workloadOperations();
    failedSeen += tick.failedDatabaseOperations();
    tick.histograms().forEach((metric, h) -> {
      if (h.getTotalCount() > 0) {
        seenMetrics.add(metric);
      }
    });
  }

  /** Ends the interval at {@code now}: its summary kept, its line printed with {@code status}. */
  void close(long now) {
    lastSummary = StatusLine.metrics(interval.histograms(), seenMetrics);
    if (print) {
      printLine(now);
    }
    interval.reset();
  }

  private void printLine(long now) {
    long ops = operationsSeen;
    long remaining = operationsPlanned == 0 ? 0 : Math.max(0, operationsPlanned - ops);
    double elapsedSec = (now - startNanos) / 1e9;
    double intervalSec = Math.max(1e-9, (now - lastStatusNanos) / 1e9);
    String line = StatusLine.format(label, System.currentTimeMillis(), TimeUnit.NANOSECONDS.toMillis(now - startNanos),
        ops, (ops - lastStatusOps) / intervalSec, remaining,
        elapsedSec > 0 ? ops / elapsedSec : 0, interval.histograms(), seenMetrics);
    out.println(line + StatusLine.failures(interval.failedDatabaseOperations(), failedSeen));
    lastStatusOps = ops;
    lastStatusNanos = now;
  }

  String lastSummary() {
    return lastSummary;
  }
}

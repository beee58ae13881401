package site.ycsb.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import site.ycsb.config.Settings;
import site.ycsb.options.RunOptions;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;

/**
 * What a command's phases came to, for a script and for the person reading the end of the output:
 * the exit code, and the lines said last, after the reports (so they never scroll away above them).
 *
 * <p>Exit codes and their precedence, the worst first: {@link #USAGE} 2 (bad input, found before
 * the run), {@link #FAILED} 1 (the run failed: no operation succeeded, the report could not be
 * delivered, the heap was nearly exhausted, a client thread hit an Error), {@link #THRESHOLDS} 3 (the run's thresholds were
 * broken), {@link #OK} 0.
 */
final class RunOutcome {
  static final int OK = 0;
  static final int FAILED = 1;
  static final int USAGE = 2;
  static final int THRESHOLDS = 3;

  private final double warnPercent;
  private final List<String> endLines = new ArrayList<>();
  private int code = OK;

  /** @param settings the run's settings (failed.warnpercent) */
  RunOutcome(Settings settings) {
    this.warnPercent = settings.get(RunOptions.FAILED_WARN_PERCENT);
  }

  /** The worse of two exit codes: 2 over 1 over 3 over 0. */
  static int worse(int a, int b) {
    return rank(a) >= rank(b) ? a : b;
  }

  private static int rank(int code) {
    return switch (code) {
      case OK -> 0;
      case THRESHOLDS -> 1;
      case FAILED -> 2;
      default -> 3;
    };
  }

  /** Makes the exit code at least as bad as {@code c}. */
  void raise(int c) {
    code = worse(code, c);
  }

  /** A line for the end, after every report. */
  void sayAtEnd(String line) {
    endLines.add(line);
  }

  /**
   * Judges a finished phase: it failed when its report could not be delivered, when the heap
   * watcher ended it, when a client thread's Error ended it, or when none of its operations succeeded; it warns when more than
   * failed.warnpercent percent of them failed.
   *
   * @param phase "load" or "run", as the end's lines name it
   * @param reported whether the report reached its destination
   * @return whether the phase failed (then a following phase should not start)
   */
  boolean phaseEnded(String phase, RunResult r, boolean reported) {
    boolean failed = !reported || r.stopReason() == StopReason.HEAP_EXHAUSTED
        || r.stopReason() == StopReason.CLIENT_ERROR;
    long failures = r.failedOperations();
    long results = r.results();
    if (failures > 0 && failures == results) {
      sayAtEnd("[ERROR] " + phase + ": no operation succeeded: all " + results + " results were failures ("
          + byStatus(r.failuresByStatus()) + "); see the first warnings of the run for the cause");
      failed = true;
    } else if (failures > 0 && 100.0 * failures / results > warnPercent) {
      sayAtEnd(String.format(Locale.ROOT, "[WARN] %s: %.1f%% of the operations failed (%d of %d: %s), more than"
          + " %s=%s: the throughput and latencies describe a failing run (successful operations: %.1f ops/s)",
          phase, 100.0 * failures / results, failures, results, byStatus(r.failuresByStatus()),
          RunOptions.FAILED_WARN_PERCENT.name(),
          plain(warnPercent), r.successfulThroughput()));
    }
    if (failed) {
      raise(FAILED);
    }
    return failed;
  }

  private static String byStatus(Map<String, Long> failures) {
    return failures.entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
  }

  private static String plain(double d) {
    return d == Math.rint(d) ? Long.toString((long) d) : Double.toString(d);
  }

  /** Prints the end's lines and returns the exit code. */
  int end(PrintStream err) {
    endLines.forEach(err::println);
    err.flush();
    return code;
  }

  int code() {
    return code;
  }
}

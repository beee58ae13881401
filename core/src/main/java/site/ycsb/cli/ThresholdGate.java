package site.ycsb.cli;

import java.util.Properties;
import java.util.function.Supplier;
import site.ycsb.engine.Benchmark;
import site.ycsb.options.RunOptions;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;
import site.ycsb.results.ReportWriter;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.ThresholdWatch;
import site.ycsb.thresholds.Thresholds;

/**
 * The command line's thresholds ({@code thresholds}, {@code thresholds.file}): read and checked
 * against the run phase before anything starts (a bad criterion is exit 2 before the load of a
 * {@code loadrun}), watched while the run phase goes on, judged at its end: the table on stderr, the
 * {@code [THRESHOLD-n]} lines in the report, exit 3 when one is broken. They apply to the run phase
 * (to the load phase of a plain {@code load}).
 */
final class ThresholdGate {
  private final Thresholds thresholds;
  private final boolean quiet;
  private ThresholdWatch watch;
  private ThresholdResult verdict;

  private ThresholdGate(Thresholds thresholds, boolean quiet) {
    this.thresholds = thresholds;
    this.quiet = quiet;
  }

  /** Criteria already checked (a calibrate step's SLA): judged, but their table left to the caller. */
  static ThresholdGate quiet(Thresholds t) {
    return new ThresholdGate(t, true);
  }

  /**
   * The criteria of {@code props}, checked against the phase they judge, or null when there are none.
   *
   * @param loadRun whether the command is a loadrun (the criteria judge its run phase)
   */
  static ThresholdGate of(Properties props, boolean loadRun) {
    Properties phase = new Properties();
    phase.putAll(props);
    if (loadRun) {
      phase.setProperty(RunOptions.DO_TRANSACTIONS.name(), "true");
    }
    Thresholds t = Thresholds.forPhase(phase); // the reading the JUnit kit makes too
    return t.isEmpty() ? null : new ThresholdGate(t, false);
  }

  /** Watches the phase {@code builder} makes; {@code benchmark} gives the built phase, to end it on abortonfail. */
  void watch(Benchmark.Builder builder, Supplier<Benchmark> benchmark) {
    watch = thresholds.watch(() -> benchmark.get().requestStop(StopReason.THRESHOLD_BROKEN));
    if (!thresholds.isEmpty()) {
      builder.listener(watch).describe("thresholds", thresholds.text());
    }
  }

  /** Judges the finished phase. */
  ThresholdResult judge(RunResult r) {
    verdict = thresholds.evaluate(r, watch);
    return verdict;
  }

  /** The phase's report with the verdict's lines after it. */
  ReportDestination.Report report(RunResult r) {
    return e -> {
      ReportWriter.write(r, e);
      verdict.writeTo(e);
    };
  }

  /** Has the verdict's table said last, after the reports and the run's other end lines (none when quiet or not judged). */
  void sayTableAtEnd(RunOutcome outcome) {
    if (!quiet && verdict != null) {
      outcome.sayAtEnd(verdict.table().stripTrailing());
    }
  }

  /** The verdict, after {@link #judge}. */
  ThresholdResult verdict() {
    return verdict;
  }

  boolean passed() {
    return verdict == null || verdict.passed();
  }
}

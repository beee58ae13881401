package site.ycsb.options;

import java.util.List;

import site.ycsb.config.Command;
import site.ycsb.config.Option;

/** Pass/fail criteria of a run (docs/thresholds.md): one syntax for the command line, calibrate and report. */
public final class ThresholdOptions {
  public static final Option<String> THRESHOLDS = Option.text("thresholds", "")
      .readBy(Command.LOAD, Command.RUN, Command.CALIBRATE, Command.REPORT)
      .describe("Pass/fail criteria, ';'-separated: <metric>.<aggregate> <op> <value>[unit], e.g. READ-COMB.p99<5ms;"
          + " TOTAL.errorrate<0.1% (a latency needs us, ms or s, a rate %). One ending in ! must hold in every"
          + " interval too. A run that breaks one exits 3.");
  public static final Option<String> FILE = Option.text("thresholds.file", "")
      .readBy(Command.LOAD, Command.RUN, Command.CALIBRATE, Command.REPORT)
      .describe("A file of criteria, one or more per line ('#' starts a comment); added to thresholds.");
  public static final Option<Boolean> ABORT_ON_FAIL = Option.flag("thresholds.abortonfail", false)
      .describe("End the run (report complete, exit 3) as soon as a criterion is broken for good: a ! criterion in"
          + " an interval, or an upper bound on count or max passed.");

  public static final OptionGroup GROUP = new OptionGroup(RunOptions.GROUP.title(), "properties.md",
      List.of(THRESHOLDS, FILE, ABORT_ON_FAIL));

  private ThresholdOptions() {
  }
}

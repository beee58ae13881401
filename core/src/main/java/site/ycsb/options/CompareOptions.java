package site.ycsb.options;

import java.util.List;
import site.ycsb.config.Command;
import site.ycsb.config.Option;

/** The options of confidence intervals, comparisons and repeated runs (docs/comparing-runs.md). */
public final class CompareOptions {
  /** Read as a share by {@code RunStatistics.confidence}: "99%", "99" and "0.99" are the same. */
  public static final Option<String> CONFIDENCE = Option.text("compare.confidence", "99%").readBy(Command.LOAD, Command.RUN, Command.REPORT)
      .describe("The confidence of the reports' intervals and of report A B's verdicts (50% to 99.99%; 99, 99% and"
          + " 0.99 are the same).");
  public static final Option<Integer> REPEAT = Option.integer("repeat", 1, 1).readBy(Command.RUN)
      .describe("Run the run phase (run, loadrun) this many times, each repetition its own interval log"
          + " (#[meta repeat=i]) and report; report over the logs gives the between-run spread.");
  public static final Option<Boolean> REPEAT_RELOAD = Option.flag("repeat.reload", false).readBy(Command.RUN)
      .describe("With loadrun and repeat > 1: load again before each repetition after the first (the binding's"
          + " inserts must overwrite what the last load wrote).");

  public static final OptionGroup GROUP = new OptionGroup("Comparisons and repeated runs", "comparing-runs.md",
      List.of(CONFIDENCE, REPEAT, REPEAT_RELOAD));

  private CompareOptions() {
  }
}

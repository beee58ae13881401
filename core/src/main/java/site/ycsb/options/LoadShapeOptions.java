package site.ycsb.options;

import site.ycsb.config.Command;
import site.ycsb.config.Option;

/** Load that changes over time: rate schedules and what a paced thread does when it falls behind. */
public final class LoadShapeOptions {
  public static final Option<String> TARGET_SCHEDULE = Option.text("target.schedule", null).readBy(Command.RUN)
      .describe("The run phase's rate over time, for all threads and clients together, instead of target: parts"
          + " such as '1000 for 30s, 1000..5000 over 60s, steps 1000..5000 by 1000 every 20s, sine 2000+-1000"
          + " period 60s for 5m, repeat' (see load-shapes.md).");
  public static final Option<java.nio.file.Path> TARGET_SCHEDULE_FILE = Option.path("target.schedule.file", null)
      .readBy(Command.RUN)
      .describe("The run phase's rate over time from a CSV file of seconds,ops_per_second lines, instead of target.");
  public static final Option<String> TARGET_SCHEDULE_INTERPOLATION = Option.choice(
      "target.schedule.interpolation", "linear", "linear", "step").readBy(Command.RUN)
      .describe("target.schedule.file: linear (the rate moves in a straight line between rows) or step (each"
          + " row's rate holds until the next).");
  public static final Option<String> PACING_CATCHUP = Option.choice("pacing.catchup", "burst", "burst", "skip")
      .describe("A paced thread behind its schedule: burst (issue the late operations at once; their Intended"
          + " latency shows the wait) or skip (drop the missed slots, counted as SkippedOperations).");

  public static final Option<String> STAGES = Option.text("stages", null).readBy(Command.RUN)
      .describe("The run phase in named stages one after another, e.g. warm,steady,spike; each stage.<name>.duration"
          + " long (required), with stage.<name>.<property> overriding the mix, the request distribution or the rate,"
          + " and stage.<name>.warmup=true for leading stages left out of the measurement (see load-shapes.md).");

  public static final OptionGroup GROUP = new OptionGroup("Load shapes", "load-shapes.md", java.util.List.of(
      TARGET_SCHEDULE, TARGET_SCHEDULE_FILE, TARGET_SCHEDULE_INTERPOLATION, PACING_CATCHUP, STAGES));

  private LoadShapeOptions() {
  }
}

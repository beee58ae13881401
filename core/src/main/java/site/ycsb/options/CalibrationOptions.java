package site.ycsb.options;

import java.util.List;

import site.ycsb.config.Command;
import site.ycsb.config.Option;

/** {@code bin/ycsb calibrate}: the SLA, the steps and what runs between them (docs/calibration.md). */
public final class CalibrationOptions {
  public static final Option<String> METRIC = Option.text("calibrate.metric", "READ-COMB").readBy(Command.CALIBRATE)
      .describe("The metric whose percentile calibrate.max bounds (any metric name).");
  public static final Option<Double> PERCENTILE = Option.number("calibrate.percentile", 99.0, 0, 100)
      .readBy(Command.CALIBRATE).describe("The percentile of calibrate.metric that calibrate.max bounds.");
  public static final Option<String> MAX = Option.text("calibrate.max", null).readBy(Command.CALIBRATE)
      .describe("The SLA, a latency with its unit (1ms, 800us, 0.5s): calibrate.metric's percentile <= it. Required"
          + " unless thresholds (or thresholds.file) holds the SLA; with both, a step meets all.");
  public static final Option<String> MODE = Option.choice("calibrate.mode", "threads", "threads", "target")
      .readBy(Command.CALIBRATE)
      .describe("threads: step the thread count; target: fixed threads, step the -target rate (latency then from"
          + " each operation's intended start).");
  public static final Option<String> THREADS = Option.text("calibrate.threads", "8*2").readBy(Command.CALIBRATE)
      .describe("Thread counts of the steps: a list (8,16,32,64) or a start and a factor (8*2).");
  public static final Option<String> TARGETS = Option.text("calibrate.targets", "1000*2").readBy(Command.CALIBRATE)
      .describe("mode=target: rates (ops/s) of the steps, a list or a start and a factor.");
  public static final Option<Integer> STEPS = Option.integer("calibrate.steps", 10, 1).readBy(Command.CALIBRATE)
      .describe("At most this many steps before refining (for start*factor step lists).");
  public static final Option<Long> STEP_SECONDS = Option.count("calibrate.step.seconds", 60L, 1).unit("s")
      .readBy(Command.CALIBRATE).describe("Measured seconds per step.");
  public static final Option<Long> WARMUP_SECONDS = Option.count("calibrate.warmup.seconds", 10L, 0).unit("s")
      .readBy(Command.CALIBRATE).describe("Seconds at the start of each step left out of its figures.");
  public static final Option<Double> PLATEAU = Option.number("calibrate.plateau", 0.05, 0, 10)
      .readBy(Command.CALIBRATE)
      .describe("Stop when a step gains less than this share of throughput over the one before.");
  public static final Option<Double> RESOLUTION = Option.number("calibrate.resolution", 0.05, 0.001, 1)
      .readBy(Command.CALIBRATE)
      .describe("mode=target: bisect between the last good and first bad rate until they are this share apart.");
  public static final Option<String> DIR = Option.text("calibrate.dir", "").readBy(Command.CALIBRATE)
      .describe("Folder for the steps' interval logs (default the run's folder, results.dir).");
  public static final Option<Boolean> LOAD = Option.flag("calibrate.load", false).readBy(Command.CALIBRATE)
      .describe("Load the data before the first step (needed for the memory binding).");
  public static final Option<String> CHECK = Option.text("calibrate.check", null).readBy(Command.CALIBRATE)
      .describe("A command run after each step (/bin/sh -c; the step's figures in YCSB_STEP_* variables): a"
          + " non-zero exit marks the step overloaded; its output is kept beside the step's log.");
  public static final Option<String> BETWEEN = Option.text("calibrate.between", null).readBy(Command.CALIBRATE)
      .describe("A command run before each next step (and after calibrate.load), e.g. waiting for compactions to"
          + " finish: its time is recorded, never measured.");

  public static final OptionGroup GROUP = new OptionGroup("Calibration properties (bin/ycsb calibrate)",
      "calibration.md", List.of(METRIC, PERCENTILE, MAX, MODE, THREADS, TARGETS, STEPS, STEP_SECONDS, WARMUP_SECONDS,
      PLATEAU, RESOLUTION, DIR, LOAD, CHECK, BETWEEN));

  private CalibrationOptions() {
  }
}

package site.ycsb.calibrate;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.events.ShellCommandCheck;
import site.ycsb.measurements.MetricNames;
import site.ycsb.thresholds.Aggregate;
import site.ycsb.thresholds.Criterion;
import site.ycsb.thresholds.Operator;
import site.ycsb.thresholds.Thresholds;

/** The properties of {@code bin/ycsb calibrate}, parsed and checked before the first step. */
public final class CalibrationSettings {
  public static final List<PropertyDefinition> PROPERTIES = List.of(
      of("calibrate.metric", "READ-COMB", "The metric whose percentile calibrate.max bounds (any metric name)."),
      of("calibrate.percentile", "99", "The percentile of calibrate.metric that calibrate.max bounds."),
      of("calibrate.max", null, "The SLA, a latency with its unit (1ms, 800us, 0.5s): calibrate.metric's percentile <="
          + " it. Required unless thresholds (or thresholds.file) holds the SLA; with both, a step meets all."),
      of("calibrate.mode", "threads", "threads: step the thread count; target: fixed threads, step the -target rate"
          + " (latency then from each operation's intended start)."),
      of("calibrate.threads", "8*2", "Thread counts of the steps: a list (8,16,32,64) or a start and a factor (8*2)."),
      of("calibrate.targets", "1000*2", "mode=target: rates (ops/s) of the steps, a list or a start and a factor."),
      of("calibrate.steps", "10", "At most this many steps before refining (for start*factor step lists)."),
      of("calibrate.step.seconds", "60", "Measured seconds per step."),
      of("calibrate.warmup.seconds", "10", "Seconds at the start of each step left out of its figures."),
      of("calibrate.plateau", "0.05", "Stop when a step gains less than this share of throughput over the one before."),
      of("calibrate.resolution", "0.05", "mode=target: bisect between the last good and first bad rate until they are"
          + " this share apart."),
      of("calibrate.dir", "", "Folder for the steps' interval logs (default the run's folder, results.dir)."),
      of("calibrate.load", "false", "Load the data before the first step (needed for the memory binding)."),
      of("calibrate.check", null, "A command run after each step (/bin/sh -c; the step's figures in YCSB_STEP_*"
          + " variables): a non-zero exit marks the step overloaded; its output is kept beside the step's log."),
      of("calibrate.between", null, "A command run before each next step (and after calibrate.load), e.g. waiting for"
          + " compactions to finish: its time is recorded, never measured."));

  public enum Mode { THREADS, TARGET }

  private final String metric;
  private final double percentile;
  private final long maxMicros;
  private final String maxText;
  private final Mode mode;
  private final List<Double> steps;
  private final long stepSeconds;
  private final long warmupSeconds;
  private final double plateau;
  private final double resolution;
  private final String dir;
  private final boolean load;
  private final long intervalSeconds;
  private final String check;
  private final String between;
  /** calibrate.max's criterion (null without calibrate.max) and thresholds': what a step must meet. */
  private final Criterion maxCriterion;
  private final Thresholds sla;

  public CalibrationSettings(Props p) {
    metric = p.string("calibrate.metric", "READ-COMB");
    if (MetricNames.opOf(metric) == null) {
      throw new UsageException("calibrate.metric=" + metric + ": expected a metric of an operation, such as READ,"
          + " READ-COMB, UPDATE or INSERT-COMB");
    }
    percentile = p.doubleValue("calibrate.percentile", 99, 0, 100);
    mode = "target".equals(p.choice("calibrate.mode", "threads", "threads", "target")) ? Mode.TARGET : Mode.THREADS;
    Thresholds criteria = Thresholds.from(p.raw());
    if (!p.has("calibrate.max") && criteria.isEmpty()) {
      throw new UsageException("calibrate.max: missing; expected the SLA as a latency with its unit, e.g. 1ms or 800us"
          + " (or criteria in thresholds, e.g. thresholds=READ-COMB.p99<10ms)");
    }
    maxText = p.string("calibrate.max", "");
    maxMicros = maxText.isEmpty() ? 0 : micros(maxText);
    maxCriterion = maxText.isEmpty() ? null : new Criterion(slaMetric(), new Aggregate(Aggregate.Kind.PERCENTILE,
        percentile), Operator.LESS_OR_EQUAL, maxMicros, unit(maxText), false);
    // each mode steps one list; the other one, given, would be ignored without a word
    String ignored = mode == Mode.THREADS ? "calibrate.targets" : "calibrate.threads";
    if (p.has(ignored)) {
      throw new UsageException(ignored + "=" + p.string(ignored, "") + ": applies to calibrate.mode="
          + (mode == Mode.THREADS ? "target" : "threads") + " only, and calibrate.mode=" + (mode == Mode.THREADS
          ? "threads" : "target") + (mode == Mode.THREADS ? " steps calibrate.threads" : " steps calibrate.targets"
          + " at threadcount threads") + "; expected calibrate.mode=" + (mode == Mode.THREADS ? "target" : "threads")
          + ", or no " + ignored);
    }
    int maxSteps = p.intValue("calibrate.steps", 10, 1);
    steps = mode == Mode.THREADS
        ? stepList(p, "calibrate.threads", "8*2", maxSteps, true)
        : stepList(p, "calibrate.targets", "1000*2", maxSteps, false);
    stepSeconds = p.longValue("calibrate.step.seconds", 60, 1);
    warmupSeconds = p.longValue("calibrate.warmup.seconds", 10, 0);
    plateau = p.doubleValue("calibrate.plateau", 0.05, 0, 10);
    resolution = p.doubleValue("calibrate.resolution", 0.05, 0.001, 1);
    dir = p.string("calibrate.dir", "");
    load = p.bool("calibrate.load", false);
    check = p.string("calibrate.check", "");
    between = p.string("calibrate.between", "");
    // before the first step, not after it: a step can take minutes
    if (!check.isBlank()) {
      ShellCommandCheck.requireResolvable("calibrate.check=" + check, check);
    }
    if (!between.isBlank()) {
      ShellCommandCheck.requireResolvable("calibrate.between=" + between, between);
    }
    intervalSeconds = fittingInterval(p.longValue("measurement.interval.seconds", 10, 1), warmupSeconds);
    Properties step = stepProperties(p.raw());
    if (maxCriterion != null) {
      Thresholds.of(maxCriterion.text()).checkRecordedBy(step, "calibrate.metric=" + metric);
    }
    criteria = criteria.checkedFor(step, "thresholds");
    sla = maxCriterion == null ? criteria : Thresholds.of(maxCriterion.text()).and(criteria);
  }

  /**
   * The longest interval up to the user's that divides the warm-up: each step's log then marks
   * exactly its warm-up as warm-up, and its figures are the step's own (with 10 s intervals and 2 s
   * of warm-up the whole first interval would be left out, 8 s of measured time with it).
   */
  static long fittingInterval(long wanted, long warmup) {
    if (warmup == 0) {
      return wanted;
    }
    for (long d = Math.min(wanted, warmup); d > 1; d--) {
      if (warmup % d == 0) {
        return d;
      }
    }
    return 1;
  }

  /** What every step runs with, less its thread count or target: for checks before the first step. */
  Properties stepProperties(Properties base) {
    Properties p = new Properties();
    p.putAll(base);
    p.setProperty("dotransactions", "true");
    p.setProperty("operationcount", "0");
    p.setProperty("maxexecutiontime", Long.toString(warmupSeconds + stepSeconds));
    p.setProperty("measurement.warmup", Long.toString(warmupSeconds));
    p.setProperty("measurement.interval.seconds", Long.toString(intervalSeconds));
    p.setProperty("hdrhistogram.fileoutput", "true");
    if (mode == Mode.TARGET) {
      p.setProperty("measurement.interval", "both");
    }
    return p;
  }

  private static String unit(String latency) {
    String t = latency.trim().toLowerCase(Locale.ROOT);
    return t.endsWith("ms") ? "ms" : t.endsWith("us") || t.endsWith("µs") ? "us" : "s";
  }

  /** A latency with its unit: {@code 1ms}, {@code 800us}, {@code 0.5s} (microseconds out). */
  static long micros(String text) {
    Matcher m = Pattern.compile("^\\s*(\\d+(?:\\.\\d+)?)\\s*(us|µs|ms|s)\\s*$").matcher(text.toLowerCase(Locale.ROOT));
    if (!m.matches()) {
      throw new UsageException("calibrate.max=" + text + ": expected a latency with its unit, e.g. 1ms, 800us or 0.5s");
    }
    double v = Double.parseDouble(m.group(1));
    double us = switch (m.group(2)) {
      case "s" -> v * 1_000_000;
      case "ms" -> v * 1000;
      default -> v;
    };
    if (us < 1) {
      throw new UsageException("calibrate.max=" + text + ": expected at least 1us");
    }
    return Math.round(us);
  }

  private static List<Double> stepList(Props p, String name, String def, int maxSteps, boolean whole) {
    String v = p.string(name, def).replace(" ", "");
    List<Double> out = new ArrayList<>();
    try {
      if (v.contains("*")) {
        String[] sf = v.split("\\*");
        if (sf.length != 2) {
          throw new NumberFormatException();
        }
        double start = Double.parseDouble(sf[0]);
        double factor = Double.parseDouble(sf[1]);
        if (start <= 0 || factor <= 1) {
          throw new NumberFormatException();
        }
        for (int i = 0; i < maxSteps; i++) {
          out.add(whole ? Math.round(start * Math.pow(factor, i)) : start * Math.pow(factor, i));
        }
      } else {
        for (String s : v.split(",")) {
          if (!s.isEmpty()) {
            double d = Double.parseDouble(s);
            if (d <= 0 || (whole && d != Math.rint(d))) {
              throw new NumberFormatException();
            }
            out.add(d);
          }
        }
      }
    } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
      throw new UsageException(name + "=" + v + ": expected a list of " + (whole ? "whole numbers" : "rates")
          + " > 0 (8,16,32) or a start and a factor > 1 (8*2)");
    }
    if (out.isEmpty()) {
      throw new UsageException(name + "=" + v + ": expected at least one step");
    }
    for (int i = 1; i < out.size(); i++) {
      if (out.get(i) <= out.get(i - 1)) {
        throw new UsageException(name + "=" + v + ": expected steps that grow");
      }
    }
    return List.copyOf(out);
  }

  public String metric() {
    return metric;
  }

  /** What a step must meet: calibrate.max's criterion and the criteria of thresholds. */
  public Thresholds sla() {
    return sla;
  }

  /**
   * The criterion the table, the answer's triples and the report's curve show a value of:
   * calibrate.max's, else the first latency criterion, else the first.
   */
  public Criterion primary() {
    return maxCriterion != null ? maxCriterion : sla.primary();
  }

  /** The log interval of the steps: measurement.interval.seconds, or less so that it divides the warm-up. */
  public long intervalSeconds() {
    return intervalSeconds;
  }

  /** The command run after each step, or empty. */
  public String check() {
    return check;
  }

  /** The command run before each next step, or empty. */
  public String between() {
    return between;
  }

  /** The metric the SLA is checked on: with a target, latency from the intended start. */
  public String slaMetric() {
    return mode == Mode.TARGET ? MetricNames.INTENDED_PREFIX + metric : metric;
  }

  public double percentile() {
    return percentile;
  }

  public long maxMicros() {
    return maxMicros;
  }

  public String maxText() {
    return maxText;
  }

  public Mode mode() {
    return mode;
  }

  public List<Double> steps() {
    return steps;
  }

  public long stepSeconds() {
    return stepSeconds;
  }

  public long warmupSeconds() {
    return warmupSeconds;
  }

  public double plateau() {
    return plateau;
  }

  public double resolution() {
    return resolution;
  }

  public String dir() {
    return dir;
  }

  public boolean load() {
    return load;
  }
}

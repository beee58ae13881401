package site.ycsb.calibrate;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.config.Option;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.events.ShellCommandCheck;
import site.ycsb.measurements.MetricNames;
import site.ycsb.options.CalibrationOptions;
import site.ycsb.options.MeasurementOptions;
import site.ycsb.options.RunOptions;
import site.ycsb.thresholds.Aggregate;
import site.ycsb.thresholds.Criterion;
import site.ycsb.thresholds.Operator;
import site.ycsb.thresholds.Thresholds;

/** The options of {@code bin/ycsb calibrate} ({@link CalibrationOptions}), read and checked before the first step. */
public final class CalibrationSettings {
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
  private final long wantedIntervalSeconds;
  private final int baseThreads;
  private final String resultsDir;
  private final String db;
  private final double baseTarget;
  private final String check;
  private final String between;
  /** calibrate.max's criterion (null without calibrate.max) and thresholds': what a step must meet. */
  private final Criterion maxCriterion;
  private final Thresholds sla;

  public CalibrationSettings(Settings s) {
    metric = s.get(CalibrationOptions.METRIC);
    if (MetricNames.opOf(metric) == null) {
      throw new UsageException("calibrate.metric=" + metric + ": expected a metric of an operation, such as READ,"
          + " READ-COMB, UPDATE or INSERT-COMB");
    }
    percentile = s.get(CalibrationOptions.PERCENTILE);
    mode = "target".equals(s.get(CalibrationOptions.MODE)) ? Mode.TARGET : Mode.THREADS;
    Thresholds criteria = Thresholds.from(s);
    if (!s.isSet(CalibrationOptions.MAX) && criteria.isEmpty()) {
      throw new UsageException("calibrate.max: missing; expected the SLA as a latency with its unit, e.g. 1ms or 800us"
          + " (or criteria in thresholds, e.g. thresholds=READ-COMB.p99<10ms)");
    }
    maxText = s.find(CalibrationOptions.MAX).orElse("");
    maxMicros = maxText.isEmpty() ? 0 : micros(maxText);
    maxCriterion = maxText.isEmpty() ? null : new Criterion(slaMetric(), new Aggregate(Aggregate.Kind.PERCENTILE,
        percentile), Operator.LESS_OR_EQUAL, maxMicros, unit(maxText), false);
    // each mode steps one list; the other one, given, would be ignored without a word
    Option<String> ignored = mode == Mode.THREADS ? CalibrationOptions.TARGETS : CalibrationOptions.THREADS;
    if (s.isSet(ignored)) {
      throw new UsageException(ignored + "=" + s.get(ignored) + ": applies to calibrate.mode="
          + (mode == Mode.THREADS ? "target" : "threads") + " only, and calibrate.mode=" + (mode == Mode.THREADS
          ? "threads" : "target") + (mode == Mode.THREADS ? " steps calibrate.threads" : " steps calibrate.targets"
          + " at threadcount threads") + "; expected calibrate.mode=" + (mode == Mode.THREADS ? "target" : "threads")
          + ", or no " + ignored);
    }
    int maxSteps = s.get(CalibrationOptions.STEPS);
    Option<String> stepped = mode == Mode.THREADS ? CalibrationOptions.THREADS : CalibrationOptions.TARGETS;
    steps = stepList(s.get(stepped), stepped.name(), maxSteps, mode == Mode.THREADS);
    stepSeconds = s.get(CalibrationOptions.STEP_SECONDS);
    warmupSeconds = s.get(CalibrationOptions.WARMUP_SECONDS);
    plateau = s.get(CalibrationOptions.PLATEAU);
    resolution = s.get(CalibrationOptions.RESOLUTION);
    dir = s.get(CalibrationOptions.DIR);
    load = s.get(CalibrationOptions.LOAD);
    check = s.find(CalibrationOptions.CHECK).orElse("");
    between = s.find(CalibrationOptions.BETWEEN).orElse("");
    // before the first step, not after it: a step can take minutes
    if (!check.isBlank()) {
      ShellCommandCheck.requireResolvable("calibrate.check=" + check, check);
    }
    if (!between.isBlank()) {
      ShellCommandCheck.requireResolvable("calibrate.between=" + between, between);
    }
    wantedIntervalSeconds = s.get(MeasurementOptions.INTERVAL_SECONDS);
    intervalSeconds = fittingInterval(wantedIntervalSeconds, warmupSeconds);
    baseThreads = s.get(RunOptions.THREAD_COUNT);
    resultsDir = s.get(RunOptions.RESULTS_DIR);
    db = s.get(RunOptions.DB);
    baseTarget = s.get(RunOptions.TARGET);
    Properties step = stepProperties(s.properties());
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
    p.setProperty(RunOptions.DO_TRANSACTIONS.name(), "true");
    p.setProperty(RunOptions.OPERATION_COUNT.name(), "0");
    p.setProperty(RunOptions.MAX_EXECUTION_TIME.name(), Long.toString(warmupSeconds + stepSeconds));
    p.setProperty(MeasurementOptions.WARMUP.name(), Long.toString(warmupSeconds));
    p.setProperty(MeasurementOptions.INTERVAL_SECONDS.name(), Long.toString(intervalSeconds));
    p.setProperty(MeasurementOptions.FILE_OUTPUT.name(), "true");
    if (mode == Mode.TARGET) {
      p.setProperty(MeasurementOptions.INTERVAL.name(), "both");
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

  private static List<Double> stepList(String value, String name, int maxSteps, boolean whole) {
    String v = value.replace(" ", "");
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

  /** measurement.interval.seconds as the user gave it (the steps may log more often: {@link #intervalSeconds()}). */
  public long wantedIntervalSeconds() {
    return wantedIntervalSeconds;
  }

  /** results.dir, or null: the steps' folder unless calibrate.dir names one. */
  public String resultsDir() {
    return resultsDir;
  }

  /** The binding (db), which names a folder of results/. */
  public String db() {
    return db;
  }

  /** threadcount: every step's threads in calibrate.mode=target. */
  public int baseThreads() {
    return baseThreads;
  }

  /** target: every step's rate in calibrate.mode=threads. */
  public double baseTarget() {
    return baseTarget;
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

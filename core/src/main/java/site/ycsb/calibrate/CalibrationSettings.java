package site.ycsb.calibrate;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.MetricNames;

/** The properties of {@code bin/ycsb calibrate}, parsed and checked before the first step. */
public final class CalibrationSettings {
  public static final List<PropertyDefinition> PROPERTIES = List.of(
      of("calibrate.metric", "READ-COMB", "The metric whose percentile the SLA bounds (any metric name)."),
      of("calibrate.percentile", "99", "The percentile of calibrate.metric the SLA bounds."),
      of("calibrate.max", null, "Required: the SLA, a latency with its unit (1ms, 800us, 0.5s)."),
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
      of("calibrate.dir", "", "Folder for the steps' interval logs (default calibrate-<time>/)."),
      of("calibrate.load", "false", "Load the data before the first step (needed for the memory binding)."));

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

  public CalibrationSettings(Props p) {
    metric = p.string("calibrate.metric", "READ-COMB");
    if (MetricNames.opOf(metric) == null) {
      throw new UsageException("calibrate.metric=" + metric + ": expected a metric of an operation, such as READ,"
          + " READ-COMB, UPDATE or INSERT-COMB");
    }
    percentile = p.doubleValue("calibrate.percentile", 99, 0, 100);
    if (!p.has("calibrate.max")) {
      throw new UsageException("calibrate.max: missing; expected the SLA as a latency with its unit, e.g. 1ms or 800us");
    }
    maxText = p.string("calibrate.max", "");
    maxMicros = micros(maxText);
    mode = "target".equals(p.choice("calibrate.mode", "threads", "threads", "target")) ? Mode.TARGET : Mode.THREADS;
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

package site.ycsb.thresholds;

import java.util.Locale;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;

/**
 * One pass/fail criterion: {@code <metric>.<aggregate> <op> <bound>[unit]}, such as
 * {@code READ-COMB.p99 < 5ms}; with a trailing {@code !} it must also hold in every measured
 * interval of the run.
 *
 * @param metric a metric of the report ({@code READ}, {@code READ-COMB}, {@code TOTAL}, {@code Intended-READ}, ...) or
 *     {@code OVERALL}
 * @param aggregate the figure of the metric
 * @param operator the comparison
 * @param bound the bound in the figure's base unit: microseconds, a share from 0 to 1, operations, operations per second
 * @param unit the unit the bound was written in ({@code ms}, {@code %}, ...; empty when none)
 * @param everyInterval whether it must hold in each interval too (the {@code !} suffix)
 */
public record Criterion(String metric, Aggregate aggregate, Operator operator, double bound, String unit,
    boolean everyInterval) {
  /** The pseudo-metric of the run as a whole: its operations and throughput (the report's {@code [OVERALL]}). */
  public static final String OVERALL = "OVERALL";
  /** The pseudo-metric of the client's own figures (the report's {@code [CLIENT]}): {@code CLIENT.cpuutilization}. */
  public static final String CLIENT = "CLIENT";

  /** Parses one criterion; a {@link site.ycsb.config.UsageException} names what is wrong with it. */
  public static Criterion parse(String text) {
    return CriteriaParser.criterion(text);
  }

  /** As written, normalised: {@code READ-COMB.p99 < 5ms}, {@code READ.p99.9 < 20ms !}. */
  public String text() {
    return metric + "." + aggregate.name() + " " + operator.symbol() + " " + format(bound) + (everyInterval ? " !" : "");
  }

  /** Whether a measured value (in the base unit) meets the criterion. */
  public boolean holds(double measured) {
    return operator.holds(measured, bound);
  }

  /** A value in the base unit, written in the criterion's unit: {@code 3.92ms}, {@code 0.05%}, {@code 20512.3}. */
  public String format(double value) {
    if (Double.isNaN(value)) {
      return "no data";
    }
    return switch (unit) {
      case "s" -> number(value / 1_000_000) + "s";
      case "ms" -> number(value / 1000) + "ms";
      case "us" -> number(value) + "us";
      case "%" -> number(value * 100) + "%";
      // a criterion made in code without a unit still prints one, so its text parses back
      default -> switch (aggregate.dimension()) {
        case LATENCY -> number(value) + "us";
        case SHARE -> number(value * 100) + "%";
        default -> number(value);
      };
    };
  }

  /**
   * Up to 3 decimals (3 significant digits below 1: 0.000499), no trailing zeros, no grouping: a
   * figure a person reads and a script parses.
   */
  private static String number(double v) {
    if (v != 0 && Math.abs(v) < 1) {
      return new java.math.BigDecimal(v).round(new java.math.MathContext(3)).stripTrailingZeros().toPlainString();
    }
    String s = String.format(Locale.ROOT, "%.3f", v);
    s = s.replaceAll("0+$", "");
    return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
  }

  /**
   * Whether the metric holds failures only ({@code READ-FAILED}, {@code READ-ERROR}): a latency
   * of it with no values means nothing failed, not that nothing was measured.
   */
  public boolean failureMetric() {
    String m = metric.startsWith(MetricNames.INTENDED_PREFIX) ? metric.substring(MetricNames.INTENDED_PREFIX.length())
        : metric;
    Op op = MetricNames.opOf(m);
    return op != null && !m.equals(op.metricName()) && !m.equals(op.metricName() + "-COMB")
        && !m.equals(op.metricName() + "-" + MetricNames.NOT_FOUND);
  }

  /**
   * The status an {@code OP-<STATUS>} metric names ({@code TIMEOUT} of {@code READ-TIMEOUT}), or null
   * for any other metric ({@code READ}, {@code READ-COMB}, {@code READ-FAILED}, {@code TOTAL}, ...).
   */
  public String status() {
    if (!failureMetric()) {
      return null;
    }
    String m = metric.startsWith(MetricNames.INTENDED_PREFIX) ? metric.substring(MetricNames.INTENDED_PREFIX.length())
        : metric;
    String suffix = m.substring(MetricNames.opOf(m).metricName().length() + 1);
    return "FAILED".equals(suffix) ? null : suffix;
  }

  @Override
  public String toString() {
    return text();
  }
}

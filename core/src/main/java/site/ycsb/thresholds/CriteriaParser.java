package site.ycsb.thresholds;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.MetricNames;

/**
 * Reads criteria: {@code <metric>.<aggregate> <op> <value>[unit][!]}, several separated by
 * {@code ;} or line ends, whitespace anywhere between the parts. Every problem is one line naming
 * the criterion and what was expected.
 */
final class CriteriaParser {
  static final String FORM = "<metric>.<aggregate> <op> <value>[unit], e.g. READ-COMB.p99 < 5ms";
  private static final Pattern OPERATOR = Pattern.compile("[<>=!]+");
  private static final Pattern VALUE = Pattern.compile("((?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?)\\s*(\\S*)");

  private CriteriaParser() {
  }

  /**
   * Every criterion in {@code text}: separated by {@code ;} or line ends; blank parts and lines
   * starting with {@code #} are skipped.
   *
   * @param source how messages name the text ({@code thresholds}, {@code thresholds.file=f})
   */
  static List<Criterion> all(String text, String source) {
    List<Criterion> out = new ArrayList<>();
    String[] lines = text.split("\\R", -1);
    for (int i = 0; i < lines.length; i++) {
      String line = lines[i].strip();
      if (line.startsWith("#")) {
        continue;
      }
      for (String part : line.split(";")) {
        if (part.isBlank()) {
          continue;
        }
        try {
          out.add(criterion(part));
        } catch (UsageException e) {
          throw new UsageException(source + (lines.length > 1 ? ": line " + (i + 1) : "") + ": " + e.getMessage());
        }
      }
    }
    return out;
  }

  /** One criterion; the message of the exception starts with the criterion in quotes. */
  static Criterion criterion(String raw) {
    String text = raw.strip();
    String quoted = "'" + text + "'";
    boolean everyInterval = text.endsWith("!");
    String body = everyInterval ? text.substring(0, text.length() - 1).strip() : text;
    Matcher op = OPERATOR.matcher(body);
    if (!op.find()) {
      throw new UsageException(quoted + ": no comparison; expected " + FORM);
    }
    Operator operator = Operator.of(op.group());
    if (operator == null) {
      throw new UsageException(quoted + ": unknown operator '" + op.group() + "'; expected <, <=, >, >= or ==");
    }
    String left = body.substring(0, op.start()).strip();
    String right = body.substring(op.end()).strip();
    int dot = left.indexOf('.');
    if (dot < 0) {
      throw new UsageException(quoted + ": expected <metric>.<aggregate> before '" + operator.symbol()
          + "', e.g. READ-COMB.p99 or OVERALL.throughput");
    }
    String metric = left.substring(0, dot).strip();
    String word = left.substring(dot + 1).strip();
    Matcher v = VALUE.matcher(right);
    boolean number = !right.isEmpty() && v.matches();
    String unit = number ? v.group(2).toLowerCase(Locale.ROOT).replace("µs", "us") : "";
    Aggregate aggregate = MetricNames.VALIDATION.equals(metric) ? validation(quoted, word, unit)
        : Aggregate.parse(word);
    if (aggregate == null) {
      throw new UsageException(quoted + ": unknown aggregate '" + word + "'; expected " + Aggregate.NAMES);
    }
    String problem = MetricCheck.nameProblem(metric, aggregate);
    if (problem != null) {
      throw new UsageException(quoted + ": " + problem);
    }
    if (!number) {
      throw new UsageException(quoted + ": '" + right + "' is not a number; expected a value after '"
          + operator.symbol() + "', e.g. 5ms, 0.1% or 20000");
    }
    double value = Double.parseDouble(v.group(1));
    return new Criterion(metric, aggregate, operator, bound(quoted, aggregate, value, unit), unit, everyInterval);
  }

  /** A figure of VALIDATION: a count, or with a bound in % its share of Checked. */
  private static Aggregate validation(String quoted, String word, String unit) {
    Aggregate a = Aggregate.validation(word, "%".equals(unit));
    if (a == null) {
      throw new UsageException(quoted + ": unknown figure '" + word + "' of VALIDATION (the validated reads);"
          + " expected " + Aggregate.VALIDATION_NAMES);
    }
    if (a.kind() == Aggregate.Kind.VALIDATEDSHARE && "checked".equals(a.figure())) {
      throw new UsageException(quoted + ": VALIDATION.checked is a count (the shares are of it); expected a"
          + " number without a unit");
    }
    return a;
  }

  /** A bound as written back in a message: 5, 0.1, 1e3 as 1000. */
  private static String v(double value) {
    return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
        : java.math.BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
  }

  /** The value in the aggregate's base unit, after checking the unit fits it. */
  private static double bound(String quoted, Aggregate a, double value, String unit) {
    switch (a.dimension()) {
      case LATENCY:
        return switch (unit) {
          // a bare number was read as microseconds once: 'READ.p99 < 5' meant 5us to the tool and 5ms to many readers
          case "" -> throw new UsageException(quoted + ": " + a.name() + " is a latency; expected its unit, e.g. "
              + v(value) + "us, " + v(value) + "ms or " + v(value) + "s (a bare number is ambiguous)");
          case "us" -> value;
          case "ms" -> value * 1000;
          case "s" -> value * 1_000_000;
          default -> throw new UsageException(quoted + ": " + a.name() + " is a latency; expected its value in us, ms"
              + " or s (e.g. 5ms), not '" + unit + "'");
        };
      case SHARE:
        if ("%".equals(unit)) {
          if (value > 100) {
            throw new UsageException(quoted + ": " + a.name() + " is a share of the results; expected 0% to 100%");
          }
          return value / 100;
        }
        // a bare number is refused: 'TOTAL.errorrate < 1' read as a fraction let 50% errors pass
        throw new UsageException(quoted + ": " + a.name() + " is a share of the results; expected a percentage"
            + " with its %, e.g. " + (unit.isEmpty() ? v(value) : "0.1") + "% (" + (unit.isEmpty()
            ? "a bare number is ambiguous: a fraction or a percentage?" : "not '" + unit + "'") + ")");
      case RATE:
        if (!unit.isEmpty() && !"ops/s".equals(unit)) {
          throw new UsageException(quoted + ": throughput is in operations per second; expected a number without a"
              + " unit (e.g. 20000), not '" + unit + "'");
        }
        return value;
      default:
        if (!unit.isEmpty()) {
          throw new UsageException(quoted + ": count is a number of operations; expected a number without a unit,"
              + " not '" + unit + "'");
        }
        return value;
    }
  }
}

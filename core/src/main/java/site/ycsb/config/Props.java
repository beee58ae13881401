package site.ycsb.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Typed reads of run properties. Every parse error is a {@link UsageException} naming the
 * property, the value found and what was expected.
 */
public final class Props {
  /** A duration written with a unit, where seconds are expected: 10m, 1h, 30s. */
  private static final Pattern DURATION = Pattern.compile("(\\d{1,12})\\s*(s|sec|m|min|h|d)", Pattern.CASE_INSENSITIVE);
  private final Properties props;

  public Props(Properties props) {
    this.props = props;
  }

  public Properties raw() {
    return props;
  }

  public boolean has(String name) {
    String v = props.getProperty(name);
    return v != null && !v.isBlank();
  }

  public String string(String name, String def) {
    String v = props.getProperty(name);
    return v == null ? def : v.trim();
  }

  public long longValue(String name, long def, long min) {
    String v = props.getProperty(name);
    if (v == null || v.isBlank()) {
      return def;
    }
    long parsed;
    try {
      parsed = Long.parseLong(v.trim());
    } catch (NumberFormatException e) {
      throw new UsageException(name + "=" + v.trim() + ": expected a whole number" + (min >= 0 ? " >= " + min : ""));
    }
    if (parsed < min) {
      throw new UsageException(name + "=" + parsed + ": expected a whole number >= " + min);
    }
    return parsed;
  }

  public int intValue(String name, int def, int min) {
    long v = longValue(name, def, min);
    if (v > Integer.MAX_VALUE) {
      throw new UsageException(name + "=" + v + ": expected at most " + Integer.MAX_VALUE);
    }
    return (int) v;
  }

  public double doubleValue(String name, double def, double min, double max) {
    return doubleValue(name, def, min, max, "a number");
  }

  /**
   * A number in [min, max]; {@code what} words the expectation in errors ("a number of operations
   * per second"), and a range without an upper bound reads "&gt;= min".
   */
  public double doubleValue(String name, double def, double min, double max, String what) {
    String v = props.getProperty(name);
    if (v == null || v.isBlank()) {
      return def;
    }
    double parsed;
    try {
      parsed = Double.parseDouble(v.trim());
    } catch (NumberFormatException e) {
      parsed = Double.NaN;
    }
    if (Double.isNaN(parsed) || parsed < min || parsed > max) {
      String range = max >= Double.MAX_VALUE ? " >= " + plain(min) : " between " + plain(min) + " and " + plain(max);
      throw new UsageException(name + "=" + v.trim() + ": expected " + what + range);
    }
    return parsed;
  }

  /**
   * A duration in whole seconds: {@code 10m} or {@code 1h} is refused with the number of seconds it
   * stands for, so a user who wrote a unit learns what to write instead.
   */
  public long seconds(String name, long def, long min) {
    String v = props.getProperty(name);
    if (v == null || v.isBlank()) {
      return def;
    }
    Matcher unit = DURATION.matcher(v.trim());
    if (unit.matches()) {
      long n = Long.parseLong(unit.group(1));
      long factor = switch (unit.group(2).toLowerCase(Locale.ROOT)) {
        case "m", "min" -> 60;
        case "h" -> 3600;
        case "d" -> 86400;
        default -> 1;
      };
      throw new UsageException(name + "=" + v.trim() + ": expected a whole number of seconds >= " + min + " ("
          + name + " is in seconds: " + v.trim() + " is " + Math.multiplyExact(n, factor) + ")");
    }
    try {
      return longValue(name, def, min);
    } catch (UsageException e) {
      throw new UsageException(name + "=" + v.trim() + ": expected a whole number of seconds >= " + min);
    }
  }

  /** 0 rather than 0.0, 1.5 as it is. */
  private static String plain(double d) {
    return d == Math.rint(d) && Math.abs(d) < 1e15 ? Long.toString((long) d) : Double.toString(d);
  }

  public boolean bool(String name, boolean def) {
    String v = props.getProperty(name);
    if (v == null || v.isBlank()) {
      return def;
    }
    switch (v.trim().toLowerCase(Locale.ROOT)) {
      case "true":
        return true;
      case "false":
        return false;
      default:
        throw new UsageException(name + "=" + v.trim() + ": expected true or false");
    }
  }

  /** One of {@code allowed} (case-insensitive), returned in the spelling of {@code allowed}. */
  public String choice(String name, String def, String... allowed) {
    String v = string(name, def);
    for (String a : allowed) {
      if (a.equalsIgnoreCase(v)) {
        return a;
      }
    }
    throw new UsageException(name + "=" + v + ": expected one of " + String.join(", ", allowed));
  }

  /** A comma-separated list of numbers, each in [min, max]. */
  public List<Double> doubleList(String name, String def, double min, double max) {
    String v = string(name, def);
    List<Double> out = new ArrayList<>();
    for (String part : v.split(",")) {
      String p = part.trim();
      if (p.isEmpty()) {
        continue;
      }
      try {
        double d = Double.parseDouble(p);
        if (d < min || d > max || Double.isNaN(d)) {
          throw new NumberFormatException();
        }
        out.add(d);
      } catch (NumberFormatException e) {
        throw new UsageException(name + "=" + v + ": expected comma-separated numbers between " + min + " and " + max);
      }
    }
    return out;
  }
}

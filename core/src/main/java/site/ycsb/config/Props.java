package site.ycsb.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;

/**
 * Typed reads of run properties. Every parse error is a {@link UsageException} naming the
 * property, the value found and what was expected.
 */
public final class Props {
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
    String v = props.getProperty(name);
    if (v == null || v.isBlank()) {
      return def;
    }
    double parsed;
    try {
      parsed = Double.parseDouble(v.trim());
    } catch (NumberFormatException e) {
      throw new UsageException(name + "=" + v.trim() + ": expected a number between " + min + " and " + max);
    }
    if (Double.isNaN(parsed) || parsed < min || parsed > max) {
      throw new UsageException(name + "=" + v.trim() + ": expected a number between " + min + " and " + max);
    }
    return parsed;
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

package site.ycsb.generator;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a {@link HotspotMove} from its compact text: {@code 0} (or nothing) for a hot set that stays;
 * a period ({@code 90}, {@code 60s}, {@code 500ms}, {@code 5m}, {@code 1h}) to step on every period;
 * or a schedule of {@code time:start} points, comma-separated, times increasing, starts as shares of
 * the key space ({@code 0s:0, 1h:0.25, 2h:0.5}). A text that does not read is an
 * {@link IllegalArgumentException} whose message says what was expected (the caller names the property).
 */
public final class HotspotMoveSyntax {
  private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");
  private static final String EXPECTED = "expected a period such as 60s, 5m or 1h, or a schedule of"
      + " time:start points such as 0s:0,60s:0.25,120s:0.5 (starts as shares of the key space)";

  private HotspotMoveSyntax() {
  }

  /** The move {@code text} describes; an every-period move steps on by {@code step} of the key space. */
  public static HotspotMove parse(String text, double step) {
    String t = text == null ? "" : text.trim();
    if (t.isEmpty() || t.equals("0")) {
      return HotspotMove.NONE;
    }
    if (t.indexOf(':') < 0) {
      long period = nanos(t);
      if (period < 0) {
        throw new IllegalArgumentException(EXPECTED);
      }
      if (period == 0) {
        throw new IllegalArgumentException("a period of 0; expected more than 0 (or 0 alone: the hot set stays)");
      }
      return HotspotMove.every(period, step);
    }
    String[] parts = t.split(",", -1);
    long[] at = new long[parts.length];
    double[] starts = new double[parts.length];
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i].trim();
      String where = "point " + (i + 1) + " '" + part + "': ";
      int colon = part.indexOf(':');
      if (colon < 0) {
        throw new IllegalArgumentException(where + "expected time:start, e.g. 60s:0.25");
      }
      at[i] = nanos(part.substring(0, colon).trim());
      if (at[i] < 0) {
        throw new IllegalArgumentException(where + "time '" + part.substring(0, colon).trim()
            + "': expected a time from the run's start such as 0s, 90, 30m or 2h");
      }
      if (i > 0 && at[i] <= at[i - 1]) {
        throw new IllegalArgumentException(where + "not after point " + i + "; expected times in increasing order");
      }
      String start = part.substring(colon + 1).trim();
      try {
        starts[i] = Double.parseDouble(start);
      } catch (NumberFormatException e) {
        starts[i] = Double.NaN;
      }
      if (!(starts[i] >= 0 && starts[i] < 1)) {
        throw new IllegalArgumentException(where + "start '" + start + "': expected a share of the key space,"
            + " 0 to below 1");
      }
    }
    return HotspotMove.schedule(at, starts);
  }

  /** A duration in nanoseconds (seconds without a unit), or -1 when it does not read. */
  private static long nanos(String text) {
    Matcher m = DURATION.matcher(text);
    if (!m.matches()) {
      return -1;
    }
    double n = Double.parseDouble(m.group(1));
    String unit = m.group(2) == null ? "s" : m.group(2);
    double seconds = switch (unit) {
      case "ms" -> n / 1000;
      case "m" -> n * 60;
      case "h" -> n * 3600;
      default -> n;
    };
    return Math.round(seconds * 1e9);
  }
}

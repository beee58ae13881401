package site.ycsb.engine.schedule;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.config.UsageException;

/**
 * Reads {@code target.schedule}: parts separated by commas, one after another (rates in operations
 * per second, durations with a unit: {@code 500ms}, {@code 30s}, {@code 2m}, {@code 1h}).
 * <ul>
 *   <li>{@code 1000 for 30s}: hold a rate;</li>
 *   <li>{@code 1000..5000 over 60s}: a linear ramp;</li>
 *   <li>{@code steps 1000..5000 by 1000 every 20s}: hold each rate of the range in turn;</li>
 *   <li>{@code sine 2000+-1000 period 60s for 5m}: a sine wave around a mean ({@code ±} also reads);</li>
 *   <li>{@code repeat} or {@code repeat 3}, last: the parts before it repeat until the phase ends,
 *   or that many times in all.</li>
 * </ul>
 */
public final class ScheduleSyntax {
  /** The syntax in one line, for errors. */
  static final String EXPECTED = "expected parts such as '1000 for 30s', '1000..5000 over 60s',"
      + " 'steps 1000..5000 by 1000 every 20s', 'sine 2000+-1000 period 60s for 5m', and last 'repeat' or 'repeat N'";
  private static final String NUM = "(\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)";
  private static final String DUR = "(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)";
  private static final Pattern HOLD = Pattern.compile(NUM + "\\s+for\\s+" + DUR);
  private static final Pattern RAMP = Pattern.compile(NUM + "\\s*\\.\\.\\s*" + NUM + "\\s+over\\s+" + DUR);
  private static final Pattern STEPS = Pattern.compile("steps\\s+" + NUM + "\\s*\\.\\.\\s*" + NUM + "\\s+by\\s+" + NUM
      + "\\s+every\\s+" + DUR);
  private static final Pattern SINE = Pattern.compile("sine\\s+" + NUM + "\\s*(?:\\+-|\\+/-|±)\\s*" + NUM
      + "\\s+period\\s+" + DUR + "\\s+for\\s+" + DUR);
  private static final Pattern REPEAT = Pattern.compile("repeat(?:\\s+(\\d+))?");
  /** A bound on the segments a schedule expands to (steps and repeats), so a typo cannot fill the heap. */
  private static final int MAX_SEGMENTS = 100_000;

  private ScheduleSyntax() {
  }

  /**
   * The schedule {@code text} describes; a {@link UsageException} naming {@code property} and the
   * part that does not read.
   */
  public static RateSchedule parse(String property, String text) {
    String[] parts = text.split(",");
    List<Segment> segments = new ArrayList<>();
    boolean forever = false;
    for (int i = 0; i < parts.length; i++) {
      String part = parts[i].trim().toLowerCase(Locale.ROOT);
      String where = property + "=" + text.trim() + ": part " + (i + 1) + " '" + parts[i].trim() + "'";
      Matcher m;
      if ((m = REPEAT.matcher(part)).matches()) {
        if (i != parts.length - 1 || segments.isEmpty()) {
          throw new UsageException(where + ": expected 'repeat' only last, after the parts it repeats");
        }
        if (m.group(1) == null) {
          forever = true;
        } else {
          long times = Long.parseLong(m.group(1));
          if (times < 1 || times * segments.size() > MAX_SEGMENTS) {
            throw new UsageException(where + ": expected 1 to " + MAX_SEGMENTS / segments.size() + " times");
          }
          List<Segment> once = List.copyOf(segments);
          for (long t = 1; t < times; t++) {
            segments.addAll(once);
          }
        }
      } else if ((m = HOLD.matcher(part)).matches()) {
        segments.add(Segment.hold(rate(m.group(1), where), seconds(m.group(2), m.group(3), where)));
      } else if ((m = RAMP.matcher(part)).matches()) {
        segments.add(Segment.ramp(rate(m.group(1), where), rate(m.group(2), where), seconds(m.group(3), m.group(4),
            where)));
      } else if ((m = STEPS.matcher(part)).matches()) {
        addSteps(segments, rate(m.group(1), where), rate(m.group(2), where), Double.parseDouble(m.group(3)),
            seconds(m.group(4), m.group(5), where), where);
      } else if ((m = SINE.matcher(part)).matches()) {
        double mean = rate(m.group(1), where);
        double amplitude = Double.parseDouble(m.group(2));
        if (amplitude > mean) {
          throw new UsageException(where + ": amplitude " + m.group(2) + " is above the mean " + m.group(1)
              + " (the rate would go below 0); expected an amplitude at most the mean");
        }
        segments.add(Segment.sine(mean, amplitude, seconds(m.group(3), m.group(4), where),
            seconds(m.group(5), m.group(6), where)));
      } else {
        throw new UsageException(where + ": " + EXPECTED);
      }
    }
    return new RateSchedule(segments, forever, text.trim());
  }

  private static void addSteps(List<Segment> segments, double from, double to, double by, double every,
      String where) {
    if (by <= 0) {
      throw new UsageException(where + ": expected a step 'by' above 0");
    }
    double steps = Math.floor(Math.abs(to - from) / by + 1e-9) + 1;
    if (steps + segments.size() > MAX_SEGMENTS) {
      throw new UsageException(where + ": " + (long) steps + " steps; expected at most " + MAX_SEGMENTS);
    }
    double sign = to >= from ? 1 : -1;
    for (int s = 0; s < steps; s++) {
      segments.add(Segment.hold(from + sign * s * by, every));
    }
  }

  private static double rate(String number, String where) {
    double r = Double.parseDouble(number);
    if (!Double.isFinite(r)) {
      throw new UsageException(where + ": rate " + number + ": expected a finite number of operations per second");
    }
    return r;
  }

  /** A duration with its unit, in seconds; 0 is refused (a part must last). */
  static double seconds(String number, String unit, String where) {
    double n = Double.parseDouble(number);
    double s = switch (unit) {
      case "ms" -> n / 1000;
      case "m" -> n * 60;
      case "h" -> n * 3600;
      default -> n;
    };
    if (s <= 0 || !Double.isFinite(s)) {
      throw new UsageException(where + ": duration " + number + unit + ": expected more than 0");
    }
    return s;
  }
}

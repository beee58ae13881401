package site.ycsb.engine.schedule;

import java.util.Arrays;
import java.util.List;

/**
 * The operations per second a whole client asks for at each moment of a phase: segments one after
 * another, repeated forever when asked, and after the last one (unless repeated) its final rate
 * holding until the phase ends. Knows the integral of the rate both ways ({@link #opsBy}, {@link
 * #timeOf}), which is what makes every operation's intended start a function of the schedule alone.
 * Immutable: every thread of every client shares one.
 */
public final class RateSchedule {
  private final Segment[] segments;
  private final double[] starts;
  private final double[] cumulative;
  private final double length;
  private final double opsPerPass;
  private final boolean forever;
  private final String text;

  RateSchedule(List<Segment> segments, boolean forever, String text) {
    this.segments = segments.toArray(new Segment[0]);
    this.starts = new double[this.segments.length];
    this.cumulative = new double[this.segments.length];
    double t = 0;
    double ops = 0;
    for (int i = 0; i < this.segments.length; i++) {
      starts[i] = t;
      cumulative[i] = ops;
      t += this.segments[i].seconds;
      ops += this.segments[i].ops();
    }
    this.length = t;
    this.opsPerPass = ops;
    this.forever = forever;
    this.text = text;
  }

  /** A rate that never changes: what {@code target} asks for. */
  public static RateSchedule constant(double opsPerSecond) {
    return new RateSchedule(List.of(Segment.hold(opsPerSecond, 1)), false, opsPerSecond + " for ever");
  }

  /**
   * Schedules one after another, each for its number of seconds (cut short, repeated or its last
   * rate held to fill them): a run's stages, each with its own rate.
   */
  public static RateSchedule concat(List<RateSchedule> parts, double[] seconds, String text) {
    List<Segment> all = new java.util.ArrayList<>();
    for (int i = 0; i < parts.size(); i++) {
      all.addAll(parts.get(i).segmentsFor(seconds[i]));
    }
    return new RateSchedule(all, false, text);
  }

  /** Its first {@code duration} seconds as segments. */
  private List<Segment> segmentsFor(double duration) {
    List<Segment> out = new java.util.ArrayList<>();
    double t = 0;
    boolean full = false;
    while (!full) {
      for (Segment s : segments) {
        double left = duration - t;
        if (s.seconds < left) {
          out.add(s);
          t += s.seconds;
        } else {
          out.add(s.truncated(left));
          t = duration;
          full = true;
          break;
        }
      }
      if (!forever) {
        break;
      }
    }
    if (!full) {
      out.add(Segment.hold(segments[segments.length - 1].endRate(), duration - t));
    }
    return out;
  }

  /** Seconds of one pass through the segments. */
  public double lengthSeconds() {
    return length;
  }

  /** Whether the segments repeat until the phase ends. */
  public boolean repeatsForever() {
    return forever;
  }

  /** The rate asked for {@code t} seconds into the phase. */
  public double rateAt(double t) {
    if (t < 0) {
      return segments[0].rateAt(0);
    }
    if (forever) {
      t = t - Math.floor(t / length) * length;
    } else if (t >= length) {
      return segments[segments.length - 1].endRate();
    }
    int i = segmentAt(t);
    return segments[i].rateAt(t - starts[i]);
  }

  /** Operations due by {@code t} seconds into the phase: the integral of the rate from 0. */
  public double opsBy(double t) {
    if (t <= 0) {
      return 0;
    }
    double passes = 0;
    if (forever) {
      passes = Math.floor(t / length);
      t -= passes * length;
    } else if (t >= length) {
      return opsPerPass + segments[segments.length - 1].endRate() * (t - length);
    }
    int i = segmentAt(t);
    return passes * opsPerPass + cumulative[i] + segments[i].opsBy(t - starts[i]);
  }

  /**
   * When the operations due reach {@code ops}, in seconds from the phase's start; infinite when
   * they never do (the schedule ends at a rate of 0).
   */
  public double timeOf(double ops) {
    double passes = 0;
    if (forever) {
      if (opsPerPass <= 0) {
        return Double.POSITIVE_INFINITY;
      }
      passes = Math.floor(ops / opsPerPass);
      ops -= passes * opsPerPass;
    } else if (ops > opsPerPass) {
      double tail = segments[segments.length - 1].endRate();
      return tail <= 0 ? Double.POSITIVE_INFINITY : length + (ops - opsPerPass) / tail;
    }
    // the last segment that starts at or before ops: a segment of rate 0 is passed over, so no slot falls in it
    int i = Arrays.binarySearch(cumulative, ops);
    if (i < 0) {
      i = -i - 2;
    } else {
      while (i + 1 < cumulative.length && cumulative[i + 1] <= ops) {
        i++;
      }
    }
    return passes * length + starts[i] + segments[i].timeOf(ops - cumulative[i]);
  }

  private int segmentAt(double t) {
    int i = Arrays.binarySearch(starts, t);
    return i >= 0 ? i : -i - 2;
  }

  /** The schedule as it was written. */
  @Override
  public String toString() {
    return text;
  }
}

package site.ycsb.generator;

import java.util.Arrays;

/**
 * Where a moving hot set starts at each moment of a run, as a share of the key space in [0, 1):
 * either every period it steps on by a fixed share (wrapping at the end of the key space), or it
 * follows a schedule of (time, start) points, each start holding until the next point. A pure
 * function of the time since the run's start, so threads and clients that share that start agree
 * on it without talking to each other. Immutable.
 */
public final class HotspotMove {
  /** The hot set that stays where it is (at the start of the key space). */
  public static final HotspotMove NONE = new HotspotMove(0, 0, new long[0], new double[0]);

  private final long periodNanos;
  private final double step;
  private final long[] atNanos;
  private final double[] starts;

  private HotspotMove(long periodNanos, double step, long[] atNanos, double[] starts) {
    this.periodNanos = periodNanos;
    this.step = step;
    this.atNanos = atNanos;
    this.starts = starts;
  }

  /** Steps on by {@code step} of the key space every {@code periodNanos}, wrapping. */
  public static HotspotMove every(long periodNanos, double step) {
    if (periodNanos <= 0) {
      throw new IllegalArgumentException("period " + periodNanos + " ns: expected more than 0");
    }
    if (!(step > 0 && step <= 1)) {
      throw new IllegalArgumentException("step " + step + ": expected more than 0 and at most 1");
    }
    return new HotspotMove(periodNanos, step, new long[0], new double[0]);
  }

  /**
   * Starts at {@code starts[i]} from {@code atNanos[i]} on (times increasing); before the first
   * point the hot set is at the start of the key space.
   */
  public static HotspotMove schedule(long[] atNanos, double[] starts) {
    if (atNanos.length == 0 || atNanos.length != starts.length) {
      throw new IllegalArgumentException("expected as many times as starts, at least one");
    }
    for (int i = 0; i < atNanos.length; i++) {
      if (i > 0 && atNanos[i] <= atNanos[i - 1]) {
        throw new IllegalArgumentException("time " + atNanos[i] + " ns is not after " + atNanos[i - 1] + " ns");
      }
      if (!(starts[i] >= 0 && starts[i] < 1)) {
        throw new IllegalArgumentException("start " + starts[i] + ": expected 0 to below 1");
      }
    }
    return new HotspotMove(0, 0, atNanos.clone(), starts.clone());
  }

  /** Whether the hot set ever leaves the start of the key space. */
  public boolean moves() {
    return periodNanos > 0 || atNanos.length > 0;
  }

  /** The hot set's start, a share of the key space in [0, 1), {@code elapsedNanos} after the run's start. */
  public double startAt(long elapsedNanos) {
    if (periodNanos > 0) {
      long periods = Math.max(0, elapsedNanos) / periodNanos;
      double x = periods * step;
      return x - Math.floor(x);
    }
    if (atNanos.length == 0) {
      return 0;
    }
    int i = Arrays.binarySearch(atNanos, Math.max(0, elapsedNanos));
    int last = i >= 0 ? i : -i - 2; // the last point at or before the time
    return last < 0 ? 0 : starts[last];
  }

  /** The period of an every-period move in nanoseconds (0 for a schedule or none). */
  public long periodNanos() {
    return periodNanos;
  }

  /** The share of the key space an every-period move steps on by (0 for a schedule or none). */
  public double step() {
    return step;
  }

  @Override
  public String toString() {
    if (periodNanos > 0) {
      return "every " + periodNanos / 1e9 + " s by " + step;
    }
    StringBuilder sb = new StringBuilder(atNanos.length == 0 ? "none" : "");
    for (int i = 0; i < atNanos.length; i++) {
      sb.append(i == 0 ? "" : ",").append(atNanos[i] / 1e9).append("s:").append(starts[i]);
    }
    return sb.toString();
  }
}

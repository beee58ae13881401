package site.ycsb.engine.schedule;

/**
 * One piece of a schedule: a rate that holds, moves linearly from one rate to another, or swings
 * as a sine around a mean, for a number of seconds. Times are seconds from the segment's start;
 * "ops" is the integral of the rate, the operations due by then.
 */
final class Segment {
  enum Shape { HOLD, RAMP, SINE }

  final Shape shape;
  final double from;
  final double to;
  final double amplitude;
  final double period;
  final double seconds;

  private Segment(Shape shape, double from, double to, double amplitude, double period, double seconds) {
    this.shape = shape;
    this.from = from;
    this.to = to;
    this.amplitude = amplitude;
    this.period = period;
    this.seconds = seconds;
  }

  static Segment hold(double rate, double seconds) {
    return new Segment(Shape.HOLD, rate, rate, 0, 0, seconds);
  }

  static Segment ramp(double from, double to, double seconds) {
    return new Segment(Shape.RAMP, from, to, 0, 0, seconds);
  }

  /** Starts at the mean and rises first: mean + amplitude * sin(2 pi t / period). */
  static Segment sine(double mean, double amplitude, double period, double seconds) {
    return new Segment(Shape.SINE, mean, mean, amplitude, period, seconds);
  }

  double rateAt(double t) {
    switch (shape) {
      case RAMP:
        return from + (to - from) * t / seconds;
      case SINE:
        return from + amplitude * Math.sin(2 * Math.PI * t / period);
      default:
        return from;
    }
  }

  double opsBy(double t) {
    switch (shape) {
      case RAMP:
        return from * t + (to - from) * t * t / (2 * seconds);
      case SINE:
        return from * t + amplitude * period / (2 * Math.PI) * (1 - Math.cos(2 * Math.PI * t / period));
      default:
        return from * t;
    }
  }

  /** The first {@code t} seconds of it. */
  Segment truncated(double t) {
    switch (shape) {
      case RAMP:
        return ramp(from, rateAt(t), t);
      case SINE:
        return sine(from, amplitude, period, t);
      default:
        return hold(from, t);
    }
  }

  double ops() {
    return opsBy(seconds);
  }

  double endRate() {
    return rateAt(seconds);
  }

  /** The earliest time by which {@code ops} operations are due (0 &lt;= ops &lt;= ops()). */
  double timeOf(double ops) {
    if (ops <= 0) {
      return 0;
    }
    switch (shape) {
      case RAMP: {
        // from*t + k*t^2/2 = ops, solved in the form that stays exact when k is near 0
        double k = (to - from) / seconds;
        double root = Math.sqrt(Math.max(0, from * from + 2 * k * ops));
        double t = from + root <= 0 ? seconds : 2 * ops / (from + root);
        return Math.min(t, seconds);
      }
      case SINE:
        return sineTimeOf(ops);
      default:
        return from <= 0 ? seconds : Math.min(ops / from, seconds);
    }
  }

  /** Newton's method kept inside a bracket (the integral rises monotonically: the rate is never negative). */
  private double sineTimeOf(double ops) {
    double lo = 0;
    double hi = seconds;
    double t = Math.min(seconds, from > 0 ? ops / from : seconds / 2);
    for (int i = 0; i < 100; i++) {
      double f = opsBy(t) - ops;
      if (Math.abs(f) < 1e-7) {
        return t;
      }
      if (f > 0) {
        hi = t;
      } else {
        lo = t;
      }
      double rate = rateAt(t);
      double next = rate > 0 ? t - f / rate : Double.NaN;
      t = next > lo && next < hi ? next : (lo + hi) / 2;
      if (hi - lo < 1e-12) {
        return t;
      }
    }
    return t;
  }
}

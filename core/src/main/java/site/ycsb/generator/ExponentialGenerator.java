package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Exponentially distributed offsets: {@code percentile}% of the draws fall below {@code range}.
 * CoreWorkload subtracts the draw from the newest key, so recent keys are the most popular.
 */
public class ExponentialGenerator extends NumberGenerator {
  public static final String EXPONENTIAL_PERCENTILE_PROPERTY = "exponential.percentile";
  public static final String EXPONENTIAL_PERCENTILE_DEFAULT = "95";
  public static final String EXPONENTIAL_FRAC_PROPERTY = "exponential.frac";
  public static final String EXPONENTIAL_FRAC_DEFAULT = "0.8571428571";

  private final double gamma;

  /** With the given mean. */
  public ExponentialGenerator(double mean) {
    if (!(mean > 0)) {
      throw new IllegalArgumentException("exponential needs a mean > 0");
    }
    this.gamma = 1.0 / mean;
  }

  public ExponentialGenerator(double percentile, double range) {
    if (percentile <= 0 || percentile >= 100 || range <= 0) {
      throw new IllegalArgumentException("exponential needs 0 < percentile < 100 and range > 0");
    }
    this.gamma = -Math.log(1.0 - percentile / 100.0) / range;
  }

  @Override
  public long nextLong() {
    return (long) draw();
  }

  /** Upstream's form: the draw itself, not rounded down. */
  @Override
  public Double nextValue() {
    Double v = draw();
    setLastValue(v);
    return v;
  }

  private double draw() {
    return -Math.log(1.0 - ThreadLocalRandom.current().nextDouble()) / gamma;
  }

  @Override
  public double mean() {
    return 1.0 / gamma;
  }
}

package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Exponentially distributed offsets: {@code percentile}% of the draws fall below {@code range}.
 * CoreWorkload subtracts the draw from the newest key, so recent keys are the most popular.
 */
public final class ExponentialGenerator extends NumberGenerator {
  private final double gamma;

  public ExponentialGenerator(double percentile, double range) {
    if (percentile <= 0 || percentile >= 100 || range <= 0) {
      throw new IllegalArgumentException("exponential needs 0 < percentile < 100 and range > 0");
    }
    this.gamma = -Math.log(1.0 - percentile / 100.0) / range;
  }

  @Override
  public long nextValue() {
    return (long) (-Math.log(1.0 - ThreadLocalRandom.current().nextDouble()) / gamma);
  }

  @Override
  public double mean() {
    return 1.0 / gamma;
  }
}

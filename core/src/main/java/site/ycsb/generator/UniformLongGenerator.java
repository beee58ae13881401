package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/** Uniform over [lower, upper], both inclusive. */
public class UniformLongGenerator extends NumberGenerator {
  private final long lower;
  private final long upper;

  public UniformLongGenerator(long lower, long upper) {
    if (upper < lower) {
      throw new IllegalArgumentException("empty range [" + lower + ", " + upper + "]");
    }
    this.lower = lower;
    this.upper = upper;
  }

  @Override
  public long nextLong() {
    return upper == Long.MAX_VALUE && lower == Long.MIN_VALUE
        ? ThreadLocalRandom.current().nextLong()
        : ThreadLocalRandom.current().nextLong(lower, upper + 1);
  }

  @Override
  public Long nextValue() {
    return remember(nextLong());
  }

  @Override
  public double mean() {
    return (lower + (double) upper) / 2.0;
  }
}

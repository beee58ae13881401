package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/**
 * A hot set and a cold set over [lower, upper]: the first {@code hotDataFraction} of the range
 * receives {@code hotOpnFraction} of the draws, uniformly; the rest of the range gets the others.
 */
public final class HotspotGenerator extends NumberGenerator {
  private final long lower;
  private final long hotSize;
  private final long coldSize;
  private final double hotOpnFraction;

  public HotspotGenerator(long lower, long upper, double hotDataFraction, double hotOpnFraction) {
    if (upper < lower) {
      throw new IllegalArgumentException("empty range [" + lower + ", " + upper + "]");
    }
    this.lower = lower;
    long size = upper - lower + 1;
    this.hotSize = Math.max(1, Math.min(size, (long) (size * hotDataFraction)));
    this.coldSize = size - hotSize;
    this.hotOpnFraction = coldSize == 0 ? 1.0 : hotOpnFraction;
  }

  @Override
  public long nextValue() {
    ThreadLocalRandom rnd = ThreadLocalRandom.current();
    if (rnd.nextDouble() < hotOpnFraction) {
      return lower + rnd.nextLong(hotSize);
    }
    return lower + hotSize + rnd.nextLong(coldSize);
  }

  @Override
  public double mean() {
    return hotOpnFraction * (lower + (hotSize - 1) / 2.0)
        + (1 - hotOpnFraction) * (lower + hotSize + (coldSize - 1) / 2.0);
  }

  long hotSetSize() {
    return hotSize;
  }
}

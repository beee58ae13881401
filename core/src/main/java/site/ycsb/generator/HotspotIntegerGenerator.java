package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/**
 * A hot set and a cold set over [lower, upper]: the first {@code hotDataFraction} of the range
 * receives {@code hotOpnFraction} of the draws, uniformly; the rest of the range gets the others.
 */
public class HotspotIntegerGenerator extends NumberGenerator {
  private final long lower;
  private final long upper;
  private final double hotDataFraction;
  private final long hotSize;
  private final long coldSize;
  private final double hotOpnFraction;
  private final double requestedHotOpnFraction;

  public HotspotIntegerGenerator(long lower, long upper, double hotDataFraction, double hotOpnFraction) {
    if (upper < lower) {
      throw new IllegalArgumentException("empty range [" + lower + ", " + upper + "]");
    }
    // upstream set a fraction outside 0..1 to 0 with a line on stderr: a silent change of the distribution
    if (!(hotDataFraction >= 0 && hotDataFraction <= 1)) {
      throw new IllegalArgumentException("hot data fraction " + hotDataFraction + ": expected 0 to 1");
    }
    if (!(hotOpnFraction >= 0 && hotOpnFraction <= 1)) {
      throw new IllegalArgumentException("hot operation fraction " + hotOpnFraction + ": expected 0 to 1");
    }
    this.lower = lower;
    this.upper = upper;
    this.hotDataFraction = hotDataFraction;
    this.requestedHotOpnFraction = hotOpnFraction;
    long size = upper - lower + 1;
    this.hotSize = Math.max(1, Math.min(size, (long) (size * hotDataFraction)));
    this.coldSize = size - hotSize;
    this.hotOpnFraction = coldSize == 0 ? 1.0 : hotOpnFraction;
  }

  @Override
  public long nextLong() {
    ThreadLocalRandom rnd = ThreadLocalRandom.current();
    if (rnd.nextDouble() < hotOpnFraction) {
      return lower + rnd.nextLong(hotSize);
    }
    return lower + hotSize + rnd.nextLong(coldSize);
  }

  @Override
  public Long nextValue() {
    return remember(nextLong());
  }

  @Override
  public double mean() {
    return hotOpnFraction * (lower + (hotSize - 1) / 2.0)
        + (1 - hotOpnFraction) * (lower + hotSize + (coldSize - 1) / 2.0);
  }

  public long getLowerBound() {
    return lower;
  }

  public long getUpperBound() {
    return upper;
  }

  public double getHotsetFraction() {
    return hotDataFraction;
  }

  public double getHotOpnFraction() {
    return requestedHotOpnFraction;
  }

  long hotSetSize() {
    return hotSize;
  }
}

package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;
import java.util.random.RandomGenerator;

/**
 * Long-tailed sizes (fieldlengthdistribution=lognormal or pareto), rounded to whole bytes and
 * held between a least and a most value: most draws are near the typical size, a few far above it.
 * <ul>
 * <li>log-normal: ln(size) is normal with mean ln({@code median}) and standard deviation
 * {@code sigma}; the median is {@code median}, the mean {@code median * exp(sigma^2 / 2)};</li>
 * <li>Pareto: P(size &gt; x) = ({@code scale} / x)^{@code shape} for x &ge; {@code scale}; the
 * mean is {@code shape * scale / (shape - 1)} for shape &gt; 1 (infinite otherwise, hence the cap).</li>
 * </ul>
 */
public final class LongTailGenerator extends NumberGenerator {
  private final boolean pareto;
  private final double location;
  private final double spread;
  private final long least;
  private final long most;

  private LongTailGenerator(boolean pareto, double location, double spread, long least, long most) {
    if (!(spread > 0) || !(location > 0) || least > most) {
      throw new IllegalArgumentException("a long tail needs a size > 0, a spread > 0 and least <= most");
    }
    this.pareto = pareto;
    this.location = location;
    this.spread = spread;
    this.least = least;
    this.most = most;
  }

  /** Log-normal sizes of median {@code median} and log standard deviation {@code sigma}, held in [least, most]. */
  public static LongTailGenerator logNormal(double median, double sigma, long least, long most) {
    return new LongTailGenerator(false, median, sigma, least, most);
  }

  /** Pareto sizes from {@code scale} up, tail index {@code shape}, held in [least, most]. */
  public static LongTailGenerator pareto(double scale, double shape, long least, long most) {
    return new LongTailGenerator(true, scale, shape, least, most);
  }

  @Override
  public long nextLong() {
    return draw(ThreadLocalRandom.current());
  }

  /** One draw from {@code random} (a seeded one in tests). */
  long draw(RandomGenerator random) {
    double x = pareto
        ? location / Math.pow(1.0 - random.nextDouble(), 1.0 / spread) // 1 - u is in (0, 1]
        : location * Math.exp(spread * random.nextGaussian());
    long size = Math.round(Math.min(x, (double) most));
    return Math.max(least, Math.min(most, size));
  }

  /** The distribution's mean before the bounds (infinite for a Pareto shape of 1 or less). */
  @Override
  public double mean() {
    if (pareto) {
      return spread > 1 ? spread * location / (spread - 1) : Double.POSITIVE_INFINITY;
    }
    return location * Math.exp(spread * spread / 2);
  }
}

package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;

/**
 * Zipfian over [lower, upper]: item {@code lower} is the most popular, then {@code lower+1}, ...
 * Uses the rejection-free method of Gray et al., "Quickly Generating Billion-Record Synthetic
 * Databases" (SIGMOD 1994), with zeta computed in constant time, so any item count, fixed or
 * growing, costs the same and takes no lock.
 */
public class ZipfianGenerator extends NumberGenerator {
  public static final double ZIPFIAN_CONSTANT = 0.99;

  private final long lower;
  private final long items;
  private final Params params;

  /** Over [0, items). */
  public ZipfianGenerator(long items) {
    this(0, items - 1);
  }

  /** Over [0, items) with the given Zipfian constant. */
  public ZipfianGenerator(long items, double zipfianConstant) {
    this(0, items - 1, zipfianConstant);
  }

  /**
   * Upstream's form with a precomputed zeta(n): ours computes zeta in constant time for any n, so
   * the given value is not needed and is ignored.
   */
  public ZipfianGenerator(long lower, long upper, double zipfianConstant, double zetan) {
    this(lower, upper, zipfianConstant);
  }

  public ZipfianGenerator(long lower, long upper) {
    this(lower, upper, ZIPFIAN_CONSTANT);
  }

  public ZipfianGenerator(long lower, long upper, double theta) {
    if (upper < lower) {
      throw new IllegalArgumentException("empty range [" + lower + ", " + upper + "]");
    }
    this.lower = lower;
    this.items = upper - lower + 1;
    this.params = new Params(items, new Zeta(theta));
  }

  @Override
  public long nextLong() {
    return lower + params.draw(ThreadLocalRandom.current().nextDouble());
  }

  @Override
  public Long nextValue() {
    return remember(nextLong());
  }

  @Override
  public double mean() {
    double sum = 0;
    double norm = 0;
    long n = Math.min(items, 1_000_000);
    for (long i = 1; i <= n; i++) {
      double p = Math.pow(i, -params.theta);
      sum += p * (i - 1);
      norm += p;
    }
    return lower + sum / norm;
  }

  /** The constants of one (item count, theta) pair; immutable, so threads may cache and share it. */
  static final class Params {
    final long items;
    final double theta;
    private final double alpha;
    private final double zetan;
    private final double eta;
    private final double halfPowTheta;

    Params(long items, Zeta zeta) {
      if (items < 1) {
        throw new IllegalArgumentException("zipfian needs at least one item");
      }
      double theta = zeta.theta();
      this.items = items;
      this.theta = theta;
      this.alpha = 1.0 / (1.0 - theta);
      this.zetan = zeta.of(items);
      double zeta2 = Zeta.exact(2, theta);
      this.eta = (1 - Math.pow(2.0 / items, 1 - theta)) / (1 - zeta2 / zetan);
      this.halfPowTheta = 1 + Math.pow(0.5, theta);
    }

    /** Maps a uniform draw u in [0,1) to a rank in [0, items). */
    long draw(double u) {
      double uz = u * zetan;
      if (uz < 1.0) {
        return 0;
      }
      if (uz < halfPowTheta) {
        return Math.min(1, items - 1);
      }
      long rank = (long) (items * Math.pow(eta * u - eta + 1, alpha));
      return Math.min(rank, items - 1);
    }
  }
}

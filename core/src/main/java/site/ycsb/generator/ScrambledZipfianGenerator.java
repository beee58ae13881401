package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.Utils;

/**
 * Zipfian popularity spread over the range: ranks are drawn from a large fixed Zipfian space and
 * hashed into [lower, upper], so popular items are not clustered at the start of the key space.
 */
public final class ScrambledZipfianGenerator extends NumberGenerator {
  /** Size of the rank space hashed into the range (as upstream: 10 billion). */
  static final long RANK_SPACE = 10_000_000_000L;

  private final long lower;
  private final long items;
  private final ZipfianGenerator.Params ranks;

  public ScrambledZipfianGenerator(long lower, long upper) {
    if (upper < lower) {
      throw new IllegalArgumentException("empty range [" + lower + ", " + upper + "]");
    }
    this.lower = lower;
    this.items = upper - lower + 1;
    this.ranks = new ZipfianGenerator.Params(RANK_SPACE, new Zeta(ZipfianGenerator.ZIPFIAN_CONSTANT));
  }

  @Override
  public long nextValue() {
    long rank = ranks.draw(ThreadLocalRandom.current().nextDouble());
    return lower + Utils.fnvhash64(rank) % items;
  }

  @Override
  public double mean() {
    return lower + (items - 1) / 2.0;
  }
}

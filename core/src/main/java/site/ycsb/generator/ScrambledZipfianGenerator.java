package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.Utils;

/**
 * Zipfian popularity spread over the range: ranks are drawn from a large fixed Zipfian space and
 * hashed into [lower, upper], so popular items are not clustered at the start of the key space.
 */
public class ScrambledZipfianGenerator extends NumberGenerator {
  /** Size of the rank space hashed into the range (as upstream: 10 billion). */
  public static final long ITEM_COUNT = 10_000_000_000L;
  /** The Zipfian constant used unless one is given. */
  public static final double USED_ZIPFIAN_CONSTANT = 0.99;
  /** zeta(ITEM_COUNT, USED_ZIPFIAN_CONSTANT), as upstream publishes it. */
  public static final double ZETAN = 26.46902820178302;

  private final long lower;
  private final long items;
  private final ZipfianGenerator.Params ranks;

  /** Over [0, items). */
  public ScrambledZipfianGenerator(long items) {
    this(0, items - 1);
  }

  public ScrambledZipfianGenerator(long lower, long upper) {
    this(lower, upper, USED_ZIPFIAN_CONSTANT);
  }

  public ScrambledZipfianGenerator(long lower, long upper, double zipfianConstant) {
    if (upper < lower) {
      throw new IllegalArgumentException("empty range [" + lower + ", " + upper + "]");
    }
    this.lower = lower;
    this.items = upper - lower + 1;
    this.ranks = new ZipfianGenerator.Params(ITEM_COUNT, new Zeta(zipfianConstant));
  }

  @Override
  public long nextLong() {
    long rank = ranks.draw(ThreadLocalRandom.current().nextDouble());
    return lower + Utils.fnvhash64(rank) % items;
  }

  @Override
  public Long nextValue() {
    return remember(nextLong());
  }

  @Override
  public double mean() {
    return lower + (items - 1) / 2.0;
  }
}

package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;

/**
 * Zipfian over a growing count, most popular at the newest item: draws {@code n - 1 - zipf(n)}
 * where n is read from {@code itemCount} at each draw. The Zipfian constants are recomputed only
 * when n has grown by more than 0.1%, so the hot path stays O(1) and lock-free; between
 * recomputations the newest items are still covered (ranks are taken from the newest end).
 */
public class SkewedLatestGenerator extends NumberGenerator {
  private final LongSupplier itemCount;
  private final Zeta zeta = new Zeta(ZipfianGenerator.ZIPFIAN_CONSTANT);
  private volatile ZipfianGenerator.Params params;

  /** Upstream's form: the items are 0 .. {@code basis.lastValue()}. */
  public SkewedLatestGenerator(CounterGenerator basis) {
    this(() -> basis.lastValue() + 1);
  }

  public SkewedLatestGenerator(LongSupplier itemCount) {
    this.itemCount = itemCount;
  }

  /** A number in [0, n) with n = the current item count; 0 when there are no items yet. */
  @Override
  public long nextLong() {
    long n = itemCount.getAsLong();
    if (n <= 0) {
      return 0;
    }
    ZipfianGenerator.Params p = params;
    if (p == null || p.items > n || n - p.items > p.items / 1000) {
      p = new ZipfianGenerator.Params(n, zeta);
      params = p;
    }
    long rank = p.draw(ThreadLocalRandom.current().nextDouble());
    return Math.max(0, n - 1 - rank);
  }

  @Override
  public Long nextValue() {
    return remember(nextLong());
  }

  @Override
  public double mean() {
    throw new UnsupportedOperationException("the mean moves with the item count");
  }
}

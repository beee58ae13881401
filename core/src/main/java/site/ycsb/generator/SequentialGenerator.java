package site.ycsb.generator;

import java.util.concurrent.atomic.AtomicLong;

/** lower, lower+1, ..., upper, then lower again: a shared cursor over an inclusive range. */
public class SequentialGenerator extends NumberGenerator {
  private final long lower;
  private final long size;
  private final AtomicLong cursor = new AtomicLong();

  public SequentialGenerator(long lower, long upper) {
    if (upper < lower) {
      throw new IllegalArgumentException("empty range [" + lower + ", " + upper + "]");
    }
    this.lower = lower;
    this.size = upper - lower + 1;
  }

  @Override
  public long nextLong() {
    return lower + Math.floorMod(cursor.getAndIncrement(), size);
  }

  @Override
  public double mean() {
    return lower + (size - 1) / 2.0;
  }
}

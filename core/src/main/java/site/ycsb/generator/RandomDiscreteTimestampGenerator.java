package site.ycsb.generator;

import java.util.concurrent.TimeUnit;

/**
 * Upstream's timestamps in random order: each {@link #nextValue()} returns {@link #startTimestamp}
 * plus {@code k} intervals for a {@code k} drawn without repetition from {@code 0 .. intervals - 1};
 * once every one has been returned, the next call throws {@link IllegalStateException}. As
 * upstream's, the values begin one interval before the time given: from an explicit start
 * {@code s}, {@code s - interval .. s + (intervals - 2) x interval}; from now, one interval before
 * now onwards. Not thread-safe: each client thread owns one.
 *
 * <p>Upstream shuffled an array of every offset; this walks a random permutation instead
 * ({@link RandomPermutation}), so it holds no array at all. {@link #MAX_INTERVALS} is upstream's
 * limit and is kept as the contract.
 */
public class RandomDiscreteTimestampGenerator extends UnixEpochTimestampGenerator {
  /** The most intervals one generator covers (upstream's limit). */
  public static final int MAX_INTERVALS = 16777216;

  private final RandomPermutation order;
  private int drawn;

  /** Random timestamps among {@code intervals} intervals from one interval before now. */
  public RandomDiscreteTimestampGenerator(long interval, TimeUnit timeUnits, int intervals) {
    super(interval, timeUnits);
    order = permutation(intervals);
  }

  /** Random timestamps among {@code intervals} intervals from one interval before {@code startTimestamp}. */
  public RandomDiscreteTimestampGenerator(long interval, TimeUnit timeUnits, long startTimestamp, int intervals) {
    super(interval, timeUnits, startTimestamp);
    order = permutation(intervals);
  }

  private static RandomPermutation permutation(int intervals) {
    if (intervals > MAX_INTERVALS) {
      throw new IllegalArgumentException("Too many intervals: " + intervals + "; the limit is " + MAX_INTERVALS);
    }
    if (intervals < 0) { // upstream failed with NegativeArraySizeException
      throw new IllegalArgumentException("intervals must be at least 0, got " + intervals);
    }
    return new RandomPermutation(intervals);
  }

  @Override
  public long nextTimestamp() {
    if (drawn >= order.size()) {
      throw new IllegalStateException("Reached the end of the random timestamp intervals: " + drawn);
    }
    lastTimestamp = currentTimestamp;
    currentTimestamp = startTimestamp + order.at(drawn++) * getOffset(1);
    return currentTimestamp;
  }

  /** How many timestamps are left to draw (0: the next draw throws). */
  public int remaining() {
    return order.size() - drawn;
  }
}

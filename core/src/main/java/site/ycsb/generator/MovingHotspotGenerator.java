package site.ycsb.generator;

import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;

/**
 * A hot set that moves: as {@link HotspotIntegerGenerator}, {@code hotDataFraction} of the range
 * receives {@code hotOpnFraction} of the draws, but the hot set starts where {@link HotspotMove}
 * puts it at the moment of the draw (wrapping past the end of the range), timed from
 * {@link #start(long)}: the run's start, so every thread and every client started together agrees.
 * Before the start the hot set is where the move puts it at time 0. A draw reads the clock once and
 * allocates nothing.
 */
public final class MovingHotspotGenerator extends NumberGenerator {
  private static final long NOT_STARTED = Long.MIN_VALUE;
  private final long lower;
  private final long upper;
  private final double hotDataFraction;
  private final double hotOpnFraction;
  private final HotspotMove move;
  private final LongSupplier clock;
  private volatile long startNanos = NOT_STARTED;

  /**
   * Draws from [lower, upper] by {@link #nextLong()}, or from [0, size) by {@link #next(long)};
   * {@code clock} is in {@link System#nanoTime()} terms (a test gives its own).
   */
  public MovingHotspotGenerator(long lower, long upper, double hotDataFraction, double hotOpnFraction,
      HotspotMove move, LongSupplier clock) {
    if (upper < lower) {
      throw new IllegalArgumentException("empty range [" + lower + ", " + upper + "]");
    }
    if (!(hotDataFraction >= 0 && hotDataFraction <= 1)) {
      throw new IllegalArgumentException("hot data fraction " + hotDataFraction + ": expected 0 to 1");
    }
    if (!(hotOpnFraction >= 0 && hotOpnFraction <= 1)) {
      throw new IllegalArgumentException("hot operation fraction " + hotOpnFraction + ": expected 0 to 1");
    }
    this.lower = lower;
    this.upper = upper;
    this.hotDataFraction = hotDataFraction;
    this.hotOpnFraction = hotOpnFraction;
    this.move = move;
    this.clock = clock;
  }

  /** The move's clock starts: the run's start, in the clock's terms. */
  public void start(long nanos) {
    startNanos = nanos;
  }

  @Override
  public long nextLong() {
    return lower + next(upper - lower + 1);
  }

  /** A draw from [0, size): the hot set is hotDataFraction of size (at least one), starting at {@link #hotStart}. */
  public long next(long size) {
    if (size <= 1) {
      return 0;
    }
    long hot = hotSize(size);
    long cold = size - hot;
    long first = hotStart(size);
    ThreadLocalRandom rnd = ThreadLocalRandom.current();
    long i = cold == 0 || rnd.nextDouble() < hotOpnFraction ? first + rnd.nextLong(hot)
        : first + hot + rnd.nextLong(cold);
    return i >= size ? i - size : i;
  }

  /** The first of the hot set's {@link #hotSize} numbers in [0, size) now; the set wraps past size - 1 to 0. */
  public long hotStart(long size) {
    long s = startNanos;
    double share = move.startAt(s == NOT_STARTED ? 0 : clock.getAsLong() - s);
    long first = Math.round(share * size); // the nearest key: a share such as 0.3 is not exact in binary
    return first >= size ? first - size : first;
  }

  /** How many numbers of [0, size) are hot. */
  public long hotSize(long size) {
    return Math.max(1, Math.min(size, (long) (size * hotDataFraction)));
  }

  @Override
  public Long nextValue() {
    return remember(nextLong());
  }

  /** The mean of a draw now, with the hot set where it is now. */
  @Override
  public double mean() {
    long size = upper - lower + 1;
    long hot = hotSize(size);
    long first = hotStart(size);
    double o = hot == size ? 1 : hotOpnFraction;
    double cold = size == hot ? 0 : meanOfWrapped(first + hot, size - hot, size);
    return lower + o * meanOfWrapped(first, hot, size) + (1 - o) * cold;
  }

  /** The mean of {@code length} consecutive numbers from {@code first}, wrapping past size - 1 to 0. */
  private static double meanOfWrapped(long first, long length, long size) {
    long start = first % size;
    long tail = Math.min(length, size - start); // start .. start + tail - 1, then 0 .. length - tail - 1
    long head = length - tail;
    double sum = tail * (start + (tail - 1) / 2.0) + head * ((head - 1) / 2.0);
    return sum / length;
  }

  public HotspotMove move() {
    return move;
  }
}

package site.ycsb.generator;

/**
 * Draws numbers from a distribution. Implementations are safe to share between threads and take
 * no locks: randomness comes from {@link java.util.concurrent.ThreadLocalRandom}, shared counters
 * are atomics.
 *
 * <p>Two ways in: {@link #nextLong()} is the engine's, primitive and without side effects;
 * {@link #nextValue()} is upstream's, boxed, and remembers the value for {@link #lastValue()}.
 * A subclass overrides at least one of them (ours override {@code nextLong}, generators written
 * against upstream override {@code nextValue}); each defaults to the other.
 */
public abstract class NumberGenerator extends Generator<Number> {
  private volatile Number last;

  /** The next number, not remembered as {@link #lastValue()}. */
  public long nextLong() {
    return nextValue().longValue();
  }

  /** The next number, remembered as {@link #lastValue()}. */
  @Override
  public Number nextValue() {
    return remember(nextLong());
  }

  /** Sets {@code v} as the last value and returns it boxed: a one-liner for subclasses' nextValue. */
  protected final Long remember(long v) {
    Long boxed = v;
    last = boxed;
    return boxed;
  }

  protected void setLastValue(Number value) {
    last = value;
  }

  @Override
  public Number lastValue() {
    return last;
  }

  /** The distribution's mean; used by tests and for sizing. */
  public abstract double mean();
}

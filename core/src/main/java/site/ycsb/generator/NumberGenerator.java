package site.ycsb.generator;

/**
 * Draws numbers from a distribution. Implementations are safe to share between threads and take
 * no locks: randomness comes from {@link java.util.concurrent.ThreadLocalRandom}, shared counters
 * are atomics.
 */
public abstract class NumberGenerator {

  /** The next number. */
  public abstract long nextValue();

  /** The distribution's mean; used by tests and for sizing. */
  public abstract double mean();
}

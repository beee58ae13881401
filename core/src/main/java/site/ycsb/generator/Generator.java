package site.ycsb.generator;

/**
 * Upstream's base type of every generator: a value, the value last returned, and both as strings.
 * Kept so that custom workloads written against upstream compile and run unchanged; our own
 * number generators are driven through {@link NumberGenerator#nextLong()}, which does not box.
 */
public abstract class Generator<V> {

  /** The next value of the sequence or distribution. */
  public abstract V nextValue();

  /** The value the last {@link #nextValue()} returned (or null before the first). */
  public abstract V lastValue();

  public final String nextString() {
    V v = nextValue();
    return v == null ? null : v.toString();
  }

  public final String lastString() {
    V v = lastValue();
    return v == null ? null : v.toString();
  }
}

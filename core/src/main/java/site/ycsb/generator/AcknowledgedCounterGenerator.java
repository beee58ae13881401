package site.ycsb.generator;

/**
 * Upstream's counter of inserts whose {@link #lastValue()} is the highest number below which every
 * number has been acknowledged, so readers never choose a key whose insert is still in flight.
 * A thin adapter over {@link AcknowledgedCounter} (lock-free, bounded window), offset by start.
 */
public class AcknowledgedCounterGenerator extends CounterGenerator {
  /** Upstream's window of pending acknowledgements, 2^20: inserts in flight beyond it wait (upstream threw). */
  static final int WINDOW_SIZE = AcknowledgedCounter.DEFAULT_WINDOW;

  private final long start;
  private final AcknowledgedCounter counter;

  public AcknowledgedCounterGenerator(long start) {
    this(start, new AcknowledgedCounter());
  }

  /** A view of a counter someone else owns (a workload's own insert counter), numbered from start. */
  protected AcknowledgedCounterGenerator(long start, AcknowledgedCounter counter) {
    super(start);
    this.start = start;
    this.counter = counter;
  }

  @Override
  public long nextLong() {
    return start + counter.next();
  }

  @Override
  public Long nextValue() {
    return nextLong();
  }

  /** Marks {@code value} (a number this generator handed out) as done. */
  public void acknowledge(long value) {
    counter.acknowledge(value - start);
  }

  /** The highest number with every number from start up to it acknowledged (start - 1 if none). */
  @Override
  public Long lastValue() {
    return start + counter.acknowledgedCount() - 1;
  }
}

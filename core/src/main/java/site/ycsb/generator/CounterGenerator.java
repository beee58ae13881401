package site.ycsb.generator;

import java.util.concurrent.atomic.AtomicLong;

/** Hands out start, start+1, start+2, ... to any number of threads. */
public class CounterGenerator extends NumberGenerator {
  private final AtomicLong next;

  public CounterGenerator(long start) {
    next = new AtomicLong(start);
  }

  @Override
  public long nextLong() {
    return next.getAndIncrement();
  }

  @Override
  public Long nextValue() {
    return nextLong();
  }

  /** The last number handed out by any thread (start - 1 before the first). */
  @Override
  public Long lastValue() {
    return next.get() - 1;
  }

  @Override
  public double mean() {
    throw new UnsupportedOperationException("a counter has no mean");
  }
}

package site.ycsb.generator;

import java.util.concurrent.atomic.AtomicLong;

/** Hands out start, start+1, start+2, ... to any number of threads. */
public final class CounterGenerator extends NumberGenerator {
  private final AtomicLong next;

  public CounterGenerator(long start) {
    next = new AtomicLong(start);
  }

  @Override
  public long nextValue() {
    return next.getAndIncrement();
  }

  @Override
  public double mean() {
    throw new UnsupportedOperationException("a counter has no mean");
  }
}

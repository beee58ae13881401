package site.ycsb.generator;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.LockSupport;

/**
 * Hands out insert numbers 0, 1, 2, ... and tracks which inserts have been acknowledged.
 * {@link #acknowledgedCount()} is the length of the longest prefix 0..n-1 that is fully
 * acknowledged: only those keys may be chosen for reads, so a read never races its own insert.
 *
 * <p>Memory is bounded: a fixed window of slots; a thread that would run more than the window
 * ahead of the oldest unacknowledged insert waits for it (this only happens when one insert is
 * stuck while millions of others complete). Lock-free otherwise.
 */
public final class AcknowledgedCounter {
  static final int DEFAULT_WINDOW = 1 << 20;

  private final AtomicLong issued = new AtomicLong();
  private final AtomicLong acknowledged = new AtomicLong();
  private final AtomicLongArray slots;
  private final int mask;

  public AcknowledgedCounter() {
    this(DEFAULT_WINDOW);
  }

  AcknowledgedCounter(int windowPowerOfTwo) {
    if (Integer.bitCount(windowPowerOfTwo) != 1) {
      throw new IllegalArgumentException("window must be a power of two");
    }
    slots = new AtomicLongArray(windowPowerOfTwo);
    mask = windowPowerOfTwo - 1;
  }

  /** The next insert number; waits if the window of unacknowledged inserts is full. */
  public long next() {
    long n = issued.getAndIncrement();
    while (n - acknowledged.get() >= slots.length()) {
      LockSupport.parkNanos(100_000);
    }
    return n;
  }

  /** Marks insert {@code n} as done (successful or not: the key is then eligible for reads). */
  public void acknowledge(long n) {
    slots.set((int) (n & mask), n + 1);
    // Advance the contiguous prefix as far as it goes; whoever sees the next slot filled moves it.
    long a = acknowledged.get();
    while (slots.get((int) (a & mask)) == a + 1) {
      if (acknowledged.compareAndSet(a, a + 1)) {
        a++;
      } else {
        a = acknowledged.get();
      }
    }
  }

  /** How many inserts, counted from 0, are all acknowledged. */
  public long acknowledgedCount() {
    return acknowledged.get();
  }

  /** How many insert numbers were handed out. */
  public long issuedCount() {
    return issued.get();
  }
}

package site.ycsb.engine;

import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Paces one thread at a fixed rate on a schedule fixed at the start: operation i is due at
 * {@code start + i * interval}. A thread that falls behind does not sleep until it has caught up,
 * and the due time is reported as the operation's intended start, so latency measured from it
 * includes the time the operation waited behind a slow one (coordinated omission corrected).
 */
final class Pacer {
  private final long startNanos;
  private final double intervalNanos;
  private long issued;

  Pacer(long startNanos, double opsPerSecond) {
    this.startNanos = startNanos;
    this.intervalNanos = 1e9 / opsPerSecond;
  }

  /** Waits until the next operation is due; returns its intended start time. */
  long awaitNext(BooleanSupplier stopRequested) {
    long due = startNanos + (long) (issued++ * intervalNanos);
    long wait;
    while ((wait = due - System.nanoTime()) > 0 && !stopRequested.getAsBoolean()) {
      LockSupport.parkNanos(Math.min(wait, 100_000_000L));
    }
    return due;
  }
}

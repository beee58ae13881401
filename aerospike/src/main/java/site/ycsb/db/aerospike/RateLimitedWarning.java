package site.ycsb.db.aerospike;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Prints at most one warning per interval and counts the ones it swallowed, so a failing cluster
 * is visible without flooding the output (or slowing the run) with one line per operation.
 */
public final class RateLimitedWarning {
  private final long intervalNanos;
  private final LongSupplier nanoClock;
  private final Consumer<String> sink;
  private final AtomicLong nextAllowed;
  private final AtomicLong suppressed = new AtomicLong();

  public RateLimitedWarning(Duration interval, LongSupplier nanoClock, Consumer<String> sink) {
    this.intervalNanos = interval.toNanos();
    this.nanoClock = nanoClock;
    this.sink = sink;
    this.nextAllowed = new AtomicLong(nanoClock.getAsLong());
  }

  /** Warnings to standard error, at most one per {@code interval}. */
  public static RateLimitedWarning toStandardError(Duration interval) {
    return new RateLimitedWarning(interval, System::nanoTime, System.err::println);
  }

  /** Emits the message unless one was emitted within the interval; builds it only when emitted. */
  public void warn(Supplier<String> message) {
    long now = nanoClock.getAsLong();
    long next = nextAllowed.get();
    if (now - next >= 0 && nextAllowed.compareAndSet(next, now + intervalNanos)) {
      long skipped = suppressed.getAndSet(0);
      sink.accept(message.get() + (skipped > 0 ? " (" + skipped + " similar warnings suppressed)" : ""));
    } else {
      suppressed.incrementAndGet();
    }
  }
}

package site.ycsb.engine;

import java.io.PrintStream;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Prints at most one warning per period for the whole run, however many threads hit errors, and
 * says how many were left out. Lock-free: the thread that wins the compare-and-set prints.
 */
final class WarningLimiter {
  private final PrintStream out;
  private final long periodNanos;
  private final AtomicLong nextAllowed = new AtomicLong(Long.MIN_VALUE);
  private final AtomicLong suppressed = new AtomicLong();

  WarningLimiter(PrintStream out, long period, TimeUnit unit) {
    this.out = out;
    this.periodNanos = unit.toNanos(period);
  }

  void warn(String message) {
    long now = System.nanoTime();
    long allowed = nextAllowed.get();
    if ((allowed != Long.MIN_VALUE && now - allowed < 0) || !nextAllowed.compareAndSet(allowed, now + periodNanos)) {
      suppressed.incrementAndGet();
      return;
    }
    long skipped = suppressed.getAndSet(0);
    out.println("[WARN] " + message + (skipped > 0 ? " (" + skipped + " similar warnings suppressed)" : ""));
  }
}

package site.ycsb.binding;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * At most one warning per kind (a status name, say) per period, however many threads hit it,
 * saying how many were left out since the last one; the message is built only when it is printed.
 * Lock-free: the thread that wins the compare-and-set prints. For failures that may come once per
 * operation: a failing cluster stays visible without flooding the output or slowing the run.
 */
public final class RateLimitedWarning {
  private static final class Window {
    final AtomicLong nextAllowed;
    final AtomicLong suppressed = new AtomicLong();

    Window(long now) {
      nextAllowed = new AtomicLong(now);
    }
  }

  private final long periodNanos;
  private final LongSupplier nanoClock;
  private final Consumer<String> sink;
  private final ConcurrentHashMap<String, Window> windows = new ConcurrentHashMap<>();

  public RateLimitedWarning(long period, TimeUnit unit, Consumer<String> sink) {
    this(unit.toNanos(period), System::nanoTime, sink);
  }

  /** With an injected clock, for tests. */
  public RateLimitedWarning(long periodNanos, LongSupplier nanoClock, Consumer<String> sink) {
    this.periodNanos = periodNanos;
    this.nanoClock = nanoClock;
    this.sink = sink;
  }

  /** One warning per 10 seconds per kind, to standard error, as {@code [WARN] ...}. */
  public static RateLimitedWarning toStandardError() {
    return new RateLimitedWarning(10, TimeUnit.SECONDS, m -> System.err.println("[WARN] " + m));
  }

  /** Warns of one occurrence of {@code kind}, unless one of that kind was printed within the period. */
  public void warn(String kind, Supplier<String> message) {
    long now = nanoClock.getAsLong();
    Window w = windows.get(kind); // the common case: no lambda, no lock
    if (w == null) {
      w = windows.computeIfAbsent(kind, k -> new Window(now));
    }
    long next = w.nextAllowed.get();
    if (now - next >= 0 && w.nextAllowed.compareAndSet(next, now + periodNanos)) {
      long skipped = w.suppressed.getAndSet(0);
      sink.accept(message.get() + (skipped > 0 ? " (" + skipped + " more since the last warning)" : ""));
    } else {
      w.suppressed.incrementAndGet();
    }
  }

  /** A warning of a single kind. */
  public void warn(String message) {
    warn("", () -> message);
  }

  /** A throwable as one short line: its class and the first line of its message. */
  public static String describe(Throwable t) {
    String text = t.getMessage() == null ? "" : t.getMessage().lines().findFirst().orElse("");
    return t.getClass().getSimpleName() + (text.isEmpty() ? "" : ": " + text);
  }
}

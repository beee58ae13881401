package site.ycsb.db.cql;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import site.ycsb.Status;

/**
 * Reports failed operations without flooding the console: at most one warning per status per
 * interval, saying how many failures it stands for and the latest error.
 */
public final class RateLimitedWarnings {
  private static final Logger LOG = LoggerFactory.getLogger(RateLimitedWarnings.class);

  /** What one warning reports. */
  public interface Sink {
    void warn(String message);
  }

  private static final class Window {
    long lastWarnNanos;
    long suppressed;
    boolean warnedOnce;
  }

  private final ConcurrentHashMap<String, Window> windows = new ConcurrentHashMap<>();
  private final long intervalNanos;
  private final LongSupplier nanoClock;
  private final Sink sink;

  /** One warning per status per 10 s, to the SLF4J logger. */
  public RateLimitedWarnings() {
    this(TimeUnit.SECONDS.toNanos(10), System::nanoTime, LOG::warn);
  }

  public RateLimitedWarnings(long intervalNanos, LongSupplier nanoClock, Sink sink) {
    this.intervalNanos = intervalNanos;
    this.nanoClock = nanoClock;
    this.sink = sink;
  }

  /** Records one failed operation; warns if this status has not warned within the interval. */
  public void failed(Status status, Throwable error) {
    Window window = windows.computeIfAbsent(status.getName(), n -> new Window());
    String message;
    synchronized (window) {
      long now = nanoClock.getAsLong();
      if (window.warnedOnce && now - window.lastWarnNanos < intervalNanos) {
        window.suppressed++;
        return;
      }
      long count = window.suppressed + 1;
      message = status.getName() + ": " + count + (count == 1 ? " operation" : " operations")
          + (window.warnedOnce ? " failed since the last warning" : " failed") + "; latest: "
          + describe(error);
      window.warnedOnce = true;
      window.lastWarnNanos = now;
      window.suppressed = 0;
    }
    sink.warn(message);
  }

  /** Class and first line of the message: one short line per error. */
  static String describe(Throwable error) {
    String text = String.valueOf(error.getMessage());
    int newline = text.indexOf('\n');
    return error.getClass().getSimpleName() + ": " + (newline < 0 ? text : text.substring(0, newline));
  }
}

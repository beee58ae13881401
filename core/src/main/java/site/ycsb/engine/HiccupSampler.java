package site.ycsb.engine;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * The JVM's own stalls, in the manner of jHiccup: a thread of its own sleeps {@link #RESOLUTION_NANOS}
 * again and again and records how much later than that it woke (microseconds) into a {@link
 * Recorder}; whatever held it (a collector's pause, a safepoint, a starved CPU) held the client
 * threads too. Each wake also runs the {@code onWake} task (the saturation sample). Clock and
 * sleep are injectable, so a test drives {@link #sampleOnce()} with a fake clock.
 */
final class HiccupSampler {
  static final long RESOLUTION_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

  /** Sleeps about {@code nanos}. */
  interface Sleeper {
    void sleep(long nanos);
  }

  private final LongSupplier clock;
  private final Sleeper sleeper;
  private final Runnable onWake;
  private final Recorder recorder = new Recorder(3);
  private volatile boolean stopped;
  private Thread thread;

  HiccupSampler(LongSupplier clock, Sleeper sleeper, Runnable onWake) {
    this.clock = clock;
    this.sleeper = sleeper;
    this.onWake = onWake;
  }

  /** A sampler on the real clock, parking its thread. */
  static HiccupSampler real(Runnable onWake) {
    return new HiccupSampler(System::nanoTime, LockSupport::parkNanos, onWake);
  }

  /** One sleep, its lateness recorded. */
  void sampleOnce() {
    long before = clock.getAsLong();
    sleeper.sleep(RESOLUTION_NANOS);
    long late = clock.getAsLong() - before - RESOLUTION_NANOS;
    recorder.recordValue(Math.max(0, late) / 1000);
    onWake.run();
  }

  void start() {
    thread = new Thread(this::loop, "ycsb-hiccups");
    thread.setDaemon(true);
    thread.start();
  }

  private void loop() {
    while (!stopped) {
      try {
        sampleOnce();
      } catch (OutOfMemoryError e) {
        // a heap nearly exhausted is the heap watcher's to report; this thread's last word would be a
        // stack trace the JVM cannot print either, so the sample is lost and the thread goes on
      }
    }
  }

  void stop() {
    stopped = true;
    if (thread != null) {
      LockSupport.unpark(thread);
      try {
        thread.join(TimeUnit.SECONDS.toMillis(1));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** The lateness recorded since the previous call (recycling {@code reuse}, which may be null). */
  Histogram interval(Histogram reuse) {
    return recorder.getIntervalHistogram(reuse);
  }
}

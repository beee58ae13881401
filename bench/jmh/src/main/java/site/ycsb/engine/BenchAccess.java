package site.ycsb.engine;

import java.io.PrintStream;
import java.util.concurrent.TimeUnit;
import site.ycsb.DB;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.measurements.ThreadRecorder;

/**
 * For the JMH module only: wraps a binding the way the engine does for every client thread
 * ({@link MeasuredDB}: times each call and records it), whose constructor is package-private.
 */
public final class BenchAccess {
  private BenchAccess() {
  }

  public static DB measured(DB db, ThreadRecorder recorder, PrintStream warnings) {
    return new MeasuredDB(db, recorder, new RateLimitedWarning(10, TimeUnit.SECONDS, warnings::println));
  }
}

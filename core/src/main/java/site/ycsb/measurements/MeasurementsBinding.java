package site.ycsb.measurements;

/**
 * Which run's {@link Measurements} a thread belongs to, so that upstream's static
 * {@code Measurements.getMeasurements()} reaches the run of its caller and two runs in one JVM stay
 * apart. The engine binds the thread that runs a benchmark and each of its client threads for as
 * long as they serve the run; the binding is the thread's own, never shared between threads.
 */
public final class MeasurementsBinding {
  private static final ThreadLocal<Measurements> OF_THREAD = new ThreadLocal<>();

  private MeasurementsBinding() {
  }

  /** What a binding returns: closing it gives the thread back the binding it had before. */
  public interface Scope extends AutoCloseable {
    @Override
    void close();
  }

  /** Binds the calling thread to {@code measurements} until the returned scope is closed. */
  public static Scope bind(Measurements measurements) {
    Measurements before = OF_THREAD.get();
    OF_THREAD.set(measurements);
    return () -> {
      if (before == null) {
        OF_THREAD.remove();
      } else {
        OF_THREAD.set(before);
      }
    };
  }

  /** The calling thread's run's measurements, or null on a thread that serves no run. */
  public static Measurements currentOrNull() {
    return OF_THREAD.get();
  }

  /** The calling thread's run's measurements. */
  static Measurements current() {
    Measurements m = OF_THREAD.get();
    if (m == null) {
      throw new IllegalStateException("Measurements.getMeasurements() was called on thread '"
          + Thread.currentThread().getName() + "', which serves no benchmark run: it works on the threads a run"
          + " initialises its workload and bindings on and runs them on; outside a run, make one with"
          + " new Measurements(properties)");
    }
    return m;
  }
}

package site.ycsb.engine;

import java.util.concurrent.atomic.AtomicReference;
import site.ycsb.Workload;
import site.ycsb.model.StopReason;

/** Shared stop flag of one run: its reason, the workload to tell, the first client error. */
final class RunControl {
  private final AtomicReference<StopReason> reason = new AtomicReference<>();
  private volatile boolean stop;
  volatile Workload workload; // set by Benchmark once initialised: told to stop too
  volatile HeapWatcher heap;
  private final AtomicReference<Throwable> clientError = new AtomicReference<>();

  void stop(StopReason why) {
    if (reason.compareAndSet(null, why)) {
      stop = true;
      Workload w = workload;
      if (w != null) {
        w.requestStop();
      }
    }
  }

  boolean stopRequested() {
    return stop;
  }

  /** A client thread ran out of memory: the heap watcher ends the run (or, without one, the stop). */
  void outOfMemory() {
    HeapWatcher h = heap;
    if (h != null) {
      h.outOfMemory();
    } else {
      stop(StopReason.HEAP_EXHAUSTED);
    }
  }

  /**
   * A client thread hit an Error (or the blocking workload threw): the run ends with CLIENT_ERROR
   * and the first such error is named once at its end. Never throws: it is called on completing
   * threads, where a throw would be swallowed by the completion stage.
   */
  void clientError(Throwable t) {
    Throwable e = unwrapped(t);
    if (e instanceof OutOfMemoryError) {
      outOfMemory();
      return;
    }
    clientError.compareAndSet(null, e);
    stop(StopReason.CLIENT_ERROR);
  }

  /** The first error a client thread hit, or null. */
  Throwable clientError() {
    return clientError.get();
  }

  /** What a completion stage wrapped: a CompletionException's cause. */
  static Throwable unwrapped(Throwable t) {
    Throwable e = t;
    while ((e instanceof java.util.concurrent.CompletionException
        || e instanceof java.util.concurrent.ExecutionException) && e.getCause() != null) {
      e = e.getCause();
    }
    return e;
  }

  StopReason reason() {
    StopReason r = reason.get();
    return r == null ? StopReason.COMPLETED : r;
  }
}

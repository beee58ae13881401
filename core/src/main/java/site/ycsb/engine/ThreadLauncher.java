package site.ycsb.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.DBException;
import site.ycsb.Workload;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.MeasurementsBinding;

/**
 * Starts the client threads in two steps: each thread initialises its binding and workload state
 * (bindings may rely on being initialised on the thread that uses them), then all start together
 * on {@link #release()}, so the clock starts when every connection is ready.
 */
final class ThreadLauncher {
  private final Workload workload;
  private final Properties properties;
  private final List<? extends ClientLoop> workers;
  private final int threadCount;
  private final CountDownLatch ready;
  private final CountDownLatch go = new CountDownLatch(1);
  private final CountDownLatch finished;
  private final AtomicReference<Exception> initFailure = new AtomicReference<>();
  private final List<Thread> threads = new ArrayList<>();
  /** The run's upstream measurements API, which each client thread serves (Measurements.getMeasurements()). */
  private final Measurements measurements;
  private static final long AWAIT_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

  ThreadLauncher(Workload workload, Properties properties, List<? extends ClientLoop> workers, int threadCount,
      Measurements measurements) {
    this.workload = workload;
    this.measurements = measurements;
    this.properties = properties;
    this.workers = workers;
    this.threadCount = threadCount;
    this.ready = new CountDownLatch(workers.size());
    this.finished = new CountDownLatch(workers.size());
  }

  /**
   * Starts every thread and waits until each has initialised (or failed to). When the JVM cannot
   * start them all, the failure says so and the threads already started are released to end.
   */
  void initAll() {
    for (int i = 0; i < workers.size(); i++) {
      final int id = i;
      Thread t = new Thread(() -> {
        try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(measurements)) {
          runThread(id);
        }
      }, "ycsb-client-" + i);
      t.setDaemon(true); // a thread stuck in a database call must not keep the JVM alive
      try {
        t.start();
      } catch (OutOfMemoryError e) {
        initFailure.compareAndSet(null, new UsageException("threadcount=" + threadCount + ": the JVM could start only "
            + i + " threads (" + e.getMessage() + "); expected fewer threads, or raise the limits (ulimit -u, -Xss)"));
        for (int j = i; j < workers.size(); j++) { // these never start, so never count down themselves
          ready.countDown();
          finished.countDown();
        }
        break;
      }
      threads.add(t);
    }
    awaitUninterruptibly(ready);
  }

  private void runThread(int id) {
    ClientLoop worker = workers.get(id);
    boolean initialised = false;
    try {
      worker.db().init();
      worker.initState(workload, properties, id, threadCount);
      initialised = true;
    } catch (DBException | RuntimeException e) {
      initFailure.compareAndSet(null, e);
    } catch (Exception | LinkageError e) {
      initFailure.compareAndSet(null, new DBException(e.getMessage() == null ? e.toString() : e.getMessage(), e));
    } finally {
      ready.countDown();
    }
    try {
      awaitUninterruptibly(go);
      if (initialised) {
        worker.run();
      }
    } finally {
      try {
        if (initialised) {
          worker.db().cleanup();
        }
      } catch (DBException | RuntimeException e) {
        // counted as a failed CLEANUP by MeasuredDB
      } catch (OutOfMemoryError e) {
        // the heap watcher ends the run and says why; a stack trace per thread would say nothing more
      } finally {
        finished.countDown();
      }
    }
  }

  /** The first failure to start or initialise a thread (a DBException, or a UsageException for bad input). */
  Exception initFailure() {
    return initFailure.get();
  }

  void release() {
    go.countDown();
  }

  /**
   * Waits up to {@code nanos} for every thread to finish; true when all have. Polls every
   * millisecond instead of queueing on the latch, which allocates: the main thread must go on
   * waiting, and then report, when the heap is full (see HeapWatcher).
   */
  boolean awaitAll(long nanos) {
    long start = System.nanoTime();
    while (finished.getCount() > 0) {
      long left = nanos - (System.nanoTime() - start);
      if (left <= 0 || Thread.currentThread().isInterrupted()) {
        return false;
      }
      LockSupport.parkNanos(Math.min(left, AWAIT_POLL_NANOS));
    }
    return true;
  }

  int stillRunning() {
    return (int) finished.getCount();
  }

  private static void awaitUninterruptibly(CountDownLatch latch) {
    boolean interrupted = false;
    while (true) {
      try {
        latch.await();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }
}

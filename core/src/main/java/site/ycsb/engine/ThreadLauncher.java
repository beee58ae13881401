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

/**
 * Starts the client threads in two steps: each thread initialises its binding and workload state
 * (bindings may rely on being initialised on the thread that uses them), then all start together
 * on {@link #release()}, so the clock starts when every connection is ready.
 */
final class ThreadLauncher {
  private final Workload workload;
  private final Properties properties;
  private final List<Worker> workers;
  private final int threadCount;
  private final CountDownLatch ready;
  private final CountDownLatch go = new CountDownLatch(1);
  private final CountDownLatch finished;
  private final AtomicReference<DBException> initFailure = new AtomicReference<>();
  private final List<Thread> threads = new ArrayList<>();
  private static final long AWAIT_POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

  ThreadLauncher(Workload workload, Properties properties, List<Worker> workers, int threadCount) {
    this.workload = workload;
    this.properties = properties;
    this.workers = workers;
    this.threadCount = threadCount;
    this.ready = new CountDownLatch(workers.size());
    this.finished = new CountDownLatch(workers.size());
  }

  /** Starts every thread and waits until each has initialised (or failed to). */
  void initAll() {
    for (int i = 0; i < workers.size(); i++) {
      final int id = i;
      Thread t = new Thread(() -> runThread(id), "ycsb-client-" + i);
      t.setDaemon(true); // a thread stuck in a database call must not keep the JVM alive
      threads.add(t);
      t.start();
    }
    awaitUninterruptibly(ready);
  }

  private void runThread(int id) {
    Worker worker = workers.get(id);
    boolean initialised = false;
    try {
      worker.db().init();
      worker = worker.withThreadState(workload.initThread(properties, id, threadCount));
      initialised = true;
    } catch (DBException e) {
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

  DBException initFailure() {
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

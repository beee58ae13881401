package site.ycsb.engine;

import java.util.concurrent.atomic.AtomicLong;
import site.ycsb.Workload;

/**
 * One client thread: does its share of the operations, paced when a target is set. The count of
 * operations done is published for the status line every {@link #PUBLISH_EVERY} operations and at
 * the end (a release store, no lock; rarely, so threads do not bounce a shared cache line).
 */
final class Worker implements Runnable {
  private final Workload workload;
  private final MeasuredDB db;
  private Object threadState;
  private final boolean transactions;
  private final long operations; // 0 = unlimited
  private final double opsPerSecond; // 0 = unthrottled
  private final Benchmark.Control control;
  private static final int PUBLISH_EVERY = 64;
  private final AtomicLong done = new AtomicLong();

  Worker(Workload workload, MeasuredDB db, Object threadState, boolean transactions, long operations,
      double opsPerSecond, Benchmark.Control control) {
    this.workload = workload;
    this.db = db;
    this.threadState = threadState;
    this.transactions = transactions;
    this.operations = operations;
    this.opsPerSecond = opsPerSecond;
    this.control = control;
  }

  @Override
  public void run() {
    Pacer pacer = opsPerSecond > 0 ? new Pacer(System.nanoTime(), opsPerSecond) : null;
    long n = 0;
    while ((operations == 0 || n < operations) && !control.stopRequested()) {
      if (pacer != null) {
        long due = pacer.awaitNext(control::stopRequested);
        if (control.stopRequested()) {
          break;
        }
        db.setIntendedStartNanos(due);
      }
      boolean more;
      try {
        more = transactions ? workload.doTransaction(db, threadState) : workload.doInsert(db, threadState);
      } catch (OutOfMemoryError e) {
        control.outOfMemory(); // the run ends with a message and a report, not a stack trace per thread
        break;
      }
      if (++n % PUBLISH_EVERY == 0) {
        done.lazySet(n);
      }
      if (!more) {
        break;
      }
    }
    done.set(n);
  }

  /** The same worker with the thread state its workload made for it (set on the worker's own thread). */
  Worker withThreadState(Object state) {
    this.threadState = state;
    return this;
  }

  long operationsDone() {
    return done.get();
  }

  long operationsTodo() {
    return operations == 0 ? 0 : Math.max(0, operations - done.get());
  }

  MeasuredDB db() {
    return db;
  }
}

package site.ycsb.engine;

import java.util.concurrent.atomic.AtomicLong;
import java.util.Properties;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.engine.schedule.Pacing;
import site.ycsb.engine.schedule.SchedulePacer;

/**
 * One client thread: does its share of the operations, paced when a target is set. An Error (or a
 * workload's exception) ends the run through {@link RunControl#clientError}. The count of
 * operations done is published for the status line every {@link #PUBLISH_EVERY} operations and at
 * the end (a release store, no lock; rarely, so threads do not bounce a shared cache line).
 */
final class Worker implements ClientLoop {
  private final Workload workload;
  private final MeasuredDB db;
  private Object threadState;
  private final boolean transactions;
  private final long operations; // RunSettings.UNLIMITED, or this thread's exact share (may be 0)
  private final Pacing pacing; // null = unthrottled
  private final int index;
  private volatile long skipped;
  private final RunControl control;
  private static final int PUBLISH_EVERY = 64;
  private final AtomicLong done = new AtomicLong();
  /** Whether the thread is running and not waiting for its next intended start (saturation). */
  private volatile boolean busy;

  Worker(Workload workload, MeasuredDB db, boolean transactions, long operations, Pacing pacing, int index,
      RunControl control) {
    this.workload = workload;
    this.db = db;
    this.transactions = transactions;
    this.operations = operations;
    this.pacing = pacing;
    this.index = index;
    this.control = control;
  }

  @Override
  public void run() {
    SchedulePacer pacer = pacing != null ? pacing.pacer(System.nanoTime(), index) : null;
    long n = 0;
    busy = true;
    while ((operations == RunSettings.UNLIMITED || n < operations) && !control.stopRequested()) {
      if (pacer != null) {
        busy = false; // a paced thread's own wait: the only stores here, and they sit beside a sleep
        long due = pacer.awaitNext(control::stopRequested);
        busy = true;
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
      } catch (RuntimeException | Error e) {
        // MeasuredDB counts what the binding throws; this is a defect of the workload or an Error
        // from the binding: the run ends, names it once and reports, instead of losing the thread
        control.clientError(e);
        break;
      }
      if (++n % PUBLISH_EVERY == 0) {
        done.lazySet(n);
      }
      if (!more) {
        break;
      }
    }
    if (pacer != null) {
      skipped = pacer.skipped();
    }
    busy = false;
    done.set(n);
  }

  @Override
  public long skippedOperations() {
    return skipped;
  }

  @Override
  public void initState(Workload workload, Properties props, int id, int count) throws WorkloadException {
    this.threadState = workload.initThread(props, id, count);
  }

  @Override
  public long operationsDone() {
    return done.get();
  }

  @Override
  public long inFlight() {
    return 0;
  }

  @Override
  public long busy() {
    return busy ? 1 : 0;
  }

  @Override
  public long capacity() {
    return 1;
  }

  long operationsTodo() {
    return operations == RunSettings.UNLIMITED ? 0 : Math.max(0, operations - done.get());
  }

  @Override
  public MeasuredDB db() {
    return db;
  }
}

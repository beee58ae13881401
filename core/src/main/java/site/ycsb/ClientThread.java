package site.ycsb;

import java.util.Properties;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.config.Settings;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.MeasurementsBinding;
import site.ycsb.options.UpstreamOptions;

/**
 * Compatibility only: upstream's client thread, for a harness that drives a run itself as upstream's {@code Client} did
 * (the engine has its own workers and does not use this class). It initialises its binding and the
 * workload's per-thread state, does its operation count of inserts (load) or transactions (0: until
 * the workload is asked to stop or has nothing more to do), paced to its target in operations per
 * millisecond, then cleans up the binding and counts down the latch.
 *
 * <p>Its {@link Measurements} are those of the thread that constructs it ({@link
 * Measurements#getMeasurements()}, as upstream); while it runs, its own thread is bound to them
 * ({@link MeasurementsBinding}), so a binding or workload calling {@code getMeasurements()} on it
 * reaches the same measurements.
 *
 * <p>Unlike upstream: the latch is counted down on every way out (upstream missed it when the
 * binding failed to initialise); an exception out of the workload ends this thread, after cleanup,
 * instead of exiting the JVM; a paced wait ends as soon as the workload is asked to stop; and
 * {@code spin.sleep} applies to this thread only.
 */
public class ClientThread implements Runnable {
  /** A paced wait parks at most this long at once, so that it notices a stop request promptly. */
  private static final long MAX_PARK_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

  private final DB db;
  private final boolean dotransactions;
  private final Workload workload;
  private final Properties props;
  private final int opcount;
  private final double targetOpsPerMs;
  private final long targetOpsTickNs;
  private final CountDownLatch completeLatch;
  private final Measurements measurements;
  private final boolean spinSleep;
  private final AtomicInteger opsdone = new AtomicInteger();
  private int threadid;
  private int threadcount;

  /**
   * @param opcount operations to do; 0 for no limit
   * @param targetperthreadperms this thread's target in operations per millisecond; 0 or less for none
   * @param completeLatch counted down when this thread is done
   */
  public ClientThread(DB db, boolean dotransactions, Workload workload, Properties props, int opcount,
      double targetperthreadperms, CountDownLatch completeLatch) {
    this.db = db;
    this.dotransactions = dotransactions;
    this.workload = workload;
    this.props = props;
    this.opcount = opcount;
    this.targetOpsPerMs = Math.max(0, targetperthreadperms);
    this.targetOpsTickNs = targetOpsPerMs > 0 ? (long) (1_000_000 / targetOpsPerMs) : 0;
    this.completeLatch = completeLatch;
    this.measurements = Measurements.getMeasurements();
    this.spinSleep = Settings.of(props).get(UpstreamOptions.SPIN_SLEEP);
  }

  public void setThreadId(int threadId) {
    this.threadid = threadId;
  }

  public void setThreadCount(int threadCount) {
    this.threadcount = threadCount;
  }

  /** Operations done so far (readable from any thread while this one runs). */
  public int getOpsDone() {
    return opsdone.get();
  }

  /** Operations still to do; 0 when there is no limit (upstream's status thread estimates from it). */
  int getOpsTodo() {
    return opcount == 0 ? 0 : Math.max(0, opcount - opsdone.get());
  }

  @Override
  public void run() {
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(measurements)) {
      try {
        db.init();
      } catch (DBException e) {
        System.err.println("[ERROR] client thread " + threadid + ": the binding failed to initialise: " + e);
        return;
      }
      try {
        Object state;
        try {
          state = workload.initThread(props, threadid, threadcount);
        } catch (WorkloadException e) {
          System.err.println("[ERROR] client thread " + threadid + ": the workload failed to initialise: " + e);
          return;
        }
        spreadStart();
        operate(state);
      } finally {
        measurements.setIntendedStartTimeNs(0);
        cleanupDb();
      }
    } finally {
      completeLatch.countDown();
    }
  }

  /** Threads at a low rate start at random points of their first interval, so they do not move in step. */
  private void spreadStart() {
    if (targetOpsPerMs > 0 && targetOpsPerMs <= 1) {
      sleepUntil(System.nanoTime() + ThreadLocalRandom.current().nextLong(Math.max(1, targetOpsTickNs)));
    }
  }

  private void operate(Object state) {
    long startNanos = System.nanoTime();
    int done = 0;
    while ((opcount == 0 || done < opcount) && !workload.isStopRequested()) {
      boolean more = dotransactions ? workload.doTransaction(db, state) : workload.doInsert(db, state);
      if (!more) {
        break;
      }
      done++;
      opsdone.lazySet(done); // a plain store on the hot path; readers only need it eventually
      throttle(startNanos, done);
    }
  }

  /** Operation n+1 is due n ticks after the start; its due time is its intended start. */
  private void throttle(long startNanos, int done) {
    if (targetOpsTickNs > 0) {
      long deadline = startNanos + done * targetOpsTickNs;
      sleepUntil(deadline);
      measurements.setIntendedStartTimeNs(deadline);
    }
  }

  private void sleepUntil(long deadlineNanos) {
    long wait;
    while ((wait = deadlineNanos - System.nanoTime()) > 0 && !workload.isStopRequested()) {
      if (spinSleep) {
        Thread.onSpinWait();
      } else {
        LockSupport.parkNanos(Math.min(wait, MAX_PARK_NANOS));
      }
    }
  }

  private void cleanupDb() {
    try {
      db.cleanup();
    } catch (DBException | RuntimeException e) {
      System.err.println("[WARN] client thread " + threadid + ": the binding's cleanup failed: " + e);
    }
  }
}

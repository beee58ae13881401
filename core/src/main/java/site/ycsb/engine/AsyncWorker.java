package site.ycsb.engine;

import java.util.Properties;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import site.ycsb.AsyncDB;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.DB;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.engine.schedule.Pacing;
import site.ycsb.engine.schedule.SchedulePacer;

/**
 * One client thread with up to {@code async.inflight} operations in flight: it issues the next
 * transaction as soon as a slot is free (paced, when a target is set: a full window delays the
 * issue, and intended latency shows it), never waits for a particular response, and stops issuing
 * at the end or on a stop request; then it waits for what is in flight (the engine's grace period
 * bounds the wait, and counts what never completed). Each slot has its own workload thread state,
 * so a transaction's state is never shared with another in flight.
 *
 * <p>Unpaced, over a binding that {@linkplain AsyncDB#startsOnCompletingThreads allows it}, each slot
 * is a chain instead: the thread that completes a transaction starts the slot's next one, and the
 * client thread only starts the chains and waits for them to end. No completion is handed back to
 * the client thread, which saves a thread wake-up on each side per operation.
 *
 * <p>An {@link Error} from the binding or the workload, on whichever thread, ends the run
 * ({@link RunControl#clientError}); nothing here throws into a completion stage, which would
 * swallow it and keep the slot forever.
 */
final class AsyncWorker implements ClientLoop {
  private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(100);

  /** A chained slot's transaction is being started; it may complete before its start returns. */
  private static final int STARTING = 0;
  /** It completed while being started: the starting thread goes on with the next one. */
  private static final int COMPLETED_WHILE_STARTING = 1;
  /** It is in flight, started: its completion goes on with the next one. */
  private static final int IN_FLIGHT = 2;

  /** An in-flight slot: its view of the binding (for its intended start) and its workload state. */
  private static final class Slot {
    final MeasuredAsyncDB db;
    final AtomicInteger chain = new AtomicInteger();
    Object state;

    Slot(MeasuredAsyncDB db) {
      this.db = db;
    }
  }

  private final Workload workload;
  private final Slot[] slots;
  private final boolean transactions;
  private final long operations; // RunSettings.UNLIMITED, or this thread's exact share
  private final Pacing pacing; // null = unthrottled
  private final int index;
  private volatile long skipped;
  private final RunControl control;
  private final RateLimitedWarning warnings;
  private final Semaphore free;
  private final ConcurrentLinkedQueue<Slot> freeSlots = new ConcurrentLinkedQueue<>();
  private final AtomicLong completed = new AtomicLong();
  private final AtomicLong issued = new AtomicLong();
  private volatile boolean workloadEnded;

  AsyncWorker(Workload workload, MeasuredAsyncDB[] slotViews, boolean transactions, long operations,
      Pacing pacing, int index, RunControl control, RateLimitedWarning warnings) {
    this.workload = workload;
    this.warnings = warnings;
    this.slots = new Slot[slotViews.length];
    for (int i = 0; i < slotViews.length; i++) {
      slots[i] = new Slot(slotViews[i]);
      freeSlots.add(slots[i]);
    }
    this.transactions = transactions;
    this.operations = operations;
    this.pacing = pacing;
    this.index = index;
    this.control = control;
    this.free = new Semaphore(slots.length);
  }

  @Override
  public DB db() {
    return slots[0].db; // the slots share one binding: it is initialised and cleaned up once
  }

  @Override
  public void initState(Workload w, Properties props, int id, int count) throws WorkloadException {
    for (int s = 0; s < slots.length; s++) {
      slots[s].state = w.initThread(props, id * slots.length + s, count * slots.length);
    }
  }

  @Override
  public void run() {
    if (pacing == null && slots[0].db.startsOnCompletingThreads()) {
      for (Slot slot : slots) {
        if (!acquireSlot()) {
          break;
        }
        chain(slot);
      }
      awaitInFlight();
      return;
    }
    SchedulePacer pacer = pacing != null ? pacing.pacer(System.nanoTime(), index) : null;
    long n = 0;
    while ((operations == RunSettings.UNLIMITED || n < operations) && !control.stopRequested() && !workloadEnded) {
      long due = pacer != null ? pacer.awaitNext(control::stopRequested) : 0;
      if (!acquireSlot()) {
        break;
      }
      Slot slot = freeSlots.poll();
      slot.db.setIntendedStartNanos(due);
      n++;
      issued.incrementAndGet();
      issue(slot);
    }
    if (pacer != null) {
      skipped = pacer.skipped();
    }
    awaitInFlight();
  }

  @Override
  public long skippedOperations() {
    return skipped;
  }

  /** Waits for a free slot; false when the run is stopping. */
  private boolean acquireSlot() {
    try {
      while (!free.tryAcquire(POLL_NANOS, TimeUnit.NANOSECONDS)) {
        if (control.stopRequested() || workloadEnded) {
          return false;
        }
      }
      if (control.stopRequested()) {
        free.release();
        return false;
      }
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }

  private void issue(Slot slot) {
    start(slot).whenComplete((more, failure) -> {
      try {
        finished(more, failure);
      } finally {
        freeSlots.add(slot);
        free.release();
      }
    });
  }

  /**
   * Runs the slot's transactions one after another until the run ends: each completion starts the
   * next on its own thread, and one that completes while it is being started is followed here, in a
   * loop, so a binding that completes at once never deepens the stack.
   */
  private void chain(Slot slot) {
    while (claim()) {
      slot.chain.set(STARTING);
      start(slot).whenComplete((more, failure) -> {
        finished(more, failure);
        if (!slot.chain.compareAndSet(STARTING, COMPLETED_WHILE_STARTING)) {
          chain(slot);
        }
      });
      if (slot.chain.compareAndSet(STARTING, IN_FLIGHT)) {
        return;
      }
    }
    free.release(); // the chain's end: its slot is back
  }

  /** Takes one operation of this thread's share for a chain; false when the run is ending. */
  private boolean claim() {
    if (control.stopRequested() || workloadEnded) {
      return false;
    }
    if (operations == RunSettings.UNLIMITED) {
      issued.incrementAndGet();
      return true;
    }
    for (long n = issued.get(); n < operations; n = issued.get()) {
      if (issued.compareAndSet(n, n + 1)) {
        return true;
      }
    }
    return false;
  }

  private CompletionStage<Boolean> start(Slot slot) {
    CompletionStage<Boolean> stage;
    try {
      stage = transactions ? workload.doTransactionAsync(slot.db, slot.state)
          : workload.doInsertAsync(slot.db, slot.state);
    } catch (RuntimeException e) {
      stage = CompletableFuture.failedFuture(e);
    } catch (Error e) {
      // never thrown on: on a completing thread the stage would swallow it, the slot never come back
      // and the run never end; the run ends (an OutOfMemoryError through the heap watcher) and reports
      control.clientError(e);
      stage = CompletableFuture.failedFuture(e);
    }
    return stage;
  }

  /** Counts a completed transaction and acts on its outcome (the heap, a failure, the workload's end). */
  private void finished(Boolean more, Throwable failure) {
    if (failure != null && RunControl.unwrapped(failure) instanceof Error) {
      control.clientError(failure); // the heap, or a defect of the binding, the workload or the JVM: the run ends
    } else if (failure != null) {
      warnings.warn("transaction failed", () -> "an asynchronous transaction of "
          + workload.getClass().getSimpleName() + " failed: " + failure);
    } else if (Boolean.FALSE.equals(more)) {
      workloadEnded = true;
    }
    completed.incrementAndGet();
  }

  /** Waits until every slot is back (the engine abandons this thread if that takes past the grace period). */
  private void awaitInFlight() {
    free.acquireUninterruptibly(slots.length);
    free.release(slots.length);
  }

  @Override
  public long operationsDone() {
    return completed.get();
  }

  @Override
  public long busy() {
    return inFlight();
  }

  @Override
  public long capacity() {
    return slots.length;
  }

  @Override
  public long inFlight() {
    return issued.get() - completed.get();
  }
}

package site.ycsb.engine;

import java.util.Properties;
import site.ycsb.DB;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;

/** One client thread's work: blocking ({@link Worker}) or with operations in flight ({@link AsyncWorker}). */
interface ClientLoop extends Runnable {
  /** The measured binding, initialised and cleaned up on the client thread. */
  DB db();

  /** Makes the workload's per-thread state (on the client thread, after the binding's init). */
  void initState(Workload workload, Properties props, int id, int count) throws WorkloadException;

  /** Operations done so far (published now and then; exact at the end). */
  long operationsDone();

  /** Operations started and not finished: always 0 for a blocking loop. */
  long inFlight();

  /**
   * Slots or the thread busy now, for the client's saturation: an async loop's operations in
   * flight; a blocking loop's 1 while it runs, unless it is waiting for its next intended start.
   */
  long busy();

  /** What {@link #busy()} is at most: an async loop's slots, a blocking loop's 1. */
  long capacity();

  /** Slots of the schedule dropped by pacing.catchup=skip (exact once the thread has ended). */
  long skippedOperations();
}

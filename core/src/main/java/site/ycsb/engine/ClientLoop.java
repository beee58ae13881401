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

  /** Slots of the schedule dropped by pacing.catchup=skip (exact once the thread has ended). */
  long skippedOperations();
}

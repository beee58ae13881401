package site.ycsb.model;

/** Why a run ended. */
public enum StopReason {
  /** Every thread did its share of the operations. */
  COMPLETED,
  /** maxexecutiontime was reached. */
  TIME_LIMIT,
  /** Stopped from outside: a signal (SIGINT/SIGTERM) or a harness calling requestStop. */
  REQUESTED,
  /** The Java heap was nearly exhausted (see HeapWatcher): the run was stopped before it thrashed. */
  HEAP_EXHAUSTED,
  /** A pass/fail criterion was broken for good and thresholds.abortonfail asked to end the run (ThresholdWatch). */
  THRESHOLD_BROKEN,
  /**
   * A client thread hit an {@link Error} other than running out of heap (an AssertionError, a
   * LinkageError: a defect of the binding, the workload or the JVM, not the database), or the
   * workload threw on the blocking path: the run was stopped, and reports what it measured until then.
   */
  CLIENT_ERROR
}

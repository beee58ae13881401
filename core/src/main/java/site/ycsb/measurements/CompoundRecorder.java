package site.ycsb.measurements;

import site.ycsb.Status;

/**
 * Records an operation a workload timed itself (READ-MODIFY-WRITE, VERIFY), with the same
 * intended start as the database calls of its transaction. The engine's measured bindings, blocking
 * and asynchronous, both offer it; a workload finds it by {@code db instanceof CompoundRecorder}.
 */
public interface CompoundRecorder {
  void recordCompound(String metric, long startNanos, long endNanos, Status status);

  /**
   * The recorder of the calling thread's measurements (the thread that completes the operation), on
   * which a workload counts what it found of it (validated reads); null where there is none.
   */
  default ThreadRecorder callingThreadRecorder() {
    return null;
  }
}

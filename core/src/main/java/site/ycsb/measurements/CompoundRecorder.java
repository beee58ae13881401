package site.ycsb.measurements;

import site.ycsb.Status;

/**
 * Records an operation a workload timed itself (READ-MODIFY-WRITE, VERIFY), with the same
 * intended start as the database calls of its transaction. The engine's measured bindings, blocking
 * and asynchronous, both offer it; a workload finds it by {@code db instanceof CompoundRecorder}.
 */
public interface CompoundRecorder {
  void recordCompound(String metric, long startNanos, long endNanos, Status status);
}

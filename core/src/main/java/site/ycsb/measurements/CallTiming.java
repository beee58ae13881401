package site.ycsb.measurements;

import site.ycsb.Status;

/**
 * How a measuring wrapper times one call, the same for the engine's blocking and asynchronous
 * wrappers and upstream's {@code DBWrapper}: the latency runs from the call's start, the latency
 * from the intended start from the pacer's schedule (never later than the call's own start; the
 * call's start when unthrottled), and a null result counts as an ERROR. One instance per wrapper,
 * used by the thread that issues its calls: a plain field, no lock, nothing allocated per call.
 */
public final class CallTiming {
  private long intendedStartNanos;

  /** The pacer's intended start of the next operation, or 0 when unthrottled. */
  public void intendAt(long nanos) {
    intendedStartNanos = nanos;
  }

  /** When a call that started at {@code startNanos} was meant to start. */
  public long intendedStart(long startNanos) {
    return intendedStart(intendedStartNanos, startNanos);
  }

  /** As {@link #intendedStart(long)} with the intended start given (0: unthrottled). */
  public static long intendedStart(long intendedNanos, long startNanos) {
    return intendedNanos == 0 ? startNanos : Math.min(startNanos, intendedNanos);
  }

  /** What a call's result counts as: a binding that returns null has failed. */
  public static Status counted(Status status) {
    return status == null ? Status.ERROR : status;
  }

  /** Records a call that started at {@code startNanos} and ended at {@code endNanos} into the thread's recorder. */
  public void record(ThreadRecorder recorder, Op op, Status status, long startNanos, long endNanos) {
    recorder.record(op, counted(status), startNanos, endNanos, intendedStart(startNanos));
  }

  /** Records a batch call ({@link ThreadRecorder#recordBatch}); {@code perKey} as {@link BatchStatus#perKey} made it. */
  public void recordBatch(ThreadRecorder recorder, Op op, Status[] perKey, long startNanos, long endNanos) {
    recorder.recordBatch(op, perKey, startNanos, endNanos, intendedStart(startNanos));
  }

  /**
   * Records a call the pacer did not schedule (a thread's CLEANUP after its last operation): its
   * intended start is its own, never the last operation's.
   */
  public static void recordUnpaced(ThreadRecorder recorder, Op op, Status status, long startNanos, long endNanos) {
    recorder.record(op, counted(status), startNanos, endNanos, startNanos);
  }
}

package site.ycsb.measurements;

/**
 * The client's own figures per log interval (its CPU, pauses, hiccups, saturation): the reporter
 * asks once as it closes each interval, on its thread, and logs the answer beside the interval's
 * operations. The engine's accounting answers; nothing here is on a client thread's path.
 */
public interface ClientMeter {
  /**
   * Closes the interval ending now.
   *
   * @param startSeconds its start, seconds since the phase's start
   * @param lengthSeconds its length
   * @param warmup whether it falls in the warm-up (left out of the run's figures)
   * @param operations the workload operations completed in it
   * @param targetOpsPerSecond the rate it was paced at, NaN when the phase is not paced
   * @return its figures; the hiccup histogram is valid until the next call
   */
  ClientInterval close(double startSeconds, double lengthSeconds, boolean warmup, long operations,
      double targetOpsPerSecond);
}

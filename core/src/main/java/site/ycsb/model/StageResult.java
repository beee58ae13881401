package site.ycsb.model;

import java.util.Collections;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * One stage of a run in stages: when it ran and what completed within it (the reporter drains at
 * each boundary, so every operation counts in the stage it completed in).
 *
 * @param name the stage's name ({@code stages})
 * @param startMs its start, milliseconds from the phase's start
 * @param lengthMs how long it ran (the last one: until the phase ended)
 * @param warmup whether it is a warm-up stage (left out of the whole-run figures)
 * @param operations workload operations completed in it
 * @param metrics metric name to its latencies (us) in the stage
 * @param statusCounts operation to its counts by status in the stage
 */
public record StageResult(String name, long startMs, long lengthMs, boolean warmup, long operations,
    Map<String, Histogram> metrics, Map<String, Map<String, Long>> statusCounts) {
  public StageResult {
    metrics = Collections.unmodifiableMap(metrics);
    statusCounts = Collections.unmodifiableMap(statusCounts);
  }

  /** Workload operations per second of the stage. */
  public double throughput() {
    return lengthMs <= 0 ? 0 : 1000.0 * operations / lengthMs;
  }
}

package site.ycsb.engine;

import java.util.concurrent.atomic.AtomicReference;
import site.ycsb.DBException;
import site.ycsb.WorkloadException;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.ThresholdWatch;
import site.ycsb.thresholds.Thresholds;

/**
 * A run and its verdict: what a harness (calibrate's steps, a test) gets from
 * {@link #run(Benchmark.Builder, Thresholds)}, which watches the run as the command line does (every
 * interval for the {@code !} criteria, the end of the run with {@code abortonfail}).
 */
public record JudgedRun(RunResult result, ThresholdResult verdict) {

  /** Builds the benchmark with a {@link ThresholdWatch} of {@code criteria}, runs it and judges it. */
  public static JudgedRun run(Benchmark.Builder builder, Thresholds criteria) throws DBException, WorkloadException {
    AtomicReference<Benchmark> benchmark = new AtomicReference<>();
    ThresholdWatch watch = criteria.watch(() -> benchmark.get().requestStop(StopReason.THRESHOLD_BROKEN));
    if (!criteria.isEmpty()) {
      builder.listener(watch).describe("thresholds", criteria.text());
    }
    Benchmark b = builder.build();
    benchmark.set(b);
    RunResult r = b.run();
    return new JudgedRun(r, criteria.evaluate(r, watch));
  }
}

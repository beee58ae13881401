package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.measurements.LogHeader;
import site.ycsb.measurements.TickData;

/** The target gauge follows a rate schedule: a scrape reads the rate the client is asked for now. */
class ScheduledTargetTest {
  /** After each drain: seconds since the start and the target gauge a scrape reads. */
  static final class Targets implements IntervalListener {
    final RunMetrics metrics = new RunMetrics();
    final List<double[]> seen = new ArrayList<>();
    long startMs;

    @Override
    public void started(LogHeader header, long startEpochMs, LongSupplier inFlight) {
      startMs = startEpochMs;
      metrics.started(header, startEpochMs, inFlight);
    }

    @Override
    public void paced(double opsPerSecond) {
      metrics.paced(opsPerSecond);
    }

    @Override
    public void drained(TickData tick, long nowEpochMs, boolean warmup) {
      metrics.drained(tick, nowEpochMs, warmup);
      double gauge = Exposition.parse(LiveRun.text(metrics.collect())).find("ycsb_target_operations_per_second")
          .value();
      seen.add(new double[] {(nowEpochMs - startMs) / 1000.0, gauge});
    }
  }

  @Test
  void theTargetGaugeFollowsARampRatherThanStayingAtZero() throws Exception {
    Targets targets = new Targets();
    LiveRun.loadThenRun(LiveRun.props("db=memory", "recordcount=100", "operationcount=0", "maxexecutiontime=3",
        "target.schedule=500..3500 over 3s"), targets);
    List<double[]> run = targets.seen.subList(targets.seen.size() / 2, targets.seen.size()); // the run phase's half
    assertThat(targets.seen).hasSizeGreaterThanOrEqualTo(4);
    for (double[] s : targets.seen) {
      if (s[0] > 0.2 && s[0] < 2.8 && s[1] > 0) { // the run's drains (the load's are unpaced: 0)
        // a drain's clock and the schedule's differ by the time the drain takes: 50 ms is 50 ops/s of this ramp
        assertThat(s[1]).as("the gauge at %.3f s", s[0]).isCloseTo(500 + 1000 * s[0], within(60.0));
      }
    }
    assertThat(run.stream().mapToDouble(s -> s[1]).max().orElse(0)).isGreaterThan(2000);
  }
}

package site.ycsb.thresholds;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** Intervals of a steady 1,000 operations per second, logged every 2 s: the last one (1.2 s) is partial. */
class IntervalVerdictsTest {
  private static Figures interval(long operations, double seconds) {
    Histogram read = new Histogram(3);
    read.recordValueWithCount(100, operations);
    return new Figures(Set.of("READ"), Map.of("READ", read)::get, Map.of("READ", Map.of("OK", operations)),
        operations, seconds);
  }

  @Test
  void aLowerBoundOnCountSkipsThePartialLastIntervalAndTheNoteSaysWhich() {
    Criterion c = Thresholds.of("OVERALL.count > 1500 !").criteria().get(0);
    IntervalVerdicts v = new IntervalVerdicts(List.of(c));
    v.judge(interval(2000, 2.0), 0, 2, 2);
    v.judge(interval(2003, 2.003), 2, 4, 2);
    v.judge(interval(1200, 1.2), 4, 5.2, 2);
    IntervalVerdicts.Record r = v.record(c);
    assertThat(r.broken()).isZero();
    assertThat(r.judged()).isEqualTo(2);
    assertThat(r.partial()).isEqualTo(1);
    assertThat(r.describe(c)).isEqualTo("held in all 2 intervals; the partial interval 4.0-5.2 s not judged (a"
        + " count's lower bound needs a full interval)");
  }

  @Test
  void anUpperBoundOnCountIsBrokenByAPartialIntervalThatAlreadyHoldsMore() {
    Criterion c = Thresholds.of("READ.count < 1100 !").criteria().get(0);
    IntervalVerdicts v = new IntervalVerdicts(List.of(c));
    assertThat(v.judge(interval(1200, 1.2), 4, 5.2, 2)).isSameAs(c);
    assertThat(v.record(c).judged()).isEqualTo(1);
    assertThat(v.record(c).partial()).isZero();
  }

  @Test
  void latenciesAndThroughputAreJudgedInAPartialIntervalButNotInOneShorterThanHalf() {
    Criterion p99 = Thresholds.of("READ.p99 < 1ms !").criteria().get(0);
    Criterion rate = Thresholds.of("OVERALL.throughput > 900 !").criteria().get(0);
    IntervalVerdicts v = new IntervalVerdicts(List.of(p99, rate));
    v.judge(interval(1200, 1.2), 4, 5.2, 2);
    v.judge(interval(900, 0.9), 5.2, 6.1, 2);
    assertThat(v.record(p99).judged()).isEqualTo(1);
    assertThat(v.record(rate).judged()).isEqualTo(1);
    assertThat(v.record(rate).broken()).isZero();
  }
}

package site.ycsb.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static site.ycsb.junit.YcsbAssertions.assertThresholds;

import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.Thresholds;

class YcsbAssertionsTest {
  /** 1,000 operations, half reads and half updates, one update in ten failing. */
  private static RunResult run;

  @BeforeAll
  static void runOnce() {
    run = YcsbBenchmark.workload(new Properties())
        .binding(() -> new BasicDB() {
          private int updates;

          @Override
          public Status update(String table, String key, Map<String, ByteIterator> values) {
            return ++updates % 10 == 0 ? Status.ERROR : Status.OK;
          }
        })
        .property("basicdb.verbose", false).property("readproportion", 0.5).property("updateproportion", 0.5)
        .records(100).operations(1_000).threads(1).run();
  }

  @Test
  void criteriaTheRunMeetsPassAndGiveTheVerdict() {
    ThresholdResult verdict = assertThresholds(run, "READ.p99 < 10s", "READ.errorrate < 0.1%; TOTAL.count >= 1000");
    assertThat(verdict.passed()).isTrue();
    assertThat(verdict.checks()).hasSize(3);
  }

  @Test
  void aBrokenCriterionFailsWithTheThresholdTableAsTheMessage() {
    assertThatThrownBy(() -> assertThresholds(run, "READ.p99 < 10s", "UPDATE.errorrate < 1%"))
        .isInstanceOf(AssertionFailedError.class)
        .satisfies(e -> {
          assertThat(e.getMessage()).isEqualTo("run phase: "
              + Thresholds.of("READ.p99 < 10s", "UPDATE.errorrate < 1%").evaluate(run).table().stripTrailing());
          assertThat(e.getMessage().lines()).hasSize(4).first().isEqualTo("run phase: Thresholds: 1 of 2 broken");
          assertThat(e.getMessage().lines()).anyMatch(l -> l.startsWith("  pass    READ.p99 < 10s "))
              .anyMatch(l -> l.matches("  FAIL    UPDATE.errorrate < 1% +(9\\.[0-9]+|10(\\.0+)?)%.*"));
        });
  }

  @Test
  void aBangCriterionIsRefusedRatherThanPassedWithItsIntervalsUnjudged() {
    assertThatThrownBy(() -> assertThresholds(run, "READ.p99 < 10s", "READ.p99 < 10s !"))
        .isInstanceOf(UsageException.class)
        .hasMessage("assertThresholds: 'READ.p99 < 10s !' must hold in every interval, which a finished run's result"
            + " cannot show; expected it in the benchmark's thresholds property (.property(\"thresholds\","
            + " \"READ.p99 < 10s !\")), judged interval by interval while the run goes on");
  }

  @Test
  void aMalformedCriterionIsAUsageErrorNotAFailedAssertion() {
    assertThatThrownBy(() -> assertThresholds(run, "READ.p99 <"))
        .isInstanceOf(UsageException.class).isNotInstanceOf(AssertionError.class);
    assertThatThrownBy(() -> assertThresholds(run)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("no criteria");
  }

  /** A few seconds of reads and updates against a binding that sleeps {@code sleepMs} per call, logged each second. */
  private static RunResult logged(java.nio.file.Path dir, long sleepMs) {
    return YcsbBenchmark.workload(new Properties())
        .binding(() -> new BasicDB() {
          @Override
          public Status read(String table, String key, java.util.Set<String> fields, Map<String, ByteIterator> result) {
            pause(sleepMs);
            return Status.OK;
          }
        })
        .property("basicdb.verbose", false).property("readproportion", 1.0).property("updateproportion", 0)
        .property("measurement.interval.seconds", 1).records(100).threads(1).target(500)
        .duration(java.time.Duration.ofSeconds(4)).resultsIn(dir).run();
  }

  private static void pause(long ms) {
    try {
      Thread.sleep(ms);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void aRunComparedWithItselfShowsNoRegressionAndAMuchSlowerOneFailsWithTheGatesTable(
      @org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) {
    RunResult fast = logged(dir.resolve("fast"), 0);
    assertThat(site.ycsb.junit.YcsbAssertions.assertNoRegression(fast, fast, 5).passed()).isTrue();
    RunResult slow = logged(dir.resolve("slow"), 5);
    assertThatThrownBy(() -> site.ycsb.junit.YcsbAssertions.assertNoRegression(fast, slow, 5, "READ-COMB.Average"))
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageStartingWith("Regression gate: candidate against baseline, at most 5.0% worse, 99% confidence")
        .hasMessageContaining("✗ READ-COMB Average (us)");
  }
}

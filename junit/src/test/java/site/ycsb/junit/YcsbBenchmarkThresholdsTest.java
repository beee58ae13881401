package site.ycsb.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;

/** The thresholds properties in the kit: read as the command line reads them, and judged on the run phase. */
class YcsbBenchmarkThresholdsTest {
  /** Reads take at least 1 ms: a p99 under 100 us cannot be met, whatever the machine's load. */
  static final class SlowReadsDB extends BasicDB {
    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1));
      return Status.OK;
    }
  }

  private static YcsbBenchmark reads() {
    return YcsbBenchmark.workload(new Properties()).binding(SlowReadsDB::new)
        .property("basicdb.verbose", false).property("readproportion", 1).property("updateproportion", 0)
        .records(100).threads(1);
  }

  @Test
  void aBrokenCriterionInTheThresholdsPropertyFailsTheRunWithTheTable(@TempDir Path dir) throws Exception {
    assertThatThrownBy(() -> reads().operations(200).property("thresholds", "READ.p99 < 100us; READ.count >= 200")
        .resultsIn(dir).run())
        .isInstanceOf(AssertionFailedError.class)
        .satisfies(e -> assertThat(e.getMessage()).startsWith("run phase: Thresholds: 1 of 2 broken\n")
            .containsPattern("FAIL    READ.p99 < 100us +\\d").contains("pass    READ.count >= 200")
            .endsWith("(figures in " + dir + ")"));
    assertThat(Files.readString(dir.resolve("run.txt"))).as("the report keeps the verdict")
        .contains("[THRESHOLDS], Broken, 1", "[THRESHOLD-1], Passed, false", "[THRESHOLD-2], Passed, true");
  }

  @Test
  void criteriaTheRunMeetsPassAndABangCriterionIsJudgedInEachInterval(@TempDir Path dir) throws Exception {
    RunResult run = reads().duration(Duration.ofSeconds(3)).property("measurement.interval.seconds", 1)
        .property("thresholds", "READ.p99 < 60s !").resultsIn(dir).run();
    assertThat(run.count("READ")).isPositive();
    assertThat(Files.readString(dir.resolve("run.txt"))).contains("[THRESHOLDS], Passed, true")
        .containsPattern("\\[THRESHOLD-1\\], Note, held in all \\d+ intervals");
  }

  @Test
  void aCriterionFileAndAbortOnFailAreHonouredToo(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("sla.txt"), "# the SLA\nOVERALL.count < 50\n");
    long start = System.nanoTime();
    assertThatThrownBy(() -> reads().duration(Duration.ofSeconds(60)).property("thresholds.file", file)
        .property("thresholds.abortonfail", true).run())
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageContaining("the run was ended early by OVERALL.count < 50 (already");
    assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start)).as("well before the 60 s").isLessThan(50);
  }

  @Test
  void aCriterionTheRunCannotJudgeIsRefusedBeforeTheLoadAsOnTheCommandLine() {
    AtomicLong inserts = new AtomicLong();
    YcsbBenchmark b = YcsbBenchmark.workload(new Properties()).binding(() -> new BasicDB() {
      @Override
      public Status insert(String table, String key, Map<String, ByteIterator> values) {
        inserts.incrementAndGet();
        return Status.OK;
      }
    }).property("basicdb.verbose", false).records(10).operations(10);
    assertThatThrownBy(() -> b.property("thresholds", "READ.p99 < 5").load())
        .isInstanceOf(UsageException.class)
        .hasMessage("thresholds: 'READ.p99 < 5': p99 is a latency; expected its unit, e.g. 5us, 5ms or 5s (a bare"
            + " number is ambiguous)");
    assertThatThrownBy(() -> b.property("thresholds", "SCAN.p99 < 5ms").load())
        .isInstanceOf(UsageException.class).hasMessageContaining("the workload does no SCAN");
    assertThat(inserts).as("nothing was loaded").hasValue(0);
  }
}

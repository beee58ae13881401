package site.ycsb.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;

class YcsbBenchmarkTest {

  @Test
  void loadThenRunAgainstANamedBindingGivesTheRunPhasesResult() {
    YcsbBenchmark benchmark = YcsbBenchmark.workload(new Properties()).binding("memory")
        .records(200).operations(1_000).threads(2);
    RunResult run = benchmark.load().run();

    assertThat(benchmark.loadResult().phase()).isEqualTo("load");
    assertThat(benchmark.loadResult().count("INSERT")).isEqualTo(200);
    assertThat(run.phase()).isEqualTo("run");
    assertThat(run.operations()).isEqualTo(1_000);
    assertThat(run.statusCount("READ", "NOT_FOUND")).as("every read finds a loaded record").isZero();
    assertThat(run.count("READ")).isPositive();
  }

  @Test
  void aWorkloadFileIsReadAsWithDashP(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("updates"), "recordcount=50\noperationcount=300\n"
        + "readproportion=0\nupdateproportion=1\n");
    RunResult run = YcsbBenchmark.workload(file.toString()).binding("memory").load().run();

    assertThat(run.operations()).isEqualTo(300);
    assertThat(run.count("UPDATE")).isEqualTo(300);
    assertThat(run.metrics()).doesNotContainKey("READ");
  }

  @Test
  void aWorkloadFileMayBeAClassPathResource() {
    RunResult run = YcsbBenchmark.workload("ycsb-junit-test-workload").binding("memory").load().run();
    assertThat(run.operations()).isEqualTo(123);
  }

  @Test
  void aMissingWorkloadFileIsOneLineNamingIt() {
    assertThatThrownBy(() -> YcsbBenchmark.workload("workloads/no-such-file"))
        .isInstanceOf(UsageException.class)
        .hasMessageStartingWith("workload workloads/no-such-file: not found")
        .hasMessageNotContaining("\n");
  }

  @Test
  void aBadPropertyIsTheEnginesOneLineUsageError() {
    assertThatThrownBy(() -> YcsbBenchmark.workload(new Properties()).binding("memory").threads(-3).run())
        .isInstanceOf(UsageException.class).hasMessageContaining("threadcount");
  }

  @Test
  void aBindingFactoryReplacesTheBindingName() {
    Map<String, Integer> created = new java.util.concurrent.ConcurrentHashMap<>();
    RunResult run = YcsbBenchmark.workload(new Properties())
        .binding(() -> {
          created.merge("db", 1, Integer::sum);
          return new BasicDB();
        })
        .property("basicdb.verbose", false).property("basicdb.simulatedelay", 0)
        .records(10).operations(100).threads(3).run();

    assertThat(created).containsEntry("db", 3);
    assertThat(run.operations()).isEqualTo(100);
  }

  @Test
  void aDurationAloneBoundsTheRunByTimeWhateverTheWorkloadFileSays() {
    Properties file = new Properties();
    file.setProperty("operationcount", "1000000000");
    RunResult run = YcsbBenchmark.workload(file).binding("memory").records(100).duration(Duration.ofSeconds(1))
        .load().run();

    assertThat(run.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
    assertThat(run.operations()).isPositive().isLessThan(1_000_000_000L);
    assertThat(run.runTimeMs()).isBetween(900L, 60_000L);
  }

  @Test
  void aLoadWithFailedInsertsFailsTheTestNamingTheCounts(@TempDir Path dir) {
    YcsbBenchmark benchmark = YcsbBenchmark.workload(new Properties())
        .binding(() -> new BasicDB() {
          @Override
          public Status insert(String table, String key, Map<String, ByteIterator> values) {
            return key.endsWith("7") ? Status.ERROR : Status.OK;
          }
        })
        .property("basicdb.verbose", false).records(100).resultsIn(dir);

    assertThatThrownBy(benchmark::load).isInstanceOf(AssertionFailedError.class)
        .hasMessageContaining("the load phase failed 10 of 100 operations {ERROR=10}")
        .hasMessageContaining(dir.toString());
  }

  @Test
  void eachPhaseLeavesItsIntervalLogTextReportAndHtmlReport(@TempDir Path dir) throws Exception {
    Path results = dir.resolve("nested/results");
    RunResult run = YcsbBenchmark.workload(new Properties()).binding("memory")
        .property("memory.password", "hunter2")
        .records(100).operations(500).resultsIn(results).load().run();

    assertThat(run.intervalLog()).isEqualTo(results.resolve("run.hdr"));
    for (String phase : new String[] {"load", "run"}) {
      assertThat(results.resolve(phase + ".hdr")).isNotEmptyFile();
      assertThat(Files.readString(results.resolve(phase + ".txt"))).contains("[OVERALL], RunTime(ms), ");
      String html = Files.readString(results.resolve(phase + ".html"));
      assertThat(html).startsWith("<!DOCTYPE html>").contains("</html>");
    }
    assertThat(Files.readString(results.resolve("run.txt"))).contains("[READ], Operations, ");
    for (String f : new String[] {"run.hdr", "run.txt", "run.html"}) {
      assertThat(Files.readString(results.resolve(f))).as(f).doesNotContain("hunter2");
    }
  }

  @Test
  void withoutAResultsDirectoryNoLogIsWritten() {
    RunResult run = YcsbBenchmark.workload(new Properties()).binding("memory").records(10).operations(10).load().run();
    assertThat(run.intervalLog()).isNull();
  }

  /** Throws an AssertionError on its 100th read: the run stops early, as the command line's exits 1. */
  static final class FailsOnItsHundredthReadDB extends BasicDB {
    private final java.util.concurrent.atomic.AtomicInteger reads = new java.util.concurrent.atomic.AtomicInteger();

    @Override
    public Status read(String table, String key, java.util.Set<String> fields, Map<String, ByteIterator> result) {
      if (reads.incrementAndGet() == 100) {
        throw new AssertionError("the binding's own check");
      }
      return Status.OK;
    }
  }

  @Test
  void aRunThatAClientThreadsErrorStoppedFailsTheTestInsteadOfPassingOnWhatItMeasured() {
    assertThatThrownBy(() -> YcsbBenchmark.workload(new Properties()).binding(FailsOnItsHundredthReadDB::new)
        .property("basicdb.verbose", false).property("readproportion", 1).property("updateproportion", 0)
        .records(10).operations(20_000).threads(1).run())
        .isInstanceOf(AssertionFailedError.class)
        .hasMessageStartingWith("run phase: stopped early (CLIENT_ERROR): a client thread failed");
  }
}

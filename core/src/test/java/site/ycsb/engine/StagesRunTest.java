package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.config.Props;
import site.ycsb.config.StagePlan;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;
import site.ycsb.model.RunResult;
import site.ycsb.model.StageResult;
import site.ycsb.results.ReportWriter;

/**
 * One run in stages: each stage's mix and rate hold from its boundary, each has its own block in the
 * report, and the log marks where each starts.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class StagesRunTest {
  @TempDir
  Path dir;

  @Test
  void eachStageRunsItsOwnMixAtItsOwnRateAndReportsApart() throws Exception {
    Properties p = TestRuns.props("db=memory", "recordcount=200", "threadcount=2", "hdrhistogram.fileoutput=true",
        "results.dir=" + dir, "measurement.interval.seconds=1", "stages=reads,writes",
        "stage.reads.duration=2s", "stage.reads.readproportion=1", "stage.reads.updateproportion=0",
        "stage.reads.target=1000",
        "stage.writes.duration=2s", "stage.writes.readproportion=0", "stage.writes.updateproportion=1",
        "stage.writes.target=2000", "events=3s:true");
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, null);
    p.setProperty("dotransactions", "true");
    RunResult r = TestRuns.run(p, null);

    assertThat(r.stages()).extracting(StageResult::name).containsExactly("reads", "writes");
    StageResult reads = r.stages().get(0);
    StageResult writes = r.stages().get(1);
    // the mix switches at the boundary exactly (each operation is of the stage it starts in); a stage's block
    // holds what completed before the reporter's drain at the boundary, which a busy machine delays by a few
    // milliseconds: the first few updates of the next stage (2000 ops/s: 2 per ms) may land in the reads' block
    assertThat(reads.statusCounts().getOrDefault("UPDATE", java.util.Map.of()).values().stream()
        .mapToLong(Long::longValue).sum()).isLessThanOrEqualTo(100);
    assertThat(reads.metrics().get("READ").getTotalCount()).isGreaterThan(1500);
    assertThat(writes.metrics().containsKey("READ") ? writes.metrics().get("READ").getTotalCount() : 0)
        .isLessThanOrEqualTo(2);
    assertThat(writes.metrics().get("UPDATE").getTotalCount()).isGreaterThan(3000);
    // each at its own rate (a busy machine: 10%)
    assertThat(reads.throughput()).isBetween(900.0, 1100.0);
    assertThat(writes.throughput()).isBetween(1800.0, 2200.0);
    assertThat(r.stopReason().name()).isEqualTo("TIME_LIMIT"); // the stages' end ends the run

    ByteArrayOutputStream text = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(text)) {
      ReportWriter.write(r, e);
    }
    assertThat(text.toString(StandardCharsets.UTF_8)).contains("[STAGE-reads], Operations, ",
        "[STAGE-writes], Throughput(ops/sec), ", "[STAGE-writes], UPDATE.99thPercentileLatency(us), ");
    String log = Files.readString(r.intervalLog());
    assertThat(log).contains("#[stage name=reads time=0.000]", "#[stage name=writes time=2.000]");
    // a timed event keeps its time from the run's start, inside the second stage
    assertThat(r.events()).hasSize(1);
    assertThat(r.events().get(0).startMs()).isBetween(2900L, 3500L);
    // the HTML report has a section per stage, beside the whole run's
    try (site.ycsb.results.LogSet set = site.ycsb.results.LogSet.open(java.util.List.of(r.intervalLog().toString()),
        null)) {
      site.ycsb.results.RunData run = site.ycsb.results.RunData.load("", set, new Properties(), k -> false,
          site.ycsb.results.TimeSeries::charted, null, null);
      String html = site.ycsb.results.HtmlReport.render(java.util.List.of(run), "test");
      assertThat(html).contains("id=\"stage-reads\"", "id=\"stage-writes\"", "id=\"summary\"");
    }
  }

  @Test
  void anAsynchronousRunSwitchesItsMixAtTheBoundaryToo() throws Exception {
    Properties p = TestRuns.props("db=memory", "recordcount=200", "threadcount=1", "async.inflight=4",
        "stages=reads,writes", "stage.reads.duration=2s", "stage.reads.readproportion=1",
        "stage.reads.updateproportion=0", "stage.writes.duration=2s", "stage.writes.readproportion=0",
        "stage.writes.updateproportion=1", "target=1000");
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, null);
    p.setProperty("dotransactions", "true");
    RunResult r = TestRuns.run(p, null);
    StageResult reads = r.stages().get(0);
    StageResult writes = r.stages().get(1);
    assertThat(reads.metrics().get("READ").getTotalCount()).isGreaterThan(1500);
    assertThat(reads.metrics().containsKey("UPDATE") ? reads.metrics().get("UPDATE").getTotalCount() : 0)
        .isLessThanOrEqualTo(50); // the drain at the boundary, a few ms late on a busy machine (1 op/ms)
    assertThat(writes.metrics().get("UPDATE").getTotalCount()).isGreaterThan(1500);
    assertThat(writes.metrics().containsKey("READ") ? writes.metrics().get("READ").getTotalCount() : 0)
        .isLessThanOrEqualTo(4); // at most the window's in flight at the boundary
  }

  @Test
  void aStageThatIsNotListedOrSetsWhatAStageCannotOrLacksADurationIsOneLine() {
    assertThatThrownBy(() -> StagePlan.of(new Props(TestRuns.props("stages=a", "stage.b.duration=1s"))))
        .isInstanceOf(UsageException.class).hasMessageStartingWith("stage.b.duration: no stage b in stages=a");
    assertThatThrownBy(() -> StagePlan.of(new Props(TestRuns.props("stages=a", "stage.a.duration=1s",
        "stage.a.recordcount=5")))).hasMessageStartingWith("stage.a.recordcount: a stage cannot set recordcount");
    assertThatThrownBy(() -> StagePlan.of(new Props(TestRuns.props("stages=a")))).hasMessageStartingWith(
        "stage.a.duration: not set");
    assertThatThrownBy(() -> StagePlan.of(new Props(TestRuns.props("stages=a,b", "stage.a.duration=1s",
        "stage.b.duration=1s", "stage.b.warmup=true")))).hasMessageContaining("expected warm-up stages only first");
  }
}

package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.Stream;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.schedule.RateSchedule;
import site.ycsb.engine.schedule.ScheduleSyntax;
import site.ycsb.model.RunResult;

/**
 * Each interval of a paced run's log records the rate it was paced at; the reader, the merge and the
 * HTML report's target chart read it back, and HdrHistogram's own reader still reads the log.
 */
@Timeout(value = 120, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class TargetInLogTest {
  private static final String RAMP = "1000..3000 over 4s";

  @TempDir
  Path dir;

  private Path runWithLog(String clientId, String... more) throws Exception {
    Properties p = new Properties();
    for (String kv : List.of("workload=site.ycsb.workloads.CoreWorkload", "db=basic", "basicdb.verbose=false",
        "operationcount=0", "maxexecutiontime=4", "threadcount=2", "measurement.interval.seconds=1",
        "target.schedule=" + RAMP, "client.id=" + clientId, "results.dir=" + dir)) {
      p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    for (String kv : more) {
      p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    RunResult r = Benchmark.builder(p).err(new PrintStream(new ByteArrayOutputStream(), true,
        StandardCharsets.UTF_8)).build().run();
    return r.intervalLog();
  }

  @Test
  void eachIntervalRecordsTheScheduleAverageItWasPacedAt() throws Exception {
    Path log = runWithLog("one");
    RateSchedule schedule = ScheduleSyntax.parse("target.schedule", RAMP);
    List<LoggedInterval> intervals = new ArrayList<>();
    try (LogReader reader = LogReader.open(log)) {
      long start = reader.info().startMs();
      for (LoggedInterval i = reader.next(); i != null; i = reader.next()) {
        intervals.add(i);
        double from = (i.startMs() - start) / 1000.0;
        double to = from + i.lengthMs() / 1000.0;
        double expected = (schedule.opsBy(to) - schedule.opsBy(from)) / (to - from);
        // the line's times are rounded to the millisecond: 1 ms of a 3000 ops/s ramp's slope is 0.5 ops/s
        assertThat(i.targetOpsPerSecond()).as("interval from %.3f s", from).isCloseTo(expected, within(2.0));
      }
    }
    assertThat(intervals).hasSizeGreaterThanOrEqualTo(4);
    assertThat(Files.readString(log)).contains("#[target start=0.000 length=");
  }

  @Test
  void hdrHistogramsOwnReaderStillReadsEveryHistogramOfAPacedLog() throws Exception {
    Path log = runWithLog("hdr");
    long histograms;
    try (Stream<String> lines = Files.lines(log)) {
      histograms = lines.filter(l -> l.startsWith("Tag=")).count();
    }
    int read = 0;
    try (HistogramLogReader reader = new HistogramLogReader(log.toFile())) {
      while (reader.nextIntervalHistogram() != null) {
        read++;
      }
    }
    assertThat(read).isEqualTo(histograms).isPositive();
  }

  @Test
  void twoClientsMergedShowTheirTargetsTogetherAndTheReportDrawsTargetAgainstAchieved() throws Exception {
    // the two clients side by side, as two processes would run them (two benchmarks may share a JVM)
    java.util.concurrent.CompletableFuture<Path> first = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
      try {
        return runWithLog("a", "client.count=2", "client.index=0");
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    });
    Path b = runWithLog("b", "client.count=2", "client.index=1");
    Path a = first.get();
    RunData run = LogMergeTest.merge(List.of(a.toString(), b.toString()), dir.resolve("merged.hdr"));
    RunData again = ReportFixture.load("", dir.resolve("merged.hdr"), TimeSeries::charted);
    List<TimeSeries.Point> points = run.series().points();
    // each client ran half the schedule (at most 1500 ops/s); windows that hold both ask the whole ramp, up to 3000
    List<Double> targets = points.stream().filter(p -> !Double.isNaN(p.targetPerSecond()))
        .map(TimeSeries.Point::targetPerSecond).toList();
    assertThat(targets).isNotEmpty().allMatch(t -> t > 400 && t < 3100);
    assertThat(targets.stream().mapToDouble(Double::doubleValue).max().orElse(0)).isGreaterThan(2000);
    // the merged log says what the clients together were paced at, window by window
    List<TimeSeries.Point> merged = again.series().points();
    assertThat(merged).hasSameSizeAs(points);
    for (int i = 0; i < points.size(); i++) {
      assertThat(merged.get(i).targetPerSecond()).isCloseTo(points.get(i).targetPerSecond(), within(0.01));
    }
    String html = HtmlReport.render(List.of(run), "test");
    assertThat(html).contains("id=\"chart-target\"", "data-series=\"target\"", "data-series=\"achieved\"");
    // CSV and JSON carry the same figure per window
    assertThat(CsvReport.render(List.of(run))).contains(",target_ops_per_sec,");
    assertThat(JsonReport.render(List.of(run), "test")).contains("\"targetPerSecond\":");
  }
}

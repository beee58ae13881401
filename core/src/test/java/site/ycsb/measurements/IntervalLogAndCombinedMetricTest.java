package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

class IntervalLogAndCombinedMetricTest {

  private static Properties mixed(Path log, String... more) throws Exception {
    Properties p = new Properties();
    try (var in = Files.newBufferedReader(Path.of(System.getProperty("ycsb.root", "..")).resolve("workloads/mixed"))) {
      p.load(in);
    }
    p.putAll(TestRuns.props("db=memory", "recordcount=2000", "operationcount=60000", "threadcount=3",
        "hdrhistogram.fileoutput=true", "hdrhistogram.output.path=" + log, "measurement.interval.seconds=1"));
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  @Test
  void combinedCountIsOkPlusNotFoundOnTheMixedWorkload(@TempDir Path dir) throws Exception {
    RunResult r = TestRuns.loadThenRun(mixed(dir.resolve("run.hdr")), null);
    assertThat(r.statusCount("READ", "NOT_FOUND")).as("mixed deletes keys that reads then miss").isPositive();
    for (String op : new String[] {"READ", "UPDATE", "INSERT", "DELETE"}) {
      assertThat(r.count(op + "-COMB")).as(op)
          .isEqualTo(r.statusCount(op, "OK") + r.statusCount(op, "NOT_FOUND"));
      assertThat(r.count(op)).isEqualTo(r.statusCount(op, "OK"));
    }
    assertThat(r.count("TOTAL")).isEqualTo(r.operations());
  }

  @Test
  void intervalLogParsesWithHdrHistogramsReaderAndSumsToTheTotals(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("run.hdr");
    Properties p = mixed(log, "operationcount=0", "maxexecutiontime=3", "threadcount=2");
    p.setProperty("dotransactions", "false");
    p.setProperty("hdrhistogram.output.path", dir.resolve("load.hdr").toString());
    TestRuns.run(p, null);
    p.setProperty("dotransactions", "true");
    p.setProperty("hdrhistogram.output.path", log.toString());
    RunResult r = TestRuns.run(p, null);
    assertThat(r.intervalLog()).isEqualTo(log);
    Map<String, Long> logged = LoggedCounts.byTag(log);
    assertThat(logged).containsKeys("READ", "READ-COMB", "INSERT", "UPDATE", "DELETE");
    r.metrics().forEach((metric, h) -> {
      if (!metric.equals("TOTAL")) {
        assertThat(logged.getOrDefault(metric, 0L)).as(metric).isEqualTo(h.getTotalCount());
      }
    });
    int intervals = 0;
    try (HistogramLogReader reader = new HistogramLogReader(log.toFile())) {
      while (reader.nextIntervalHistogram() != null) {
        intervals++;
      }
    }
    assertThat(intervals).as("about one interval a second for 3 s, for each metric").isGreaterThanOrEqualTo(3 * 5);
  }

  @Test
  void warmUpIsLoggedButLeftOutOfTheSummary(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("warm.hdr");
    Properties p = TestRuns.props("recordcount=100", "operationcount=0", "maxexecutiontime=3", "measurement.warmup=1",
        "basicdb.verbose=false", "basicdb.simulatedelay=1", "hdrhistogram.fileoutput=true",
        "hdrhistogram.output.path=" + log, "measurement.interval.seconds=1");
    RunResult r = TestRuns.run(p, null);
    long logged = LoggedCounts.byTag(log).get("READ");
    assertThat(r.count("READ")).isPositive().isLessThan(logged);
    assertThat(r.measuredTimeMs()).isLessThan(r.runTimeMs() - 800);
    assertThat(Files.readString(log)).contains("#[warm-up interval]");
    File f = log.toFile();
    assertThat(f.length()).isPositive();
  }
}

package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.HashMap;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.intervallog.ClientLine;
import site.ycsb.model.ClientFigures;
import site.ycsb.model.ClientVerdict;
import site.ycsb.model.RunResult;
import site.ycsb.results.LogSet;
import site.ycsb.results.RunData;
import site.ycsb.results.TimeSeries;

/**
 * The client's own figures measured on real runs. Bounds are loose on purpose: the suite runs on a
 * busy two-core machine, where a thread gets a share of a core, not a core.
 */
class ClientAccountingRunTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();

  private RunResult run(Properties p, java.util.function.Supplier<DB> db) throws Exception {
    return Benchmark.builder(p).err(new PrintStream(errBytes, true, StandardCharsets.UTF_8)).dbFactory(db::get)
        .build().run();
  }

  private static Properties props(String... more) {
    Properties p = TestRuns.props("recordcount=100", "operationcount=100000000", "maxexecutiontime=2",
        "measurement.interval.seconds=1", "readproportion=1", "updateproportion=0");
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  @Test
  void aBusySpinningBindingShowsTheCpuItsThreadsSpent() throws Exception {
    java.util.concurrent.atomic.LongAdder spunNanos = new java.util.concurrent.atomic.LongAdder();
    RunResult r = run(props("threadcount=2"), () -> new SpinDB(spunNanos));
    ClientFigures c = r.client();
    assertThat(c.intervals()).isGreaterThanOrEqualTo(2);
    // the spinning threads' own CPU clocks say what they spent: the process's CPU holds all of it
    // (each spinning thread would keep a core busy; on a loaded machine it gets a share of one)
    double spunMs = spunNanos.sum() / 1e6;
    assertThat(spunMs).isGreaterThan(0);
    assertThat(c.cpuMs()).isGreaterThanOrEqualTo(0.95 * spunMs);
    assertThat(c.cpuUtilizationPercent() / 100 * c.cores()).isGreaterThanOrEqualTo(0.9 * spunMs / c.measuredMs());
    assertThat(c.cpuPerOperationUs()).isGreaterThan(0);
    // unpaced blocking threads are always busy; the last, partial interval closes after they ended
    assertThat(c.saturatedPercent()).isGreaterThanOrEqualTo(50.0);
  }

  @Test
  void aHeavilyAllocatingBindingShowsGcPauses() throws Exception {
    RunResult r = run(props("threadcount=1"), AllocatingDB::new);
    assertThat(r.client().gcCount()).isGreaterThan(0);
    assertThat(r.client().gcMs()).isGreaterThanOrEqualTo(0);
    assertThat(r.client().gcMaxMs()).isLessThanOrEqualTo(r.client().gcMs());
  }

  @Test
  void aThreadThatCannotKeepUpWithItsTargetIsSaturatedAndTheVerdictSaysSo() throws Exception {
    RunResult r = run(props("threadcount=1", "target=5000"), SlowDB::new);
    ClientFigures c = r.client();
    assertThat(c.targetThroughput()).isGreaterThan(4000);
    assertThat(c.achievedSharePercent()).isLessThan(50);
    assertThat(c.saturatedPercent()).isGreaterThan(ClientVerdict.SATURATED_PERCENT);
    assertThat(r.clientVerdict().orElseThrow()).contains("every slot busy in");
    assertThat(errBytes.toString(StandardCharsets.UTF_8)).contains("[WARN] " + r.clientVerdict().orElseThrow());
    // the text report ends with the [CLIENT] block, its verdict a triple upstream's parsers read
    ByteArrayOutputStream text = new ByteArrayOutputStream();
    try (site.ycsb.measurements.exporter.TextMeasurementsExporter e =
        new site.ycsb.measurements.exporter.TextMeasurementsExporter(text)) {
      site.ycsb.results.ReportWriter.write(r, e);
    }
    String[] lines = text.toString(StandardCharsets.UTF_8).split("\n");
    assertThat(lines[lines.length - 1]).isEqualTo("[CLIENT], Verdict: " + r.clientVerdict().orElseThrow() + ", 1");
    assertThat(text.toString(StandardCharsets.UTF_8)).contains("[CLIENT], CpuPerOperation(us), ",
        "[CLIENT], SaturatedIntervals(%), ", "[CLIENT], TargetThroughput(ops/sec), ", "[CLIENT], AchievedShare(%), ");
  }

  @Test
  void aLightPacedRunOnAnEmbeddedBindingPrintsNoVerdictUnlessTheMachineStalledIt() throws Exception {
    RunResult r = run(props("threadcount=1", "target=200"), FastDB::new);
    ClientFigures c = r.client();
    assertThat(c.saturatedPercent()).isZero(); // a paced thread waits for its next start
    List<String> causes = ClientVerdict.causes(c, Double.NaN);
    // hiccups are the machine's (a loaded box stalls every thread); nothing else may speak
    assertThat(causes).allMatch(cause -> cause.startsWith("JVM hiccups"));
    String err = errBytes.toString(StandardCharsets.UTF_8);
    assertThat(err.contains(ClientVerdict.LEAD)).isEqualTo(r.clientVerdict().isPresent());
    if (c.hiccupP99Ms() < ClientVerdict.HICCUP_FLOOR_MS) {
      assertThat(err).doesNotContain(ClientVerdict.LEAD);
    }
  }

  @Test
  void theLogsGiveTheSameClientFiguresAndNoClientOperation() throws Exception {
    RunResult r = run(props("threadcount=1", "target=500", "hdrhistogram.fileoutput=true", "results.dir=" + dir),
        FastDB::new);
    String log = Files.readString(r.intervalLog());
    assertThat(log).contains("Tag=" + ClientLine.HICCUP_TAG + ",").contains("#[client start=");
    try (LogSet set = LogSet.open(List.of(r.intervalLog().toString()), null)) {
      RunData data = RunData.load("", set, new Properties(), k -> false, TimeSeries::charted, null, null);
      ClientFigures fromLog = data.summary().client();
      ClientFigures live = r.client();
      assertThat(fromLog.intervals()).isEqualTo(live.intervals());
      assertThat(fromLog.gcCount()).isEqualTo(live.gcCount());
      assertThat(fromLog.cpuMs()).isCloseTo(live.cpuMs(), org.assertj.core.data.Offset.offset(0.01 * live.intervals()));
      assertThat(fromLog.hiccups().getTotalCount()).isEqualTo(live.hiccups().getTotalCount());
      assertThat(fromLog.targetThroughput()).isCloseTo(live.targetThroughput(),
          org.assertj.core.data.Offset.offset(1.0));
      assertThat(data.summary().metrics()).doesNotContainKey(ClientLine.HICCUP_TAG);
      assertThat(data.summary().metrics().get("TOTAL").getTotalCount())
          .isEqualTo(r.metrics().get("TOTAL").getTotalCount());
      // the HTML report charts the client's CPU and hiccups over time, under the latencies
      String html = site.ycsb.results.HtmlReport.render(List.of(data), "test");
      assertThat(html).contains("id=\"chart-client-cpu\"", "id=\"chart-client-hiccups\"");
      assertThat(html.indexOf("chart-client-cpu")).isGreaterThan(html.indexOf("chart-p99.9"));
    }
  }

  /** Every call spins for 200 us; the thread's CPU time is added up at its cleanup. */
  static final class SpinDB extends FastDB {
    private final java.util.concurrent.atomic.LongAdder spunNanos;
    private long startCpu;

    SpinDB(java.util.concurrent.atomic.LongAdder spunNanos) {
      this.spunNanos = spunNanos;
    }

    @Override
    public void init() {
      startCpu = java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    @Override
    public void cleanup() {
      spunNanos.add(java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - startCpu);
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      long end = System.nanoTime() + 200_000;
      long x = 0;
      while (System.nanoTime() < end) {
        x++;
      }
      return x >= 0 ? Status.OK : Status.ERROR;
    }
  }

  /** Every call allocates a megabyte and keeps the last few, so collections come and cost. */
  static final class AllocatingDB extends FastDB {
    private final byte[][] kept = new byte[8][];
    private int next;

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      kept[next++ % kept.length] = new byte[1 << 20];
      return Status.OK;
    }
  }

  /** Every call takes 5 ms: one thread does at most 200 a second. */
  static final class SlowDB extends FastDB {
    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      LockSupport.parkNanos(5_000_000);
      return Status.OK;
    }
  }

  /** Answers every call at once. */
  static class FastDB extends DB {
    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return Status.OK;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return Status.OK;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return Status.OK;
    }

    @Override
    public Status delete(String table, String key) {
      return Status.OK;
    }
  }
}

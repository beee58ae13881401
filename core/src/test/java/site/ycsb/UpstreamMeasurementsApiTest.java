package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;
import site.ycsb.measurements.Measurements;
import site.ycsb.results.ReportWriter;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/**
 * Upstream's static measurements API ({@code Measurements.getMeasurements().measure(...)}) reaches
 * the run of the calling thread: a binding's own metric lands in that run's report and interval
 * log, two runs in one JVM stay apart, and a thread outside any run is told so.
 */
class UpstreamMeasurementsApiTest {
  /** Compiled against upstream's jar alone: times an index lookup of its own on every read. */
  private static final String BINDING = String.join("\n",
      "package com.example.ycsb;",
      "import java.util.*;",
      "import site.ycsb.*;",
      "import site.ycsb.measurements.Measurements;",
      "public class SelfMeasuringBinding extends DB {",
      "  private Measurements measurements;",
      "  @Override public void init() { measurements = Measurements.getMeasurements(); }",
      "  @Override public Status read(String t, String k, Set<String> f, Map<String, ByteIterator> r) {",
      "    measurements.measure(\"INDEX-LOOKUP\", 1234);",
      "    measurements.reportStatus(\"INDEX-LOOKUP\", Status.OK);",
      "    return Status.OK;",
      "  }",
      "  @Override public Status scan(String t, String s, int n, Set<String> f, Vector<HashMap<String, ByteIterator>> r) {",
      "    return Status.OK;",
      "  }",
      "  @Override public Status update(String t, String k, Map<String, ByteIterator> v) { return Status.OK; }",
      "  @Override public Status insert(String t, String k, Map<String, ByteIterator> v) { return Status.OK; }",
      "  @Override public Status delete(String t, String k) { return Status.OK; }",
      "}");

  @Test
  void aBindingCompiledAgainstUpstreamRecordsItsOwnMetricIntoTheReportAndTheIntervalLog(@TempDir Path dir)
      throws Exception {
    Path classes = UpstreamYcsb.compileAgainstCore(dir, "SelfMeasuringBinding", BINDING);
    Path logDir = Files.createDirectories(dir.resolve("logs"));
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      Properties p = TestRuns.props("db=com.example.ycsb.SelfMeasuringBinding", "recordcount=100",
          "operationcount=3000", "threadcount=3", "readproportion=0.6", "updateproportion=0.4",
          "dotransactions=true", "hdrhistogram.fileoutput=true", "hdrhistogram.output.path=" + logDir + "/");
      RunResult r = Benchmark.builder(p).classLoader(loader).build().run();

      long reads = r.statusCount("READ", "OK");
      assertThat(reads).isPositive();
      assertThat(r.count("INDEX-LOOKUP")).isEqualTo(reads);
      assertThat(r.metrics().get("INDEX-LOOKUP").getMaxValue()).isBetween(1233L, 1235L);
      assertThat(r.statusCount("INDEX-LOOKUP", "OK")).isEqualTo(reads);
      assertThat(r.count("TOTAL")).as("a binding's own metric is not an operation of the run").isEqualTo(3000);

      String report = text(r);
      assertThat(report).contains("[INDEX-LOOKUP], Operations, " + reads + "\n")
          .contains("[INDEX-LOOKUP], Return=OK, " + reads + "\n");
      assertThat(loggedCount(r.intervalLog(), "INDEX-LOOKUP")).isEqualTo(reads);
      assertThat(Files.readString(r.intervalLog())).contains("status op=INDEX-LOOKUP");
    }
  }

  @Test
  void twoRunsSideBySideEachRecordIntoTheirOwnMeasurements() throws Exception {
    CompletableFuture<RunResult> a = CompletableFuture.supplyAsync(() -> runMeasuring(111, 4000));
    CompletableFuture<RunResult> b = CompletableFuture.supplyAsync(() -> runMeasuring(999, 2500));
    RunResult ra = a.get();
    RunResult rb = b.get();
    assertThat(ra.count("OWN")).isEqualTo(ra.statusCount("READ", "OK") + ra.statusCount("UPDATE", "OK"))
        .isEqualTo(4000);
    assertThat(rb.count("OWN")).isEqualTo(2500);
    assertThat(ra.metrics().get("OWN").getMaxValue()).isBetween(110L, 112L);
    assertThat(rb.metrics().get("OWN").getMinValue()).isBetween(998L, 1000L);
  }

  private static RunResult runMeasuring(int latencyUs, long operations) {
    Properties p = TestRuns.props("recordcount=50", "operationcount=" + operations, "threadcount=2",
        "readproportion=0.5", "updateproportion=0.5", "dotransactions=true");
    try {
      return TestRuns.run(p, () -> new OkDB() {
        @Override
        protected void measured() {
          Measurements.getMeasurements().measure("OWN", latencyUs);
        }
      });
    } catch (Exception e) {
      throw new IllegalStateException(e);
    }
  }

  @Test
  void aWorkloadReachesTheRunsMeasurementsInInitAndTheRunsThreadLosesThemAfterwards() throws Exception {
    AtomicReference<Measurements> inInit = new AtomicReference<>();
    Properties p = TestRuns.props("recordcount=10", "operationcount=10", "dotransactions=true");
    Benchmark.builder(p).dbFactory(OkDB::new).workload(new site.ycsb.workloads.CoreWorkload() {
      @Override
      public void init(Properties properties) throws WorkloadException {
        super.init(properties);
        inInit.set(Measurements.getMeasurements());
      }
    }).build().run();
    assertThat(inInit.get()).isNotNull();
    assertThatThrownBy(Measurements::getMeasurements).isInstanceOf(IllegalStateException.class);
  }

  @Test
  void onAThreadThatServesNoRunGetMeasurementsSaysWhatToDoInstead() throws Exception {
    AtomicReference<Throwable> thrown = new AtomicReference<>();
    Thread t = new Thread(() -> {
      try {
        Measurements.getMeasurements();
      } catch (Throwable e) {
        thrown.set(e);
      }
    }, "harness-thread");
    t.start();
    t.join();
    assertThat(thrown.get()).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("'harness-thread'")
        .hasMessageContaining("serves no benchmark run")
        .hasMessageContaining("new Measurements(properties)");
  }

  @Test
  void aHarnessesOwnMeasurementsSummariseSinceTheLastCallAndExportEverything() throws Exception {
    Properties props = new Properties();
    props.setProperty(Measurements.MEASUREMENT_INTERVAL, "both");
    Measurements m = new Measurements(props);
    Thread[] threads = new Thread[4];
    for (int i = 0; i < threads.length; i++) {
      threads[i] = new Thread(() -> {
        for (int n = 1; n <= 1000; n++) {
          m.measure("PUT", n);
          m.measureIntended("PUT", n + 5);
          m.reportStatus("PUT", n % 10 == 0 ? Status.NOT_FOUND : Status.OK);
        }
      });
      threads[i].start();
    }
    for (Thread t : threads) {
      t.join();
    }

    assertThat(m.getSummary()).startsWith("[PUT: Count=4000, Max=1000, Min=1,").contains("[Intended-PUT: Count=4000");
    assertThat(m.getSummary()).isEqualTo("[PUT: Count=0] [Intended-PUT: Count=0]");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(out)) {
      m.exportMeasurements(e);
    }
    assertThat(out.toString(StandardCharsets.UTF_8))
        .contains("[PUT], Operations, 4000\n")
        .contains("[PUT], Return=OK, 3600\n")
        .contains("[PUT], Return=NOT_FOUND, 400\n")
        .contains("[Intended-PUT], MinLatency(us), 6\n");
  }

  @Test
  void measurementIntervalDecidesWhichOfMeasureAndMeasureIntendedRecord() throws Exception {
    Properties props = new Properties();
    props.setProperty(Measurements.MEASUREMENT_INTERVAL, "intended");
    Measurements m = new Measurements(props);
    m.measure("GET", 10);
    m.measureIntended("GET", 20);
    m.setIntendedStartTimeNs(42);
    assertThat(m.getIntendedtartTimeNs()).isEqualTo(42);
    assertThat(m.getSummary()).isEqualTo("[Intended-GET: Count=1, Max=20, Min=20, Avg=20, 50=20, 90=20, 99=20, "
        + "99.9=20, 99.99=20]");

    Measurements opOnly = new Measurements(new Properties());
    opOnly.setIntendedStartTimeNs(42);
    assertThat(opOnly.getIntendedtartTimeNs()).as("upstream keeps no intended start when it measures none")
        .isZero();
  }

  @Test
  void aBindingExportingDuringTheRunSeesWhatWasRecordedBeforeIt() throws Exception {
    Map<Integer, String> exported = new java.util.concurrent.ConcurrentHashMap<>();
    Properties p = TestRuns.props("recordcount=20", "operationcount=200", "threadcount=1",
        "readproportion=1", "updateproportion=0", "dotransactions=true");
    TestRuns.run(p, () -> new OkDB() {
      @Override
      public void cleanup() throws DBException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (TextMeasurementsExporter e = new TextMeasurementsExporter(out)) {
          Measurements.getMeasurements().exportMeasurements(e);
        } catch (IOException e) {
          throw new DBException(e);
        }
        exported.put(0, out.toString(StandardCharsets.UTF_8));
      }
    });
    assertThat(exported.get(0)).contains("[READ], Operations, 200\n").contains("[READ], Return=OK, 200\n");
  }

  private static String text(RunResult r) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(out)) {
      ReportWriter.write(r, e);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  private static long loggedCount(Path log, String tag) throws IOException {
    long n = 0;
    HistogramLogReader reader = new HistogramLogReader(log.toFile());
    for (org.HdrHistogram.EncodableHistogram h; (h = reader.nextIntervalHistogram()) != null; ) {
      if (tag.equals(h.getTag())) {
        n += ((Histogram) h).getTotalCount();
      }
    }
    reader.close();
    return n;
  }

  /** Answers OK to everything; {@link #measured()} runs on every read and update. */
  private static class OkDB extends DB {
    protected void measured() {
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      measured();
      return Status.OK;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      measured();
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

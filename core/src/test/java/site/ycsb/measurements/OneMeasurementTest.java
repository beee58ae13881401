package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.Status;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/**
 * Upstream's standalone measurements of one metric: each form exports the lines upstream names
 * (golden text for known values), summarises what was measured since its last summary, and counts
 * exactly when many threads measure at once.
 */
class OneMeasurementTest {

  @Test
  void hdrHistogramExportsCountAverageMinMaxAndItsPercentilesDefault95And99ThenReturnCounts() throws Exception {
    OneMeasurement m = new OneMeasurementHdrHistogram("GET", new Properties());
    for (int v = 1; v <= 100; v++) {
      m.measure(v);
      m.reportStatus(v <= 95 ? Status.OK : Status.ERROR);
    }
    assertThat(export(m)).isEqualTo(String.join("\n",
        "[GET], Operations, 100",
        "[GET], AverageLatency(us), 50.5",
        "[GET], MinLatency(us), 1",
        "[GET], MaxLatency(us), 100",
        "[GET], 95thPercentileLatency(us), 95",
        "[GET], 99thPercentileLatency(us), 99",
        "[GET], Return=OK, 95",
        "[GET], Return=ERROR, 5", ""));
  }

  @Test
  void hdrHistogramNamesTheConfiguredPercentilesAsUpstreamAndListsEveryValueWhenVerbose() throws Exception {
    OneMeasurement m = new OneMeasurementHdrHistogram("GET",
        props("hdrhistogram.percentiles=50,99.9", "measurement.histogram.verbose=true"));
    m.measure(3);
    m.measure(3);
    m.measure(7);
    assertThat(export(m)).isEqualTo(String.join("\n",
        "[GET], Operations, 3",
        "[GET], AverageLatency(us), 4.333333333333333",
        "[GET], MinLatency(us), 3",
        "[GET], MaxLatency(us), 7",
        "[GET], 50thPercentileLatency(us), 3",
        "[GET], 99.9PercentileLatency(us), 7",
        "[GET], 3, 2.0",
        "[GET], 7, 1.0", ""));
  }

  @Test
  void hdrHistogramSummarisesTheIntervalSinceTheLastSummaryAsUpstream() {
    OneMeasurement m = new OneMeasurementHdrHistogram("GET", new Properties());
    for (int v = 1; v <= 100; v++) {
      m.measure(v);
    }
    assertThat(m.getSummary()).isEqualTo("[GET: Count=100, Max=100, Min=1, Avg=50.5, 90=90, 99=99, 99.9=100, 99.99=100]");
    m.measure(42);
    assertThat(m.getSummary()).isEqualTo("[GET: Count=1, Max=42, Min=42, Avg=42, 90=42, 99=42, 99.9=42, 99.99=42]");
  }

  @Test
  void hdrHistogramWithFileOutputLogsEachSummarysIntervalToNameDotHdr(@TempDir Path dir) throws Exception {
    OneMeasurement m = new OneMeasurementHdrHistogram("GET",
        props("hdrhistogram.fileoutput=true", "hdrhistogram.output.path=" + dir + "/"));
    for (int v = 1; v <= 10; v++) {
      m.measure(v);
    }
    m.getSummary();
    m.measure(1000);
    export(m);
    List<Long> intervals = new ArrayList<>();
    HistogramLogReader reader = new HistogramLogReader(dir.resolve("GET.hdr").toFile());
    for (org.HdrHistogram.EncodableHistogram h; (h = reader.nextIntervalHistogram()) != null; ) {
      intervals.add(((Histogram) h).getTotalCount());
    }
    reader.close();
    assertThat(intervals).containsExactly(10L, 1L);
    assertThat(Files.readString(dir.resolve("GET.hdr"))).contains("[Logging for: GET]");
  }

  @Test
  void anUnwritableHdrHistogramOutputPathIsOneLineNamingTheProperty(@TempDir Path dir) {
    assertThatThrownBy(() -> new OneMeasurementHdrHistogram("GET",
        props("hdrhistogram.fileoutput=true", "hdrhistogram.output.path=" + dir + "/no/such/dir/")))
        .isInstanceOf(UsageException.class).hasMessageContaining("hdrhistogram.output.path")
        .hasMessageContaining("GET.hdr");
  }

  @Test
  void histogramExportsUpstreamsMillisecondBucketFormWithBucketCountsWhenVerbose() throws Exception {
    OneMeasurement m = new OneMeasurementHistogram("PUT", props("histogram.buckets=3", "measurement.histogram.verbose=true"));
    measure(m, 500, 50);
    measure(m, 1500, 50);
    m.reportStatus(Status.OK);
    assertThat(export(m)).isEqualTo(String.join("\n",
        "[PUT], Operations, 100",
        "[PUT], AverageLatency(us), 1000.0",
        "[PUT], LatencyVariance(us), 250000.0",
        "[PUT], MinLatency(us), 500",
        "[PUT], MaxLatency(us), 1500",
        "[PUT], 95thPercentileLatency(us), 1000",
        "[PUT], 99thPercentileLatency(us), 1000",
        "[PUT], 0, 50",
        "[PUT], 1, 50",
        "[PUT], 2, 0",
        "[PUT], >3, 0",
        "[PUT], Return=OK, 1", ""));
    assertThat(new OneMeasurementHistogram("X", new Properties()).getSummary()).isEmpty();
  }

  @Test
  void histogramAndTimeseriesSummariseTheAverageSinceTheLastSummary() {
    for (OneMeasurement m : List.of(new OneMeasurementHistogram("PUT", new Properties()),
        new OneMeasurementTimeSeries("PUT", new Properties()))) {
      m.measure(10);
      m.measure(15);
      assertThat(m.getSummary()).isEqualTo("[PUT AverageLatency(us)=12.5]");
      assertThat(m.getSummary()).as("nothing since").isEmpty();
    }
  }

  @Test
  void rawWritesEverySampleToItsFileAndTheSummaryLinesToTheReport(@TempDir Path dir) throws Exception {
    Path samples = dir.resolve("raw.csv");
    OneMeasurement m = new OneMeasurementRaw("SCAN", props("measurement.raw.output_file=" + samples));
    for (int v = 10; v <= 100; v += 10) {
      m.measure(v);
    }
    m.reportStatus(Status.OK);
    assertThat(m.getSummary()).isEqualTo("SCAN count: 10, average latency(us): 55.00");
    assertThat(m.getSummary()).isEmpty();
    assertThat(export(m)).isEqualTo(String.join("\n",
        "[SCAN], Total Operations, 10",
        "[SCAN], Average, 55.0",
        "[SCAN], Min, 10",
        "[SCAN], Max, 100",
        "[SCAN], p1, 10",
        "[SCAN], p5, 10",
        "[SCAN], p50, 50",
        "[SCAN], p90, 90",
        "[SCAN], p95, 100",
        "[SCAN], p99, 100",
        "[SCAN], p99.9, 100",
        "[SCAN], p99.99, 100",
        "[SCAN], Return=OK, 1", ""));
    List<String> lines = Files.readAllLines(samples);
    assertThat(lines.get(0)).isEqualTo("SCAN latency raw data: op, timestamp(ms), latency(us)");
    assertThat(lines.subList(1, lines.size())).hasSize(10).allMatch(l -> l.matches("SCAN,\\d{13},\\d+"));
    assertThat(lines.get(10)).endsWith(",100");
  }

  @Test
  void rawWithNoSummaryLeavesTheSummaryLinesOut(@TempDir Path dir) throws Exception {
    OneMeasurement m = new OneMeasurementRaw("SCAN",
        props("measurement.raw.output_file=" + dir.resolve("raw.csv"), "measurement.raw.no_summary=true"));
    m.measure(5);
    m.reportStatus(Status.OK);
    assertThat(export(m)).isEqualTo("[SCAN], Return=OK, 1\n");
  }

  @Test
  void timeseriesExportsTotalsThenTheAverageOfEachGranularityUnitThatHadMeasurements() throws Exception {
    OneMeasurement hour = new OneMeasurementTimeSeries("INSERT", props("timeseries.granularity=3600000"));
    hour.measure(10);
    hour.measure(20);
    hour.measure(30);
    hour.reportStatus(Status.OK);
    assertThat(export(hour)).isEqualTo(String.join("\n",
        "[INSERT], Operations, 3",
        "[INSERT], AverageLatency(us), 20.0",
        "[INSERT], MinLatency(us), 10",
        "[INSERT], MaxLatency(us), 30",
        "[INSERT], Return=OK, 1",
        "[INSERT], 0, 20.0", ""));

    OneMeasurement ms = new OneMeasurementTimeSeries("INSERT", props("timeseries.granularity=1"));
    ms.measure(10);
    TimeUnit.MILLISECONDS.sleep(20);
    ms.measure(30);
    List<String> points = export(ms).lines().filter(l -> l.matches("\\[INSERT\\], \\d+, .*")).toList();
    assertThat(points).hasSize(2);
    assertThat(points.get(0)).isEqualTo("[INSERT], 0, 10.0");
    assertThat(Long.parseLong(points.get(1).split(", ")[1])).as("a unit 20 ms or more later").isGreaterThanOrEqualTo(20);
    assertThat(points.get(1)).endsWith(", 30.0");
  }

  @Test
  void twoInOneMeasuresIntoBothCountsResultsInTheFirstAndExportsBothInTurn(@TempDir Path dir) throws Exception {
    OneMeasurement hdr = new OneMeasurementHdrHistogram("READ", props("hdrhistogram.percentiles=99"));
    OneMeasurement raw = new OneMeasurementRaw("READ",
        props("measurement.raw.output_file=" + dir.resolve("raw.csv"), "measurement.raw.no_summary=true"));
    OneMeasurement both = new TwoInOneMeasurement("READ", hdr, raw);
    both.measure(8);
    both.reportStatus(Status.NOT_FOUND);
    assertThat(both.getSummary()).isEqualTo(
        "[READ: Count=1, Max=8, Min=8, Avg=8, 90=8, 99=8, 99.9=8, 99.99=8]\nREAD count: 1, average latency(us): 8.00");
    assertThat(export(both)).isEqualTo(String.join("\n",
        "[READ], Operations, 1",
        "[READ], AverageLatency(us), 8.0",
        "[READ], MinLatency(us), 8",
        "[READ], MaxLatency(us), 8",
        "[READ], 99thPercentileLatency(us), 8",
        "[READ], Return=NOT_FOUND, 1", ""));
    assertThat(Files.readAllLines(dir.resolve("raw.csv"))).hasSize(2);
  }

  @Test
  void aFormWithNothingMeasuredExportsZeroOperations() throws Exception {
    assertThat(export(new OneMeasurementHdrHistogram("GET", new Properties()))).isEqualTo("[GET], Operations, 0\n");
  }

  @Test
  void everyFormCountsExactlyWhenManyThreadsMeasureAndReportAtOnce(@TempDir Path dir) throws Exception {
    Properties p = props("measurement.raw.output_file=" + dir.resolve("raw.csv"));
    List<Function<String, OneMeasurement>> forms = List.of(
        n -> new OneMeasurementHdrHistogram(n, p),
        n -> new OneMeasurementHistogram(n, p),
        n -> new OneMeasurementRaw(n, p),
        n -> new OneMeasurementTimeSeries(n, props("timeseries.granularity=1")));
    int threads = 4;
    int perThread = 20_000;
    for (Function<String, OneMeasurement> form : forms) {
      OneMeasurement m = form.apply("OP");
      Thread[] workers = new Thread[threads];
      for (int t = 0; t < threads; t++) {
        workers[t] = new Thread(() -> {
          for (int i = 0; i < perThread; i++) {
            m.measure(i % 1000);
            m.reportStatus(i % 4 == 0 ? Status.NOT_FOUND : Status.OK);
            if (i % 5000 == 0) {
              m.getSummary(); // a status thread reading meanwhile loses nothing
            }
          }
        });
        workers[t].start();
      }
      for (Thread w : workers) {
        w.join();
      }
      String report = export(m);
      String operations = m instanceof OneMeasurementRaw ? "Total Operations" : "Operations";
      assertThat(report).as(m.getClass().getSimpleName())
          .contains("[OP], " + operations + ", " + threads * perThread + "\n")
          .contains("[OP], Return=OK, " + threads * perThread * 3 / 4 + "\n")
          .contains("[OP], Return=NOT_FOUND, " + threads * perThread / 4 + "\n");
    }
    assertThat(Files.readAllLines(dir.resolve("raw.csv")).stream().filter(l -> l.startsWith("OP,")).count())
        .isEqualTo(threads * perThread);
  }

  private static void measure(OneMeasurement m, int latency, int times) {
    for (int i = 0; i < times; i++) {
      m.measure(latency);
    }
  }

  private static Properties props(String... keyValues) {
    Properties p = new Properties();
    for (String kv : keyValues) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  private static String export(OneMeasurement m) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(out)) {
      m.exportMeasurements(e);
    }
    return out.toString(StandardCharsets.UTF_8).replace(System.lineSeparator(), "\n");
  }
}

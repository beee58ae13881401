package site.ycsb.measurements.exporter;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import site.ycsb.UpstreamYcsb;
import site.ycsb.config.Settings;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;
import site.ycsb.engine.TestRuns;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.results.ReportWriter;

/** The report's formats: upstream's text line for line, and JSON that parses. */
class ReportFormatTest {

  /** A fixed result: 1000 READs of 1..1000 us, 10 NOT_FOUND reads among them, 2 failed updates. */
  private static RunResult fixedResult(String... settings) {
    Histogram read = new Histogram(3);
    for (int v = 1; v <= 1000; v++) {
      read.recordValue(v);
    }
    Histogram failed = new Histogram(3);
    failed.recordValue(5000);
    failed.recordValue(7000);
    Map<String, Histogram> metrics = new LinkedHashMap<>();
    metrics.put("READ", read);
    metrics.put("UPDATE-FAILED", failed);
    Map<String, Map<String, Long>> counts = new LinkedHashMap<>();
    counts.put("READ", new LinkedHashMap<>(Map.of("OK", 1000L)));
    counts.get("READ").put("NOT_FOUND", 10L);
    counts.put("UPDATE", Map.of("ERROR", 2L));
    Map<String, long[]> gc = new LinkedHashMap<>();
    gc.put("G1_Young_Generation", new long[] {3, 12});
    return new RunResult("run", 2000, 2000, 1012, 1012, StopReason.COMPLETED, 0, 0, 0, metrics, counts, Map.of(), gc,
        Map.of(), null, List.of(), List.of(), new MeasurementSettings(Settings.of(TestRuns.props(settings))));
  }

  private static String text(RunResult r) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(out)) {
      ReportWriter.write(r, e);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void textReportMatchesTheGoldenOutputLineForLine() throws Exception {
    String expected = String.join("\n",
        "[OVERALL], RunTime(ms), 2000",
        "[OVERALL], Throughput(ops/sec), 506.0",
        // upstream's throughput counts the 2 failed updates; these two lines say so
        "[OVERALL], FailedOperations, 2",
        "[OVERALL], SuccessfulThroughput(ops/sec), 505.0",
        "[TOTAL_GCS_G1_Young_Generation], Count, 3",
        "[TOTAL_GC_TIME_G1_Young_Generation], Time(ms), 12",
        "[TOTAL_GC_TIME_%_G1_Young_Generation], Time(%), 0.6",
        "[TOTAL_GCs], Count, 3",
        "[TOTAL_GC_TIME], Time(ms), 12",
        "[TOTAL_GC_TIME_%], Time(%), 0.6",
        "[OVERALL], NotFoundRatio(READ), 0.009900990099009901",
        "[OVERALL], NotFoundRatio(UPDATE), 0.0",
        "[READ], Operations, 1000",
        "[READ], AverageLatency(us), 500.5",
        "[READ], MinLatency(us), 1",
        "[READ], MaxLatency(us), 1000",
        "[READ], 50thPercentileLatency(us), 500",
        "[READ], 90thPercentileLatency(us), 900",
        "[READ], 95thPercentileLatency(us), 950",
        "[READ], 99thPercentileLatency(us), 990",
        "[READ], 99.9PercentileLatency(us), 999",
        "[READ], 99.99PercentileLatency(us), 1000",
        "[READ], Return=OK, 1000",
        "[READ], Return=NOT_FOUND, 10",
        "[UPDATE], Operations, 0",
        "[UPDATE], Return=ERROR, 2",
        "[UPDATE-FAILED], Operations, 2",
        // above 2048 us, 3 significant digits means buckets of 4 us: values read as the bucket's top
        "[UPDATE-FAILED], AverageLatency(us), 6002.0",
        "[UPDATE-FAILED], MinLatency(us), 5000",
        "[UPDATE-FAILED], MaxLatency(us), 7003",
        "[UPDATE-FAILED], 50thPercentileLatency(us), 5003",
        "[UPDATE-FAILED], 90thPercentileLatency(us), 7003",
        "[UPDATE-FAILED], 95thPercentileLatency(us), 7003",
        "[UPDATE-FAILED], 99thPercentileLatency(us), 7003",
        "[UPDATE-FAILED], 99.9PercentileLatency(us), 7003",
        "[UPDATE-FAILED], 99.99PercentileLatency(us), 7003",
        "");
    assertThat(text(fixedResult())).isEqualTo(expected);
  }

  @Test
  void histogramModeReportsUpstreamsBucketLines() throws Exception {
    String report = text(fixedResult("measurementtype=histogram", "measurement.histogram.verbose=true",
        "histogram.buckets=3"));
    assertThat(report).contains("[READ], LatencyVariance(us), ", "[READ], 95thPercentileLatency(us), 0",
        "[READ], 0, 999", "[READ], 1, 1", "[READ], 2, 0", "[READ], >3, 0", "[UPDATE-FAILED], >3, 2");
  }

  /** Records every triple, to replay it into another exporter. */
  private static final class Recorder implements MeasurementsExporter {
    final List<Object[]> triples = new ArrayList<>();

    @Override
    public void write(String metric, String measurement, int i) {
      triples.add(new Object[] {metric, measurement, i});
    }

    @Override
    public void write(String metric, String measurement, long i) {
      triples.add(new Object[] {metric, measurement, i});
    }

    @Override
    public void write(String metric, String measurement, double d) {
      triples.add(new Object[] {metric, measurement, d});
    }

    @Override
    public void close() {
    }
  }

  @Test
  void upstreamsOwnTextExporterWritesTheSameBytesForTheSameReport() throws Exception {
    RunResult r = TestRuns.loadThenRun(TestRuns.props("db=memory", "recordcount=200", "operationcount=3000",
        "readproportion=0.5", "updateproportion=0.2", "deleteproportion=0.3"), null);
    Recorder triples = new Recorder();
    ReportWriter.write(r, triples);
    ByteArrayOutputStream ours = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(ours)) {
      replay(triples, e);
    }
    ByteArrayOutputStream theirs = new ByteArrayOutputStream();
    try (URLClassLoader upstream = UpstreamYcsb.isolatedLoader()) {
      Class<?> cls = upstream.loadClass("site.ycsb.measurements.exporter.TextMeasurementsExporter");
      Object exporter = cls.getConstructor(OutputStream.class).newInstance(theirs);
      for (Object[] t : triples.triples) {
        Class<?> type = t[2] instanceof Integer ? int.class : t[2] instanceof Long ? long.class : double.class;
        cls.getMethod("write", String.class, String.class, type).invoke(exporter, t[0], t[1], t[2]);
      }
      cls.getMethod("close").invoke(exporter);
    }
    assertThat(ours.toString(StandardCharsets.UTF_8)).isEqualTo(theirs.toString(StandardCharsets.UTF_8))
        .contains("[DELETE], Return=NOT_FOUND");
  }

  private static void replay(Recorder r, MeasurementsExporter e) throws IOException {
    for (Object[] t : r.triples) {
      if (t[2] instanceof Integer i) {
        e.write((String) t[0], (String) t[1], i);
      } else if (t[2] instanceof Long l) {
        e.write((String) t[0], (String) t[1], l);
      } else {
        e.write((String) t[0], (String) t[1], (Double) t[2]);
      }
    }
  }

  /**
   * How result parsers written for upstream read the report: "[METRIC], Measurement, number" per line,
   * the number as Java's Double.toString writes it, upstream's too (an average under 0.001, say one
   * microsecond over a thousand operations that took none, is "9.93E-4").
   */
  private static final Pattern UPSTREAM_LINE =
      Pattern.compile("^\\[([^\\]]+)\\], ([^,]+), (-?[0-9.]+(?:E-?[0-9]+)?|NaN)$");

  @Test
  void aParserWrittenForUpstreamsFormatReadsEveryLineOfOurs() throws Exception {
    RunResult r = TestRuns.loadThenRun(TestRuns.props("db=memory", "recordcount=200", "operationcount=3000",
        "readproportion=0.5", "insertproportion=0.3", "deleteproportion=0.2"), null);
    Map<String, Map<String, Double>> parsed = new LinkedHashMap<>();
    for (String line : text(r).split("\n")) {
      Matcher m = UPSTREAM_LINE.matcher(line);
      assertThat(m.matches()).as(line).isTrue();
      parsed.computeIfAbsent(m.group(1), k -> new LinkedHashMap<>()).put(m.group(2), Double.parseDouble(m.group(3)));
    }
    assertThat(parsed.get("OVERALL")).containsKeys("RunTime(ms)", "Throughput(ops/sec)");
    assertThat(parsed.get("READ").get("Operations")).isEqualTo((double) r.count("READ"));
    assertThat(parsed.get("READ-COMB").get("Operations"))
        .isEqualTo(parsed.get("READ").get("Return=OK") + parsed.get("READ").getOrDefault("Return=NOT_FOUND", 0.0));
  }

  @Test
  void jsonArrayExporterWritesOneValidArrayAndTheStreamFormOneObjectPerLine() throws Exception {
    RunResult r = fixedResult();
    ByteArrayOutputStream array = new ByteArrayOutputStream();
    try (JSONArrayMeasurementsExporter e = new JSONArrayMeasurementsExporter(array)) {
      ReportWriter.write(r, e);
    }
    ObjectMapper json = new ObjectMapper();
    JsonNode root = json.readTree(array.toByteArray());
    assertThat(root.isArray()).isTrue();
    int textLines = text(r).split("\n").length;
    assertThat(root.size()).isEqualTo(textLines);
    assertThat(root.get(0).get("metric").asText()).isEqualTo("OVERALL");
    assertThat(root.get(0).get("measurement").asText()).isEqualTo("RunTime(ms)");
    assertThat(root.get(0).get("value").asLong()).isEqualTo(2000);

    ByteArrayOutputStream stream = new ByteArrayOutputStream();
    try (JSONMeasurementsExporter e = new JSONMeasurementsExporter(stream)) {
      ReportWriter.write(r, e);
    }
    String[] lines = stream.toString(StandardCharsets.UTF_8).split("\n");
    assertThat(lines).hasSize(textLines);
    for (String line : lines) {
      assertThat(json.readTree(line).has("value")).as(line).isTrue();
    }
  }
}

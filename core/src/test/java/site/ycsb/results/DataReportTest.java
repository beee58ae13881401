package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --format csv|json}: the report's tables and every window, as data for the user's own plots. */
class DataReportTest {
  static final int WINDOWS = 25;

  @TempDir
  Path dir;

  private List<RunData> runs() throws Exception {
    return List.of(
        ReportFixture.load("A", ReportFixture.write(dir.resolve("a.hdr"), "a", WINDOWS, 1), m -> true),
        ReportFixture.load("B", ReportFixture.write(dir.resolve("b.hdr"), "b", WINDOWS, 3), m -> true));
  }

  @Test
  void jsonHoldsTheSummaryEveryWindowAndTheComparison() throws Exception {
    JsonNode doc = new ObjectMapper().readTree(JsonReport.render(runs(), "test"));
    JsonNode a = doc.get("runs").get(0);
    Histogram reads = ReportFixture.measuredReads(WINDOWS, 1);
    JsonNode read = a.get("metrics").get("READ-COMB");
    assertThat(read.get("Operations").asLong()).isEqualTo(reads.getTotalCount());
    assertThat(read.get("99thPercentileLatency(us)").asLong()).isEqualTo(reads.getValueAtPercentile(99));
    assertThat(read.get("AverageLatency(us)").asDouble()).isEqualTo(reads.getMean());
    assertThat(a.get("statusCounts").get("READ").get("NOT_FOUND").asLong()).isEqualTo(9L * (WINDOWS - 2));
    assertThat(a.get("intervals")).hasSize(WINDOWS);
    JsonNode third = a.get("intervals").get(2);
    assertThat(third.get("warmup").asBoolean()).isFalse();
    assertThat(a.get("intervals").get(1).get("warmup").asBoolean()).isTrue();
    Histogram window = TestLog.histogram(3, ReportFixture.reads(2, 1));
    assertThat(third.get("latency").get("READ-COMB").get("p99_us").asLong()).isEqualTo(window.getValueAtPercentile(99));
    assertThat(third.get("latency").has("Intended-READ")).isFalse();
    assertThat(third.get("opsPerSecond").get("TOTAL").asDouble()).isEqualTo(12.0); // 120 operations in 10 s
    assertThat(a.get("events").get(0).get("command").asText()).isEqualTo("nodetool drain");
    JsonNode cmp = doc.get("comparisons").get(0);
    assertThat(cmp.get("baseline").asText()).isEqualTo("A");
    assertThat(cmp.get("rows")).anySatisfy(r -> {
      assertThat(r.get("metric").asText()).isEqualTo("READ-COMB");
      assertThat(r.get("measure").asText()).isEqualTo("P99");
      assertThat(r.get("better").asText()).isEqualTo("A");
    });
  }

  @Test
  void csvHasOneFigurePerRowWithTheSameNumbers() throws Exception {
    String csv = CsvReport.render(runs());
    List<String> lines = csv.lines().toList();
    assertThat(lines.get(0)).isEqualTo("run,section,metric,time_s,runtime_pct,measure,value");
    Histogram reads = ReportFixture.measuredReads(WINDOWS, 1);
    assertThat(lines).contains("A,summary,READ-COMB,,,99thPercentileLatency(us)," + reads.getValueAtPercentile(99));
    assertThat(lines.stream().filter(l -> l.startsWith("A,interval,OVERALL,") && l.contains(",warmup,")))
        .hasSize(WINDOWS);
    assertThat(lines.stream().filter(l -> l.startsWith("B,interval,READ-COMB,") && l.contains(",p99.9_us,")))
        .hasSize(WINDOWS);
    assertThat(lines).anyMatch(l -> l.startsWith("B vs A,comparison,READ-COMB,,,P99.better,A"));
    for (String l : lines) {
      assertThat(l.split(",", -1)).as(l).hasSize(7);
    }
  }

  @Test
  void noSecretLeavesInAnyFormatWhateverTheLogSays() throws Exception {
    Path file = TestLog.client("c", ReportFixture.T0)
        .meta("command", "-t -db cassandra -p cassandra.password=hunter2 -p hosts=h1")
        .property("cassandra.password", "hunter2")
        .interval(0, 10_000, false, TestLog.metrics("READ", TestLog.histogram(3, 10)), Map.of())
        .write(dir.resolve("secret.hdr"));
    List<RunData> runs = List.of(ReportFixture.load("", file, m -> true));
    for (String out : List.of(JsonReport.render(runs, "t"), CsvReport.render(runs), HtmlReport.render(runs, "t"))) {
      assertThat(out).doesNotContain("hunter2");
    }
    assertThat(JsonReport.render(runs, "t")).contains("-p cassandra.password=**** -p hosts=h1");
    Path merged = dir.resolve("merged.hdr");
    LogMergeTest.merge(List.of(file.toString()), merged);
    assertThat(java.nio.file.Files.readString(merged)).contains("hosts=h1").doesNotContain("hunter2");
  }
}

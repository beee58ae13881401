package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.model.RunResult;

/**
 * The validated reads read back from interval logs, where they are the status counts of the
 * pseudo-operation VALIDATION per interval: two clients of two 10 s intervals each, 3 Stale and 1
 * Lost among 400 checked reads (client a: 2 Stale and 1 Lost in 0-10 s; client b: 1 Stale in
 * 10-20 s), merged exactly into the text, JSON, CSV and HTML reports.
 */
class ValidationLogsTest {
  static final long T0 = LogMergeTest.T0;

  @TempDir
  Path dir;

  static Map<String, Map<String, Long>> statuses(long reads, Object... validation) {
    Map<String, Map<String, Long>> m = new LinkedHashMap<>(TestLog.statuses("READ", "OK", reads));
    m.putAll(TestLog.statuses("VALIDATION", validation));
    return m;
  }

  static Histogram reads(long n) {
    Histogram h = new Histogram(3);
    h.recordValueWithCount(500, n);
    return h;
  }

  /** Client a's or b's log; {@code clean} leaves out every anomaly. */
  static Path client(Path dir, String id, boolean clean) throws Exception {
    TestLog log = TestLog.client(id, T0);
    boolean a = id.equals("a");
    Object[] first = a && !clean ? new Object[] {"VALID", 97L, "STALE", 2L, "LOST", 1L} : new Object[] {"VALID", 100L};
    Object[] second = !a && !clean ? new Object[] {"VALID", 99L, "STALE", 1L} : new Object[] {"VALID", 100L};
    log.interval(0, 10_000, false, TestLog.metrics("READ", reads(100)), statuses(100, first));
    log.interval(10_000, 10_000, false, TestLog.metrics("READ", reads(100)), statuses(100, second));
    return log.end(20_000, 200).write(dir.resolve(id + (clean ? "-clean" : "") + ".hdr"));
  }

  List<String> clients(boolean clean) throws Exception {
    return List.of(client(dir, "a", clean).toString(), client(dir, "b", clean).toString());
  }

  @Test
  void mergedLogsAddTheCountsExactlyPerIntervalAndOverTheRun() throws Exception {
    Path merged = dir.resolve("merged.hdr");
    RunData read = LogMergeTest.merge(clients(false), merged);

    assertThat(read.summary().statusCounts().get("VALIDATION"))
        .containsExactlyInAnyOrderEntriesOf(Map.of("VALID", 396L, "STALE", 3L, "LOST", 1L));
    List<String> lines = Files.readAllLines(merged, StandardCharsets.UTF_8).stream()
        .filter(l -> l.startsWith("#[status op=VALIDATION")).toList();
    assertThat(lines).hasSize(2);
    assertThat(lines.get(0)).contains("LOST=1").contains("STALE=2").contains("VALID=197");
    assertThat(lines.get(1)).contains("STALE=1").contains("VALID=199").doesNotContain("LOST");
    RunResult again = LogMergeTest.load(List.of(merged.toString())).summary();
    assertThat(again.statusCounts().get("VALIDATION")).isEqualTo(read.summary().statusCounts().get("VALIDATION"));
  }

  @Test
  void theReportReJudgesValidationCriteriaOnTheMergedRunAndEachWindow() throws Exception {
    site.ycsb.thresholds.Thresholds t = site.ycsb.thresholds.Thresholds.of(
        "VALIDATION.lost == 0; VALIDATION.stale < 0.1%; VALIDATION.anomalies <= 2 !; VALIDATION.corrupt == 0");
    site.ycsb.thresholds.ThresholdResult verdict;
    try (LogSet set = LogSet.open(clients(false), null)) {
      LogThresholds.Windows windows = new LogThresholds.Windows(t, T0, set.windowMs());
      RunData run = RunData.load("", set, new java.util.Properties(), k -> false, m -> true, windows, null);
      verdict = LogThresholds.judge(run, t, windows);
    }

    assertThat(verdict.checks()).extracting(c -> c.measuredText())
        .containsExactly("1", "0.75%", "4", "0");
    assertThat(verdict.checks()).extracting(c -> c.passed()).containsExactly(false, false, false, true);
    assertThat(verdict.checks().get(2).note()).contains("1 of 2");
  }

  @Test
  void theTextReportOfLogsHasTheBlockAndNoValidationOperation() throws Exception {
    RunResult r = LogMergeTest.load(clients(false)).summary();
    String text = ReportText.of(r);

    assertThat(text).contains("[VALIDATION], Checked, 400\n[VALIDATION], Valid, 396\n[VALIDATION], Stale, 3\n"
        + "[VALIDATION], Lost, 1\n[VALIDATION], Resurrected, 0\n[VALIDATION], Corrupt, 0\n"
        + "[VALIDATION], Unverifiable, 0\n");
    assertThat(text).doesNotContain("[VALIDATION], Return=").doesNotContain("[VALIDATION], Operations")
        .contains("[TOTAL], Operations, 400");
  }

  @Test
  void theJsonHoldsTheRunsAndEachWindowsCountsAndNoValidationOperation() throws Exception {
    JsonNode run = new ObjectMapper().readTree(JsonReport.render(List.of(LogMergeTest.load(clients(false))), "t"))
        .get("runs").get(0);

    JsonNode v = run.get("validation");
    assertThat(v.get("Checked").asLong()).isEqualTo(400);
    assertThat(v.get("Stale").asLong()).isEqualTo(3);
    assertThat(v.get("Lost").asLong()).isEqualTo(1);
    assertThat(v.get("Corrupt").asLong()).isZero();
    assertThat(run.get("statusCounts").has("VALIDATION")).isFalse();
    JsonNode windows = run.get("intervals");
    assertThat(windows.get(0).get("validation").get("Stale").asLong()).isEqualTo(2);
    assertThat(windows.get(0).get("validation").get("Lost").asLong()).isEqualTo(1);
    assertThat(windows.get(1).get("validation").get("Stale").asLong()).isEqualTo(1);
    for (JsonNode w : windows) {
      assertThat(w.get("notFoundShare").has("VALIDATION")).isFalse();
    }
  }

  @Test
  void theCsvHasValidationRowsForTheRunAndEachWindow() throws Exception {
    String csv = CsvReport.render(List.of(LogMergeTest.load(clients(false))));

    assertThat(csv).contains(",summary,VALIDATION,,,Checked,400\n").contains(",summary,VALIDATION,,,Stale,3\n")
        .contains(",summary,VALIDATION,,,Lost,1\n").contains(",summary,VALIDATION,,,Resurrected,0\n");
    assertThat(csv.lines().filter(l -> l.contains(",interval,VALIDATION,") && l.endsWith(",Stale,2"))).hasSize(1);
    assertThat(csv.lines().filter(l -> l.contains(",interval,VALIDATION,") && l.endsWith(",Stale,1"))).hasSize(1);
    assertThat(csv).doesNotContain("VALIDATION,,,Operations").doesNotContain("VALIDATION,not_found_share");
    assertThat(csv.lines().filter(l -> l.contains(",VALIDATION,") && l.contains("not_found_share"))).isEmpty();
  }

  @Test
  void theHtmlHasTheTableAndTheAnomaliesOverTimeWithTheEvents() throws Exception {
    String html = HtmlReport.render(List.of(LogMergeTest.load(clients(false))), "t");

    assertThat(html).contains("<section id=\"validation\">")
        .contains("data-measure=\"Checked\" data-value=\"400\"").contains("data-measure=\"Stale\" data-value=\"3\"")
        .contains("data-measure=\"Lost\" data-value=\"1\"").contains("data-measure=\"Anomalies\" data-value=\"4\"");
    assertThat(HtmlReportTest.series(html, "anomalies")).containsExactly("Stale", "Lost", "Resurrected", "Corrupt");
    assertThat(HtmlReportTest.points(html, "anomalies")).allSatisfy(p -> assertThat(p[0]).isEqualTo(2));
    assertThat(html).doesNotContain("data-metric=\"VALIDATION\"").doesNotContain("data-series=\"VALIDATION\"");
  }

  @Test
  void aCleanRunHasTheTableButNoAnomaliesChart() throws Exception {
    String html = HtmlReport.render(List.of(LogMergeTest.load(clients(true))), "t");

    assertThat(html).contains("<section id=\"validation\">").contains("data-measure=\"Checked\" data-value=\"400\"")
        .contains("id=\"no-anomalies\"").doesNotContain("id=\"chart-anomalies\"");
  }

  @Test
  void aRunThatValidatedNothingHasNeitherTableNorChartNorJsonNorCsv() throws Exception {
    RunData plain = ReportFixture.load("", ReportFixture.write(dir.resolve("plain.hdr"), "c", 4, 1.0),
        TimeSeries::charted);

    assertThat(HtmlReport.render(List.of(plain), "t")).doesNotContain("validation").doesNotContain("anomalies");
    assertThat(JsonReport.render(List.of(plain), "t")).doesNotContain("\"validation\"");
    assertThat(CsvReport.render(List.of(plain))).doesNotContain("VALIDATION");
  }
}

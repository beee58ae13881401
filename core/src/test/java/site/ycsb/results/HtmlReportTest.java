package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.measurements.MetricSections;

/** The HTML report: the studies' table and figures in one self-contained file. */
class HtmlReportTest {
  static final int WINDOWS = 30;

  @TempDir
  Path dir;

  private RunData run(String label, String client, double scale) throws Exception {
    return ReportFixture.load(label, ReportFixture.write(dir.resolve(client + ".hdr"), client, WINDOWS, scale,
        "cassandra.password", "hunter2"), TimeSeries::charted);
  }

  /** The data-value of a table cell of the main table. */
  static String cell(String html, String metric, String run, String measure) {
    Matcher row = Pattern.compile("<tr data-metric=\"" + Pattern.quote(metric) + "\" data-run=\"" + run
        + "\">(.*?)</tr>").matcher(html);
    assertThat(row.find()).as("row %s", metric).isTrue();
    Matcher cell = Pattern.compile("data-measure=\"" + Pattern.quote(measure) + "\" data-value=\"([^\"]*)\"")
        .matcher(row.group(1));
    assertThat(cell.find()).as("%s %s", metric, measure).isTrue();
    return cell.group(1);
  }

  @Test
  void theTableHoldsTheFiguresOfEveryMeasuredValueComputedByHdrHistogramItself() throws Exception {
    String html = HtmlReport.render(List.of(run("", "c", 1)), "test");
    Histogram reads = ReportFixture.measuredReads(WINDOWS, 1);
    assertThat(cell(html, "READ-COMB", "", "Operations")).isEqualTo(Long.toString(reads.getTotalCount()));
    assertThat(Double.parseDouble(cell(html, "READ-COMB", "", "AverageLatency(us)"))).isEqualTo(reads.getMean());
    assertThat(cell(html, "READ-COMB", "", "MaxLatency(us)")).isEqualTo(Long.toString(reads.getMaxValue()));
    for (double p : new double[] {50, 90, 95, 99, 99.9, 99.99}) {
      assertThat(cell(html, "READ-COMB", "", MetricSections.ordinal(p) + "PercentileLatency(us)")).as("P%s", p)
          .isEqualTo(Long.toString(reads.getValueAtPercentile(p)));
    }
    // 1 in 12 reads found nothing (values 0, 12, ..., 96 of each window's 100)
    assertThat(Double.parseDouble(cell(html, "READ-COMB", "", "NotFoundShare"))).isEqualTo(9 / 100.0);
    assertThat(html).contains("<tr data-metric=\"READ\"").contains("<tr data-metric=\"UPDATE-COMB\"")
        .contains("<tr data-metric=\"TOTAL\"");
  }

  /** Each path's number of points, by chart id. */
  static List<int[]> points(String html, String chart) {
    Matcher fig = Pattern.compile("<figure class=\"chart\" id=\"chart-" + Pattern.quote(chart)
        + "\"[^>]*>(.*?)</figure>", Pattern.DOTALL).matcher(html);
    assertThat(fig.find()).as("chart %s", chart).isTrue();
    List<int[]> out = new ArrayList<>();
    Matcher path = Pattern.compile("data-points=\"(\\d+)\"[^>]* d=\"([^\"]*)\"").matcher(fig.group(1));
    while (path.find()) {
      out.add(new int[] {Integer.parseInt(path.group(1)), path.group(2).split("[ML]").length - 1});
    }
    return out;
  }

  /** The series a chart draws, as "run series". */
  static List<String> series(String html, String chart) {
    Matcher fig = Pattern.compile("<figure class=\"chart\" id=\"chart-" + Pattern.quote(chart)
        + "\"[^>]*>(.*?)</figure>", Pattern.DOTALL).matcher(html);
    assertThat(fig.find()).as("chart %s", chart).isTrue();
    List<String> out = new ArrayList<>();
    Matcher path = Pattern.compile("<svg class=\"v-time[^\"]*\".*?</svg>", Pattern.DOTALL).matcher(fig.group(1));
    assertThat(path.find()).isTrue();
    Matcher s = Pattern.compile("data-series=\"([^\"]*)\" data-run=\"([^\"]*)\"").matcher(path.group());
    while (s.find()) {
      out.add((s.group(2) + " " + s.group(1)).trim());
    }
    return out;
  }

  @Test
  void anOutageShowsAsSuccessfulThroughputFallingToZeroAndFailuresByStatusRisingAtTheEvent() throws Exception {
    // the study: with the server stopped for 20 s the throughput chart stayed flat (failures counted as throughput)
    RunData run = ReportFixture.load("", ReportFixture.writeOutage(dir.resolve("outage.hdr"), "c", 8, 3, 5),
        TimeSeries::charted);
    List<TimeSeries.Point> points = run.series().points();
    assertThat(points.get(2).successfulPerSecond()).containsEntry("TOTAL", 20.0).containsEntry("READ", 10.0);
    assertThat(points.get(2).failedPerSecond()).isEmpty();
    for (int w : new int[] {3, 4}) {
      assertThat(points.get(w).opsPerSecond()).as("every result").containsEntry("TOTAL", 60.0);
      assertThat(points.get(w).successfulPerSecond()).as("window %d", w).containsEntry("TOTAL", 0.0)
          .containsEntry("READ", 0.0).containsEntry("UPDATE", 0.0);
      assertThat(points.get(w).failedPerSecond()).containsExactly(java.util.Map.entry("TIMEOUT", 30.0),
          java.util.Map.entry("UNAVAILABLE", 30.0));
    }
    assertThat(points.get(5).successfulPerSecond()).containsEntry("TOTAL", 20.0);

    String html = HtmlReport.render(List.of(run), "test");
    assertThat(html).contains("Successful throughput per operation and in total (failed results left out)")
        .doesNotContain("id=\"no-failures\"");
    assertThat(series(html, "failures")).containsExactly("successful", "TIMEOUT", "UNAVAILABLE");
    assertThat(points(html, "failures")).hasSize(6).allSatisfy(p -> assertThat(p).containsExactly(8, 8));
    Matcher fig = Pattern.compile("id=\"chart-failures\".*?</figure>", Pattern.DOTALL).matcher(html);
    assertThat(fig.find()).isTrue();
    assertThat(fig.group()).contains("<text", ">E1</text>", ">E2</text>"); // the stop and the start marked
    // a comparison draws both runs' failures
    RunData steady = run("B", "b", 1);
    String cmp = HtmlReport.render(List.of(steady, ReportFixture.load("A", dir.resolve("outage.hdr"),
        TimeSeries::charted)), "test");
    assertThat(series(cmp, "failures")).containsExactly("B successful", "A successful", "A TIMEOUT", "A UNAVAILABLE");
    // a run without failures says so instead of an empty chart
    assertThat(HtmlReport.render(List.of(run("", "c", 1)), "test")).contains("id=\"no-failures\"")
        .doesNotContain("id=\"chart-failures\"");
  }

  @Test
  void theFactsSayHowManyOperationsFailedAndTheThroughputOfTheOthers() throws Exception {
    Histogram ok = TestLog.histogram(3, 100);
    ok.recordValueWithCount(100, 89);
    Histogram failed = TestLog.histogram(3, 5000);
    failed.recordValueWithCount(5000, 9);
    Path log = TestLog.client("c", ReportFixture.T0).interval(0, 10_000, false,
        TestLog.metrics("READ", ok, "READ-FAILED", failed),
        TestLog.statuses("READ", "OK", 90L, "ERROR", 10L)).end(10_000, 100).write(dir.resolve("failing.hdr"));
    String html = HtmlReport.render(List.of(ReportFixture.load("", log, TimeSeries::charted)), "test");
    // 100 results in 10 s: 10 ops/s as upstream counts them, 9 of them successful
    assertThat(html).contains("<td class=\"failed\" data-value=\"10\" data-successful-throughput=\"9.0\">10 (10.0%"
        + " of the results: 10 ERROR); the others: 9 ops/s</td>");
    assertThat(HtmlReport.render(List.of(run("", "c", 1)), "test")).contains("<td class=\"failed\" data-value=\"0\"");
  }

  @Test
  void everyChartDrawsOnePointPerWindowInEveryAxisVariant() throws Exception {
    String html = HtmlReport.render(List.of(run("", "c", 1)), "test");
    // throughput: TOTAL, READ, UPDATE; two variants (elapsed, normalised)
    assertThat(points(html, "throughput")).hasSize(6).allSatisfy(p -> assertThat(p).containsExactly(WINDOWS, WINDOWS));
    // latency: READ-COMB and UPDATE-COMB; four variants (elapsed/normalised x linear/log)
    for (String chart : List.of("p50", "p99", "p99.9")) {
      assertThat(points(html, chart)).as(chart).hasSize(8)
          .allSatisfy(p -> assertThat(p).containsExactly(WINDOWS, WINDOWS));
    }
    assertThat(points(html, "notfound")).hasSize(2).allSatisfy(p -> assertThat(p).containsExactly(WINDOWS, WINDOWS));
    assertThat(html).contains("class=\"v-time v-log\"").contains("class=\"v-norm v-lin\"")
        .contains("runtime (% of each run)").contains("elapsed time (s)").contains("latency (ms)");
  }

  @Test
  void warmupIsShadedAndEventsAreMarked() throws Exception {
    String html = HtmlReport.render(List.of(run("", "c", 1)), "test");
    assertThat(html).contains("<rect class=\"warmup\"").contains("<g class=\"event\"><title>E1: nodetool drain")
        .contains("<section id=\"events\">").contains("<code>nodetool drain</code>");
  }

  @Test
  void theReportIsOneFileThatNeedsNothingElseAndShowsNoSecret() throws Exception {
    String html = HtmlReport.render(List.of(run("", "c", 1)), "test");
    assertThat(html).startsWith("<!DOCTYPE html>").contains("<style>").doesNotContain("<script")
        .doesNotContain("src=").doesNotContain("href=").doesNotContain("@import").doesNotContain("url(");
    assertThat(html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "")).doesNotContain("http:")
        .doesNotContain("https:");
    assertThat(html).doesNotContain("hunter2").contains("cassandra.password</th><td>****");
  }

  @Test
  void twoLabelledRunsShareTheTablesAndChartsAndGetTheAdvantageTable() throws Exception {
    String html = HtmlReport.render(List.of(run("aerospike", "a", 1), run("cassandra", "b", 4)), "test");
    assertThat(html).contains("<title>YCSB comparison: aerospike vs cassandra</title>")
        .contains("<tr data-metric=\"READ-COMB\" data-run=\"aerospike\">")
        .contains("<tr data-metric=\"READ-COMB\" data-run=\"cassandra\">")
        .contains("<table class=\"comparison\" data-baseline=\"aerospike\" data-other=\"cassandra\">")
        .contains("data-measure=\"P99\" data-better=\"aerospike\" data-advantage=\"");
    assertThat(points(html, "p99")).hasSize(16); // 2 operations x 2 runs x 4 variants
    assertThat(html).contains("data-run=\"cassandra\" data-points=\"" + WINDOWS + "\" stroke=\"#1f77b4\""
        + " stroke-dasharray=\"7 4\"");
  }

  @Test
  void aLongSeriesIsDrawnFromBucketsThatKeepEverySpikeAndDip() {
    int n = 4320;
    double[] xs = new double[n];
    double[] ys = new double[n];
    for (int i = 0; i < n; i++) {
      xs[i] = i * 10;
      ys[i] = 100 + i % 7;
    }
    ys[1234] = 9_000;
    ys[3000] = 1;
    ys[4000] = Double.NaN;
    List<double[]> drawn = SvgChart.drawn(xs, ys);
    assertThat(drawn.size()).isLessThanOrEqualTo(SvgChart.MAX_POINTS);
    assertThat(drawn).anyMatch(p -> p[1] == 9_000 && p[0] == 12_340).anyMatch(p -> p[1] == 1 && p[0] == 30_000);
    for (int i = 1; i < drawn.size(); i++) {
      assertThat(drawn.get(i)[0]).isGreaterThan(drawn.get(i - 1)[0]);
    }
    assertThat(SvgChart.drawn(new double[] {1, 2}, new double[] {5, 6})).hasSize(2);
  }
}

package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.stats.Estimate;

/** The HTML, CSV and JSON reports carry the same confidence intervals, those of RunStatistics. */
class ReportIntervalsTest {
  @TempDir
  Path dir;

  private RunData run() throws Exception {
    return ReportFixture.load("", ReportFixture.write(dir.resolve("c.hdr"), "c", HtmlReportTest.WINDOWS, 1,
        "cassandra.password", "hunter2"), TimeSeries::charted);
  }

  @Test
  void theHtmlTableShowsEachPercentilesErrorBarWithTheIntervalsEnds() throws Exception {
    RunData r = run();
    Estimate p99 = r.statistics().figures(r.summary()).get("READ-COMB").get("99thPercentileLatency(us)");
    assertThat(p99.known()).isTrue();
    String html = HtmlReport.render(List.of(r), "test");
    Matcher row = Pattern.compile("<tr data-metric=\"READ-COMB\" data-run=\"\">(.*?)</tr>").matcher(html);
    assertThat(row.find()).isTrue();
    assertThat(row.group(1)).contains("data-measure=\"99thPercentileLatency(us)\"")
        .contains("<span class=\"ci\" data-low=\"" + p99.low() + "\" data-high=\"" + p99.high() + "\"");
    assertThat(html).contains("99% confidence intervals from " + r.statistics().intervals() + " windows");
  }

  @Test
  void csvAndJsonHoldBothEndsOfEachIntervalBesideTheFigure() throws Exception {
    RunData r = run();
    Estimate tput = r.statistics().figures(r.summary()).get("OVERALL").get("Throughput(ops/sec)");
    String csv = CsvReport.render(List.of(r));
    assertThat(csv).contains(",summary,OVERALL,,,Throughput(ops/sec).CI99.Low," + tput.low() + "\n")
        .contains(",summary,OVERALL,,,Throughput(ops/sec).CI99.High," + tput.high() + "\n")
        .contains(",summary,READ-COMB,,,99thPercentileLatency(us).CI99.Low,");
    String json = JsonReport.render(List.of(r), "test");
    assertThat(json).contains("\"Throughput(ops/sec).CI99.Low\":").contains("\"AverageLatency(us).CI99.High\":");
  }
}

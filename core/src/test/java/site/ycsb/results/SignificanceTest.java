package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.stats.Verdict;

/** report A B: each figure's difference with its interval and a verdict, in every format. */
class SignificanceTest {
  @TempDir
  Path dir;

  private RunData run(String label, double scale) throws Exception {
    return ReportFixture.load(label, ReportFixture.write(dir.resolve(label + ".hdr"), label, HtmlReportTest.WINDOWS,
        scale), TimeSeries::charted);
  }

  private static Significance.Judged find(List<Significance.Judged> rows, String metric, String measure) {
    return rows.stream().filter(j -> j.row().metric().equals(metric) && j.row().measure().equals(measure))
        .findFirst().orElseThrow();
  }

  @Test
  void latencyOneAndAHalfTimesTheBaselinesIsSlowerWithAnIntervalAroundTheDifference() throws Exception {
    List<Significance.Judged> rows = Significance.rows(run("a", 1), run("b", 1.5));
    for (String measure : List.of("Average", "P50", "P90")) {
      Significance.Judged j = find(rows, "READ-COMB", measure);
      assertThat(j.difference().verdict()).as(measure).isEqualTo(Verdict.SLOWER);
      assertThat(j.difference().low()).as(measure).isLessThanOrEqualTo(j.difference().value())
          .isPositive();
      assertThat(j.difference().high()).as(measure).isGreaterThanOrEqualTo(j.difference().value());
      assertThat(j.text()).as(measure).startsWith("slower: +");
    }
  }

  @Test
  void twoRunsOfTheSameFiguresShowNoSignificantDifference() throws Exception {
    for (Significance.Judged j : Significance.rows(run("a", 1), run("b", 1))) {
      assertThat(j.difference().verdict()).as(j.row().toString()).isEqualTo(Verdict.NO_SIGNIFICANT_DIFFERENCE);
    }
  }

  @Test
  void everyFormatCarriesTheVerdictAndTheDifferenceChartDrawsItsInterval() throws Exception {
    List<RunData> runs = List.of(run("a", 1), run("b", 1.5));
    assertThat(CsvReport.render(runs)).contains("b vs a,comparison,READ-COMB,,,Average.verdict,slower\n")
        .contains(",Average.difference_low,");
    assertThat(JsonReport.render(runs, "test")).contains("\"verdict\":\"slower\"").contains("\"differenceLow\":");
    String html = HtmlReport.render(runs, "test");
    assertThat(html).contains("<span class=\"verdict\" data-verdict=\"slower\">slower: +")
        .contains("<figure class=\"difference-chart\"")
        .contains("<g class=\"difference\" data-metric=\"READ-COMB\" data-measure=\"Average\" data-verdict=\"slower\">");
  }
}

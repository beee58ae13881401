package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.results.stats.Estimate;
import site.ycsb.results.stats.Verdict;

/** Repeated runs: each run one sample of the between-run estimate, and two sets judged by it. */
class RepetitionsTest {
  @TempDir
  Path dir;

  private Repetitions set(String name, double latency, long seed) throws Exception {
    List<Path> files = new ArrayList<>();
    for (int i = 1; i <= 4; i++) {
      files.add(TestLogs.noisyRun(dir.resolve(name + i + ".hdr"), name, latency, 1, seed + i, i));
    }
    Map<Integer, List<Path>> byIndex = Repetitions.byRepetition(files, null);
    assertThat(byIndex).containsOnlyKeys(1, 2, 3, 4);
    List<RunData> runs = new ArrayList<>();
    byIndex.forEach((i, f) -> runs.add(ReportFixture.load(name + ".r" + i, f.get(0), m -> false)));
    return new Repetitions(name, runs, 0.99);
  }

  @Test
  void theBetweenRunEstimateIsTheRunsMeanWithNMinusOneDegreesOfFreedom() throws Exception {
    Repetitions a = set("a", 1, 10);
    Estimate e = a.estimate("READ", "Average");
    double mean = a.runs().stream().mapToDouble(r -> r.summary().metrics().get("READ").getMean()).average()
        .orElseThrow();
    assertThat(e.value()).isEqualTo(mean, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(e.degreesOfFreedom()).isEqualTo(3);
    assertThat(e.method()).isEqualTo(Estimate.BETWEEN_RUNS);
    assertThat(e.low()).isLessThan(mean);
  }

  @Test
  void aSetOfRunsThirtyPercentSlowerIsSlowerByTheBetweenRunTest() throws Exception {
    List<Significance.Judged> rows = Significance.rows(set("a", 1, 10), set("b", 1.3, 20));
    Significance.Judged avg = rows.stream().filter(j -> j.row().metric().equals("READ")
        && j.row().measure().equals("Average")).findFirst().orElseThrow();
    assertThat(avg.difference().verdict()).isEqualTo(Verdict.SLOWER);
    assertThat(avg.difference().percent()).isBetween(20.0, 40.0);
  }

  @Test
  void jsonHoldsEachSetsBetweenRunMeanSpreadIntervalAndWhichIntervalIsUsedAndWhy() throws Exception {
    Repetitions a = set("a", 1, 10);
    Repetitions.Figure avg = a.figures().stream().filter(f -> f.metric().equals("READ")
        && f.measure().equals("Average")).findFirst().orElseThrow();
    String json = JsonReport.render(a.runs(), "test", java.util.Collections.nCopies(4, null), List.of(a));
    assertThat(json).contains("\"repetitions\":[{\"name\":\"a\",\"runs\":[\"a.r1\",\"a.r2\",\"a.r3\",\"a.r4\"],"
        + "\"confidence\":0.99,\"interval\":\"between runs\",\"why\":\"The between-run interval is the one")
        .contains("\"spreadMoreThanWithin\":" + a.widerThanWithin() + ",")
        .contains("{\"metric\":\"READ\",\"measure\":\"Average\",\"mean\":" + avg.estimate().value() + ",\"spread\":"
            + avg.spread() + ",\"low\":" + avg.estimate().low() + ",\"high\":" + avg.estimate().high()
            + ",\"degreesOfFreedom\":3.0,\"withinRunHalfWidth\":" + avg.withinHalfWidth() + "}")
        .contains("{\"metric\":\"" + Comparison.THROUGHPUT + "\",\"measure\":\"ops/s\",\"mean\":");
    assertThat(JsonReport.render(a.runs(), "test", java.util.Collections.nCopies(4, null)))
        .endsWith("\"repetitions\":[]}\n");
  }

  @Test
  void htmlHasABetweenRunsSectionWithEachFiguresMeanSpreadIntervalAndTheIntervalsChoice() throws Exception {
    Repetitions a = set("a", 1, 10);
    Repetitions.Figure avg = a.figures().stream().filter(f -> f.metric().equals("READ")
        && f.measure().equals("Average")).findFirst().orElseThrow();
    String html = HtmlReport.render(a.runs(), "test", java.util.Collections.nCopies(4, null), List.of(a));
    assertThat(html).contains("<section id=\"repetitions\"><h2>Between runs</h2><h3>a: 4 repetitions</h3>")
        .contains("<table class=\"summary between-runs\" data-set=\"a\">")
        .contains("<tr data-metric=\"READ\" data-measure=\"Average\"><th>READ Average</th><td>"
            + Html.cell(Math.round(avg.estimate().value() * 10) / 10.0) + "</td><td>"
            + Html.cell(Math.round(avg.spread() * 10) / 10.0) + "</td><td>"
            + Html.cell(Math.round(avg.estimate().low() * 10) / 10.0) + " to "
            + Html.cell(Math.round(avg.estimate().high() * 10) / 10.0) + "</td>")
        .contains("<p class=\"interval-choice\">" + Html.escape(a.choice()) + "</p>");
    assertThat(HtmlReport.render(a.runs(), "test")).doesNotContain("id=\"repetitions\"");
  }

  @Test
  void logsWithoutARepeatMarkAreNoSetOfRepetitions() throws Exception {
    Path one = TestLogs.noisyRun(dir.resolve("x.hdr"), "x", 1, 1, 1);
    Path two = TestLogs.noisyRun(dir.resolve("y.hdr"), "y", 1, 1, 2);
    assertThat(Repetitions.byRepetition(List.of(one, two), null)).isEmpty();
  }
}

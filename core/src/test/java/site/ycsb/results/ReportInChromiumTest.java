package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.measurements.MetricSections;

/**
 * The HTML report in a real browser, opened from a file:// URL: every chart is there and drawn with
 * one point per window, the table shows the summary's figures, the axis options switch the charts,
 * and nothing is fetched. Leaves a screenshot in target/report-in-chromium.png. Skips (with one
 * line) where Debian's chromium is not installed; .ci/run installs it.
 */
class ReportInChromiumTest {
  static final int WINDOWS = 40;
  static final String PAGE = "(() => {"
      + " const shown = e => getComputedStyle(e).display !== 'none';"
      + " const charts = [...document.querySelectorAll('figure.chart')].map(f => ({id: f.id,"
      + "   svgs: [...f.querySelectorAll('svg')].filter(shown).map(s => ({cls: s.getAttribute('class'),"
      + "     width: s.getBoundingClientRect().width,"
      + "     ticks: [...s.querySelectorAll('text.xtick')].map(t => t.textContent),"
      + "     paths: [...s.querySelectorAll('path.series')].map(p => ({series: p.dataset.series, run: p.dataset.run,"
      + "       declared: +p.dataset.points, drawn: (p.getAttribute('d').match(/[ML]/g) || []).length,"
      + "       length: p.getTotalLength()}))}))}));"
      + " const cells = [...document.querySelectorAll('table.summary.main tr[data-metric]')].flatMap(r =>"
      + "   [...r.querySelectorAll('td[data-measure]')].map(c => ({metric: r.dataset.metric, run: r.dataset.run,"
      + "     measure: c.dataset.measure, value: c.dataset.value, text: c.textContent})));"
      + " return {charts, cells, fetched: performance.getEntriesByType('resource').length, title: document.title};"
      + "})()";

  @TempDir
  Path dir;

  @Test
  void aReportOpensFromAFileAndShowsEveryChartAndTheSummary() throws Exception {
    Optional<Path> binary = Chromium.find();
    if (binary.isEmpty()) {
      System.out.println("[INFO] ReportInChromiumTest skipped: no chromium on the PATH (apt-get install chromium;"
          + " .ci/run installs it)");
    }
    Assumptions.assumeTrue(binary.isPresent(), "chromium is not installed");
    List<RunData> runs = List.of(
        ReportFixture.load("A", ReportFixture.write(dir.resolve("a.hdr"), "a", WINDOWS, 1), TimeSeries::charted),
        ReportFixture.load("B", ReportFixture.write(dir.resolve("b.hdr"), "b", WINDOWS, 3), TimeSeries::charted));
    Path html = Files.writeString(dir.resolve("report.html"), HtmlReport.render(runs, "test"), StandardCharsets.UTF_8);

    try (Chromium browser = Chromium.start(binary.get(), Files.createDirectories(dir.resolve("profile")), 1200, 900)) {
      browser.open(html.toUri().toString());
      JsonNode page = browser.evaluate(PAGE);
      assertThat(page.get("title").asText()).isEqualTo("YCSB comparison: A vs B");
      assertThat(page.get("fetched").asInt()).as("resources fetched").isZero();

      List<String> ids = new ArrayList<>();
      page.get("charts").forEach(c -> ids.add(c.get("id").asText()));
      assertThat(ids).containsExactly("chart-throughput", "chart-p50", "chart-p99", "chart-p99.9", "chart-notfound");
      for (JsonNode chart : page.get("charts")) {
        JsonNode svgs = chart.get("svgs");
        assertThat(svgs).as(chart.get("id").asText()).hasSize(1);
        JsonNode svg = svgs.get(0);
        assertThat(svg.get("cls").asText()).startsWith("v-time");
        assertThat(svg.get("width").asDouble()).isPositive();
        assertThat(svg.get("paths").size()).as(chart.get("id").asText()).isGreaterThanOrEqualTo(runs.size());
        for (JsonNode p : svg.get("paths")) {
          String what = chart.get("id").asText() + " " + p.get("run").asText() + " " + p.get("series").asText();
          assertThat(p.get("drawn").asInt()).as(what).isEqualTo(WINDOWS);
          assertThat(p.get("declared").asInt()).as(what).isEqualTo(WINDOWS);
          assertThat(p.get("length").asDouble()).as(what).isPositive();
        }
      }

      int checked = 0;
      for (JsonNode c : page.get("cells")) {
        RunData run = c.get("run").asText().equals("A") ? runs.get(0) : runs.get(1);
        Histogram h = run.summary().metrics().get(c.get("metric").asText());
        String measure = c.get("measure").asText();
        String value = c.get("value").asText();
        String what = c.get("run").asText() + " " + c.get("metric").asText() + " " + measure;
        if (measure.equals("Operations")) {
          assertThat(Long.parseLong(value)).as(what).isEqualTo(h.getTotalCount());
          assertThat(c.get("text").asText()).as(what).isEqualTo(String.format("%,d", h.getTotalCount()));
        } else if (measure.equals("AverageLatency(us)")) {
          assertThat(Double.parseDouble(value)).as(what).isEqualTo(h.getMean());
        } else if (measure.equals("MaxLatency(us)")) {
          assertThat(Long.parseLong(value)).as(what).isEqualTo(h.getMaxValue());
        } else if (measure.endsWith("PercentileLatency(us)")) {
          double p = run.summary().settings().percentiles().stream()
              .filter(x -> measure.equals(MetricSections.ordinal(x) + "PercentileLatency(us)")).findFirst().orElseThrow();
          assertThat(Long.parseLong(value)).as(what).isEqualTo(h.getValueAtPercentile(p));
          // the cell shows the figure, then its error bar (±half-width of its confidence interval)
          assertThat(c.get("text").asText().replaceAll("±.*", "").replace(",", "").strip()).as(what).isEqualTo(value);
        } else {
          continue;
        }
        checked++;
      }
      assertThat(checked).isGreaterThanOrEqualTo(2 * 5 * 9);

      browser.evaluate("document.querySelector('label[for=y-log]').click(); true");
      browser.evaluate("document.querySelector('label[for=x-norm]').click(); true");
      JsonNode switched = browser.evaluate(PAGE);
      for (JsonNode chart : switched.get("charts")) {
        String cls = chart.get("svgs").get(0).get("cls").asText();
        assertThat(cls).as(chart.get("id").asText()).startsWith("v-norm");
        if (chart.get("id").asText().startsWith("chart-p")) {
          assertThat(cls).endsWith("v-log");
        }
        assertThat(chart.get("svgs").get(0).get("ticks").toString()).contains("\"100\"");
      }
      browser.evaluate("document.querySelector('label[for=y-lin]').click();"
          + " document.querySelector('label[for=x-time]').click(); true");

      byte[] png = browser.screenshot(1200);
      Path shot = Path.of("target", "report-in-chromium.png");
      Files.createDirectories(shot.getParent());
      Files.write(shot, png);
      assertThat(png).startsWith(0x89, 'P', 'N', 'G');
      assertThat(png.length).isGreaterThan(50_000);
    }
  }

  /** Per visible chart of the failures and throughput: the plot's bottom, the events' x and each path's points. */
  static final String OUTAGE = "(() => {"
      + " const shown = e => getComputedStyle(e).display !== 'none';"
      + " const chart = id => { const svg = [...document.querySelectorAll('#' + id + ' svg')].filter(shown)[0];"
      + "   if (!svg) return null; const f = svg.querySelector('rect.frame');"
      + "   return {bottom: +f.getAttribute('y') + +f.getAttribute('height'), height: svg.getBoundingClientRect().height,"
      + "     events: [...svg.querySelectorAll('g.event line')].map(l => +l.getAttribute('x1')),"
      + "     paths: [...svg.querySelectorAll('path.series')].map(p => ({series: p.dataset.series,"
      + "       points: (p.getAttribute('d').match(/[-\\d.]+,[-\\d.]+/g) || []).map(xy => xy.split(',').map(Number))}))}; };"
      + " return {failures: chart('chart-failures'), throughput: chart('chart-throughput')};"
      + "})()";

  @Test
  void anOutageShowsInTheBrowserAsTheSuccessfulTotalAtZeroAndFailuresRaisedBetweenTheStopAndTheStart()
      throws Exception {
    Optional<Path> binary = Chromium.find();
    Assumptions.assumeTrue(binary.isPresent(), "chromium is not installed");
    RunData run = ReportFixture.load("", ReportFixture.writeOutage(dir.resolve("outage.hdr"), "c", 12, 4, 7),
        TimeSeries::charted);
    Path html = Files.writeString(dir.resolve("outage.html"), HtmlReport.render(List.of(run), "test"),
        StandardCharsets.UTF_8);
    try (Chromium browser = Chromium.start(binary.get(), Files.createDirectories(dir.resolve("profile")), 1200, 900)) {
      browser.open(html.toUri().toString());
      JsonNode page = browser.evaluate(OUTAGE);
      JsonNode failures = page.get("failures");
      assertThat(failures).as("a visible failures chart").isNotNull();
      assertThat(failures.get("height").asDouble()).isPositive();
      double stop = failures.get("events").get(0).asDouble();
      double start = failures.get("events").get(1).asDouble();
      assertThat(start).isGreaterThan(stop);
      for (JsonNode chart : List.of(failures, page.get("throughput"))) {
        double bottom = chart.get("bottom").asDouble();
        for (JsonNode path : chart.get("paths")) {
          String series = path.get("series").asText();
          boolean failure = series.equals("TIMEOUT") || series.equals("UNAVAILABLE");
          assertThat(path.get("points").size()).as(series).isEqualTo(12);
          for (JsonNode xy : path.get("points")) {
            double x = xy.get(0).asDouble();
            double y = xy.get(1).asDouble();
            boolean down = x > stop && x < start;
            // at zero: on the plot's bottom line; otherwise clearly above it
            assertThat(Math.abs(y - bottom) < 0.5).as("%s at x=%s (server %s)", series, x, down ? "down" : "up")
                .isEqualTo(failure != down);
          }
        }
      }
      byte[] png = browser.screenshot(1200);
      Path shot = Path.of("target", "outage-in-chromium.png");
      Files.createDirectories(shot.getParent());
      Files.write(shot, png);
      assertThat(png).startsWith(0x89, 'P', 'N', 'G');
    }
  }
}

package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.calibrate.Calibration;
import site.ycsb.calibrate.CalibrationSettings;
import site.ycsb.config.Settings;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.TestRuns;
import site.ycsb.engine.JudgedRun;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.Thresholds;

/**
 * The thresholds and the calibration curve in a real browser: a broken criterion shows red and a
 * met one green, in the thresholds table and on the whole-run table's cell it judges; the curve has
 * one point per step placed by its throughput, the SLA line and the chosen step's ring. Leaves
 * screenshots in target/thresholds-in-chromium.png and target/calibration-in-chromium.png. Skips
 * (with one line) where Debian's chromium is not installed.
 */
class ThresholdsInChromiumTest {
  private static final String RED = "rgb(180, 35, 24)";
  private static final String GREEN = "rgb(26, 127, 55)";

  @TempDir
  Path dir;
  private Path binary;

  @BeforeEach
  void chromium() {
    Optional<Path> b = Chromium.find();
    if (b.isEmpty()) {
      System.out.println("[INFO] ThresholdsInChromiumTest skipped: no chromium on the PATH (apt-get install chromium)");
    }
    Assumptions.assumeTrue(b.isPresent(), "chromium is not installed");
    binary = b.get();
  }

  @Test
  void brokenCriteriaAreRedAndMetOnesGreenInTheTableAndOnTheCellsTheyJudge() throws Exception {
    Path log = ReportFixture.write(dir.resolve("a.hdr"), "a", 12, 1);
    Thresholds t = Thresholds.of("READ-COMB.p99 < 1s; READ.notfoundrate < 5% !; UPDATE.max < 1s");
    RunData run;
    ThresholdResult verdict;
    try (LogSet set = LogSet.open(List.of(log.toString()), null)) {
      LogThresholds.Windows windows = new LogThresholds.Windows(t, ReportFixture.T0, set.windowMs());
      run = RunData.load("", set, new Properties(), k -> false, TimeSeries::charted, windows, null);
      verdict = LogThresholds.judge(run, t, windows);
    }
    assertThat(verdict.checks()).extracting(c -> c.passed()).containsExactly(true, false, true);
    Path html = Files.writeString(dir.resolve("report.html"), HtmlReport.render(List.of(run), "test",
        List.of(verdict)));
    try (Chromium browser = Chromium.start(binary, Files.createDirectories(dir.resolve("profile")), 1200, 900)) {
      browser.open(html.toUri().toString());
      JsonNode page = browser.evaluate("(() => ({"
          + " rows: [...document.querySelectorAll('table.thresholds tr[data-criterion]')].map(r => ({"
          + "   criterion: r.dataset.criterion, passed: r.dataset.passed,"
          + "   color: getComputedStyle(r.querySelector('td.result')).color, text: r.textContent})),"
          + " cells: [...document.querySelectorAll('td.threshold')].map(c => ({metric: c.parentElement.dataset.metric,"
          + "   measure: c.dataset.measure, title: c.title, outline: getComputedStyle(c).boxShadow})),"
          + " verdict: document.querySelector('p.verdict').textContent,"
          + " fetched: performance.getEntriesByType('resource').length}))()");
      assertThat(page.get("verdict").asText()).isEqualTo("1 of 3 criteria broken");
      assertThat(page.get("fetched").asInt()).isZero();
      JsonNode rows = page.get("rows");
      assertThat(rows).hasSize(3);
      assertThat(rows.get(0).get("color").asText()).isEqualTo(GREEN);
      assertThat(rows.get(1).get("color").asText()).isEqualTo(RED);
      assertThat(rows.get(1).get("text").asText()).contains("FAIL", "READ.notfoundrate < 5% !", "9%",
          "broken in 10 of 10 intervals");
      List<String> cells = new ArrayList<>();
      for (JsonNode c : page.get("cells")) {
        cells.add(c.get("metric").asText() + " " + c.get("measure").asText());
        assertThat(c.get("outline").asText()).as(c.toString())
            .contains(c.get("title").asText().startsWith("broken") ? RED : GREEN);
      }
      assertThat(cells).containsExactlyInAnyOrder("READ-COMB 99thPercentileLatency(us)", "READ NotFoundShare",
          "UPDATE MaxLatency(us)");
      save(browser.screenshot(1200), "thresholds-in-chromium.png");
    }
  }

  @Test
  void theCalibrationCurveHasAPointPerStepTheSlaLineAndTheChosenStep() throws Exception {
    Properties p = TestRuns.props("recordcount=100", "readproportion=1", "updateproportion=0", "basicdb.verbose=false",
        "calibrate.metric=READ", "calibrate.percentile=50", "calibrate.max=60ms", "calibrate.threads=1,2,4,16",
        "calibrate.plateau=0", "calibrate.step.seconds=2", "calibrate.warmup.seconds=1", "calibrate.dir=" + dir);
    PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    new Calibration(p, new CalibrationSettings(Settings.of(p)), (props, criteria) -> JudgedRun.run(
        Benchmark.builder(props).dbFactory(CalibrationReportTest.TwoSlotsDB::new).err(quiet), criteria), quiet,
        () -> false).run();
    CalibrationLogs c = CalibrationLogs.load(LogSet.resolve(List.of(dir.toString())), new Properties(), k -> false,
        TimeSeries::charted, Thresholds.none());
    Path html = Files.writeString(dir.resolve("calibration.html"), CalibrationHtml.render(c, "test"));
    try (Chromium browser = Chromium.start(binary, Files.createDirectories(dir.resolve("profile")), 1200, 900)) {
      browser.open(html.toUri().toString());
      JsonNode page = browser.evaluate("(() => { const svg = document.querySelector('svg.curve');"
          + " const box = e => e.getBoundingClientRect();"
          + " return {width: box(svg).width,"
          + "   points: [...svg.querySelectorAll('g.step')].map(g => ({step: +g.dataset.step, x: +g.dataset.x,"
          + "     cx: box(g.querySelector('circle:last-of-type')).x, cy: box(g.querySelector('circle:last-of-type')).y,"
          + "     fill: getComputedStyle(g.querySelector('circle:last-of-type')).fill,"
          + "     ring: !!g.querySelector('circle.ring')})),"
          + "   sla: box(svg.querySelector('g.sla line')).width, slaColor: getComputedStyle(svg.querySelector('g.sla line')).stroke,"
          + "   rows: document.querySelectorAll('table.calibration tr[data-step]').length,"
          + "   fetched: performance.getEntriesByType('resource').length}; })()");
      assertThat(page.get("width").asDouble()).isPositive();
      assertThat(page.get("fetched").asInt()).isZero();
      assertThat(page.get("rows").asInt()).isEqualTo(c.steps().size());
      JsonNode points = page.get("points");
      assertThat(points).hasSize(c.steps().size());
      double maxX = 0;
      for (JsonNode pt : points) {
        maxX = Math.max(maxX, pt.get("x").asDouble());
      }
      for (int i = 0; i < points.size(); i++) {
        JsonNode a = points.get(i);
        CalibrationLogs.Step st = c.steps().get(i);
        assertThat(a.get("ring").asBoolean()).as("step %d ringed", st.number()).isEqualTo(st == c.chosen());
        assertThat(a.get("fill").asText()).isEqualTo(st.met() ? "rgb(31, 119, 180)" : RED);
        for (JsonNode b : points) {
          double further = b.get("x").asDouble() - a.get("x").asDouble();
          // steps at capacity differ by a fraction of an op/s, which may round to the same pixel
          if (further > 0) {
            assertThat(b.get("cx").asDouble()).as("higher throughput never further left")
                .isGreaterThanOrEqualTo(a.get("cx").asDouble());
          }
          if (further > 0.02 * maxX) {
            assertThat(b.get("cx").asDouble()).as("clearly higher throughput further right").isGreaterThan(
                a.get("cx").asDouble());
          }
        }
      }
      assertThat(page.get("sla").asDouble()).isPositive();
      assertThat(page.get("slaColor").asText()).isEqualTo(RED);
      save(browser.screenshot(1200), "calibration-in-chromium.png");
    }
  }

  private static void save(byte[] png, String name) throws Exception {
    assertThat(png).startsWith(0x89, 'P', 'N', 'G');
    Path shot = Path.of("target", name);
    Files.createDirectories(shot.getParent());
    Files.write(shot, png);
  }
}

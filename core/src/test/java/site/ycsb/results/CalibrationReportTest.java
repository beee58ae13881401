package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.calibrate.Calibration;
import site.ycsb.calibrate.CalibrationSettings;
import site.ycsb.cli.CommandLineTest;
import site.ycsb.cli.CommandLineTestAccess;
import site.ycsb.config.Settings;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.TestRuns;
import site.ycsb.engine.JudgedRun;
import site.ycsb.thresholds.Thresholds;

/**
 * {@code bin/ycsb report} of calibrate's logs reports a calibration: a row and a run per step, the
 * throughput-versus-latency curve with the SLA and the chosen step, the same choice as calibrate's.
 * The logs are a real calibration's, against a server of 2 slots of 10 ms (200 reads a second at most).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CalibrationReportTest {
  /** Two slots, 10 ms each, shared by every thread's instance through the run's properties. */
  public static final class TwoSlotsDB extends BasicDB {
    private Semaphore slots;

    @Override
    public void init() {
      slots = (Semaphore) getProperties().computeIfAbsent("twoslots.slots", k -> new Semaphore(2, true));
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      slots.acquireUninterruptibly();
      try {
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(10));
      } finally {
        slots.release();
      }
      return Status.OK;
    }
  }

  @TempDir
  static Path dir;
  static Calibration.Outcome outcome;

  /**
   * Calibrates once for all the tests: threads 1, 2, 16. One thread's median read is its 10 ms; the
   * check fails after step 2; with 16 threads on 2 slots a read waits for 7 others (a median >= 70 ms).
   */
  @BeforeAll
  void calibrate() throws Exception {
    Properties p = TestRuns.props("recordcount=100", "readproportion=1", "updateproportion=0", "basicdb.verbose=false",
        "calibrate.metric=READ", "calibrate.percentile=50", "calibrate.max=60ms", "thresholds=READ.errorrate < 1%",
        "calibrate.threads=1,2,16",
        "calibrate.plateau=0", "calibrate.step.seconds=2", "calibrate.warmup.seconds=1", "calibrate.dir=" + dir,
        "calibrate.check=echo checked step $YCSB_STEP; test $YCSB_STEP -ne 2");
    PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    outcome = new Calibration(p, new CalibrationSettings(Settings.of(p)),
        (props, criteria) -> JudgedRun.run(Benchmark.builder(props).dbFactory(TwoSlotsDB::new).err(quiet), criteria),
        quiet, () -> false).run();
  }

  private static CalibrationLogs load() throws Exception {
    return CalibrationLogs.load(LogSet.resolve(List.of(dir.toString())), new Properties(), k -> false,
        TimeSeries::charted, Thresholds.none());
  }

  @Test
  void eachStepIsARunOfItsOwnJudgedAsCalibrateJudgedIt() throws Exception {
    CalibrationLogs c = load();
    assertThat(c.steps()).hasSameSizeAs(outcome.steps());
    assertThat(c.sla().text()).isEqualTo("READ.p50 <= 60ms; READ.errorrate < 1%");
    for (int i = 0; i < c.steps().size(); i++) {
      CalibrationLogs.Step fromLogs = c.steps().get(i);
      Calibration.Step ran = outcome.steps().get(i);
      assertThat(fromLogs.number()).isEqualTo(ran.number());
      assertThat(fromLogs.threads()).isEqualTo(ran.threads());
      assertThat(fromLogs.met()).as("step %d", ran.number()).isEqualTo(ran.slaMet());
      assertThat(fromLogs.primaryValue()).as("step %d's p50", ran.number()).isEqualTo(ran.slaValue());
      assertThat(fromLogs.throughput()).isCloseTo(ran.throughput(), org.assertj.core.api.Assertions.within(
          ran.throughput() * 0.01));
      assertThat(fromLogs.run().summary().measuredOperations()).isPositive();
    }
    assertThat(c.steps().get(1).checkFailed()).as("the check failed after step 2").isTrue();
    assertThat(c.steps().get(1).met()).isFalse();
    assertThat(c.steps().get(2).met()).as("16 threads on 2 slots").isFalse();
    assertThat(c.chosen() == null ? 0 : c.chosen().number())
        .isEqualTo(outcome.chosen() == null ? 0 : outcome.chosen().number());
    assertThat(c.timeline().events()).extracting(RunEvent::when).contains("step 1", "step 2");
  }

  @Test
  void theHtmlDrawsOnePointPerStepTheSlaAndTheChosenStep() throws Exception {
    CalibrationLogs c = load();
    String html = CalibrationHtml.render(c, "test");
    assertThat(html).contains("<title>YCSB calibration: ", "<section id=\"calibration\">", "<svg class=\"curve\"",
        "SLA: READ.p50 &lt;= 60ms", "<g class=\"sla\" data-value=\"60.0\"").doesNotContain("id=\"comparison\"");
    Matcher points = Pattern.compile("<g class=\"step (met|overloaded)( chosen)?\" data-step=\"(\\d+)\" data-x=\"([0-9.E]+)\"")
        .matcher(html);
    int n = 0;
    while (points.find()) {
      CalibrationLogs.Step st = c.steps().get(n++);
      assertThat(points.group(3)).isEqualTo(Integer.toString(st.number()));
      assertThat(Double.parseDouble(points.group(4))).isEqualTo(st.throughput());
      assertThat(points.group(1)).isEqualTo(st.met() ? "met" : "overloaded");
      assertThat(points.group(2) != null).isEqualTo(st == c.chosen());
    }
    assertThat(n).isEqualTo(c.steps().size());
    assertThat(html.split("<tr class=\"[a-z]*\" data-step=", -1)).hasSize(c.steps().size() + 1);
    if (c.chosen() != null) {
      assertThat(html).contains("<tr class=\"chosen\" data-step=\"" + c.chosen().number() + "\"");
    }
    for (CalibrationLogs.Step st : c.steps()) {
      assertThat(html).as("a row of the whole-step table").contains("data-run=\"step " + st.number() + "\"");
    }
  }

  @Test
  void theReportCommandReportsTheDirectoryAsACalibrationNotAsOneRun() throws Exception {
    Path out = dir.resolve("report.html");
    CommandLineTest.Outcome o = CommandLineTestAccess.run("-report", "-o", out.toString(), dir.toString());
    assertThat(o.code()).as("3 when no step met the SLA, as calibrate: " + o.err())
        .isEqualTo(outcome.chosen() == null ? 3 : 0);
    assertThat(o.err()).contains("the logs are the " + outcome.steps().size() + " steps of a calibration",
        outcome.chosen() == null ? "calibration: no step met the SLA"
            : "calibration: step " + outcome.chosen().number() + " met the SLA at the highest throughput");
    String html = Files.readString(out);
    assertThat(html).contains("<svg class=\"curve\"").as("not the steps merged as one run of 1 + 2 + 16 threads")
        .doesNotContain("<th>Threads</th><td>19</td>");
    CommandLineTest.Outcome json = CommandLineTestAccess.run("-report", "--format", "json", dir.toString());
    assertThat(json.out()).contains("\"label\":\"step 1\"", "\"label\":\"step 2\"");
  }
}

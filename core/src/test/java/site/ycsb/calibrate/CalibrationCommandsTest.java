package site.ycsb.calibrate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.cli.CommandLineTest;
import site.ycsb.cli.CommandLineTestAccess;
import site.ycsb.config.Settings;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;
import site.ycsb.results.LogSet;
import site.ycsb.results.RunData;
import site.ycsb.engine.JudgedRun;
import site.ycsb.results.StepFiles;

/**
 * Calibrate's SLA as criteria, {@code calibrate.check} after each step, {@code calibrate.between}
 * before each next one, and steps whose logs say what the table says. Against the slot server of
 * {@link CalibrationTest} (4 slots, 20 ms each: 200 operations a second at most).
 */
class CalibrationCommandsTest {
  private static String[] args(Path dir, String... more) {
    List<String> a = new java.util.ArrayList<>(List.of("-calibrate", "-db", CalibrationTest.SlotServerDB.class.getName(),
        "-p", "recordcount=100", "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "basicdb.verbose=false",
        "-p", "calibrate.step.seconds=1", "-p", "calibrate.warmup.seconds=0", "-p", "calibrate.dir=" + dir));
    for (String kv : more) {
      a.add("-p");
      a.add(kv);
    }
    return a.toArray(new String[0]);
  }

  @Test
  void severalCriteriaAreTheSlaWithoutCalibrateMax(@TempDir Path dir) {
    // with 16 threads on 4 slots every read waits for 3 others first: a median >= 80 ms on any machine;
    // with 2 threads a read takes its 20 ms (a median far from 60 ms even on a busy machine)
    CommandLineTest.Outcome o = CommandLineTestAccess.run(args(dir, "calibrate.threads=2,16",
        "thresholds=READ.p50 < 60ms; READ.errorrate < 1%; OVERALL.throughput > 10"));
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("SLA READ.p50 < 60ms; READ.errorrate < 1%; OVERALL.throughput > 10",
        "[CALIBRATE], Metric, READ", "[CALIBRATE], SLA, READ.p50 < 60ms; READ.errorrate < 1%; OVERALL.throughput > 10",
        "[CALIBRATE], Threads, 2", "[CALIBRATE], 50thPercentileLatency(us), ", "[CALIBRATE-STEP-2], SLAMet, false",
        "[CALIBRATE-STEP-2], CriteriaMet, false")
        .containsPattern("\\n2 +16 .*\\| broken READ\\.p50=\\d+(\\.\\d+)?ms")
        .doesNotContain("[CALIBRATE], SLA(us)");
    assertThat(o.err()).doesNotContain("stopped early");
  }

  @Test
  void calibrateMaxAndCriteriaTogetherMustAllHold(@TempDir Path dir) {
    CommandLineTest.Outcome o = CommandLineTestAccess.run(args(dir, "calibrate.threads=1", "calibrate.metric=READ",
        "calibrate.max=10s", "thresholds=OVERALL.throughput > 1000000"));
    assertThat(o.code()).as("no step met the SLA: exit 3").isEqualTo(3);
    assertThat(o.out()).contains("SLA READ.p99 <= 10s; OVERALL.throughput > 1000000", "[CALIBRATE], SLA(us), 10000000",
        "[CALIBRATE], SLAMet, false").containsPattern("broken OVERALL\\.throughput=\\d");
  }

  @Test
  void aCheckThatFailsMarksItsStepOverloadedAndItsOutputIsKeptAndShown(@TempDir Path dir) throws Exception {
    String check = "echo \"step $YCSB_STEP threads $YCSB_STEP_THREADS ops/s $YCSB_STEP_THROUGHPUT sla $YCSB_STEP_SLA_MET"
        + " log $(basename $YCSB_STEP_LOG)\"; test $YCSB_STEP_THREADS -lt 2 || { echo 23 pending compactions; exit 1; }";
    CommandLineTest.Outcome o = CommandLineTestAccess.run(args(dir, "calibrate.threads=1,2,4", "calibrate.max=10s",
        "calibrate.check=" + check));
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("| check", "[CALIBRATE], Threads, 1", "[CALIBRATE-STEP-2], CriteriaMet, true",
        "[CALIBRATE-STEP-2], SLAMet, false", "[CALIBRATE-STEP-2], CheckExit, 1", "[CALIBRATE-STEP-1], CheckExit, 0")
        .containsPattern("\\n1 .*\\| met \\| ok: step 1 threads 1 ops/s \\d+\\.\\d sla true log"
            + " calibrate-step01-threads1.hdr \\(\\d+\\.\\d s\\)  <- chosen")
        .containsPattern("\\n2 .*\\| met \\| exit 1: 23 pending compactions \\(\\d+\\.\\d s\\)\\n");
    Path output = dir.resolve("calibrate-step02-threads2-check.out");
    assertThat(Files.readString(output)).startsWith("# calibrate.check step=2 exit=1 seconds=")
        .contains("\nstep 2 threads 2 ops/s ", "\n23 pending compactions\n");
    assertThat(StepFiles.outcome(output)).containsEntry("exit", "1").containsEntry("step", "2")
        .containsEntry("command", check);
    assertThat(o.err()).contains("overloaded: calibrate.check exit 1: 23 pending compactions",
        "two steps were overloaded (the SLA broken or calibrate.check failed)");
  }

  @Test
  void aCheckOrBetweenCommandThatDoesNotResolveIsRefusedBeforeTheFirstStepWithExit2(@TempDir Path dir) {
    CommandLineTest.Outcome o = CommandLineTestAccess.run(args(dir, "calibrate.threads=1,2", "calibrate.max=10s",
        "calibrate.check=nosuch-check-xyz --pending"));
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err()).contains("Error: calibrate.check=nosuch-check-xyz --pending: the shell finds no command"
        + " 'nosuch-check-xyz'").doesNotContain("step 1");
    assertThat(dir.resolve("calibrate-step01-threads1.hdr")).as("no step ran").doesNotExist();

    o = CommandLineTestAccess.run(args(dir, "calibrate.threads=1", "calibrate.max=10s",
        "calibrate.between=sleep 1 && /no/such/wait-for-compactions"));
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err()).contains("Error: calibrate.between=sleep 1 && /no/such/wait-for-compactions: the shell finds"
        + " no command '/no/such/wait-for-compactions'");
  }

  @Test
  void aStepListOfTheOtherModeIsRefusedNotIgnored(@TempDir Path dir) {
    CommandLineTest.Outcome o = CommandLineTestAccess.run(args(dir, "calibrate.targets=100,200", "calibrate.max=10s"));
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err()).contains("Error: calibrate.targets=100,200: applies to calibrate.mode=target only, and"
        + " calibrate.mode=threads steps calibrate.threads; expected calibrate.mode=target, or no calibrate.targets");
    o = CommandLineTestAccess.run(args(dir, "calibrate.mode=target", "calibrate.threads=1,2", "calibrate.max=10s"));
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err()).contains("Error: calibrate.threads=1,2: applies to calibrate.mode=threads only, and"
        + " calibrate.mode=target steps calibrate.targets at threadcount threads; expected calibrate.mode=threads, or"
        + " no calibrate.threads");
  }

  @Test
  void betweenRunsBeforeEachNextStepAndItsTimeIsRecordedNotMeasured(@TempDir Path dir) throws Exception {
    Properties p = TestRuns.props("recordcount=100", "readproportion=1", "updateproportion=0", "basicdb.verbose=false",
        "calibrate.metric=READ", "calibrate.max=10s", "calibrate.threads=1,2", "calibrate.plateau=0",
        "calibrate.step.seconds=1", "calibrate.warmup.seconds=0", "calibrate.dir=" + dir,
        "calibrate.between=sleep 0.5; echo settled before step $YCSB_STEP with $YCSB_STEP_THREADS threads");
    Calibration.Outcome o = calibrate(p);
    assertThat(o.steps()).hasSize(2);
    Calibration.Step first = o.steps().get(0);
    Calibration.Step second = o.steps().get(1);
    assertThat(first.between()).as("nothing to settle before the first step").isNull();
    assertThat(second.between().durationMs()).isGreaterThanOrEqualTo(500);
    assertThat(second.startMs() - first.endMs()).as("the wait lies between the steps").isGreaterThanOrEqualTo(500);
    assertThat(Files.readString(second.between().output())).contains("settled before step 2 with 2 threads");
    assertThat(second.between().output()).isEqualTo(dir.resolve("calibrate-step02-threads2-between.out"));
    String table = CalibrationReport.table(o, new CalibrationSettings(Settings.of(p)));
    // the column shows the recorded wait, half a second or more (more on a busy machine: a shell to start)
    assertThat(table).contains("| between").containsPattern("\\n2 .*\\| " + String.format(java.util.Locale.ROOT,
        "%.1f", second.between().durationMs() / 1000.0).replace(".", "\\.") + " s ");
  }

  @Test
  void eachStepsLogGivesTheTablesFiguresWhateverTheWarmUp(@TempDir Path dir) throws Exception {
    // a 1 s warm-up with the default 10 s interval would have left all but the last partial interval out
    Properties p = TestRuns.props("recordcount=100", "readproportion=1", "updateproportion=0", "basicdb.verbose=false",
        "calibrate.metric=READ", "calibrate.max=10s", "calibrate.threads=1,2", "calibrate.plateau=0",
        "calibrate.step.seconds=2", "calibrate.warmup.seconds=1", "calibrate.dir=" + dir);
    Calibration.Outcome o = calibrate(p);
    assertThat(o.steps()).hasSize(2);
    for (Calibration.Step st : o.steps()) {
      RunResult fromLog;
      try (LogSet set = LogSet.open(List.of(st.log().toString()), null)) {
        fromLog = RunData.load("", set, new Properties(), k -> false, m -> false, null, null).summary();
      }
      Histogram read = fromLog.metrics().get("READ");
      assertThat(new long[] {read.getValueAtPercentile(50), read.getValueAtPercentile(99),
          read.getValueAtPercentile(99.9)}).as("step %d's percentiles", st.number()).containsExactly(
          st.percentiles().get("READ"));
      assertThat(fromLog.throughput()).as("step %d's throughput", st.number())
          .isCloseTo(st.throughput(), within(st.throughput() * 0.01));
      assertThat(fromLog.measuredTimeMs()).as("the measured time is the step's, not its last interval's")
          .isGreaterThan(1500);
    }
  }

  private static Calibration.Outcome calibrate(Properties p) throws Exception {
    PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    return new Calibration(p, new CalibrationSettings(Settings.of(p)),
        (props, criteria) -> JudgedRun.run(Benchmark.builder(props).dbFactory(CalibrationTest.SlotServerDB::new)
            .err(quiet), criteria), quiet, () -> false).run();
  }
}

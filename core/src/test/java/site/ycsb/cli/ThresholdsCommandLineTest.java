package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/** {@code -p thresholds=...} through the command line: exit 0 when met, 3 when broken (report complete), 2 when malformed. */
class ThresholdsCommandLineTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";

  /** Every tenth read of a thread's instance fails: with one thread, READ.errorrate is exactly 10%. */
  public static final class TenthReadFailsDB extends BasicDB {
    private long reads;

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return ++reads % 10 == 0 ? Status.ERROR : Status.OK;
    }
  }

  /** Reads take 20 ms from 1.5 s after the first instance started: the late intervals break a p50 of 10 ms. */
  public static final class SlowsDownDB extends BasicDB {
    private long start;

    @Override
    public void init() {
      start = (Long) getProperties().computeIfAbsent("slowsdown.start", k -> System.nanoTime());
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      if (System.nanoTime() - start > TimeUnit.MILLISECONDS.toNanos(1500)) {
        LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
      } else {
        LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(200));
      }
      return Status.OK;
    }
  }

  /** The latency printed right after {@code prefix} (a regex), in ms, whatever unit it was printed in. */
  private static double millis(String text, String prefix) {
    Matcher m = Pattern.compile(prefix + "(\\d+(?:\\.\\d+)?)(us|ms|s)\\b").matcher(text);
    assertThat(m.find()).as("a latency after '%s' in%n%s", prefix, text).isTrue();
    double value = Double.parseDouble(m.group(1));
    return switch (m.group(2)) {
      case "us" -> value / 1000;
      case "s" -> value * 1000;
      default -> value;
    };
  }

  private static CommandLineTest.Outcome run(String db, String... more) {
    List<String> a = new ArrayList<>(List.of("-t", "-db", db, "-p", "hdrhistogram.fileoutput=false",
        "-p", "recordcount=100", "-p", "readproportion=1", "-p", "updateproportion=0", "-p", "basicdb.verbose=false"));
    a.addAll(List.of(more));
    return CommandLineTest.run(a.toArray(new String[0]));
  }

  @Test
  void aRunThatMeetsEveryCriterionExitsZeroWithTheTableOnStderrAndTheLinesInItsReport() {
    CommandLineTest.Outcome o = run("basic", "-p", "operationcount=2000",
        "-p", "thresholds=READ.p99 < 10s; TOTAL.errorrate < 1%; OVERALL.count >= 2000; READ-COMB.count > 0");
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.err()).contains("Thresholds: all 4 met", "pass    READ.p99 < 10s", "pass    OVERALL.count >= 2000");
    assertThat(o.out()).contains("[OVERALL], Throughput(ops/sec)", "[THRESHOLDS], Passed, true",
        "[THRESHOLD-3], Criterion, OVERALL.count >= 2000", "[THRESHOLD-3], Measured, 2000",
        "[THRESHOLD-4], Passed, true");
    assertThat(o.err()).doesNotContain("stopped early");
  }

  @Test
  void aRunThatBreaksACriterionExitsThreeWithItsReportComplete() {
    CommandLineTest.Outcome o = run(TenthReadFailsDB.class.getName(), "-p", "operationcount=1000",
        "-p", "thresholds=READ.errorrate < 5%; READ.p99 < 10s");
    assertThat(o.code()).as(o.err()).isEqualTo(ClientMain.EXIT_THRESHOLDS);
    assertThat(o.out()).contains("[OVERALL], RunTime(ms)", "[READ], Return=OK, 900", "[READ], Return=ERROR, 100",
        "[THRESHOLDS], Broken, 1", "[THRESHOLD-1], Measured, 10%", "[THRESHOLD-1], Value, 0.1",
        "[THRESHOLD-1], Passed, false", "[THRESHOLD-2], Passed, true");
    assertThat(o.err()).contains("Thresholds: 1 of 2 broken").containsPattern("FAIL    READ.errorrate < 5%\\s+10%");
    assertThat(o.err().strip().lines().reduce((a, b) -> b).orElseThrow()).as("the table ends the output")
        .startsWith("  pass    READ.p99 < 10s");
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "malformed | thresholds=READ.p99 5ms | thresholds: 'READ.p99 5ms': no comparison",
      "unknown metric | thresholds=READS.p99<5ms | thresholds: 'READS.p99<5ms': unknown metric 'READS'",
      "unknown aggregate | thresholds=READ.median<5ms | unknown aggregate 'median'",
      "bad unit | thresholds=READ.p99<5 sec | p99 is a latency; expected its value in us, ms or s",
      "an operation the workload does not do | thresholds=SCAN.p99<5ms | 'SCAN.p99 < 5ms': the workload does no SCAN (scanproportion=0); it does READ",
      "intended latency without a schedule | thresholds=Intended-READ.p99<5ms | Intended-READ is recorded only with measurement.interval=intended or both",
      "validated reads without validation | thresholds=VALIDATION.lost == 0 | 'VALIDATION.lost == 0': VALIDATION.lost is counted only with validation=true",
      "a status not tracked apart | thresholds=READ-ERROR.count<5 | READ-ERROR is recorded only with reportlatencyforeacherror=true",
      "a latency without its unit | thresholds=READ.p99 < 5 | thresholds: 'READ.p99 < 5': p99 is a latency; expected its unit, e.g. 5us, 5ms or 5s",
      "a rate without its % | thresholds=TOTAL.errorrate < 1 | thresholds: 'TOTAL.errorrate < 1': errorrate is a share of the results; expected a percentage with its %, e.g. 1%",
      "abortonfail alone | thresholds.abortonfail=true | thresholds.abortonfail=true: no criteria to judge",
      "missing file | thresholds.file=/nonexistent/criteria.txt | thresholds.file=/nonexistent/criteria.txt: cannot read it"})
  void aBadCriterionIsRefusedBeforeTheRunWithOneLineAndExitTwo(String what, String setting, String expected) {
    CommandLineTest.Outcome o = run("basic", "-p", "operationcount=10", "-p", setting);
    assertThat(o.code()).as(o.err()).isEqualTo(ClientMain.EXIT_USAGE);
    assertThat(o.errorLine()).contains(expected);
    assertThat(o.err()).doesNotContain("Running the workload").doesNotContain("\tat ");
  }

  @Test
  void aMisspeltStatusIsRefusedBeforeTheRunEvenWhenEveryStatusIsTrackedApart() {
    CommandLineTest.Outcome o = run("basic", "-p", "operationcount=10", "-p", "reportlatencyforeacherror=true",
        "-p", "thresholds=READ-TIMOUT.p99 < 1us");
    assertThat(o.code()).as(o.err()).isEqualTo(ClientMain.EXIT_USAGE);
    assertThat(o.errorLine()).contains("thresholds: 'READ-TIMOUT.p99 < 1us': TIMOUT is not a status the tool knows"
        + " (did you mean READ-TIMEOUT?)");
    assertThat(o.err()).doesNotContain("Running the workload");
  }

  @Test
  void aLowerBoundOnCountPerIntervalLeavesThePartialLastIntervalOutAndSaysSo() {
    // 1,000 operations a second in 2 s intervals for 3.2 s: a full interval of about 2,000, then 1.2 s of about 1,200
    CommandLineTest.Outcome o = run("basic", "-p", "operationcount=3200", "-target", "1000",
        "-p", "measurement.interval.seconds=2", "-p", "thresholds=OVERALL.count > 1500 !");
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.err()).containsPattern("pass    OVERALL.count > 1500 !\\s+3200\\s+held in all 1 intervals; the"
        + " partial interval 2\\.\\d-3\\.\\d s not judged \\(a count's lower bound needs a full interval\\)");
  }

  @Test
  void aBadLineOfTheFileIsNamedByItsNumber(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("criteria.txt"), "# the SLA\nREAD.p99 < 10s\nREAD.p99 < 10 parsecs\n");
    CommandLineTest.Outcome o = run("basic", "-p", "operationcount=10", "-p", "thresholds.file=" + file);
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.errorLine()).contains("thresholds.file=" + file + ": line 3: 'READ.p99 < 10 parsecs'");
  }

  @Test
  void theFilesCriteriaAreAddedToTheProperty(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("criteria.txt"),
        "# reads\nREAD.p99 < 10s ; READ.count >= 100\n\nTOTAL.errorrate < 0.1%\n");
    CommandLineTest.Outcome o = run("basic", "-p", "operationcount=100", "-p", "thresholds=OVERALL.count >= 100",
        "-p", "thresholds.file=" + file);
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.err()).contains("Thresholds: all 4 met");
    assertThat(o.out()).contains("[THRESHOLD-1], Criterion, OVERALL.count >= 100",
        "[THRESHOLD-4], Criterion, TOTAL.errorrate < 0.1%");
  }

  @Test
  void theJsonReportCarriesTheVerdicts(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("report.json");
    CommandLineTest.Outcome o = run(TenthReadFailsDB.class.getName(), "-p", "operationcount=100",
        "-p", "thresholds=READ.errorrate < 5%", "-p", "exporter=jsonarray", "-p", "exportfile=" + file);
    assertThat(o.code()).as(o.err()).isEqualTo(3);
    assertThat(Files.readString(file)).contains(
        "{\"metric\":\"THRESHOLD-1\",\"measurement\":\"Criterion\",\"value\":\"READ.errorrate < 5%\"}",
        "{\"metric\":\"THRESHOLD-1\",\"measurement\":\"Value\",\"value\":0.1}",
        "{\"metric\":\"THRESHOLD-1\",\"measurement\":\"Passed\",\"value\":\"false\"}");
  }

  @Test
  void aReportThatCannotBeWrittenExitsOneEvenWhenACriterionBroke() {
    // agreed precedence: 2 (bad input) over 1 (the run failed) over 3 (a criterion broken)
    CommandLineTest.Outcome o = run(TenthReadFailsDB.class.getName(), "-p", "operationcount=100",
        "-p", "thresholds=READ.errorrate < 5%", "-p", "exportfile=/dev/full");
    assertThat(o.code()).as(o.err()).isEqualTo(1);
    assertThat(o.err()).contains("Thresholds: 1 of 1 broken");
  }

  @Test
  void inALoadRunTheCriteriaJudgeTheRunPhaseAndAreCheckedBeforeTheLoad() {
    CommandLineTest.Outcome bad = CommandLineTest.run("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada",
        "-p", "hdrhistogram.fileoutput=false", "-p", "recordcount=50", "-p", "operationcount=50",
        "-p", "thresholds=INSERT.count > 0");
    assertThat(bad.code()).isEqualTo(2);
    assertThat(bad.errorLine()).contains("the workload does no INSERT (insertproportion=0); it does READ, UPDATE");
    assertThat(bad.err()).doesNotContain("Loading data");

    CommandLineTest.Outcome good = CommandLineTest.run("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada",
        "-p", "hdrhistogram.fileoutput=false", "-p", "recordcount=50", "-p", "operationcount=50",
        "-p", "thresholds=READ.count > 0; TOTAL.count >= 50");
    assertThat(good.code()).as(good.err()).isZero();
    assertThat(good.out()).contains("[THRESHOLD-2], Measured, 50");
    assertThat(good.err()).as("the load's report (on stderr) has none").doesNotContain("[THRESHOLD");
  }

  @Test
  void abortOnFailEndsTheRunOnceAnUpperBoundOnACountIsPassed() {
    CommandLineTest.Outcome o = run("basic", "-p", "operationcount=0", "-p", "maxexecutiontime=60",
        "-p", "thresholds=OVERALL.count < 500", "-p", "thresholds.abortonfail=true");
    assertThat(o.code()).as(o.err()).isEqualTo(3);
    assertThat(o.err()).contains("[INFO] stopped early: a threshold was broken for good",
        "the run was ended early by OVERALL.count < 500 (already", "ended the run");
    assertThat(runTimeMs(o.out())).as("well before maxexecutiontime").isLessThan(50_000);
    assertThat(o.out()).contains("[READ], Return=OK", "[THRESHOLDS], EndedRun, OVERALL.count < 500");
  }

  @Test
  void aBangCriterionIsJudgedInEveryIntervalAndBreaksWhenOneIntervalDoes() {
    // the whole run's p50 stays fast (most reads come before the slow-down), its late intervals do not
    CommandLineTest.Outcome o = run(SlowsDownDB.class.getName(), "-p", "operationcount=0", "-p", "maxexecutiontime=4",
        "-p", "measurement.interval.seconds=1", "-p", "thresholds=READ.p50 < 10ms !; READ.p50 < 10ms");
    assertThat(o.code()).as(o.err()).isEqualTo(3);
    assertThat(o.err()).containsPattern("FAIL    READ.p50 < 10ms !\\s+\\S+\\s+broken in \\d+ of \\d+ intervals, worst ")
        .containsPattern("pass    READ.p50 < 10ms\\s");
    // the slow reads sleep 20 ms: a busy machine can only make the worst interval slower, never faster
    assertThat(millis(o.err(), "intervals, worst ")).as(o.err()).isGreaterThanOrEqualTo(19.9);
  }

  @Test
  void withAbortOnFailTheFirstIntervalThatBreaksABangCriterionEndsTheRun() {
    CommandLineTest.Outcome o = run(SlowsDownDB.class.getName(), "-p", "operationcount=0", "-p", "maxexecutiontime=60",
        "-p", "measurement.interval.seconds=1", "-p", "thresholds=READ.p50 < 10ms !",
        "-p", "thresholds.abortonfail=true");
    assertThat(o.code()).as(o.err()).isEqualTo(3);
    assertThat(o.err()).contains("stopped early: a threshold was broken", "ended the run")
        .containsPattern("ended early by READ.p50 < 10ms ! \\(interval \\d+-\\d+ s: ");
    assertThat(millis(o.err(), "ended early by READ.p50 < 10ms ! \\(interval \\d+-\\d+ s: ")).as(o.err())
        .isGreaterThanOrEqualTo(19.9);
    assertThat(runTimeMs(o.out())).isLessThan(50_000);
  }

  @Test
  void aRunWithoutAnOperationCountEndingOnItsTimeLimitDidNotStopEarly() {
    CommandLineTest.Outcome timed = run("basic", "-p", "operationcount=0", "-p", "maxexecutiontime=1");
    assertThat(timed.code()).isZero();
    assertThat(timed.err()).doesNotContain("stopped early");
    CommandLineTest.Outcome counted = run(SlowsDownDB.class.getName(), "-p", "operationcount=100000000",
        "-p", "maxexecutiontime=1");
    assertThat(counted.err()).contains("[INFO] stopped early: maxexecutiontime reached");
  }

  @Test
  void helpListsTheThresholdAndCalibrateCommandProperties() {
    CommandLineTest.Outcome o = CommandLineTest.run("--help");
    assertThat(o.code()).isZero();
    assertThat(o.out()).contains("thresholds ", "thresholds.file", "thresholds.abortonfail", "calibrate.check",
        "calibrate.between", "[-p thresholds=...]");
  }

  private static long runTimeMs(String report) {
    Matcher m = Pattern.compile("\\[OVERALL\\], RunTime\\(ms\\), (\\d+)").matcher(report);
    assertThat(m.find()).as(report).isTrue();
    return Long.parseLong(m.group(1));
  }
}

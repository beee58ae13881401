package site.ycsb.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A plan is read and checked before anything runs: a mistake is one line naming the plan's line, exit 2. */
class StudyPlanTest {
  static final String WORKLOAD = System.getProperty("ycsb.root", "..") + "/workloads/mixed";

  /** A good plan; each case below spoils one line of it (the line numbers count from 1). */
  static String plan() {
    return String.join("\n",
        "# a plan",                                            // 1
        "study.name = t",                                     // 2
        "study.phases = load, calibrate, steady",             // 3
        "workload.mixed.file = " + WORKLOAD,                  // 4
        "system.a.binding = memory",                          // 5
        "phase.calibrate.p.calibrate.max = 5ms",              // 6
        "phase.steady.type = run",                            // 7
        "phase.steady.target = 80%",                          // 8
        "") + "\n";
  }

  static String replaceLine(String plan, int line, String text) {
    String[] lines = plan.split("\n", -1);
    lines[line - 1] = text;
    return String.join("\n", lines);
  }

  record Outcome(int code, String out, String err) {
  }

  static Outcome study(String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "-study";
    System.arraycopy(args, 0, all, 1, args.length);
    return cli(all);
  }

  /** The command line in this JVM, as site.ycsb.Client runs it. */
  static Outcome cli(String... all) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = new site.ycsb.cli.ClientMainAccess().run(all, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  @ParameterizedTest(name = "line {0}: {1}")
  @CsvSource(delimiter = '|', value = {
      "3|study.phases = load, calibrate, nosuch|no phase 'nosuch'",
      "3|study.phases = load, steady|no calibrate phase comes before it",
      "4|workload.mixed.file = /no/such/workload|no such file",
      "5|system.a.bnding = memory|unknown key 'system.a.bnding'",
      "7|phase.steady.type = sprint|expected load, calibrate, run, resilience or verify",
      "7|phase.steady.type = resilience|no events",
      "8|phase.steady.target = fast|expected ops/s (5000) or a share of the calibrated maximum (80%)",
      "6|study.name = t|given twice (first on line 2)",
      "6|just words|expected key = value",
      "2|study.name = a/b|is not a name"})
  void aBadPlanIsOneLineWithItsLineNumberAndExitTwo(int line, String text, String expected, @TempDir Path dir)
      throws Exception {
    Path plan = dir.resolve("bad.study");
    Files.writeString(plan, replaceLine(plan(), line, text));
    Outcome o = study("-o", dir.resolve("bundle").toString(), plan.toString());
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err().lines().toList()).hasSize(1);
    assertThat(o.err()).startsWith("Error: study plan " + plan + " line " + line + ": ").contains(expected);
    assertThat(dir.resolve("bundle")).as("nothing ran").doesNotExist();
  }

  @Test
  void theGoodPlanPassesAndDryRunPrintsEveryCommandWithoutRunningIt(@TempDir Path dir) throws Exception {
    Path plan = dir.resolve("good.study");
    Files.writeString(plan, plan());
    Outcome o = study("--dry-run", "-o", dir.resolve("bundle").toString(), plan.toString());
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out().lines().toList()).hasSize(3);
    assertThat(o.out()).contains("[1/3] a / mixed / load: ", "-load -db memory -P " + WORKLOAD,
        "[2/3] a / mixed / calibrate: ", "-p calibrate.max=5ms", "-p calibrate.load=true",
        "[3/3] a / mixed / steady (r1): ", "-loadrun -db memory", "'target=<80.0% of the calibrated maximum>'");
    assertThat(dir.resolve("bundle")).doesNotExist();
  }

  @Test
  void aVerifyPhaseOfASystemWhoseDataLivesInTheClientIsRefusedNamingItsLine(@TempDir Path dir) throws Exception {
    Path plan = dir.resolve("v.study");
    Files.writeString(plan, String.join("\n", "study.name = v", "study.phases = load, check",
        "workload.mixed.file = " + WORKLOAD, "system.a.binding = memory", "phase.check.type = verify", "") + "\n");
    Outcome o = study("-o", dir.resolve("bundle").toString(), plan.toString());
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err()).startsWith("Error: study plan " + plan + " line 5: phase check (verify)")
        .contains("keeps its data in the client process; expected a server binding");
    assertThat(dir.resolve("bundle")).as("nothing ran").doesNotExist();
  }

  @Test
  void aVerifyStepReadsBackTheLedgersOfItsSystemsEarlierStepsOfTheSameWorkload(@TempDir Path dir) throws Exception {
    Path plan = dir.resolve("v.study");
    Files.writeString(plan, String.join("\n", "study.name = v", "study.phases = load, steady, check",
        "workload.mixed.file = " + WORKLOAD, "system.a.binding = aerospike", "system.b.binding = aerospike",
        "phase.steady.type = run", "phase.steady.target = 100", "phase.check.type = verify", "") + "\n");
    Outcome o = study("--dry-run", "-o", dir.resolve("bundle").toString(), plan.toString());
    assertThat(o.code()).as(o.err()).isZero();
    String verifyA = o.out().lines().filter(l -> l.startsWith("[3/6]")).findFirst().orElseThrow();
    Path steps = dir.resolve("bundle").resolve("steps");
    assertThat(verifyA).contains("-verify -db aerospike", steps.resolve("01-a-mixed-load").toString(),
        steps.resolve("02-a-mixed-steady-r1").toString()).doesNotContain("-b-mixed-");
    assertThat(dir.resolve("bundle")).as("nothing ran").doesNotExist();
  }

  @Test
  void stepsRunSystemAfterSystemWithHooksAndRepetitions(@TempDir Path dir) throws Exception {
    Path plan = dir.resolve("p.study");
    Files.writeString(plan, plan() + "study.repetitions = 2\nsystem.a.prepare = true\nsystem.a.reset = true\n"
        + "system.a.finish = true\nsystem.b.binding = memory\nsystem.b.phases = load, run\n");
    StudyPlan p = PlanReader.read(plan);
    assertThat(StudySteps.of(p).stream().map(Step::id)).containsExactly("01-a-prepare", "02-a-mixed-reset",
        "03-a-mixed-load", "04-a-mixed-calibrate", "05-a-mixed-steady-r1", "06-a-mixed-steady-r2", "07-a-finish",
        "08-b-mixed-load", "09-b-mixed-run-r1", "10-b-mixed-run-r2");
  }

  @Test
  void aPhasesPropertyForOneSystemWinsOverThePhasesOwnForThatSystemOnly(@TempDir Path dir) throws Exception {
    Path plan = dir.resolve("p.study");
    Files.writeString(plan, plan() + "system.b.binding = memory\nphase.steady.p.events = 2s: sleep 1\n"
        + "phase.steady.b.p.events = 2s: kill the node\nphase.steady.p.maxexecutiontime = 5\n");
    StudyPlan p = PlanReader.read(plan);
    List<Step> steps = StudySteps.of(p);
    assertThat(StepCommand.overrides(p, steps.get(2), dir, 1000)).containsEntry("events", "2s: sleep 1")
        .containsEntry("target", "800").containsEntry("maxexecutiontime", "5");
    assertThat(StepCommand.overrides(p, steps.get(5), dir, 1000)).containsEntry("events", "2s: kill the node");
  }

  @Test
  void theEtaIsThePlannedSecondsLeftScaledByHowMuchLongerTheStepsSoFarTook() {
    long[] planned = {10, 20, 30, 40};
    assertThat(StudyRunner.eta(planned, 0, 0, 0)).as("nothing ran yet").isEqualTo(100);
    assertThat(StudyRunner.eta(planned, 2, 30, 90)).as("three times the plan so far").isEqualTo(210);
    assertThat(StudyRunner.eta(planned, 2, 30, 20)).as("faster than planned: never below it").isEqualTo(70);
  }

  @Test
  void aRunAtAShareOfTheCalibratedMaximumAlsoTakesTheCalibratedThreads(@TempDir Path dir) throws Exception {
    Path plan = dir.resolve("p.study");
    Files.writeString(plan, plan() + "workload.mixed.p.threadcount = 1\n");
    StudyPlan p = PlanReader.read(plan);
    assertThat(StepCommand.overrides(p, StudySteps.of(p).get(2), dir, 20000, 16)).containsEntry("target", "16000")
        .containsEntry("threadcount", "16");
    Path report = dir.resolve("report.txt");
    Files.writeString(report, "[CALIBRATE], Threads, 16\n[CALIBRATE], Throughput(ops/sec), 20732.6\n"
        + "[CALIBRATE], SLAMet, true\n[CALIBRATE-STEP-1], Threads, 1\n");
    assertThat(StudyRunner.calibration(dir)).containsExactly(20732.6, 16.0);
    Files.writeString(report, "[CALIBRATE], Threads, 1\n[CALIBRATE], Throughput(ops/sec), 900\n"
        + "[CALIBRATE], SLAMet, false\n");
    assertThat(StudyRunner.calibration(dir)).as("no step met the SLA").isNull();
  }

  @Test
  void aPhasesPropertyForASystemThePlanDoesNotHaveIsRefused(@TempDir Path dir) throws Exception {
    Path plan = dir.resolve("p.study");
    Files.writeString(plan, plan() + "phase.steady.nosuch.p.events = 2s: sleep 1\n");
    Outcome o = study(plan.toString());
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err()).isEqualTo("Error: study plan " + plan + " line 10: phase.steady.nosuch.p.events: no system"
        + " 'nosuch' in the plan; expected phase.steady.<system>.p.<property>\n");
  }
}

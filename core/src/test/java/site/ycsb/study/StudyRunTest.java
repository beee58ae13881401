package site.ycsb.study;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testing.InterruptibleCommand;

/**
 * Miniature studies of the memory binding, end to end through the command line: each step a child
 * process, as bin/ycsb runs them.
 */
@EnabledOnOs(OS.LINUX)
class StudyRunTest {
  private static final String WORKLOAD = StudyPlanTest.WORKLOAD;

  /** A workload small enough for seconds-long steps, with 1-second windows (confidence intervals, dips). */
  private static String workload() {
    return String.join("\n", "workload.mixed.file = " + WORKLOAD, "workload.mixed.p.recordcount = 500",
        "workload.mixed.p.operationcount = 0", "workload.mixed.p.fieldcount = 2", "workload.mixed.p.fieldlength = 50",
        "workload.mixed.p.measurement.interval.seconds = 1", "") + "\n";
  }

  @Test
  void aMiniatureStudyLeavesACompleteBundleAndItsReportRebuiltFromTheBundleAloneIsTheSame(@TempDir Path dir)
      throws Exception {
    Path plan = dir.resolve("mini.study");
    Files.writeString(plan, "study.name = mini\nstudy.phases = steady, failure\n" + workload()
        + "system.one.binding = memory\nsystem.two.binding = memory\nsystem.two.p.threadcount = 2\n"
        + "phase.steady.type = run\nphase.steady.target = 400\nphase.steady.p.maxexecutiontime = 4\n"
        + "phase.failure.type = resilience\nphase.failure.target = 400\nphase.failure.p.maxexecutiontime = 6\n"
        + "phase.failure.p.events = 3s: sleep 1\n");
    Path bundle = dir.resolve("bundle");
    StudyPlanTest.Outcome o = StudyPlanTest.study("-o", bundle.toString(), plan.toString());
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.err()).contains("[study] step 1 of 4: one / mixed / steady (r1) (elapsed ", "s, ETA ~20s)\n",
        "[study] step 2 of 4: one / mixed / failure (r1) (elapsed ",
        "[study] step 4 of 4: two / mixed / failure (r1): ok (exit 0");

    assertThat(Files.readString(bundle.resolve("plan.study"))).isEqualTo(Files.readString(plan));
    assertThat(Files.readString(bundle.resolve("study.properties"))).contains("tool.version=", "java.version=",
        "host.cpus=", "os.name=");
    assertThat(bundle.resolve("workloads/mixed-mixed")).hasSameTextualContentAs(Path.of(WORKLOAD));
    for (String step : List.of("01-one-mixed-steady-r1", "02-one-mixed-failure-r1", "03-two-mixed-steady-r1",
        "04-two-mixed-failure-r1")) {
      Path s = bundle.resolve("steps").resolve(step);
      assertThat(Files.readString(s.resolve("command.txt"))).contains("-loadrun -db memory -P " + WORKLOAD);
      assertThat(Files.readString(s.resolve("step.properties"))).contains("target=400", "recordcount=500",
          "readproportion=0.50");
      assertThat(Files.readString(s.resolve("outcome.properties"))).contains("exit=0", "status=ok");
      assertThat(Files.readString(s.resolve("report.txt"))).contains("[OVERALL], Throughput(ops/sec)");
      try (Stream<Path> logs = Files.list(s)) {
        assertThat(logs.filter(f -> f.getFileName().toString().startsWith("ycsb-run-")
            && f.toString().endsWith(".hdr"))).hasSize(1);
      }
    }
    assertThat(Files.readString(bundle.resolve("steps/04-two-mixed-failure-r1/step.properties")))
        .contains("events=3s\\: sleep 1", "threadcount=2");
    Map<String, String> sums = new HashMap<>();
    for (String line : Files.readAllLines(bundle.resolve("MANIFEST.sha256"))) {
      String[] f = line.split("  ", 2);
      sums.put(f[1], f[0]);
      assertThat(BundleFiles.sha256(bundle.resolve(f[1]))).as(f[1]).isEqualTo(f[0]);
    }
    assertThat(sums).containsKeys("plan.study", "study.properties", "report/study.html", "report/study.md",
        "report/study.csv", "report/mixed-steady.html", "report/mixed-failure.html",
        "steps/02-one-mixed-failure-r1/outcome.properties");

    String md = Files.readString(bundle.resolve("report/study.md"));
    assertThat(md).contains("### mixed / steady: throughput", "| one | all | ", "| two | READ | ",
        "### mixed / failure: resilience", "| one | sleep 1 | ", "## Reproducibility", "| tool.version | ");
    assertThat(Files.readString(bundle.resolve("report/study.csv"))).startsWith("workload,phase,system,")
        .contains("mixed,steady,one,memory,1,all,", "mixed,failure,two,memory,1,READ,");
    assertThat(Files.readString(bundle.resolve("report/mixed-failure.html"))).contains("sleep 1");

    Map<String, String> built = reportFiles(bundle);
    try (Stream<Path> report = Files.list(bundle.resolve("report"))) {
      for (Path f : report.toList()) {
        Files.delete(f);
      }
    }
    StudyPlanTest.Outcome rebuilt = StudyPlanTest.cli("-report", bundle.toString());
    assertThat(rebuilt.code()).as(rebuilt.err()).isZero();
    assertThat(reportFiles(bundle)).isEqualTo(built);
  }

  private static Map<String, String> reportFiles(Path bundle) throws Exception {
    Map<String, String> out = new HashMap<>();
    try (Stream<Path> report = Files.list(bundle.resolve("report"))) {
      for (Path f : report.toList()) {
        out.put(f.getFileName().toString(), Files.readString(f, StandardCharsets.UTF_8));
      }
    }
    assertThat(out).hasSize(5);
    return out;
  }

  @Test
  void aFailingStepIsRecordedAndStopsOnlyItsOwnSystem(@TempDir Path dir) throws Exception {
    Path plan = dir.resolve("fail.study");
    Files.writeString(plan, "study.name = fail\nstudy.phases = steady\n" + workload()
        + "system.bad.binding = memory\nsystem.bad.prepare = echo preparing; exit 7\n"
        + "system.worse.binding = memory\nsystem.worse.p.fieldcount = -1\nsystem.worse.reset = echo reset\n"
        + "system.worse.onfailure = continue\nsystem.worse.phases = steady, steady\n"
        + "system.good.binding = memory\n"
        + "phase.steady.type = run\nphase.steady.p.maxexecutiontime = 2\n");
    Path bundle = dir.resolve("bundle");
    StudyPlanTest.Outcome o = StudyPlanTest.study("-o", bundle.toString(), plan.toString());
    assertThat(o.code()).as("a step failed").isEqualTo(1);
    Path steps = bundle.resolve("steps");
    assertThat(Files.readString(steps.resolve("01-bad-prepare/outcome.properties"))).contains("exit=7",
        "status=failed");
    assertThat(steps.resolve("01-bad-prepare/stdout.txt")).hasContent("preparing");
    assertThat(steps.resolve("02-bad-mixed-steady-r1")).as("the rest of bad's sequence").doesNotExist();
    assertThat(o.err()).contains("step 2 of 6: bad / mixed / steady (r1): not run (an earlier step of bad failed)");
    assertThat(Files.readString(steps.resolve("04-worse-mixed-steady-r1/outcome.properties"))).contains("exit=2",
        "status=failed", "fieldcount");
    assertThat(steps.resolve("05-worse-mixed-steady-r1/outcome.properties")).as("onfailure = continue").exists();
    assertThat(Files.readString(steps.resolve("06-good-mixed-steady-r1/outcome.properties"))).contains("exit=0",
        "status=ok");
    assertThat(Files.readString(bundle.resolve("report/study.md"))).contains("| 01-bad-prepare | failed | 7 |",
        "| good | all | ");
  }

  @Test
  void resumeAfterASigtermMidStepRepeatsOnlyTheUnfinishedStep(@TempDir Path dir) throws Exception {
    Path plan = dir.resolve("resume.study");
    Path count = dir.resolve("prepared.txt");
    Files.writeString(plan, "study.name = resume\nstudy.phases = long\n" + workload()
        + "system.one.binding = memory\nsystem.one.prepare = echo once >> " + count + "\n"
        + "phase.long.type = run\nphase.long.target = 300\nphase.long.p.maxexecutiontime = 8\n");
    Path bundle = dir.resolve("bundle");
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Path err = dir.resolve("study-stderr.txt");
    Process p = new ProcessBuilder(InterruptibleCommand.of(List.of(java, "-Xmx128m", "-cp",
        System.getProperty("java.class.path"), "site.ycsb.Client", "-study", "-o", bundle.toString(),
        plan.toString()))).redirectErrorStream(true).redirectOutput(err.toFile()).start();
    Path stepErr = bundle.resolve("steps/02-one-mixed-long-r1/stderr.txt");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (!(Files.isRegularFile(stepErr) && Files.readString(stepErr).contains("Running the workload"))
        && System.nanoTime() < deadline) {
      assertThat(p.isAlive()).as(Files.readString(err)).isTrue();
      Thread.sleep(100);
    }
    Thread.sleep(1000); // into the step's run
    p.destroy(); // SIGTERM
    assertThat(p.waitFor(90, TimeUnit.SECONDS)).isTrue();
    assertThat(Files.readString(err)).contains("stopped during step 2 (one / mixed / long (r1)): --resume repeats it");
    assertThat(bundle.resolve("steps/01-one-prepare/outcome.properties")).exists();
    assertThat(bundle.resolve("steps/02-one-mixed-long-r1/outcome.properties")).as("unfinished").doesNotExist();

    StudyPlanTest.Outcome o = StudyPlanTest.study("--resume", "-o", bundle.toString(), plan.toString());
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.err()).contains("step 1 of 2: one / prepare: ended before (ok), not repeated",
        "step 2 of 2: one / mixed / long (r1): ok (exit 0");
    assertThat(Files.readAllLines(count)).as("the prepare hook ran once").containsExactly("once");
    assertThat(Files.readString(bundle.resolve("study.properties"))).contains("resumed.0=");
    assertThat(Files.readString(bundle.resolve("report/study.md"))).contains("| one | all | ");

    StudyPlanTest.Outcome again = StudyPlanTest.study("-o", bundle.toString(), plan.toString());
    assertThat(again.code()).isEqualTo(2);
    assertThat(again.err()).contains("a study is already there; --resume continues it");
  }
}

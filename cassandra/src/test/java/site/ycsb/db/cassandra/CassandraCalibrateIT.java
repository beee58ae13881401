package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.CqlRole;
import site.ycsb.db.cql.contract.TextReport;
import site.ycsb.db.cql.contract.YcsbLauncher;
import site.ycsb.db.cql.contract.YcsbLauncher.Finished;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/** {@code bin/ycsb calibrate cassandra} against the real server, with a loose SLA: the whole search in under 3 minutes. */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CassandraCalibrateIT {
  private static final CqlBinding BINDING = CassandraTestSupport.BINDING;
  private CassandraServer server;
  private YcsbLauncher launcher;
  private final String keyspace = CqlBinding.uniqueKeyspace("calibrate");

  @BeforeAll
  void setUp(CassandraServer shared) {
    server = shared;
    launcher = YcsbLauncher.forModules("cassandra");
  }

  @AfterAll
  void tearDown() {
    CqlBinding.dropKeyspace(server, keyspace);
  }

  private List<String> args(String command, Object... more) {
    List<String> args = new ArrayList<>(List.of(command, "cassandra", "-P", "workloads/mixed"));
    Properties props = BINDING.properties(server, keyspace, more);
    for (String key : new TreeSet<>(props.stringPropertyNames())) {
      args.add("-p");
      args.add(key + "=" + props.getProperty(key));
    }
    return args;
  }

  @Test
  void calibrationFindsAStepThatMetTheSlaAndLeavesEachStepsLog(@TempDir Path dir) throws Exception {
    Finished load = launcher.run(dir, "load", args("load", CqlRole.CREATE_SCHEMA, "true", "recordcount", "2000",
        "hdrhistogram.fileoutput", "false"), 5);
    assertThat(load.exitCode()).as(load.describe()).isZero();

    Path steps = dir.resolve("steps");
    Finished calibrate = launcher.run(dir, "calibrate", args("calibrate", "recordcount", "2000",
        "calibrate.max", "2s", "calibrate.threads", "1,2,4", "calibrate.step.seconds", "8",
        "calibrate.warmup.seconds", "2", "calibrate.dir", steps.toString()), 3);
    assertThat(calibrate.exitCode()).as(calibrate.describe()).isZero();
    String out = calibrate.stdout();
    assertThat(out).as(calibrate.describe()).contains("step", "threads", "ops/s", "READ-COMB p50/p99/p99.9 (us)",
        "INSERT p50/p99/p99.9 (us)", "UPDATE p50/p99/p99.9 (us)", "DELETE p50/p99/p99.9 (us)", "<- chosen");
    TextReport report = TextReport.parse(out.lines().filter(l -> l.startsWith("[")).reduce("", (a, b) -> a + b + "\n"));
    assertThat(out).contains("[CALIBRATE], SLAMet, true");
    long chosenThreads = report.count("CALIBRATE", "Threads");
    Matcher p99 = Pattern.compile("\\[CALIBRATE\\], 99thPercentileLatency\\(us\\), (\\d+)").matcher(out);
    assertThat(p99.find()).isTrue();
    assertThat(Long.parseLong(p99.group(1))).as("the chosen step met the SLA in its step").isLessThanOrEqualTo(2_000_000);
    assertThat(chosenThreads).isIn(1L, 2L, 4L);
    try (var files = Files.list(steps)) {
      assertThat(files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith("calibrate-step")).toList())
          .as("one interval log per step").hasSizeGreaterThanOrEqualTo(2);
    }
    System.out.println("calibrate table from the Cassandra fixture:\n" + out);
  }

  @Test
  void criteriaCheckAndBetweenJudgeTheStepsAndTheReportDrawsTheCalibration(@TempDir Path dir) throws Exception {
    Finished load = launcher.run(dir, "load", args("load", CqlRole.CREATE_SCHEMA, "true", "recordcount", "2000",
        "hdrhistogram.fileoutput", "false"), 5);
    assertThat(load.exitCode()).as(load.describe()).isZero();

    // the check fails after step 2 (a server-side fact only a command can see); between runs before 2 and 3
    Path steps = dir.resolve("steps");
    Finished calibrate = launcher.run(dir, "calibrate", args("calibrate", "recordcount", "2000",
        "thresholds", "READ-COMB.p99 < 2s; TOTAL.errorrate < 1%", "calibrate.threads", "1,2,4",
        "calibrate.step.seconds", "6", "calibrate.warmup.seconds", "2", "calibrate.plateau", "0",
        "calibrate.check", "echo step $YCSB_STEP at $YCSB_STEP_THROUGHPUT ops/s; test $YCSB_STEP -ne 2",
        "calibrate.between", "echo settled before step $YCSB_STEP", "calibrate.dir", steps.toString()), 3);
    assertThat(calibrate.exitCode()).as(calibrate.describe()).isZero();
    String out = calibrate.stdout();
    assertThat(out).contains("SLA READ-COMB.p99 < 2s; TOTAL.errorrate < 1%", "| check",
        "[CALIBRATE-STEP-2], CheckExit, 1", "[CALIBRATE-STEP-2], SLAMet, false", "[CALIBRATE-STEP-2], Between(s), ")
        .containsPattern("\\n2 .*\\| exit 1: step 2 at \\d+\\.\\d ops/s");
    assertThat(calibrate.stderr()).doesNotContain("stopped early");
    assertThat(Files.readString(steps.resolve("calibrate-step03-threads4-between.out")))
        .contains("settled before step 3");

    Path html = dir.resolve("calibration.html");
    Finished report = launcher.run(dir, "report", List.of("report", "-o", html.toString(), steps.toString()), 2);
    assertThat(report.exitCode()).as(report.describe()).isZero();
    assertThat(report.stderr()).contains("the logs are the 3 steps of a calibration");
    assertThat(Files.readString(html)).contains("<svg class=\"curve\"", "data-step=\"3\"",
        "<g class=\"step overloaded\" data-step=\"2\"");
    System.out.println("calibrate with criteria, check and between against the Cassandra fixture:\n" + out);
  }
}

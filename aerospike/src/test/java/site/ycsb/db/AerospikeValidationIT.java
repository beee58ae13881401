package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.db.aerospike.testserver.LocalAerospikeServer;
import site.ycsb.db.aerospike.testserver.OwnAerospikeServer;

/**
 * Validated reads against the real server (issue 35), through {@code bin/ycsb} as a user runs it:
 * {@code loadrun} with {@code validation=true} (the run judges reads of the loaded keys), then
 * {@code bin/ycsb verify} over the ledgers. A healthy server: no anomaly and verify exits 0,
 * blocking and asynchronous. The server stopped and started again by the run's own timed events
 * (memory storage: it comes back empty): reads after the restart are {@code Lost}, and verify names
 * the lost keys and exits 3. Uses a server of its own, since it stops it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class AerospikeValidationIT {
  private static final Pattern VALIDATION_LINE =
      Pattern.compile("^#\\[status op=VALIDATION start=([0-9.]+) length=([0-9.]+) ");
  private static final List<String> ANOMALIES = List.of("Stale", "Lost", "Resurrected", "Corrupt");
  private LocalAerospikeServer server;
  private OwnAerospikeServer own;
  private int tables;

  @BeforeAll
  void startOwnServer() throws Exception {
    own = OwnAerospikeServer.start("validation", "stop");
    server = own.server();
  }

  @BeforeEach
  void needsOwnServer() {
    own.assumeRunning();
  }

  @AfterAll
  void stopOwnServer() {
    own.close();
  }

  /** The binding's connection, a set of its own per run, and {@code more}. */
  private List<String> arguments(String command, String... more) {
    List<String> args = new ArrayList<>(List.of(command, "aerospike", "-P", "workloads/mixed",
        "-p", "table=validated" + tables, "-p", "recordcount=1000"));
    server.bindingProperties().forEach((k, v) -> args.addAll(List.of("-p", k + "=" + v)));
    args.addAll(List.of(more));
    return args;
  }

  @Order(1)
  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"blocking", "async"})
  void aValidatedLoadAndRunReportNoAnomalyAndVerifyFindsEveryAcknowledgedWrite(String mode, @TempDir Path dir)
      throws Exception {
    tables++;
    Path logs = dir.resolve("logs");
    List<String> args = arguments("loadrun", "-p", "validation=true", "-p", "operationcount=3000",
        "-p", "hdrhistogram.output.path=" + logs + "/", "-threads", "4");
    if (mode.equals("async")) {
      args.addAll(List.of("-p", "async.inflight=16"));
    }
    Run run = launch(dir, "loadrun", args);
    assertThat(run.exit()).as(run.describe()).isZero();
    assertThat(validation(run.out(), "Valid")).as(run.describe()).isPositive();
    for (String anomaly : ANOMALIES) {
      assertThat(validation(run.out(), anomaly)).as(anomaly + " in\n" + run.describe()).isZero();
    }
    List<String> verifyArgs = arguments("verify");
    verifyArgs.add(logs.toString());
    Run verify = launch(dir, "verify", verifyArgs);
    assertThat(verify.exit()).as(verify.describe()).isZero();
    for (String anomaly : ANOMALIES) {
      assertThat(verify.out()).as(verify.describe()).containsPattern("(?m)^\\[VERIFY\\], " + anomaly + ", 0$");
    }
    assertThat(verify.out()).as(verify.describe()).containsPattern("(?m)^\\[VERIFY\\], Valid, [1-9]\\d*$");
  }

  @Order(2)
  @Test
  void aServerStoppedAndStartedEmptyByTimedEventsGivesLostReadsAndVerifyNamesTheLostKeysAndExitsThree(
      @TempDir Path dir) throws Exception {
    tables++;
    Path logs = dir.resolve("logs");
    String events = "4s:" + server.shellCommand("stop") + ";8s:" + server.shellCommand("start");
    Run run = launch(dir, "loadrun", arguments("loadrun", "-p", "validation=true", "-p", "operationcount=0",
        "-p", "maxexecutiontime=20", "-p", "as.timeout=1000", "-p", "hdrhistogram.output.path=" + logs + "/",
        "-p", "measurement.interval.seconds=1", "-p", "events=" + events, "-threads", "4", "-target", "200"));
    System.err.println(run.describe()); // the numbers docs/validation.md quotes
    assertThat(run.exit()).as("the run goes to its end\n" + run.describe()).isZero();
    assertThat(run.out()).as(run.describe()).contains("[EVENT-1]", "[EVENT-2]");
    assertThat(validation(run.out(), "Lost")).as("reads of keys written before the stop\n" + run.describe())
        .isPositive();
    assertThat(validation(run.out(), "Corrupt")).as(run.describe()).isZero();
    assertThat(lostInIntervals(logs, 0, 4)).as("Lost in the interval log before the stop").isZero();
    assertThat(lostInIntervals(logs, 8, Double.MAX_VALUE)).as("Lost in the interval log after the start").isPositive();

    List<String> verifyArgs = arguments("verify");
    verifyArgs.add(logs.toString());
    Run verify = launch(dir, "verify", verifyArgs);
    System.err.println(verify.describe());
    assertThat(verify.exit()).as(verify.describe()).isEqualTo(3);
    assertThat(verify.out()).as(verify.describe()).containsPattern("(?m)^\\[VERIFY\\], Lost, [1-9]\\d*$")
        .containsPattern("(?m)^\\[VERIFY\\], Lost keys, user\\d+");
  }

  /** A finished bin/ycsb: exit code and both streams. */
  private record Run(String command, int exit, String out, String err) {
    String describe() {
      return command + "\nexit " + exit + "\n--- stdout\n" + out + "\n--- stderr\n" + err;
    }
  }

  private Run launch(Path dir, String name, List<String> args) throws Exception {
    Path root = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath().normalize();
    List<String> command = new ArrayList<>(List.of(root.resolve("bin/ycsb").toString()));
    command.addAll(args);
    ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile())
        .redirectOutput(dir.resolve(name + ".out").toFile()).redirectError(dir.resolve(name + ".err").toFile());
    builder.environment().put("YCSB_CDS_DIR", dir.resolve("cds").toString());
    Process process = builder.start();
    process.getOutputStream().close();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly().waitFor(30, TimeUnit.SECONDS);
    }
    return new Run(String.join(" ", command), process.isAlive() ? -1 : process.exitValue(),
        Files.readString(dir.resolve(name + ".out")), Files.readString(dir.resolve(name + ".err")));
  }

  /**
   * The LOST counts of the run's interval log ({@code #[status op=VALIDATION ...]} lines) in the
   * intervals that start at or after {@code from} seconds and end by {@code to}.
   */
  private static long lostInIntervals(Path logs, double from, double to) throws Exception {
    Path log;
    try (Stream<Path> files = Files.list(logs)) {
      // the run's interval log itself: its ledger and its events' output files (-event1.out) share its name
      log = files.filter(f -> f.getFileName().toString().startsWith("ycsb-run-") && f.toString().endsWith(".hdr"))
          .findFirst().orElseThrow();
    }
    long lost = 0;
    for (String line : Files.readAllLines(log)) {
      Matcher m = VALIDATION_LINE.matcher(line);
      if (m.find()) {
        double start = Double.parseDouble(m.group(1));
        double end = start + Double.parseDouble(m.group(2));
        Matcher count = Pattern.compile("\\bLOST=(\\d+)").matcher(line);
        if (start >= from && end <= to && count.find()) {
          lost += Long.parseLong(count.group(1));
        }
      }
    }
    return lost;
  }

  /** The sum of {@code [VALIDATION], <name>, n} over every report a run printed. */
  private static long validation(String stdout, String name) {
    Matcher m = Pattern.compile("(?m)^\\[VALIDATION\\], " + name + ", (\\d+)$").matcher(stdout);
    long sum = 0;
    while (m.find()) {
      sum += Long.parseLong(m.group(1));
    }
    return sum;
  }
}

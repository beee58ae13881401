package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bin/ycsb merge}: one merged log and the whole run's summary, or one line and exit 2. */
class MergeCommandTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
  }

  /** Two clients' logs, written by real runs of the memory binding in this JVM. */
  private Path twoClientLogs() {
    Path logs = dir.resolve("logs");
    for (int i = 0; i < 2; i++) {
      int code = run("-loadrun", "-db", "memory", "-p", "recordcount=400", "-p", "operationcount=2000",
          "-p", "readproportion=0.5", "-p", "updateproportion=0.5", "-p", "client.count=2", "-p", "client.index=" + i,
          "-p", "hdrhistogram.output.path=" + logs + "/", "-p", "measurement.interval.seconds=1",
          "-p", "exportfile=" + dir.resolve("client" + i + ".txt"));
      assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    }
    out.reset();
    err.reset();
    return logs;
  }

  @Test
  void mergePrintsWhatItMergedAndTheSummaryAndWritesTheMergedLog() throws Exception {
    Path logs = twoClientLogs();
    Path merged = dir.resolve("merged.hdr");
    assertThat(run("-merge", "--phase", "run", "-o", merged.toString(), logs.toString()))
        .as(err.toString(StandardCharsets.UTF_8)).isZero();
    Map<String, String> summary = Triples.of(out.toString(StandardCharsets.UTF_8));
    assertThat(summary).containsEntry("MERGE/Logs", "2").containsEntry("MERGE/Clients", "2")
        .containsEntry("MERGE/MergedLog", merged.toAbsolutePath().toString())
        .containsKeys("OVERALL/RunTime(ms)", "OVERALL/Throughput(ops/sec)", "READ/99thPercentileLatency(us)")
        .doesNotContainKey("TOTAL_GCs/Count");
    long reads = 0;
    long ok = 0;
    for (int i = 0; i < 2; i++) {
      Map<String, String> client = Triples.of(Files.readString(dir.resolve("client" + i + ".txt")));
      reads += Long.parseLong(client.get("READ/Operations"));
      ok += Long.parseLong(client.get("READ/Return=OK"));
    }
    assertThat(Long.parseLong(summary.get("READ/Operations"))).isEqualTo(reads);
    assertThat(Long.parseLong(summary.get("READ/Return=OK"))).isEqualTo(ok);
    assertThat(Files.readString(merged)).startsWith("#[YCSB interval log: merged from 2 logs")
        .contains("#[input 1 client.id=client0-").contains("#[input 2 client.id=client1-").contains("#[end ");
  }

  @Test
  void logsOfALoadrunWithoutPhaseAreTheRunPhaseAndOneLineSaysSo() throws Exception {
    Path logs = twoClientLogs(); // each loadrun left a load log and a run log
    assertThat(run("-merge", logs.toString())).as(err.toString(StandardCharsets.UTF_8)).isZero();
    Map<String, String> summary = Triples.of(out.toString(StandardCharsets.UTF_8));
    assertThat(summary).containsEntry("MERGE/Logs", "2").containsKey("READ/Operations").doesNotContainKey(
        "INSERT/Operations");
    assertThat(err.toString(StandardCharsets.UTF_8).lines().filter(l -> l.contains("logs of both phases given")))
        .containsExactly("[INFO] logs of both phases given: the run phase's 2 log(s) are read, the load phase's 2"
            + " left out (--phase load reads those)");
  }

  @Test
  void theSummaryTakesTheExporterAndExportFileAsEveryReportDoes() throws Exception {
    Path logs = twoClientLogs();
    Path json = dir.resolve("summary.json");
    assertThat(run("-merge", "--phase", "run", "-p", "exporter=jsonarray", "-p", "exportfile=" + json, logs.toString()))
        .isZero();
    String text = Files.readString(json);
    assertThat(text).startsWith("[").contains("{\"metric\":\"MERGE\",\"measurement\":\"Logs\",\"value\":2}")
        .contains("\"metric\":\"READ\",\"measurement\":\"Operations\"");
    assertThat(err.toString(StandardCharsets.UTF_8)).contains("no -o: no merged log written");
  }

  @Test
  void badInputIsOneLineAndExitCodeTwo() throws Exception {
    Path logs = twoClientLogs();
    String[][] cases = {
        {"-merge"},
        {"-merge", "--bogus", logs.toString()},
        {"-merge", "-p", "threadcount=4", logs.toString()},
        {"-merge", "--phase", "later", logs.toString()},
        {"-merge", dir.resolve("missing").toString()},
        {"-merge", "--phase", "run", "-p", "hdrhistogram.percentiles=50,abc", logs.toString()},
    };
    for (String[] args : cases) {
      out.reset();
      err.reset();
      assertThat(run(args)).as(String.join(" ", args)).isEqualTo(ClientMain.EXIT_USAGE);
      String message = err.toString(StandardCharsets.UTF_8);
      assertThat(message).as(String.join(" ", args)).startsWith("Error: ").endsWith("\n");
      assertThat(message.strip().lines()).as(message).hasSize(1);
    }
  }

  @Test
  void logsOfTwoBindingsAreOneLineAndExitTwoAndMergeOnlyWithForce() throws Exception {
    Path logs = dir.resolve("two");
    // basicdb.verbose for basic only: a strict run (CI) refuses a property its binding does not read
    for (String[] db : new String[][] {{"memory", "fieldcount=10"}, {"basic", "basicdb.verbose=false"}}) {
      assertThat(run("-t", "-db", db[0], "-p", db[1], "-p", "operationcount=200",
          "-p", "hdrhistogram.output.path=" + logs + "/" + db[0] + ".hdr", "-p", "exportfile=" + dir.resolve(db[0] + ".txt")))
          .as(err.toString(StandardCharsets.UTF_8)).isZero();
    }
    out.reset();
    err.reset();
    assertThat(run("-merge", logs.toString())).isEqualTo(ClientMain.EXIT_USAGE);
    String message = err.toString(StandardCharsets.UTF_8);
    assertThat(message.strip().lines()).as(message).hasSize(1);
    assertThat(message).startsWith("Error: ").contains("binding basic", "binding memory", "--force");
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
    err.reset();
    assertThat(run("-merge", "--force", logs.toString())).as(err.toString(StandardCharsets.UTF_8)).isZero();
    assertThat(Triples.of(out.toString(StandardCharsets.UTF_8))).containsEntry("MERGE/Logs", "2");
    // report merges unlabelled logs as one run: refused the same way, saying how to compare them instead
    err.reset();
    Path html = dir.resolve("cmp.html");
    assertThat(run("-report", "-o", html.toString(), logs.resolve("memory.hdr").toString(),
        logs.resolve("basic.hdr").toString())).isEqualTo(ClientMain.EXIT_USAGE);
    assertThat(err.toString(StandardCharsets.UTF_8).strip().lines()).singleElement(org.assertj.core.api.InstanceOfAssertFactories.STRING)
        .contains("--force", "to compare runs side by side, label each");
    err.reset();
    assertThat(run("-report", "-o", html.toString(), "memory=" + logs.resolve("memory.hdr"),
        "basic=" + logs.resolve("basic.hdr"))).as(err.toString(StandardCharsets.UTF_8)).isZero();
  }

  @Test
  void oneClientsLogMergesBackToThatClientsOwnReportLineForLine() throws Exception {
    Path logs = dir.resolve("one");
    Path report = dir.resolve("client.txt");
    assertThat(run("-loadrun", "-db", "memory", "-p", "recordcount=500", "-p", "operationcount=20000",
        "-p", "readproportion=0.5", "-p", "updateproportion=0.2", "-p", "insertproportion=0.2",
        "-p", "deleteproportion=0.1", "-p", "requestdistribution=uniform-growing", "-p", "measurement.interval=both",
        "-p", "hdrhistogram.output.path=" + logs + "/", "-p", "measurement.interval.seconds=1",
        "-p", "exportfile=" + report)).as(err.toString(StandardCharsets.UTF_8)).isZero();
    assertThat(run("-merge", "--phase", "run", logs.toString())).as(err.toString(StandardCharsets.UTF_8)).isZero();
    java.util.function.Predicate<String> compared = line -> !line.startsWith("[TOTAL_GC") && !line.startsWith("[MERGE]");
    List<String> merged = out.toString(StandardCharsets.UTF_8).lines().filter(compared).toList();
    List<String> own = Files.readAllLines(report).stream().filter(compared).toList();
    assertThat(merged).isEqualTo(own);
  }
}

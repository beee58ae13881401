package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.BasicDB;
import site.ycsb.DBException;
import site.ycsb.config.UsageException;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/** The interval log is self-describing and never shared: the contract of docs/interval-log.md. */
class IntervalLogContractTest {

  private static Properties run(Path logPath, String... more) {
    Properties p = TestRuns.props("db=memory", "recordcount=500", "operationcount=4000", "threadcount=2",
        "readproportion=0.5", "updateproportion=0.2", "insertproportion=0.2", "deleteproportion=0.1",
        "requestdistribution=uniform-growing", "hdrhistogram.fileoutput=true",
        "hdrhistogram.output.path=" + logPath, "cassandra.password=hunter2", "client.id=client-7");
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  private static RunResult loadThenRun(Properties p) throws Exception {
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, null);
    p.setProperty("dotransactions", "true");
    return Benchmark.builder(p).err(quiet()).describe("workload.files", "workloads/mixed").build().run();
  }

  private static PrintStream quiet() {
    return new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
  }

  private static Map<String, String> comments(List<String> lines, String kind) {
    Map<String, String> out = new HashMap<>();
    for (String l : lines) {
      if (l.startsWith("#[" + kind + " ")) {
        String body = l.substring(kind.length() + 3, l.length() - 1);
        int eq = body.indexOf('=');
        out.put(body.substring(0, eq), body.substring(eq + 1));
      }
    }
    return out;
  }

  @Test
  void theHeaderHoldsTheRunsFactsAndItsPropertiesWithSecretsMasked(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("run.hdr");
    RunResult r = loadThenRun(run(log));
    List<String> lines = Files.readAllLines(log);
    Map<String, String> meta = comments(lines, "meta");
    assertThat(meta).containsKeys("version", "host", "pid", "start", "start.epochms", "significantdigits")
        .containsEntry("phase", "run").containsEntry("binding", "memory")
        .containsEntry("workload", "site.ycsb.workloads.CoreWorkload")
        .containsEntry("workload.files", "workloads/mixed").containsEntry("client.id", "client-7")
        .containsEntry("threads", "2").containsEntry("unit", "us").containsEntry("interval.seconds", "10")
        .containsEntry("notfound.never", ""); // the memory binding's descriptor: every operation may answer NOT_FOUND
    Map<String, String> props = comments(lines, "property");
    assertThat(props).containsEntry("recordcount", "500").containsEntry("cassandra.password", "****");
    assertThat(String.join("\n", lines)).doesNotContain("hunter2");
    assertThat(lines.get(0)).startsWith("#[YCSB interval log");
    assertThat(lines.get(lines.size() - 1))
        .isEqualTo("#[end time=" + lines.get(lines.size() - 1).replaceAll(".*time=([0-9.]+).*", "$1")
            + " stop=COMPLETED operations=" + r.operations() + "]");
  }

  @Test
  void statusLinesAddUpToTheReportsReturnCounts(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("run.hdr");
    RunResult r = loadThenRun(run(log, "measurement.interval.seconds=1"));
    Map<String, Long> logged = new HashMap<>();
    Pattern status = Pattern.compile("^#\\[status op=(\\S+) start=[0-9.]+ length=[0-9.]+ (.*)]$");
    for (String l : Files.readAllLines(log)) {
      Matcher m = status.matcher(l);
      if (m.matches()) {
        for (String count : m.group(2).split(" ")) {
          String[] kv = count.split("=");
          logged.merge(m.group(1) + "/" + kv[0], Long.parseLong(kv[1]), Long::sum);
        }
      }
    }
    assertThat(logged.get("READ/NOT_FOUND")).as("deleted keys are read back").isPositive();
    for (String op : List.of("READ", "UPDATE", "INSERT", "DELETE")) {
      r.statusCounts().get(op).forEach((st, n) -> assertThat(logged.get(op + "/" + st)).as(op + " " + st).isEqualTo(n));
    }
  }

  @Test
  void anExplicitLogFileAnotherWriterHoldsIsRefusedBeforeTheRunStarts(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("shared.hdr");
    try (LogFile held = LogFile.takeOver(log)) {
      assertThat(held.path()).isEqualTo(log);
      Properties p = run(log);
      assertThatThrownBy(() -> TestRuns.run(p, BasicDB::new)).isInstanceOf(UsageException.class)
          .hasMessageContaining("hdrhistogram.output.path=" + log).hasMessageContaining("being written");
    }
    assertThat(Files.size(log)).as("the other writer's file is untouched").isZero();
  }

  @Test
  void aFinishedLogOfTheSameNameIsReplaced(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("again.hdr");
    Files.writeString(log, "left over\n");
    TestRuns.run(run(log, "db=basic", "basicdb.verbose=false"), null);
    assertThat(Files.readString(log)).doesNotContain("left over").contains("#[end ");
  }

  @Test
  void defaultNamesAreUniqueEvenForRunsInTheSameMillisecond(@TempDir Path dir) throws Exception {
    for (int i = 0; i < 5; i++) {
      TestRuns.run(run(Path.of(dir + "/"), "db=basic", "basicdb.verbose=false", "operationcount=10"), null);
    }
    try (Stream<Path> files = Files.list(dir)) {
      List<String> names = files.map(f -> f.getFileName().toString()).toList();
      assertThat(names).hasSize(5).allMatch(n -> n.matches("ycsb-run-\\d{8}-\\d{6}\\.\\d{3}-client-7(-\\d+)?\\.hdr"));
    }
  }

  @Test
  void aPhaseWhoseBindingCannotStartLeavesNoLog(@TempDir Path dir) {
    Properties p = run(Path.of(dir + "/"), "db=basic");
    assertThatThrownBy(() -> TestRuns.run(p, () -> new BasicDB() {
      @Override
      public void init() {
        throw new IllegalStateException("no server");
      }
    })).isInstanceOf(DBException.class);
    assertThat(dir.toFile().list()).isEmpty();
  }

  @Test
  void perTagLogsHoldEachMetricUntaggedWithTheSameCounts(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("run.hdr");
    RunResult r = loadThenRun(run(log, "hdrhistogram.log.pertag=true"));
    Map<String, Long> read = LoggedCounts.byTag(dir.resolve("run-READ.hdr"));
    assertThat(read).containsOnlyKeys((String) null).containsEntry(null, r.count("READ"));
    assertThat(LoggedCounts.byTag(dir.resolve("run-DELETE-COMB.hdr")))
        .containsEntry(null, r.count("DELETE-COMB"));
    assertThat(comments(Files.readAllLines(dir.resolve("run-READ.hdr")), "meta")).containsEntry("client.id", "client-7");
  }
}

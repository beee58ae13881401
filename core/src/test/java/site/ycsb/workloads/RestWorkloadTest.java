package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.WorkloadException;
import site.ycsb.config.UsageException;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;
import site.ycsb.generator.NumberGenerator;

/** RestWorkload: each operation replays a URL of its own trace file, as upstream's does. */
class RestWorkloadTest {
  private static final List<String> READS = List.of("/r/0", "/r/1", "/r/2");
  private static final List<String> INSERTS = List.of("/i/0", "/i/1");
  private static final List<String> UPDATES = List.of("/u/0", "/u/1");
  private static final List<String> DELETES = List.of("/d/0", "/d/1");

  @TempDir
  Path dir;

  private Properties traces(String... extra) throws IOException {
    Properties p = TestRuns.props("workload=site.ycsb.workloads.RestWorkload", "operationcount=400",
        "threadcount=2");
    p.setProperty("url.trace.read", write("reads.txt", String.join("\n", READS) + "\n\n"));
    p.setProperty("url.trace.insert", write("inserts.txt", String.join("\n", INSERTS)));
    p.setProperty("url.trace.update", write("updates.txt", "  " + String.join("  \n  ", UPDATES) + "\n"));
    p.setProperty("url.trace.delete", write("deletes.txt", String.join("\n", DELETES)));
    for (String kv : extra) {
      p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    return p;
  }

  private String write(String name, String content) throws IOException {
    return Files.writeString(dir.resolve(name), content).toString();
  }

  private static RecordingDB run(Properties p) throws Exception {
    RecordingDB db = new RecordingDB();
    RunResult r = Benchmark.builder(p).workload(new RestWorkload()).dbFactory(() -> db)
        .err(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).build().run();
    assertThat(r.operations()).isEqualTo(Long.parseLong(p.getProperty("operationcount")));
    return db;
  }

  private static Set<String> keys(RecordingDB db, String op) {
    return db.calls(op).stream().map(RecordingDB.Call::key).collect(Collectors.toSet());
  }

  @Test
  void everyOperationReplaysAUrlOfItsOwnTraceAndWritesOneDataField() throws Exception {
    RecordingDB db = run(traces("readproportion=0.4", "insertproportion=0.2", "updateproportion=0.2",
        "deleteproportion=0.2"));
    assertThat(db.calls()).hasSize(400);
    assertThat(keys(db, "READ")).as("blank lines are skipped").isEqualTo(Set.copyOf(READS));
    assertThat(keys(db, "INSERT")).isEqualTo(Set.copyOf(INSERTS));
    assertThat(keys(db, "UPDATE")).as("URLs are trimmed").isEqualTo(Set.copyOf(UPDATES));
    assertThat(keys(db, "DELETE")).isEqualTo(Set.copyOf(DELETES));
    assertThat(db.calls("INSERT")).allSatisfy(c -> assertThat(c.fields()).containsExactly("data"));
    assertThat(db.calls("UPDATE")).allSatisfy(c -> assertThat(c.fields()).containsExactly("data"));
    assertThat(db.calls()).allSatisfy(c -> assertThat(c.table()).isEqualTo("usertable"));
  }

  @Test
  void scansAndReadModifyWritesInTheMixAreReadsAsUpstream() throws Exception {
    RecordingDB db = run(traces("readproportion=0", "updateproportion=0", "scanproportion=0.5",
        "readmodifywriteproportion=0.5"));
    assertThat(db.calls()).hasSize(400).allSatisfy(c -> assertThat(c.op()).isEqualTo("READ"));
  }

  @Test
  void zipfianMakesTheFirstUrlOfATraceTheMostRequested() throws Exception {
    RecordingDB db = run(traces("readproportion=1", "updateproportion=0", "operationcount=3000",
        "requestdistribution=zipfian"));
    Map<String, Long> hits = db.calls("READ").stream()
        .collect(Collectors.groupingBy(RecordingDB.Call::key, Collectors.counting()));
    assertThat(hits.get("/r/0")).isGreaterThan(hits.get("/r/1")).isGreaterThan(hits.get("/r/2"));
  }

  @Test
  void readrecordcountReadsOnlyTheFirstUrlsOfTheTrace() throws Exception {
    RecordingDB db = run(traces("readproportion=1", "updateproportion=0", "readrecordcount=2"));
    assertThat(keys(db, "READ")).containsExactlyInAnyOrder("/r/0", "/r/1");
  }

  @Test
  void theTraceOfAnOperationTheMixNeverChoosesNeedNotExist() throws Exception {
    RecordingDB db = run(traces("readproportion=1", "updateproportion=0", "url.trace.delete=/nonexistent/d.txt"));
    assertThat(db.calls("READ")).hasSize(400);
  }

  @Test
  void aMissingTraceFileIsOneLineNamingThePropertyAndTheFile() throws Exception {
    Properties p = traces("url.trace.update=" + dir.resolve("missing.txt"));
    assertThatThrownBy(() -> run(p)).isInstanceOf(WorkloadException.class).hasCauseInstanceOf(UsageException.class)
        .hasMessage("url.trace.update=" + dir.resolve("missing.txt")
            + ": no such trace file; expected a file of URLs, one per line");
  }

  @Test
  void anUnreadableOrEmptyTraceIsOneLineNamingThePropertyAndTheFile() throws Exception {
    Properties unreadable = traces("url.trace.read=" + dir);
    assertThatThrownBy(() -> run(unreadable)).isInstanceOf(WorkloadException.class).hasCauseInstanceOf(UsageException.class)
        .hasMessageStartingWith("url.trace.read=" + dir + ": cannot read the trace file (")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    Properties empty = traces("url.trace.read=" + write("empty.txt", "\n  \n"));
    assertThatThrownBy(() -> run(empty)).isInstanceOf(WorkloadException.class).hasCauseInstanceOf(UsageException.class)
        .hasMessage("url.trace.read=" + dir.resolve("empty.txt") + ": no URLs in the trace file; expected one URL per line");
  }

  @Test
  void latestIsRefusedAsUpstreamDoesNamingTheProperty() throws Exception {
    assertThatThrownBy(() -> run(traces("requestdistribution=latest"))).isInstanceOf(WorkloadException.class).hasCauseInstanceOf(UsageException.class)
        .hasMessageStartingWith("requestdistribution=latest: ");
  }

  @Test
  void theLoadPhaseDoesNothing() throws Exception {
    RestWorkload w = new RestWorkload();
    w.init(traces());
    RecordingDB db = new RecordingDB();
    assertThat(w.doInsert(db, w.initThread(new Properties(), 0, 1))).isFalse();
    assertThat(db.calls()).isEmpty();
  }

  @Test
  void theOperationMixHasDeletesAndZipfianValueSizesFollowInsertsizezipfconstant() throws Exception {
    Properties p = traces("readproportion=0", "updateproportion=0", "deleteproportion=1");
    assertThat(RestWorkload.createOperationGenerator(p).nextString()).isEqualTo("DELETE");

    p.setProperty("fieldlengthdistribution", "zipfian");
    p.setProperty("fieldlength", "50");
    NumberGenerator sizes = RestWorkload.getFieldLengthGenerator(p);
    Map<Long, Long> counts = java.util.stream.LongStream.range(0, 5000).map(i -> sizes.nextLong()).boxed()
        .collect(Collectors.groupingBy(Function.identity(), Collectors.counting()));
    assertThat(counts.keySet()).allSatisfy(n -> assertThat(n).isBetween(1L, 50L));
    assertThat(counts.get(1L)).as("1 byte is the most frequent size").isEqualTo(counts.values().stream()
        .max(Long::compare).orElseThrow());
    p.setProperty("insertsizezipfconstant", "1.5");
    assertThatThrownBy(() -> RestWorkload.getFieldLengthGenerator(p)).isInstanceOf(WorkloadException.class).hasCauseInstanceOf(UsageException.class)
        .hasMessageStartingWith("insertsizezipfconstant=1.5: ");
  }
}

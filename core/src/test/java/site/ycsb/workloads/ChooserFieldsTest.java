package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.UpstreamYcsb;
import site.ycsb.WorkloadException;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;
import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.generator.ConstantIntegerGenerator;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.ExponentialGenerator;

/**
 * Upstream's chooser fields of CoreWorkload ({@code operationchooser}, {@code keychooser},
 * {@code fieldchooser}, {@code transactioninsertkeysequence}): init sets them to views of the
 * workload's own choosers, and a subclass that replaces one after {@code super.init()} changes the run.
 */
class ChooserFieldsTest {

  record Outcome(RunResult result, RecordingDB db) {
  }

  private static Properties props(String... extra) {
    Properties p = TestRuns.props("recordcount=100", "operationcount=500", "threadcount=2", "insertorder=ordered");
    for (String kv : extra) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  private static Outcome run(CoreWorkload workload, Properties p) throws Exception {
    RecordingDB db = new RecordingDB();
    RunResult r = Benchmark.builder(p).workload(workload).dbFactory(() -> db)
        .err(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).build().run();
    return new Outcome(r, db);
  }

  static final class KeySevenWorkload extends CoreWorkload {
    @Override
    public void init(Properties p) throws WorkloadException {
      super.init(p);
      keychooser = new ConstantIntegerGenerator(7);
    }
  }

  @Test
  void aKeychooserThatAlwaysDrawsSevenSendsEveryReadUpdateScanAndDeleteToKeySeven() throws Exception {
    Outcome o = run(new KeySevenWorkload(), props("readproportion=0.4", "updateproportion=0.2",
        "scanproportion=0.2", "deleteproportion=0.2"));
    assertThat(o.db().calls()).hasSize(500);
    assertThat(o.db().calls()).allSatisfy(c -> assertThat(c.key()).isEqualTo("user7"));
    assertThat(o.db().calls().stream().map(RecordingDB.Call::op).collect(Collectors.toSet()))
        .containsExactlyInAnyOrder("READ", "UPDATE", "SCAN", "DELETE");
  }

  static final class AllUpdatesWorkload extends CoreWorkload {
    @Override
    public void init(Properties p) throws WorkloadException {
      super.init(p);
      DiscreteGenerator updates = new DiscreteGenerator();
      updates.addValue(1.0, "UPDATE");
      operationchooser = updates;
    }
  }

  @Test
  void anOperationchooserThatAlwaysSaysUpdateMakesTheRunAllUpdates() throws Exception {
    Outcome o = run(new AllUpdatesWorkload(), props("readproportion=1", "updateproportion=0"));
    assertThat(o.result().statusCount("UPDATE", "OK")).isEqualTo(500);
    assertThat(o.result().count("READ")).isZero();
    assertThat(o.db().calls("UPDATE")).hasSize(500);
  }

  static final class FieldThreeWorkload extends CoreWorkload {
    @Override
    public void init(Properties p) throws WorkloadException {
      super.init(p);
      fieldchooser = new ConstantIntegerGenerator(3);
    }
  }

  @Test
  void aFieldchooserThatAlwaysDrawsThreeMakesEverySingleFieldReadAndUpdateTouchField3() throws Exception {
    Outcome o = run(new FieldThreeWorkload(), props("readproportion=0.5", "updateproportion=0.5",
        "readallfields=false", "writeallfields=false"));
    assertThat(o.db().calls()).hasSize(500).allSatisfy(c -> assertThat(c.fields()).containsExactly("field3"));
    assertThat(o.db().calls("READ")).isNotEmpty();
    assertThat(o.db().calls("UPDATE")).isNotEmpty();
  }

  static final class InsertsFrom5000Workload extends CoreWorkload {
    @Override
    public void init(Properties p) throws WorkloadException {
      super.init(p);
      transactioninsertkeysequence = new AcknowledgedCounterGenerator(5000);
    }
  }

  @Test
  void aTransactioninsertkeysequenceOfItsOwnNumbersTheRunsInserts() throws Exception {
    Outcome o = run(new InsertsFrom5000Workload(), props("readproportion=0", "updateproportion=0",
        "insertproportion=1"));
    Set<String> expected = LongStream.range(5000, 5500).mapToObj(k -> "user" + k).collect(Collectors.toSet());
    assertThat(o.db().calls("INSERT").stream().map(RecordingDB.Call::key).collect(Collectors.toSet()))
        .isEqualTo(expected);
  }

  static final class InsertsAfterLoadWorkload extends CoreWorkload {
    @Override
    public void init(Properties p) throws WorkloadException {
      super.init(p);
      transactioninsertkeysequence = new AcknowledgedCounterGenerator(recordcount);
    }
  }

  @Test
  void readsReachTheKeysAReplacedInsertSequenceAcknowledgedAndNoOther() throws Exception {
    Outcome o = run(new InsertsAfterLoadWorkload(), props("threadcount=1", "operationcount=3000",
        "readproportion=0.5", "updateproportion=0", "insertproportion=0.5", "requestdistribution=uniform-growing"));
    Set<String> existing = new HashSet<>();
    LongStream.range(0, 100).forEach(k -> existing.add("user" + k));
    int readsOfNewKeys = 0;
    for (RecordingDB.Call c : o.db().calls()) { // one thread: the calls in the order made
      if (c.op().equals("INSERT")) {
        existing.add(c.key());
      } else {
        assertThat(existing).as("read before its insert").contains(c.key());
        readsOfNewKeys += Long.parseLong(c.key().substring(4)) >= 100 ? 1 : 0;
      }
    }
    assertThat(readsOfNewKeys).as("reads of keys inserted by the run").isPositive();
  }

  /** Always 2, as an ExponentialGenerator: upstream counts its draws back from the newest key. */
  static final class TwoBackGenerator extends ExponentialGenerator {
    TwoBackGenerator() {
      super(1.0);
    }

    @Override
    public Double nextValue() {
      return 2.0;
    }
  }

  static final class TwoBackWorkload extends CoreWorkload {
    @Override
    public void init(Properties p) throws WorkloadException {
      super.init(p);
      keychooser = new TwoBackGenerator();
    }
  }

  @Test
  void anExponentialKeychooserCountsBackFromTheNewestKeyAsUpstream() throws Exception {
    Outcome o = run(new TwoBackWorkload(), props("readproportion=1", "updateproportion=0"));
    assertThat(o.db().calls()).hasSize(500).allSatisfy(c -> assertThat(c.key()).isEqualTo("user97"));
  }

  /** An operation chooser that has nothing to say: upstream's signal to stop the thread. */
  static final class SilentWorkload extends CoreWorkload {
    @Override
    public void init(Properties p) throws WorkloadException {
      super.init(p);
      operationchooser = new DiscreteGenerator() {
        @Override
        public String nextValue() {
          return null;
        }
      };
    }
  }

  @Test
  void anOperationchooserThatReturnsNullStopsTheThreads() throws Exception {
    Outcome o = run(new SilentWorkload(), props());
    assertThat(o.db().calls()).isEmpty();
  }

  @Test
  void aFieldchooserDrawingPastTheLastFieldFailsNamingTheChooserAndTheRange() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("fieldcount=10", "readallfields=false"));
    w.fieldchooser = new ConstantIntegerGenerator(10);
    assertThatThrownBy(() -> w.doTransactionRead(new RecordingDB()))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("fieldchooser drew 10: expected a field number from 0 to 9");
  }

  private static final String UPSTREAM_SUBCLASS = String.join("\n",
      "package com.example.ycsb;",
      "import java.util.Properties;",
      "import site.ycsb.WorkloadException;",
      "import site.ycsb.generator.*;",
      "import site.ycsb.workloads.CoreWorkload;",
      "public class ChoosingWorkload extends CoreWorkload {",
      "  @Override public void init(Properties p) throws WorkloadException {",
      "    super.init(p);",
      "    keychooser = new ConstantIntegerGenerator(7);",
      "    fieldchooser = new ConstantIntegerGenerator(3);",
      "    DiscreteGenerator ops = new DiscreteGenerator();",
      "    ops.addValue(0.5, \"READ\");",
      "    ops.addValue(0.5, \"INSERT\");",
      "    operationchooser = ops;",
      "    transactioninsertkeysequence = new AcknowledgedCounterGenerator(1000);",
      "  }",
      "}");

  @Test
  void aSubclassCompiledAgainstUpstreamThatReplacesEveryChooserRunsUnchanged(@TempDir Path dir) throws Exception {
    Path classes = UpstreamYcsb.compileAgainstCore(dir, "ChoosingWorkload", UPSTREAM_SUBCLASS);
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        getClass().getClassLoader())) {
      CoreWorkload w = (CoreWorkload) loader.loadClass("com.example.ycsb.ChoosingWorkload")
          .getConstructor().newInstance();
      Outcome o = run(w, props("readproportion=0", "updateproportion=1", "readallfields=false"));
      List<RecordingDB.Call> reads = o.db().calls("READ");
      List<RecordingDB.Call> inserts = o.db().calls("INSERT");
      assertThat(reads.size() + inserts.size()).isEqualTo(500);
      assertThat(reads).isNotEmpty().allSatisfy(c -> {
        assertThat(c.key()).isEqualTo("user7");
        assertThat(c.fields()).containsExactly("field3");
      });
      assertThat(inserts.stream().map(RecordingDB.Call::key).collect(Collectors.toSet()))
          .isEqualTo(LongStream.range(1000, 1000 + inserts.size()).mapToObj(k -> "user" + k).collect(Collectors.toSet()));
    }
  }

  @Test
  void theViewsInitInstallsDrawWhatTheWorkloadDraws() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("readproportion=0.5", "updateproportion=0.5", "fieldcount=4",
        "requestdistribution=uniform-growing"));
    Set<String> ops = new HashSet<>();
    Set<Long> fields = new HashSet<>();
    for (int i = 0; i < 2000; i++) {
      ops.add(w.operationchooser.nextString());
      fields.add(w.fieldchooser.nextValue().longValue());
      assertThat(w.keychooser.nextValue().longValue()).isBetween(0L, 99L);
    }
    assertThat(ops).containsExactlyInAnyOrder("READ", "UPDATE");
    assertThat(fields).containsExactlyInAnyOrder(0L, 1L, 2L, 3L);
    assertThat(w.operationchooser.lastValue()).isIn("READ", "UPDATE");
  }

  @Test
  void theInsertSequenceViewNumbersTheRunsInsertsAfterTheLoadAsUpstreamAndItsAcknowledgementsMakeKeysReadable()
      throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props("requestdistribution=uniform-growing"));
    AcknowledgedCounterGenerator inserts = w.transactioninsertkeysequence;
    assertThat(inserts.lastValue()).isEqualTo(99L);
    long first = inserts.nextValue();
    long second = inserts.nextValue();
    assertThat(List.of(first, second)).containsExactly(100L, 101L);
    inserts.acknowledge(second);
    assertThat(inserts.lastValue()).as("101 waits for 100").isEqualTo(99L);
    inserts.acknowledge(first);
    assertThat(inserts.lastValue()).isEqualTo(101L);
    Set<Long> drawn = new HashSet<>();
    for (int i = 0; i < 20_000; i++) {
      drawn.add(w.keychooser.nextValue().longValue());
    }
    assertThat(drawn).as("the acknowledged keys are chosen, nothing past them").contains(100L, 101L)
        .allSatisfy(k -> assertThat(k).isBetween(0L, 101L));
  }

  @Test
  void theOperationchooserViewRefusesWeightsItWouldIgnore() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(props());
    assertThatThrownBy(() -> w.operationchooser.addValue(1.0, "SCAN"))
        .isInstanceOf(UnsupportedOperationException.class)
        .hasMessageContaining("*proportion properties");
  }
}

package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Properties;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import site.ycsb.DB;
import site.ycsb.PhaseFacts;
import site.ycsb.Workload;
import site.ycsb.WorkloadContext;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.db.MemoryStore;

/**
 * The engine knows a workload only through {@link Workload}'s interface: its init context, whether
 * its load is a key range, and its check of the phase; a binding's empty store through its
 * descriptor. Neither CoreWorkload nor the memory binding is named in the engine.
 */
class WorkloadHooksTest {

  /** A workload that refuses every run phase and records what the engine told it. */
  public static class Refusing extends Workload {
    static PhaseFacts seen;

    @Override
    public void check(Settings settings, PhaseFacts facts, Consumer<String> warnings) {
      seen = facts;
      if (facts.doTransactions()) {
        throw new UsageException("mine=1: expected a load");
      }
    }

    @Override
    public boolean doInsert(DB db, Object threadstate) {
      db.insert("usertable", "k", new HashMap<>());
      return true;
    }

    @Override
    public boolean doTransaction(DB db, Object threadstate) {
      return true;
    }
  }

  private static Properties props(String... pairs) {
    Properties p = TestRuns.props(pairs);
    p.setProperty("workload", Refusing.class.getName());
    return p;
  }

  @Test
  void theEngineRefusesAPhaseTheWorkloadsCheckRefusesBeforeAnyWork() {
    Properties p = props("db=basic", "basicdb.verbose=false", "recordcount=10", "operationcount=5");
    assertThatThrownBy(() -> TestRuns.run(p, null)).isInstanceOf(UsageException.class)
        .hasMessage("mine=1: expected a load");
    assertThat(Refusing.seen).isEqualTo(new PhaseFacts(true, 10, 10, "basic", false));
  }

  @Test
  void loadrunChecksTheRunPhaseThroughTheSameHookBeforeTheLoad() {
    Properties p = props("db=memory", "recordcount=10", "operationcount=5");
    assertThatThrownBy(() -> PhaseCheck.check(p, getClass().getClassLoader(), true))
        .isInstanceOf(UsageException.class).hasMessage("mine=1: expected a load");
    assertThat(Refusing.seen).as("loaded before in this process: the store is not empty")
        .isEqualTo(new PhaseFacts(true, 10, 10, "memory", false));
  }

  @Test
  void aWorkloadThatLoadsNoKeyRangeLoadsRecordcountWhateverInsertstartSays() throws Exception {
    Properties p = props("db=basic", "basicdb.verbose=false", "recordcount=7", "insertstart=1000");
    p.setProperty("dotransactions", "false");
    assertThat(TestRuns.run(p, null).statusCount("INSERT", "OK")).isEqualTo(7);
  }

  @Test
  void upstreamsInitIsHandedThePhasesOwnPropertiesThroughTheContext() throws Exception {
    Properties phase = new Properties();
    Properties[] given = new Properties[1];
    Workload w = new Refusing() {
      @Override
      public void init(Properties p) {
        given[0] = p;
      }
    };
    w.init(new WorkloadContext(Settings.of(phase), phase));
    assertThat(given[0]).isSameAs(phase);
  }

  @Test
  void theMemoryBindingsStoreStartsEmptyUntilALoadInThisProcessMadeOne() {
    Properties p = new Properties();
    EmbeddedBindings.Memory memory = new EmbeddedBindings.Memory();
    assertThat(memory.startsEmpty(p)).isTrue();
    MemoryStore.of(p);
    assertThat(memory.startsEmpty(p)).isFalse();
    assertThat(new EmbeddedBindings.Basic().startsEmpty(p)).isFalse();
  }

  @Test
  void theEngineImportsNoWorkloadAndNoEmbeddedDatabaseButTheDescriptorsOfTheEmbeddedBindings() throws IOException {
    Path engine = Path.of("src/main/java/site/ycsb/engine");
    try (Stream<Path> files = Files.walk(engine)) {
      List<String> offending = files.filter(f -> f.toString().endsWith(".java"))
          .filter(f -> !f.getFileName().toString().equals("EmbeddedBindings.java"))
          .flatMap(WorkloadHooksTest::lines)
          .filter(l -> l.startsWith("import site.ycsb.workloads.") || l.startsWith("import site.ycsb.db."))
          .toList();
      assertThat(offending).isEmpty();
    }
  }

  private static Stream<String> lines(Path f) {
    try {
      return Files.readAllLines(f, StandardCharsets.UTF_8).stream().map(String::trim);
    } catch (IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
  }
}

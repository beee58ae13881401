package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.engine.TestRuns;
import site.ycsb.model.RunResult;

/** CoreWorkload's time to live (ttl, ttldistribution): what each write is given, and bad settings. */
class WriteTtlTest {
  /** Records the time to live of every write it is given (-1: a plain write without one). */
  static final class TtlRecordingDB extends DB {
    final List<Integer> ttls = new ArrayList<>();

    @Override
    public boolean supportsTtl() {
      return true;
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return Status.OK;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      ttls.add(-1);
      return Status.OK;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      ttls.add(-1);
      return Status.OK;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
      ttls.add(ttlSeconds);
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
      ttls.add(ttlSeconds);
      return Status.OK;
    }

    @Override
    public Status delete(String table, String key) {
      return Status.OK;
    }
  }

  private static WriteTtl ttl(String... kv) {
    return WriteTtl.of(Settings.of(TestRuns.props(kv)));
  }

  private static List<Integer> writes(WriteTtl ttl, int n) {
    TtlRecordingDB db = new TtlRecordingDB();
    for (int i = 0; i < n; i++) {
      ttl.insert(db, "t", "k", Map.of());
      ttl.update(db, "t", "k", Map.of());
    }
    return db.ttls;
  }

  @Test
  void byDefaultWritesAreUpstreamsPlainCallsAndNothingExpires() {
    WriteTtl none = ttl();
    assertThat(none.setting()).isNull();
    assertThat(writes(none, 3)).containsOnly(-1);
  }

  @Test
  void aConstantTtlIsGivenToEveryInsertAndUpdate() {
    WriteTtl t = ttl("ttl=60");
    assertThat(t.setting()).isEqualTo("ttl=60");
    assertThat(writes(t, 5)).hasSize(10).containsOnly(60);
  }

  @Test
  void aUniformTtlFallsBetweenTtlMinAndTtlAndCoversBoth() {
    assertThat(writes(ttl("ttldistribution=uniform", "ttl.min=2", "ttl=4"), 500)).containsOnly(2, 3, 4)
        .contains(2, 3, 4);
  }

  @Test
  void aHistogramTtlDrawsTheFilesBuckets(@TempDir Path dir) throws Exception {
    Path file = Files.writeString(dir.resolve("ttl.txt"), "BlockSize\t30\n0\t1\n3\t1\n");
    assertThat(writes(ttl("ttldistribution=histogram", "ttlhistogram=" + file), 200)).containsOnly(30, 120)
        .contains(30, 120);
  }

  @Test
  void badTtlSettingsAreOneLineNamingTheProperty(@TempDir Path dir) throws Exception {
    assertThatThrownBy(() -> ttl("ttl=-5")).isInstanceOf(UsageException.class).hasMessageStartingWith("ttl=-5");
    assertThatThrownBy(() -> ttl("ttldistribution=uniform", "ttl.min=10", "ttl=5"))
        .hasMessageStartingWith("ttl.min=10: expected at most ttl=5");
    Path bad = Files.writeString(dir.resolve("bad.txt"), "not a histogram\n");
    assertThatThrownBy(() -> ttl("ttldistribution=histogram", "ttlhistogram=" + bad))
        .isInstanceOf(UsageException.class).hasMessageStartingWith("ttlhistogram=" + bad + ": cannot read")
        .hasMessageNotContaining("\n");
  }

  @Test
  void aBindingThatCannotExpireDataIsRefusedBeforeTheRun() {
    assertThatThrownBy(() -> TestRuns.run(TestRuns.props("ttl=60", "recordcount=10", "operationcount=10"),
        BasicDB::new)).isInstanceOf(UsageException.class)
        .hasMessageStartingWith("ttl=60: the binding").hasMessageContaining("expected ttl=0");
  }

  @Test
  void keysLoadedWithATtlReadAsNotFoundAfterItAndAreCountedSoInReadComb() throws Exception {
    Properties p = TestRuns.props("ttl=1", "recordcount=20", "operationcount=0", "db=memory",
        "dotransactions=false");
    TestRuns.run(p, null);
    Thread.sleep(1_100); // past the ttl of the last key loaded
    p.setProperty("ttl", "0");
    p.setProperty("dotransactions", "true");
    p.setProperty("operationcount", "40");
    p.setProperty("readproportion", "1");
    p.setProperty("updateproportion", "0");
    RunResult r = TestRuns.run(p, null);
    assertThat(r.statusCount("READ", "NOT_FOUND")).isEqualTo(40);
    assertThat(r.count("READ-COMB")).as("READ-COMB counts OK and NOT_FOUND answers").isEqualTo(40);
  }
}

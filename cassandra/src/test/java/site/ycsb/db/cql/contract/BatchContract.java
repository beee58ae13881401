package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cql.contract.CqlBinding.dropKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.strings;
import static site.ycsb.db.cql.contract.CqlBinding.uniqueKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.values;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.db.cql.CqlErrorStatus;
import site.ycsb.engine.TestRuns;
import site.ycsb.model.RunResult;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/**
 * Batches (batchreadsize, batchinsertsize, batchupdatesize) on a live server: a multi-get gives each
 * key its status and values, missing keys included; batch writes write exactly their keys; blocking
 * and asynchronous. A subclass names the binding; {@link LwtBatchContract} adds lightweight
 * transactions for a binding that offers them.
 */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class BatchContract {
  private static final String TABLE = "usertable";
  CqlBinding binding;
  private CassandraServer server;
  private final List<String> keyspaces = new ArrayList<>();

  /** The binding under test. */
  protected abstract CqlBinding binding();

  @BeforeAll
  void setUp(CassandraServer shared) {
    binding = binding();
    server = shared;
  }

  @AfterAll
  void tearDown() {
    for (String keyspace : keyspaces) {
      dropKeyspace(server, keyspace);
    }
  }

  Properties props(String purpose, Object... more) {
    String keyspace = uniqueKeyspace(purpose);
    keyspaces.add(keyspace);
    Object[] pairs = new Object[more.length + 4];
    pairs[0] = CqlRole.CREATE_SCHEMA;
    pairs[1] = "true";
    pairs[2] = "fieldcount";
    pairs[3] = "2";
    System.arraycopy(more, 0, pairs, 4, more.length);
    return binding.properties(server, keyspace, pairs);
  }

  static List<Map<String, ByteIterator>> rows(String... tags) {
    List<Map<String, ByteIterator>> out = new ArrayList<>();
    for (String tag : tags) {
      out.add(values("field0", tag + "-0", "field1", tag + "-1"));
    }
    return out;
  }

  private static List<Map<String, ByteIterator>> empty(int n) {
    List<Map<String, ByteIterator>> out = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      out.add(new HashMap<>());
    }
    return out;
  }

  static Status[] done(CompletionStage<Status[]> stage) {
    return stage.toCompletableFuture().join();
  }

  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void aMultiGetGivesEachKeyItsStatusAndValuesAndBatchWritesWriteExactlyTheirKeys(boolean async) throws Exception {
    DB db = binding.open(props("batch"));
    AsyncDB adb = (AsyncDB) db;
    try {
      List<String> written = List.of("a", "c");
      assertThat(async ? done(adb.batchInsertAsync(TABLE, written, rows("A", "C")))
          : db.batchInsert(TABLE, written, rows("A", "C"))).containsExactly(Status.OK, Status.OK);

      List<Map<String, ByteIterator>> results = empty(3);
      List<String> asked = List.of("a", "b", "c");
      assertThat(async ? done(adb.batchReadAsync(TABLE, asked, null, results))
          : db.batchRead(TABLE, asked, null, results)).containsExactly(Status.OK, Status.NOT_FOUND, Status.OK);
      assertThat(strings(results.get(0))).isEqualTo(Map.of("field0", "A-0", "field1", "A-1"));
      assertThat(results.get(1)).isEmpty();
      assertThat(strings(results.get(2))).isEqualTo(Map.of("field0", "C-0", "field1", "C-1"));

      List<Map<String, ByteIterator>> changes = List.of(values("field1", "A2"), values("field1", "C2"));
      assertThat(async ? done(adb.batchUpdateAsync(TABLE, written, changes))
          : db.batchUpdate(TABLE, written, changes)).containsExactly(Status.OK, Status.OK);

      List<Map<String, ByteIterator>> after = empty(3);
      assertThat(db.batchRead(TABLE, asked, Set.of("field1"), after))
          .as("b was never written").containsExactly(Status.OK, Status.NOT_FOUND, Status.OK);
      assertThat(strings(after.get(0))).isEqualTo(Map.of("field1", "A2"));
      assertThat(strings(after.get(2))).isEqualTo(Map.of("field1", "C2"));
      Map<String, ByteIterator> whole = new HashMap<>();
      assertThat(db.read(TABLE, "c", null, whole)).isEqualTo(Status.OK);
      assertThat(strings(whole)).as("the other column kept").isEqualTo(Map.of("field0", "C-0", "field1", "C2"));
    } finally {
      db.cleanup();
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"threadcount=2", "async.inflight=8"})
  void aRunOfMultiGetsAndBatchWritesCountsBatchesAndKeys(String mode) throws Exception {
    Properties p = props("batchrun");
    p.putAll(TestRuns.props("recordcount=200", "operationcount=100", "fieldlength=10", "readproportion=0.5",
        "updateproportion=0.25", "insertproportion=0.25", "batchreadsize=10", "batchupdatesize=4",
        "batchinsertsize=3", mode));
    RunResult r = TestRuns.loadThenRun(p, binding.factory()::get);

    long reads = r.count("BATCH-READ");
    long updates = r.count("BATCH-UPDATE");
    long inserts = r.count("BATCH-INSERT");
    assertThat(reads + updates + inserts).isEqualTo(100);
    assertThat(r.statusCount("BATCH-READ-KEYS", "OK")).isEqualTo(10 * reads);
    assertThat(r.statusCount("BATCH-UPDATE-KEYS", "OK")).isEqualTo(4 * updates);
    assertThat(r.statusCount("BATCH-INSERT-KEYS", "OK")).isEqualTo(3 * inserts);
    assertThat(r.failedOperations()).isZero();
  }
}

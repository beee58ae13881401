package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.ResultCodeStatus;
import site.ycsb.db.aerospike.testserver.AerospikeServer;
import site.ycsb.db.aerospike.testserver.SharedAerospike;
import site.ycsb.engine.TestRuns;
import site.ycsb.model.RunResult;

/**
 * Batches against the real server, as its batch get and batch operate: each key's status and
 * values, missing keys included; writes touch exactly their keys; blocking and asynchronous.
 */
@ExtendWith(SharedAerospike.class)
class AerospikeBatchIT {
  private static AerospikeServer server;

  @BeforeAll
  static void server(AerospikeServer shared) {
    server = shared;
  }

  private static AerospikeClient open(boolean async) throws Exception {
    Properties p = new Properties();
    p.putAll(server.bindingProperties());
    if (async) {
      p.setProperty("async.inflight", "4");
    }
    AerospikeClient db = new AerospikeClient();
    db.setProperties(p);
    db.init();
    return db;
  }

  private static List<Map<String, ByteIterator>> values(String... fieldValues) {
    List<Map<String, ByteIterator>> out = new ArrayList<>();
    for (String v : fieldValues) {
      Map<String, ByteIterator> m = new HashMap<>();
      m.put("field0", new StringByteIterator(v));
      m.put("field1", new StringByteIterator(v + "-1"));
      out.add(m);
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

  private static Map<String, String> strings(Map<String, ByteIterator> m) {
    Map<String, String> out = new HashMap<>();
    m.forEach((k, v) -> out.put(k, v.toString()));
    return out;
  }

  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void batchesReadAndWriteEachKeyWithItsOwnStatus(boolean async) throws Exception {
    AerospikeClient db = open(async);
    String table = "batch_" + UUID.randomUUID().toString().substring(0, 8);
    Function<java.util.concurrent.CompletionStage<Status[]>, Status[]> wait =
        s -> s.toCompletableFuture().join();
    try {
      Status[] inserted = async ? wait.apply(db.batchInsertAsync(table, List.of("a", "c"), values("A", "C")))
          : db.batchInsert(table, List.of("a", "c"), values("A", "C"));
      assertThat(inserted).containsExactly(Status.OK, Status.OK);

      Status[] again = async ? wait.apply(db.batchInsertAsync(table, List.of("a", "d"), values("X", "D")))
          : db.batchInsert(table, List.of("a", "d"), values("X", "D"));
      assertThat(again).as("create-only, per key").containsExactly(ResultCodeStatus.KEY_EXISTS, Status.OK);

      List<Map<String, ByteIterator>> results = empty(4);
      Status[] read = async ? wait.apply(db.batchReadAsync(table, List.of("a", "b", "c", "d"), null, results))
          : db.batchRead(table, List.of("a", "b", "c", "d"), null, results);
      assertThat(read).containsExactly(Status.OK, Status.NOT_FOUND, Status.OK, Status.OK);
      assertThat(strings(results.get(0))).isEqualTo(Map.of("field0", "A", "field1", "A-1"));
      assertThat(results.get(1)).isEmpty();
      assertThat(strings(results.get(2))).isEqualTo(Map.of("field0", "C", "field1", "C-1"));

      List<Map<String, ByteIterator>> changes = new ArrayList<>();
      for (String v : List.of("A2", "B2")) {
        Map<String, ByteIterator> m = new HashMap<>();
        m.put("field1", new StringByteIterator(v));
        changes.add(m);
      }
      Status[] updated = async ? wait.apply(db.batchUpdateAsync(table, List.of("a", "b"), changes))
          : db.batchUpdate(table, List.of("a", "b"), changes);
      assertThat(updated).as("update-only, per key").containsExactly(Status.OK, Status.NOT_FOUND);

      List<Map<String, ByteIterator>> subset = empty(3);
      Status[] after = db.batchRead(table, List.of("a", "b", "c"), Set.of("field1"), subset);
      assertThat(after).containsExactly(Status.OK, Status.NOT_FOUND, Status.OK);
      assertThat(strings(subset.get(0))).isEqualTo(Map.of("field1", "A2"));
      assertThat(strings(subset.get(2))).isEqualTo(Map.of("field1", "C-1"));
      Map<String, ByteIterator> whole = new HashMap<>();
      assertThat(db.read(table, "a", null, whole)).isEqualTo(Status.OK);
      assertThat(strings(whole)).as("the other bins kept").isEqualTo(Map.of("field0", "A", "field1", "A2"));
    } finally {
      for (String k : List.of("a", "b", "c", "d")) {
        db.delete(table, k);
      }
      db.cleanup();
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"threadcount=2", "async.inflight=8"})
  void aRunOfMultiGetsAndBatchWritesCountsBatchesAndKeys(String mode) throws Exception {
    String table = "batchrun_" + UUID.randomUUID().toString().substring(0, 8);
    Properties p = TestRuns.props("recordcount=200", "operationcount=100", "fieldcount=2", "fieldlength=10",
        "readproportion=0.5", "updateproportion=0.25", "insertproportion=0.25", "batchreadsize=10",
        "batchupdatesize=4", "batchinsertsize=3", "table=" + table, mode);
    p.putAll(server.bindingProperties());
    RunResult r = TestRuns.loadThenRun(p, AerospikeClient::new);

    long reads = r.count("BATCH-READ");
    long updates = r.count("BATCH-UPDATE");
    long inserts = r.count("BATCH-INSERT");
    assertThat(reads + updates + inserts).isEqualTo(100);
    assertThat(r.statusCount("BATCH-READ-KEYS", "OK")).isEqualTo(10 * reads);
    assertThat(r.statusCount("BATCH-UPDATE-KEYS", "OK")).isEqualTo(4 * updates);
    assertThat(r.statusCount("BATCH-INSERT-KEYS", "OK")).isEqualTo(3 * inserts);
    assertThat(r.failedOperations()).isZero();
  }

  @Test
  void theBlockingBindingWithoutEventLoopsStillAnswersTheAsynchronousBatches() throws Exception {
    AerospikeClient db = open(false);
    try {
      Status[] s = db.batchReadAsync("batch_none", List.of("x", "y"), null, empty(2)).toCompletableFuture().join();
      assertThat(s).containsExactly(Status.NOT_FOUND, Status.NOT_FOUND);
    } finally {
      db.cleanup();
    }
  }
}

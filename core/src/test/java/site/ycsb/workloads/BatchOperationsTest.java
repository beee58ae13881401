package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.db.MemoryDB;
import site.ycsb.engine.TestRuns;
import site.ycsb.model.RunResult;

/**
 * batchreadsize, batchinsertsize and batchupdatesize: each batch is one BATCH-* operation with its
 * keys' results counted per key in BATCH-*-KEYS, blocking and asynchronous.
 */
class BatchOperationsTest {
  /** Every batch a run handed the binding, as its list of keys (all threads). */
  static final List<List<String>> BATCHES = java.util.Collections.synchronizedList(new ArrayList<>());
  static final Set<String> INSERTED = ConcurrentHashMap.newKeySet();

  /** The memory database, noting the keys of each batch and each key inserted. */
  public static final class NotingDB extends MemoryDB {
    @Override
    public Status[] batchRead(String table, List<String> keys, Set<String> fields,
        List<Map<String, ByteIterator>> results) {
      BATCHES.add(List.copyOf(keys));
      return super.batchRead(table, keys, fields, results);
    }

    @Override
    public Status[] batchUpdate(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
      BATCHES.add(List.copyOf(keys));
      return super.batchUpdate(table, keys, values);
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      INSERTED.add(key);
      return super.insert(table, key, values);
    }
  }

  @BeforeEach
  void clear() {
    BATCHES.clear();
    INSERTED.clear();
  }

  private static Properties props(String... more) {
    Properties p = TestRuns.props("recordcount=100", "operationcount=50", "fieldcount=2", "fieldlength=8",
        "requestdistribution=uniform", "readproportion=0", "updateproportion=0");
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  @Test
  void aBatchReadOfTenIsOneOperationOfTenDistinctKeys() throws Exception {
    RunResult r = TestRuns.loadThenRun(props("readproportion=1", "batchreadsize=10"), NotingDB::new);

    assertThat(r.count("BATCH-READ")).isEqualTo(50);
    assertThat(r.count("READ")).isZero();
    assertThat(r.statusCount("BATCH-READ-KEYS", "OK")).isEqualTo(500);
    assertThat(BATCHES).hasSize(50).allSatisfy(keys -> assertThat(keys).hasSize(10).doesNotHaveDuplicates());
    // 50 batches may take under a millisecond (throughput 0 then): the rates' ratio is what says which counts what
    assertThat(r.keysPerSecond(site.ycsb.measurements.Op.BATCH_READ)).as("throughput counts operations, not keys")
        .isCloseTo(10 * r.throughput(), org.assertj.core.data.Offset.offset(1e-6 * (1 + r.throughput())));
    assertThat(r.statusCounts()).containsKey("BATCH-READ-KEYS");
    assertThat(r.statusCounts().get("TOTAL")).as("TOTAL counts batches").containsEntry("OK", 50L);
  }

  @Test
  void aBatchWithMissingKeysIsNotAFailedBatchAndCountsEachKeysStatus() throws Exception {
    Properties p = props("readproportion=1", "batchreadsize=10");
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, NotingDB::new); // keys 0..99 loaded
    p.setProperty("dotransactions", "true");
    p.setProperty("recordcount", "200"); // reads choose among 0..199: half are missing
    RunResult r = TestRuns.run(p, NotingDB::new);

    long found = r.statusCount("BATCH-READ-KEYS", "OK");
    long missing = r.statusCount("BATCH-READ-KEYS", "NOT_FOUND");
    assertThat(found + missing).isEqualTo(500);
    assertThat(found).isPositive();
    assertThat(missing).isPositive();
    assertThat(r.failedOperations()).isZero();
    assertThat(r.statusCount("BATCH-READ", "OK") + r.statusCount("BATCH-READ", "NOT_FOUND")).isEqualTo(50);
  }

  @Test
  void batchInsertsWriteExactlyTheRunsNextKeys() throws Exception {
    RunResult r = TestRuns.loadThenRun(props("insertproportion=1", "batchinsertsize=5"), NotingDB::new);

    assertThat(r.count("BATCH-INSERT")).isEqualTo(50);
    assertThat(r.statusCount("BATCH-INSERT-KEYS", "OK")).isEqualTo(250);
    KeySpace keys = new KeySpace(100, 0, 100, false, 1);
    Set<String> expected = new java.util.HashSet<>();
    for (long i = 0; i < 350; i++) {
      expected.add(keys.keyName(keys.keyNumber(i)));
    }
    assertThat(INSERTED).isEqualTo(expected);
  }

  @Test
  void batchUpdatesWriteTheirKeysAsOneOperation() throws Exception {
    RunResult r = TestRuns.loadThenRun(props("updateproportion=1", "batchupdatesize=4"), NotingDB::new);

    assertThat(r.count("BATCH-UPDATE")).isEqualTo(50);
    assertThat(r.statusCount("BATCH-UPDATE-KEYS", "OK")).isEqualTo(200);
    assertThat(BATCHES).hasSize(50).allSatisfy(keys -> assertThat(keys).hasSize(4).doesNotHaveDuplicates());
  }

  @Test
  void asynchronousBatchesAreMeasuredAsTheBlockingOnes() throws Exception {
    RunResult r = TestRuns.loadThenRun(props("readproportion=0.5", "insertproportion=0.5", "batchreadsize=3",
        "batchinsertsize=2", "async.inflight=4"), MemoryDB::new);

    long reads = r.count("BATCH-READ");
    long inserts = r.count("BATCH-INSERT");
    assertThat(reads + inserts).isEqualTo(50);
    assertThat(r.statusCount("BATCH-READ-KEYS", "OK")).isEqualTo(3 * reads);
    assertThat(r.statusCount("BATCH-INSERT-KEYS", "OK")).isEqualTo(2 * inserts);
    assertThat(r.failedOperations()).isZero();
  }

  @Test
  void aBatchOfOneIsTheSingleKeyOperation() throws Exception {
    RunResult r = TestRuns.loadThenRun(props("readproportion=1"), NotingDB::new);

    assertThat(r.count("READ")).isEqualTo(50);
    assertThat(r.count("BATCH-READ")).isZero();
    assertThat(BATCHES).isEmpty();
  }

  @Test
  void aBatchSmallerKeySpaceThanTheBatchReadsEachKeyOnce() throws Exception {
    RunResult r = TestRuns.loadThenRun(props("recordcount=3", "readproportion=1", "batchreadsize=10"),
        NotingDB::new);

    assertThat(r.count("BATCH-READ")).isEqualTo(50);
    assertThat(BATCHES).allSatisfy(keys -> assertThat(keys).hasSize(3).doesNotHaveDuplicates());
  }

  @Test
  void theDefaultBatchReadGivesEachKeyItsOwnStatusAndValues() {
    MemoryDB db = new MemoryDB();
    db.setProperties(new Properties());
    db.init();
    Map<String, ByteIterator> row = new HashMap<>();
    row.put("f", new site.ycsb.StringByteIterator("one"));
    db.insert("t", "a", row);
    row.put("f", new site.ycsb.StringByteIterator("three"));
    db.insert("t", "c", row);
    List<Map<String, ByteIterator>> results = List.of(new HashMap<>(), new HashMap<>(), new HashMap<>());
    site.ycsb.DB plain = new site.ycsb.BasicDB() {
      @Override
      public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
        return db.read(table, key, fields, result);
      }
    };

    Status[] statuses = plain.batchRead("t", List.of("a", "b", "c"), null, results);

    assertThat(statuses).containsExactly(Status.OK, Status.NOT_FOUND, Status.OK);
    assertThat(results.get(0).get("f").toString()).isEqualTo("one");
    assertThat(results.get(1)).isEmpty();
    assertThat(results.get(2).get("f").toString()).isEqualTo("three");
    db.cleanup();
  }
}

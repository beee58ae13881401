package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cql.contract.CqlBinding.dropKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.strings;
import static site.ycsb.db.cql.contract.CqlBinding.uniqueKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.values;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/**
 * Reads, writes, deletes and scans real data on a live server, with the binding's default
 * consistency levels. A subclass names the binding.
 */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class CrudContract {
  private static final String TABLE = "usertable";
  private CqlBinding binding;
  private CassandraServer server;
  private String keyspace;
  private Properties props;
  private DB db;

  /** The binding under test. */
  protected abstract CqlBinding binding();

  @BeforeAll
  void setUp(CassandraServer shared) throws Exception {
    binding = binding();
    server = shared;
    keyspace = uniqueKeyspace("crud");
    props = binding.properties(server, keyspace, CqlRole.CREATE_SCHEMA, "true", "fieldcount", "4");
    db = binding.open(props);
  }

  @AfterAll
  void tearDown() throws Exception {
    if (db != null) {
      db.cleanup();
    }
    if (server != null) {
      dropKeyspace(server, keyspace);
    }
  }

  private static Map<String, ByteIterator> fourFields(String tag) {
    return values("field0", tag + "-0", "field1", tag + "-1", "field2", tag + "-2", "field3", tag + "-3");
  }

  @Test
  void insertedRecordReadsBackWithEveryField() {
    assertThat(db.insert(TABLE, "user1", fourFields("a"))).isEqualTo(Status.OK);
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(TABLE, "user1", null, result)).isEqualTo(Status.OK);
    assertThat(strings(result)).isEqualTo(Map.of("field0", "a-0", "field1", "a-1", "field2", "a-2", "field3", "a-3"));
  }

  @Test
  void readOfAFieldSubsetReturnsOnlyThoseFields() {
    db.insert(TABLE, "user2", fourFields("b"));
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(TABLE, "user2", Set.of("field1", "field3"), result)).isEqualTo(Status.OK);
    assertThat(strings(result)).isEqualTo(Map.of("field1", "b-1", "field3", "b-3"));
  }

  @Test
  void updateChangesTheGivenFieldsAndKeepsTheOthers() {
    db.insert(TABLE, "user3", fourFields("c"));
    assertThat(db.update(TABLE, "user3", values("field2", "changed", "field0", "also"))).isEqualTo(Status.OK);
    Map<String, ByteIterator> result = new HashMap<>();
    db.read(TABLE, "user3", null, result);
    assertThat(strings(result)).isEqualTo(Map.of("field0", "also", "field1", "c-1", "field2", "changed", "field3", "c-3"));
  }

  @Test
  void insertOfAFieldSubsetLeavesTheOtherFieldsUnset() {
    assertThat(db.insert(TABLE, "user4", values("field3", "only"))).isEqualTo(Status.OK);
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(TABLE, "user4", null, result)).isEqualTo(Status.OK);
    assertThat(strings(result)).isEqualTo(Map.of("field3", "only"));
  }

  @Test
  void deletedRecordReadsAsNotFound() {
    db.insert(TABLE, "user5", fourFields("d"));
    assertThat(db.delete(TABLE, "user5")).isEqualTo(Status.OK);
    assertThat(db.read(TABLE, "user5", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.read(TABLE, "user5", Set.of("field0"), new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void theAsynchronousFormsHaveTheSameSemanticsAsTheBlockingOnes() throws Exception {
    AsyncDB async = (AsyncDB) db;
    assertThat(async.insertAsync(TABLE, "async1", fourFields("x")).toCompletableFuture().get(30, TimeUnit.SECONDS))
        .isEqualTo(Status.OK);
    assertThat(async.updateAsync(TABLE, "async1", values("field1", "y")).toCompletableFuture()
        .get(30, TimeUnit.SECONDS)).isEqualTo(Status.OK);
    Map<String, ByteIterator> row = new HashMap<>();
    assertThat(async.readAsync(TABLE, "async1", null, row).toCompletableFuture().get(30, TimeUnit.SECONDS))
        .isEqualTo(Status.OK);
    assertThat(strings(row)).isEqualTo(Map.of("field0", "x-0", "field1", "y", "field2", "x-2", "field3", "x-3"));

    assertThat(async.deleteAsync(TABLE, "async1").toCompletableFuture().get(30, TimeUnit.SECONDS))
        .isEqualTo(Status.OK);
    assertThat(async.readAsync(TABLE, "async1", null, new HashMap<>()).toCompletableFuture()
        .get(30, TimeUnit.SECONDS)).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void readOfAKeyNeverWrittenIsNotFound() {
    assertThat(db.read(TABLE, "never-written", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void deleteOfAMissingKeyIsOkBecauseAPlainCqlDeleteCannotTell() {
    assertThat(db.delete(TABLE, "never-written-either")).isEqualTo(Status.OK);
  }

  @Test
  void nonAsciiTextRoundTrips() {
    db.insert(TABLE, "user6", values("field0", "héllo ✓ 日本"));
    Map<String, ByteIterator> result = new HashMap<>();
    db.read(TABLE, "user6", Set.of("field0"), result);
    assertThat(strings(result)).containsEntry("field0", "héllo ✓ 日本");
  }

  @Test
  void scanReturnsRecordcountRowsInTokenOrderFromTheStartKey() throws Exception {
    String scanTable = "scantable";
    Properties scanProps = (Properties) props.clone();
    scanProps.setProperty("table", scanTable);
    DB scanDb = binding.open(scanProps);
    try {
      for (int i = 0; i < 20; i++) {
        assertThat(scanDb.insert(scanTable, "key" + i, values("field0", "key" + i, "field1", "x"))).isEqualTo(Status.OK);
      }
      List<String> tokenOrder = keysInTokenOrder(scanTable);
      String start = tokenOrder.get(5);

      Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
      assertThat(scanDb.scan(scanTable, start, 7, null, rows)).isEqualTo(Status.OK);
      List<Map<String, String>> records = rows.stream().map(CqlBinding::strings).toList();
      assertThat(records).extracting(r -> r.get("field0")).containsExactlyElementsOf(tokenOrder.subList(5, 12));
      assertThat(records.get(0)).isEqualTo(Map.of("field0", start, "field1", "x"));

      Vector<HashMap<String, ByteIterator>> subset = new Vector<>();
      assertThat(scanDb.scan(scanTable, start, 3, Set.of("field1"), subset)).isEqualTo(Status.OK);
      assertThat(subset).hasSize(3).allSatisfy(r -> assertThat(strings(r)).isEqualTo(Map.of("field1", "x")));

      Vector<HashMap<String, ByteIterator>> tail = new Vector<>();
      assertThat(scanDb.scan(scanTable, tokenOrder.get(17), 10, null, tail)).isEqualTo(Status.OK);
      assertThat(tail).hasSize(3);

      // the asynchronous scan, with pages of 3 rows so that it must fetch the pages after the first
      Path pages = Files.createTempFile("driver-pages", ".conf");
      Files.writeString(pages, "datastax-java-driver.basic.request.page-size = 3\n");
      Properties pagedProps = (Properties) scanProps.clone();
      pagedProps.setProperty(binding.property(CqlRole.DRIVER_CONFIG), pages.toString());
      AsyncDB paged = (AsyncDB) binding.open(pagedProps);
      try {
        Vector<HashMap<String, ByteIterator>> asyncRows = new Vector<>();
        assertThat(paged.scanAsync(scanTable, start, 7, null, asyncRows).toCompletableFuture().get(30, TimeUnit.SECONDS))
            .isEqualTo(Status.OK);
        assertThat(asyncRows.stream().map(CqlBinding::strings).toList()).isEqualTo(records);
      } finally {
        paged.cleanup();
        Files.delete(pages);
      }
    } finally {
      scanDb.cleanup();
    }
  }

  /** The server's own token order, observed with a separate session. */
  private List<String> keysInTokenOrder(String table) {
    TreeMap<Long, String> byToken = new TreeMap<>();
    try (CqlSession session = server.openSession()) {
      for (Row row : session.execute("SELECT y_id, token(y_id) FROM " + keyspace + "." + table)) {
        byToken.put(row.getLong(1), row.getString(0));
      }
    }
    return new ArrayList<>(byToken.values());
  }

  @Test
  void concurrentClientThreadsEachWithTheirOwnInstanceAllSucceed() throws Exception {
    int threads = 4;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<List<Status>>> results = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int thread = t;
      results.add(pool.submit(() -> {
        DB mine = binding.open(props);
        List<Status> statuses = new ArrayList<>();
        try {
          for (int i = 0; i < 50; i++) {
            String key = "t" + thread + "-" + i;
            statuses.add(mine.insert(TABLE, key, fourFields(key)));
            statuses.add(mine.read(TABLE, key, Set.of("field0"), new HashMap<>()));
          }
        } finally {
          mine.cleanup();
        }
        return statuses;
      }));
    }
    for (Future<List<Status>> result : results) {
      assertThat(result.get(2, TimeUnit.MINUTES)).hasSize(100).containsOnly(Status.OK);
    }
    pool.shutdown();
    // the shared session survived the other instances' cleanup
    assertThat(db.read(TABLE, "t0-0", null, new HashMap<>())).isEqualTo(Status.OK);
  }

  @Test
  void aSecondRunAfterTheLastCleanupOpensAFreshSession() throws Exception {
    // different settings than the class's instance, so this run's session is its own
    Properties own = (Properties) props.clone();
    own.setProperty(binding.property(CqlRole.REQUEST_TIMEOUT_MILLIS), "11000");
    DB first = binding.open(own);
    assertThat(first.insert(TABLE, "run1", fourFields("r"))).isEqualTo(Status.OK);
    first.cleanup(); // last reference: the session is closed
    DB second = binding.open(own);
    try {
      Map<String, ByteIterator> result = new HashMap<>();
      assertThat(second.read(TABLE, "run1", null, result)).isEqualTo(Status.OK);
      assertThat(strings(result)).containsEntry("field0", "r-0");
    } finally {
      second.cleanup();
    }
  }

  @Test
  void readResultsAreFieldsOnlyWithoutTheKeyColumn() {
    db.insert(TABLE, "user7", fourFields("e"));
    Map<String, ByteIterator> result = new HashMap<>();
    db.read(TABLE, "user7", null, result);
    assertThat(result.keySet()).containsExactlyInAnyOrder("field0", "field1", "field2", "field3");
  }
}

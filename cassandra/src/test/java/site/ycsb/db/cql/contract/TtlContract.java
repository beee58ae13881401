package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cql.contract.CqlBinding.dropKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.uniqueKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.values;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
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
 * The workload's ttl through CQL {@code USING TTL} on a live server (issue 39): a record written
 * with a time to live reads OK before it and NOT_FOUND after, blocking and asynchronous. The server
 * counts whole seconds: the checks poll up to a generous deadline and ask only what holds on a busy
 * machine. A subclass names the binding.
 */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class TtlContract {
  private static final String TABLE = "usertable";
  private static final long DEADLINE_MS = 60_000;
  private CassandraServer server;
  private String keyspace;
  private DB db;

  /** The binding under test. */
  protected abstract CqlBinding binding();

  @BeforeAll
  void setUp(CassandraServer shared) throws Exception {
    server = shared;
    keyspace = uniqueKeyspace("ttl");
    Properties props = binding().properties(server, keyspace, CqlRole.CREATE_SCHEMA, "true", "fieldcount", "2",
        "ttl", "2");
    db = binding().open(props);
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

  private Status read(String key) {
    return db.read(TABLE, key, null, new HashMap<>());
  }

  /** Milliseconds until {@code read} gives NOT_FOUND (OK until then), or -1 past the deadline. */
  private static long millisUntilNotFound(Supplier<Status> read) throws InterruptedException {
    long start = System.nanoTime();
    while ((System.nanoTime() - start) / 1_000_000 < DEADLINE_MS) {
      Status s = read.get();
      if (s == Status.NOT_FOUND) {
        return (System.nanoTime() - start) / 1_000_000;
      }
      assertThat(s).isEqualTo(Status.OK);
      Thread.sleep(100);
    }
    return -1;
  }

  private static Map<String, ByteIterator> twoFields() {
    return values("field0", "a", "field1", "b");
  }

  @Test
  void theBindingSaysItExpiresData() {
    assertThat(db.supportsTtl()).isTrue();
  }

  @Test
  void aKeyInsertedWithATtlReadsOkBeforeItAndNotFoundAfter() throws Exception {
    long written = System.nanoTime();
    assertThat(db.insert(TABLE, "inserted", twoFields(), 2)).isEqualTo(Status.OK);
    assertThat(db.insert(TABLE, "forever", twoFields(), 0)).isEqualTo(Status.OK);
    Status first = read("inserted");
    if ((System.nanoTime() - written) / 1_000_000 < 1_000) { // the server counts whole seconds
      assertThat(first).isEqualTo(Status.OK);
    }
    assertThat(millisUntilNotFound(() -> read("inserted"))).as("expired before the deadline").isNotNegative();
    assertThat((System.nanoTime() - written) / 1_000_000).as("not before its ttl").isGreaterThanOrEqualTo(1_000);
    assertThat(read("forever")).isEqualTo(Status.OK);
  }

  @Test
  void theAsynchronousWritesExpireAsTheBlockingOnes() throws Exception {
    AsyncDB async = (AsyncDB) db;
    assertThat(async.insertAsync(TABLE, "async", twoFields(), 2).toCompletableFuture().get(30, TimeUnit.SECONDS))
        .isEqualTo(Status.OK);
    assertThat(async.updateAsync(TABLE, "async", twoFields(), 2).toCompletableFuture().get(30, TimeUnit.SECONDS))
        .isEqualTo(Status.OK);
    assertThat(millisUntilNotFound(() -> async.readAsync(TABLE, "async", null, new HashMap<>())
        .toCompletableFuture().join())).isNotNegative();
  }

  @Test
  void anUpdateWithATtlExpiresTheColumnsItWrites() throws Exception {
    assertThat(db.insert(TABLE, "updated", twoFields(), 2)).isEqualTo(Status.OK);
    assertThat(db.update(TABLE, "updated", values("field0", "c"), 2)).isEqualTo(Status.OK);
    Map<String, ByteIterator> row = new HashMap<>();
    Status s = db.read(TABLE, "updated", null, row);
    assertThat(s).isIn(Status.OK, Status.NOT_FOUND);
    assertThat(millisUntilNotFound(() -> read("updated"))).isNotNegative();
  }
}

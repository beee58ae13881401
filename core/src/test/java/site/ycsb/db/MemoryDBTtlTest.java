package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Vector;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

/** The memory database's time to live (issue 39): a record written with one reads NOT_FOUND from its expiry on. */
class MemoryDBTtlTest {
  /** Expiry is checked against the clock: generous, for a busy machine; the tests end as soon as it is seen. */
  private static final long DEADLINE_MS = 20_000;
  private final MemoryDB db = new MemoryDB();

  MemoryDBTtlTest() {
    db.setProperties(new Properties());
    db.init();
  }

  @AfterEach
  void cleanup() {
    db.cleanup();
  }

  private static Map<String, ByteIterator> values(String v) {
    Map<String, ByteIterator> m = new HashMap<>();
    m.put("f", new StringByteIterator(v));
    return m;
  }

  private Status read(String key) {
    return db.read("t", key, null, new HashMap<>());
  }

  /** Polls until {@code status} gives NOT_FOUND; false if it never does before the deadline. */
  private static boolean expiresWithinDeadline(Supplier<Status> status) throws InterruptedException {
    long end = System.currentTimeMillis() + DEADLINE_MS;
    while (System.currentTimeMillis() < end) {
      if (status.get() == Status.NOT_FOUND) {
        return true;
      }
      Thread.sleep(50);
    }
    return false;
  }

  @Test
  void theMemoryDatabaseSaysItExpiresData() {
    assertThat(db.supportsTtl()).isTrue();
  }

  @Test
  void aKeyInsertedWithATtlReadsOkBeforeAndNotFoundAfter() throws Exception {
    long before = System.nanoTime();
    assertThat(db.insert("t", "k", values("a"), 1)).isEqualTo(Status.OK);
    Status first = read("k");
    if (System.nanoTime() - before < 900_000_000L) { // only a read within the second can be asked to see it
      assertThat(first).isEqualTo(Status.OK);
    }
    assertThat(expiresWithinDeadline(() -> read("k"))).isTrue();
    assertThat(System.nanoTime() - before).isGreaterThanOrEqualTo(1_000_000_000L);
    assertThat(db.update("t", "k", values("b"))).isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete("t", "k")).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void aKeyInsertedWithoutATtlOrWithZeroNeverExpires() throws Exception {
    db.insert("t", "plain", values("a"));
    db.insert("t", "zero", values("a"), 0);
    db.insert("t", "marker", values("a"), 1);
    assertThat(expiresWithinDeadline(() -> read("marker"))).isTrue();
    assertThat(read("plain")).isEqualTo(Status.OK);
    assertThat(read("zero")).isEqualTo(Status.OK);
  }

  @Test
  void anUpdateWithATtlSetsItAndAPlainUpdateKeepsTheRecordsOwn() throws Exception {
    db.insert("t", "set", values("a"));
    assertThat(db.update("t", "set", values("b"), 1)).isEqualTo(Status.OK);
    db.insert("t", "kept", values("a"), 1);
    assertThat(db.update("t", "kept", values("b"))).isIn(Status.OK, Status.NOT_FOUND);
    assertThat(expiresWithinDeadline(() -> read("set"))).isTrue();
    assertThat(expiresWithinDeadline(() -> read("kept"))).isTrue();
  }

  @Test
  void aScanPassesOverExpiredRecords() throws Exception {
    db.insert("t", "a", values("1"));
    db.insert("t", "b", values("2"), 1);
    db.insert("t", "c", values("3"));
    assertThat(expiresWithinDeadline(() -> read("b"))).isTrue();
    db.insert("t", "d", values("4"), 1);
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    // "d" may have expired too on a slow machine; "b" must not be there either way
    db.scan("t", "a", 3, null, rows);
    assertThat(rows).hasSizeBetween(2, 3);
    assertThat(rows.get(1).get("f").toString()).isEqualTo("3");
  }

  @Test
  void theAsynchronousWritesExpireAsTheBlockingOnes() throws Exception {
    assertThat(db.insertAsync("t", "k", values("a"), 1).toCompletableFuture().get()).isEqualTo(Status.OK);
    db.insert("t", "u", values("a"));
    assertThat(db.updateAsync("t", "u", values("b"), 1).toCompletableFuture().get()).isEqualTo(Status.OK);
    assertThat(expiresWithinDeadline(() -> db.readAsync("t", "k", null, new HashMap<>()).toCompletableFuture()
        .join())).isTrue();
    assertThat(expiresWithinDeadline(() -> read("u"))).isTrue();
  }
}

package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;

class MemoryDBTest {
  private final Properties props = new Properties();
  private final List<ExecutorService> pools = new ArrayList<>();

  @AfterEach
  void stopThreads() {
    pools.forEach(ExecutorService::shutdownNow);
  }

  private MemoryDB db() {
    MemoryDB db = new MemoryDB();
    db.setProperties(props);
    db.init();
    return db;
  }

  private static Map<String, ByteIterator> values(String... fieldsAndValues) {
    Map<String, ByteIterator> m = new HashMap<>();
    for (int i = 0; i < fieldsAndValues.length; i += 2) {
      m.put(fieldsAndValues[i], new StringByteIterator(fieldsAndValues[i + 1]));
    }
    return m;
  }

  /**
   * Table "t" of this test's store, with an index that runs {@code between} (another thread's
   * write, in effect) right after a look-up of {@code key} returns, once armed: the race of a
   * look-up and a swap, made to happen.
   */
  private AtomicBoolean tableWithAHook(String key, Runnable between) {
    AtomicBoolean armed = new AtomicBoolean();
    ConcurrentSkipListMap<String, Row> rows = new ConcurrentSkipListMap<>() {
      @Override
      public Row get(Object k) {
        Row seen = super.get(k);
        if (key.equals(k) && armed.compareAndSet(true, false)) {
          between.run();
        }
        return seen;
      }
    };
    MemoryStore.of(props).tables.put("t", new MemoryTable(new ChunkSizes(0), rows));
    return armed;
  }

  private static Map<String, String> read(DB db, String key, Set<String> fields) {
    Map<String, ByteIterator> result = new HashMap<>();
    if (db.read("t", key, fields, result) != Status.OK) {
      return null;
    }
    return StringByteIterator.getStringMap(result);
  }

  @Test
  void aReadReturnsTheInsertedFieldsOrTheAskedOnes() {
    MemoryDB db = db();
    assertThat(db.insert("t", "k", values("a", "1", "b", "22", "c", ""))).isEqualTo(Status.OK);
    assertThat(read(db, "k", null)).isEqualTo(Map.of("a", "1", "b", "22", "c", ""));
    assertThat(read(db, "k", Set.of("b", "zz"))).isEqualTo(Map.of("b", "22"));
    assertThat(read(db, "other", null)).isNull();
  }

  @Test
  void anUpdateChangesTheGivenFieldsAndKeepsTheOthers() {
    MemoryDB db = db();
    db.insert("t", "k", values("a", "1", "b", "2"));
    assertThat(db.update("t", "k", values("b", "two", "c", "3"))).isEqualTo(Status.OK);
    assertThat(read(db, "k", null)).isEqualTo(Map.of("a", "1", "b", "two", "c", "3"));
    assertThat(db.update("t", "missing", values("a", "x"))).isEqualTo(Status.NOT_FOUND);
    assertThat(read(db, "missing", null)).isNull();
  }

  @Test
  void anInsertOfAnExistingKeyReplacesTheWholeRecord() {
    MemoryDB db = db();
    db.insert("t", "k", values("a", "1", "b", "2"));
    db.insert("t", "k", values("c", "3"));
    assertThat(read(db, "k", null)).isEqualTo(Map.of("c", "3"));
    assertThat(MemoryStore.of(props).size("t")).isEqualTo(1);
  }

  @Test
  void aDeleteRemovesTheRecordOnce() {
    MemoryDB db = db();
    db.insert("t", "k", values("a", "1"));
    assertThat(db.delete("t", "k")).isEqualTo(Status.OK);
    assertThat(db.delete("t", "k")).isEqualTo(Status.NOT_FOUND);
    assertThat(read(db, "k", null)).isNull();
  }

  @Test
  void tablesAreSeparate() {
    MemoryDB db = db();
    db.insert("t", "k", values("a", "1"));
    db.insert("u", "k", values("a", "2"));
    Map<String, ByteIterator> r = new HashMap<>();
    db.read("u", "k", null, r);
    assertThat(r.get("a").toString()).isEqualTo("2");
    assertThat(read(db, "k", null)).isEqualTo(Map.of("a", "1"));
  }

  @Test
  void keysAndValuesOfAnyBytesAndSizeComeBackExactly() {
    MemoryDB db = db();
    byte[] big = new byte[3 << 20]; // larger than any chunk a writer starts with
    for (int i = 0; i < big.length; i++) {
      big[i] = (byte) (i * 31);
    }
    String key = "ключ-🔑";
    db.insert("t", key, Map.of("blob", new ByteArrayByteIterator(big), "empty", new ByteArrayByteIterator(new byte[0])));
    Map<String, ByteIterator> r = new HashMap<>();
    assertThat(db.read("t", key, null, r)).isEqualTo(Status.OK);
    assertThat(r.get("blob").toArray()).isEqualTo(big);
    assertThat(r.get("empty").bytesLeft()).isZero();
    assertThat(MemoryStore.of(props).get("t", key)).containsOnlyKeys("blob", "empty");
  }

  @Test
  void aValueWhoseIteratorMisstatesItsLengthIsStillStoredWhole() {
    ByteIterator understated = new StringByteIterator("abcdefgh") {
      @Override
      public long bytesLeft() {
        return super.bytesLeft() > 0 ? 1 : 0;
      }
    };
    MemoryDB db = db();
    db.insert("t", "k", Map.of("f", understated));
    assertThat(read(db, "k", null)).isEqualTo(Map.of("f", "abcdefgh"));
  }

  @Test
  void aValueReadEarlierIsNotChangedByALaterUpdate() {
    MemoryDB db = db();
    db.insert("t", "k", values("a", "before"));
    Map<String, ByteIterator> earlier = new HashMap<>();
    db.read("t", "k", null, earlier);
    for (int i = 0; i < 20_000; i++) { // enough to fill, seal and clean several chunks
      db.update("t", "k", values("a", "after" + i));
    }
    assertThat(earlier.get("a").toString()).isEqualTo("before");
  }

  @Test
  void scanReturnsRecordsInKeyOrderWithTheAskedFields() {
    MemoryDB db = db();
    for (String k : new String[] {"b", "a", "d", "c"}) {
      db.insert("t", k, values("f", k, "g", "x"));
    }
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertThat(db.scan("t", "b", 2, Set.of("f"), rows)).isEqualTo(Status.OK);
    assertThat(rows).extracting(r -> StringByteIterator.getStringMap(r))
        .containsExactly(Map.of("f", "b"), Map.of("f", "c"));
  }

  /** Overwrites leave garbage in the chunks; writers clean it as they go, so the chunks stay near the live data. */
  @Test
  void rewritingTheSameRecordsKeepsTheStoreNearTheSizeOfItsLiveData() {
    MemoryDB db = db();
    int records = 2_000;
    String value = "v".repeat(1000);
    for (int round = 0; round < 30; round++) {
      for (int i = 0; i < records; i++) {
        db.insert("t", "user" + i, values("f", value.substring(round) + round));
      }
    }
    long live = (long) records * 1000;
    long held = MemoryStore.of(props).chunkBytes("t");
    // live rows are ~1.01 KB; garbage up to a third of that, plus the writer's unfilled chunk
    assertThat(held).isLessThan(live * 3 / 2 + ChunkSizes.OTHER_COLLECTORS_MAX * 4L);
    for (int i = 0; i < records; i++) {
      assertThat(read(db, "user" + i, null)).containsEntry("f", value.substring(29) + 29);
    }
  }

  /**
   * Threads update their own records while sharing the chunks: each thread's writes also move
   * other threads' live rows out of chunks being cleaned. No update is lost and every read sees a
   * whole version of a record (all its fields written by the same update).
   */
  @Test
  void concurrentWritersAndReadersNeverLoseAnUpdateNorSeeHalfOfOne() throws Exception {
    int threads = 4;
    int recordsPerThread = 200;
    int rounds = 300;
    AtomicBoolean torn = new AtomicBoolean();
    AtomicBoolean lost = new AtomicBoolean();
    ExecutorService pool = Executors.newFixedThreadPool(threads + 1);
    pools.add(pool);
    AtomicBoolean writing = new AtomicBoolean(true);
    Future<?> reader = pool.submit(() -> {
      MemoryDB db = db();
      while (writing.get()) {
        for (int t = 0; t < threads; t++) {
          Map<String, String> r = read(db, "t" + t + "-" + (t * 7 % recordsPerThread), null);
          if (r != null && !r.get("a").equals(r.get("b"))) {
            torn.set(true);
          }
        }
      }
    });
    List<Future<?>> writers = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      int me = t;
      writers.add(pool.submit(() -> {
        MemoryDB db = db();
        for (int round = 0; round < rounds; round++) {
          for (int i = 0; i < recordsPerThread; i++) {
            String key = "t" + me + "-" + i;
            if (round > 0) { // only this thread writes this record: it must read back its own last write
              String mine = (round - 1) + "-" + "x".repeat(200 + (i + round - 1) % 50);
              Map<String, String> now = read(db, key, null);
              if (!Map.of("a", mine, "b", mine).equals(now)) {
                lost.set(true);
              }
            }
            String v = round + "-" + "x".repeat(200 + (i + round) % 50);
            Map<String, ByteIterator> m = values("a", v, "b", v);
            Status s = round == 0 ? db.insert("t", key, m) : db.update("t", key, m);
            if (s != Status.OK) {
              throw new AssertionError("write failed: " + s);
            }
          }
        }
        db.cleanup();
        return null;
      }));
    }
    for (Future<?> w : writers) {
      w.get(120, TimeUnit.SECONDS);
    }
    writing.set(false);
    reader.get(60, TimeUnit.SECONDS);

    assertThat(torn).as("a read saw fields of two different updates").isFalse();
    assertThat(lost).as("a thread did not read back its own last write").isFalse();
    MemoryDB db = db();
    for (int t = 0; t < threads; t++) {
      for (int i = 0; i < recordsPerThread; i++) {
        String last = (rounds - 1) + "-" + "x".repeat(200 + (i + rounds - 1) % 50);
        assertThat(read(db, "t" + t + "-" + i, null)).isEqualTo(Map.of("a", last, "b", last));
      }
    }
    long live = (long) threads * recordsPerThread * 2 * 250;
    assertThat(MemoryStore.of(props).chunkBytes("t")).isLessThan(live * 2 + threads * 4L * ChunkSizes.OTHER_COLLECTORS_MAX);
  }

  /**
   * Cleaning reads a row's index entry, copies the row, then swaps the entry: a write of the same
   * record in between wins, and the moved copy is dropped.
   */
  @Test
  void aRecordWrittenWhileCleaningMovesItKeepsTheNewerVersion() {
    MemoryDB writer = db();
    MemoryDB other = db();
    // the other write lands between cleaning's look-up of "k" and its swap
    AtomicBoolean armed = tableWithAHook("k", () -> other.update("t", "k", values("f", "newer")));
    writer.insert("t", "k", values("f", "older"));
    String filler = "x".repeat(1000);
    for (int i = 0; i < 100; i++) { // fills the writer's first chunk (64 KB) and seals it
      writer.insert("t", "filler" + i, values("f", filler));
    }
    armed.set(true);
    for (int i = 0; i < 100; i++) { // the first chunk becomes mostly garbage and is cleaned: "k" moves
      writer.delete("t", "filler" + i);
    }
    assertThat(armed).as("cleaning moved the record").isFalse();
    assertThat(read(writer, "k", null)).isEqualTo(Map.of("f", "newer"));
  }

  /** An update merges into the version it read; when another write came between, it merges again. */
  @Test
  void updatesOfDifferentFieldsOfOneRecordAtTheSameTimeBothLand() {
    MemoryDB first = db();
    MemoryDB second = db();
    // the second update lands between the first's read of "k" and its swap
    AtomicBoolean armed = tableWithAHook("k", () -> second.update("t", "k", values("b", "second")));
    first.insert("t", "k", values("a", "0", "b", "0"));
    armed.set(true);
    assertThat(first.update("t", "k", values("a", "first"))).isEqualTo(Status.OK);
    assertThat(read(first, "k", null)).isEqualTo(Map.of("a", "first", "b", "second"));
  }

  /** An asynchronous caller runs one instance's operations on a pool's threads, at the same time. */
  @Test
  void oneInstanceCalledFromSeveralThreadsAtOnceKeepsEveryWriteApart() throws Exception {
    MemoryDB shared = db();
    ExecutorService pool = Executors.newFixedThreadPool(4);
    pools.add(pool);
    List<Future<?>> writers = new ArrayList<>();
    for (int t = 0; t < 4; t++) {
      String me = "t" + t;
      writers.add(pool.submit(() -> {
        for (int i = 0; i < 2_000; i++) {
          String v = me + "-" + i + "-" + "y".repeat(300);
          if (shared.insert("t", me + "-" + i, values("a", v, "b", v)) != Status.OK
              || shared.update("t", me + "-" + i, values("b", v + "!")) != Status.OK) {
            throw new AssertionError("write failed");
          }
        }
        return null;
      }));
    }
    for (Future<?> w : writers) {
      w.get(120, TimeUnit.SECONDS);
    }
    shared.cleanup();
    for (int t = 0; t < 4; t++) {
      for (int i = 0; i < 2_000; i++) {
        String v = "t" + t + "-" + i + "-" + "y".repeat(300);
        assertThat(read(shared, "t" + t + "-" + i, null)).isEqualTo(Map.of("a", v, "b", v + "!"));
      }
    }
  }

  @Test
  void rowsTakeLittleMoreThanTheirKeyAndValues() {
    MemoryDB db = db();
    int records = 10_000;
    byte[] value = "0123456789".repeat(10).getBytes(StandardCharsets.US_ASCII);
    long raw = 0;
    for (int i = 0; i < records; i++) {
      Map<String, ByteIterator> m = new HashMap<>();
      for (int f = 0; f < 10; f++) {
        m.put("field" + f, new ByteArrayByteIterator(value));
      }
      String key = "user" + (1_000_000_000_000L + i);
      db.insert("t", key, m);
      raw += key.length() + 10L * value.length;
    }
    db.cleanup();
    // a row adds its length, the key's length, a field count and 2 bytes per field: < 4% here
    assertThat(MemoryStore.of(props).chunkBytes("t")).isLessThan(raw * 104 / 100 + ChunkSizes.OTHER_COLLECTORS_MAX * 4L);
  }
}

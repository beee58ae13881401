package site.ycsb.db;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.ConcurrentLinkedQueue;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.AsyncDB;
import site.ycsb.Status;

/**
 * The embedded default database: real read/insert/update/delete/scan semantics in process memory,
 * NOT_FOUND when a key is absent. Inserting an existing key overwrites it (as CQL does); updating
 * a missing key is NOT_FOUND. One instance per client thread (as every binding); all instances of
 * a run share one {@link MemoryStore}.
 *
 * <p>A read returns iterators over the stored bytes themselves (no copy: stored rows are never
 * overwritten). A write copies the values once into the calling thread's buffer, then once into
 * that thread's chunk; an update retries on a concurrent change of the same record (no lock).
 *
 * <p>Asynchronous too ({@code async.inflight}): an asynchronous operation runs on a thread of this
 * instance's own (started on the first one) and completes there, as a driver's I/O thread would;
 * the blocking methods stay direct calls.
 */
public class MemoryDB extends AsyncDB {
  /** An update's time to live that keeps the record's own (a plain update). */
  private static final int KEEP_EXPIRY = -1;
  private MemoryStore store;
  /**
   * What a calling thread writes with. An instance serves one thread (the DB contract), but its
   * operations may also run on other threads (an asynchronous caller's pool): each gets its own.
   * A static factory, so that a thread's map holds nothing that holds this instance or its store.
   */
  private final ThreadLocal<ThreadWriter> threadWriter = ThreadLocal.withInitial(ThreadWriter::new);
  private final Queue<ThreadWriter> threadWriters = new ConcurrentLinkedQueue<>();
  /** Runs and completes the asynchronous operations: one thread, like a driver's I/O thread. */
  private volatile ExecutorService completer;

  @Override
  public void init() {
    store = MemoryStore.of(getProperties());
  }

  private ThreadWriter writer() {
    ThreadWriter w = threadWriter.get();
    if (w.store != store) { // first use on this thread
      w.store = store;
      threadWriters.add(w);
    }
    return w;
  }

  /** One thread's write state: its buffers, and its writer of each table (the last one at hand). */
  private static final class ThreadWriter {
    final WriteValues values = new WriteValues();
    final RowFormat.FieldCursor cursor = new RowFormat.FieldCursor();
    private final Map<String, TableWriter> tables = new HashMap<>();
    private String lastTableName;
    private TableWriter lastTable;
    MemoryStore store;

    TableWriter table(String name) {
      if (name.equals(lastTableName)) {
        return lastTable;
      }
      TableWriter w = tables.computeIfAbsent(name, t -> new TableWriter(store.table(t)));
      lastTableName = name;
      lastTable = w;
      return w;
    }

    /** Hands the unfilled chunks on and lets go of the store. */
    void close() {
      for (TableWriter w : tables.values()) {
        w.close();
      }
      tables.clear();
      lastTableName = null;
      lastTable = null;
      store = null;
    }
  }

  /** A write copies the values into the store during the call (asynchronously: before its stage completes). */
  @Override
  public boolean readsValuesOnlyDuringCall() {
    return true;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    ThreadWriter w = writer();
    MemoryTable t = w.table(table).table;
    Row row = t.rows.get(key);
    if (row == null || row.expired() && forget(w.table(table), key, row)) {
      return Status.NOT_FOUND;
    }
    putFields(t, row, fields, result, w.cursor);
    return Status.OK;
  }

  private static void putFields(MemoryTable t, Row row, Set<String> fields, Map<String, ByteIterator> out,
      RowFormat.FieldCursor cursor) {
    byte[] bytes = row.bytes();
    cursor.start(bytes, row.offset);
    while (cursor.next()) {
      String name = t.fields.name(cursor.fieldIndex);
      if (fields == null || fields.contains(name)) {
        out.put(name, new ByteArrayByteIterator(bytes, cursor.valueOffset, cursor.valueLength));
      }
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    ThreadWriter w = writer();
    MemoryTable t = w.table(table).table;
    int n = 0;
    for (Row row : t.rows.tailMap(startkey, true).values()) {
      if (row.expired()) {
        continue;
      }
      if (n++ >= recordcount) {
        break;
      }
      w.cursor.start(row.bytes(), row.offset);
      HashMap<String, ByteIterator> fieldsOfRow = new HashMap<>((int) (w.cursor.count() / 0.75f) + 1);
      putFields(t, row, fields, fieldsOfRow, w.cursor);
      result.add(fieldsOfRow);
    }
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> changes) {
    return update(table, key, changes, KEEP_EXPIRY);
  }

  /** An update with a time to live: the record expires {@code ttlSeconds} after it (0: never). */
  @Override
  public Status update(String table, String key, Map<String, ByteIterator> changes, int ttlSeconds) {
    ThreadWriter tw = writer();
    TableWriter w = tw.table(table);
    tw.values.fill(changes, w.table.fields);
    int keyLength = RowFormat.keyLength(key);
    while (true) {
      Row old = w.table.rows.get(key);
      if (old == null || old.expired() && forget(w, key, old)) {
        return Status.NOT_FOUND;
      }
      Row row = write(tw, w, key, keyLength, old, ttlSeconds);
      if (w.table.rows.replace(key, old, row)) {
        old.chunk.release(old.length);
        w.clean(TableWriter.CLEANING_PER_BYTE * ((long) row.length + old.length));
        return Status.OK;
      }
      row.chunk.release(row.length); // the record changed meanwhile: merge again with its new version
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> fieldValues) {
    return insert(table, key, fieldValues, 0);
  }

  /** An insert with a time to live: the record expires {@code ttlSeconds} after it (0: never). */
  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> fieldValues, int ttlSeconds) {
    ThreadWriter tw = writer();
    TableWriter w = tw.table(table);
    tw.values.fill(fieldValues, w.table.fields);
    Row row = write(tw, w, key, RowFormat.keyLength(key), null, ttlSeconds);
    Row old = w.table.rows.put(key, row);
    long released = 0;
    if (old != null) {
      old.chunk.release(old.length);
      released = old.length;
    }
    w.clean(TableWriter.CLEANING_PER_BYTE * (row.length + released));
    return Status.OK;
  }

  /**
   * Writes the row of {@code key}: the values over the fields of {@code old} (null: none), expiring
   * {@code ttlSeconds} from now (0: never; {@link #KEEP_EXPIRY}: as {@code old}).
   */
  private static Row write(ThreadWriter tw, TableWriter w, String key, int keyLength, Row old, int ttlSeconds) {
    int length = tw.values.writeBody(key, keyLength, old, tw.cursor, null, 0);
    int at = w.reserve(length);
    Chunk chunk = w.chunk();
    tw.values.writeBody(key, keyLength, old, tw.cursor, chunk.bytes, at);
    chunk.addLive(length);
    if (ttlSeconds > 0) {
      return new Row.Expiring(chunk, at, length, System.nanoTime() + TimeUnit.SECONDS.toNanos(ttlSeconds));
    }
    return ttlSeconds == KEEP_EXPIRY && old != null ? old.like(chunk, at, length) : new Row(chunk, at, length);
  }

  /** Drops an expired row a read, update or delete found (expiry is lazy); true: the caller goes on as if absent. */
  private static boolean forget(TableWriter w, String key, Row expired) {
    if (w.table.rows.remove(key, expired)) {
      expired.chunk.release(expired.length);
      w.clean(TableWriter.CLEANING_PER_BYTE * (long) expired.length);
    }
    return true;
  }

  @Override
  public Status delete(String table, String key) {
    TableWriter w = writer().table(table);
    Row old = w.table.rows.remove(key);
    if (old == null) {
      return Status.NOT_FOUND;
    }
    if (old.expired()) {
      old.chunk.release(old.length);
      return Status.NOT_FOUND;
    }
    old.chunk.release(old.length);
    w.clean(TableWriter.CLEANING_PER_BYTE * (long) old.length);
    return Status.OK;
  }

  /** After the last operation: every thread's unfilled chunks are handed on to the next writers. */
  @Override
  public void cleanup() {
    for (ThreadWriter w = threadWriters.poll(); w != null; w = threadWriters.poll()) {
      w.close();
    }
    threadWriter.remove();
    ExecutorService c = completer;
    if (c != null) {
      c.shutdown();
    }
  }

  private ExecutorService completer() {
    ExecutorService c = completer;
    if (c == null) {
      synchronized (this) { // once per instance, at its first asynchronous operation
        c = completer;
        if (c == null) {
          c = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "memory-completer");
            t.setDaemon(true);
            return t;
          });
          completer = c;
        }
      }
    }
    return c;
  }

  @Override
  public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    return CompletableFuture.supplyAsync(() -> read(table, key, fields, result), completer());
  }

  @Override
  public CompletionStage<Status> scanAsync(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return CompletableFuture.supplyAsync(() -> scan(table, startkey, recordcount, fields, result),
        completer());
  }

  @Override
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values) {
    return CompletableFuture.supplyAsync(() -> update(table, key, values), completer());
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
    return CompletableFuture.supplyAsync(() -> insert(table, key, values), completer());
  }

  /** Expiry is honoured: a record written with a time to live reads NOT_FOUND from its expiry on (lazily dropped). */
  @Override
  public boolean supportsTtl() {
    return true;
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    return CompletableFuture.supplyAsync(() -> insert(table, key, values, ttlSeconds), completer());
  }

  @Override
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    return CompletableFuture.supplyAsync(() -> update(table, key, values, ttlSeconds), completer());
  }

  @Override
  public CompletionStage<Status> deleteAsync(String table, String key) {
    return CompletableFuture.supplyAsync(() -> delete(table, key), completer());
  }

  // ---- batches: the keys one after the other in one call (blocking), on one completer task (async) ----

  @Override
  public Status[] batchRead(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    Status[] out = new Status[keys.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = read(table, keys.get(i), fields, results.get(i));
    }
    return out;
  }

  @Override
  public Status[] batchInsert(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    Status[] out = new Status[keys.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = insert(table, keys.get(i), values.get(i));
    }
    return out;
  }

  @Override
  public Status[] batchUpdate(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    Status[] out = new Status[keys.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = update(table, keys.get(i), values.get(i));
    }
    return out;
  }

  @Override
  public CompletionStage<Status[]> batchReadAsync(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    return CompletableFuture.supplyAsync(() -> batchRead(table, keys, fields, results), completer());
  }

  @Override
  public CompletionStage<Status[]> batchInsertAsync(String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    return CompletableFuture.supplyAsync(() -> batchInsert(table, keys, values), completer());
  }

  @Override
  public CompletionStage<Status[]> batchUpdateAsync(String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    return CompletableFuture.supplyAsync(() -> batchUpdate(table, keys, values), completer());
  }
}

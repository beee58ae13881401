package site.ycsb.db;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ForkJoinPool;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.AsyncDB;
import site.ycsb.Status;

/**
 * The embedded default database: real read/insert/update/delete/scan semantics in process memory,
 * NOT_FOUND when a key is absent. Inserting an existing key overwrites it (as CQL does); updating
 * a missing key is NOT_FOUND. Asynchronous too ({@code async.inflight}): an asynchronous operation
 * runs on another thread (the JVM's common pool) and completes there, as a driver's I/O thread
 * would complete it; the blocking methods stay direct calls.
 */
public class MemoryDB extends AsyncDB {
  private MemoryStore store;

  @Override
  public void init() {
    store = MemoryStore.of(getProperties());
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    Map<String, byte[]> rec = store.table(table).get(key);
    if (rec == null) {
      return Status.NOT_FOUND;
    }
    putFields(rec, fields, result);
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    int n = 0;
    for (Map<String, byte[]> rec : store.from(table, startkey).values()) {
      if (n++ >= recordcount) {
        break;
      }
      HashMap<String, ByteIterator> row = new HashMap<>();
      putFields(rec, fields, row);
      result.add(row);
    }
    return Status.OK;
  }

  private static void putFields(Map<String, byte[]> rec, Set<String> fields, Map<String, ByteIterator> out) {
    for (Map.Entry<String, byte[]> e : rec.entrySet()) {
      if (fields == null || fields.contains(e.getKey())) {
        out.put(e.getKey(), new ByteArrayByteIterator(e.getValue()));
      }
    }
  }

  private static Map<String, byte[]> toBytes(Map<String, ByteIterator> values) {
    Map<String, byte[]> rec = new HashMap<>(values.size() * 2);
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      rec.put(e.getKey(), e.getValue().toArray());
    }
    return rec;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    Map<String, byte[]> changes = toBytes(values);
    Map<String, byte[]> after = store.table(table).computeIfPresent(key, (k, old) -> {
      Map<String, byte[]> merged = new HashMap<>(old);
      merged.putAll(changes);
      return merged;
    });
    return after == null ? Status.NOT_FOUND : Status.OK;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    store.table(table).put(key, toBytes(values));
    return Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    return store.table(table).remove(key) == null ? Status.NOT_FOUND : Status.OK;
  }

  @Override
  public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    return CompletableFuture.supplyAsync(() -> read(table, key, fields, result), ForkJoinPool.commonPool());
  }

  @Override
  public CompletionStage<Status> scanAsync(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return CompletableFuture.supplyAsync(() -> scan(table, startkey, recordcount, fields, result),
        ForkJoinPool.commonPool());
  }

  @Override
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values) {
    return CompletableFuture.supplyAsync(() -> update(table, key, values), ForkJoinPool.commonPool());
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
    return CompletableFuture.supplyAsync(() -> insert(table, key, values), ForkJoinPool.commonPool());
  }

  @Override
  public CompletionStage<Status> deleteAsync(String table, String key) {
    return CompletableFuture.supplyAsync(() -> delete(table, key), ForkJoinPool.commonPool());
  }
}

package site.ycsb.workloads;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletionStage;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.BatchOptions;
import site.ycsb.options.WorkloadOptions;

/**
 * CoreWorkload's reads, inserts and updates of several keys as one operation (batchreadsize,
 * batchinsertsize, batchupdatesize above 1), blocking and asynchronous. A batch's keys are distinct;
 * each key has containers of its own, since the binding holds all of them at once. A batch of
 * inserts takes the next new keys and acknowledges them when it is done, as single inserts do, but
 * is not tried again (its keys' results are counted, each as it came).
 */
final class BatchOperations {
  /** Draws per key before a batch settles for fewer keys (a key space smaller than the batch). */
  private static final int DRAWS_PER_KEY = 10;

  private final CoreWorkload w;
  final int readSize;
  final int insertSize;
  final int updateSize;

  BatchOperations(CoreWorkload workload, Settings s) {
    this.w = workload;
    readSize = s.get(BatchOptions.BATCH_READ_SIZE);
    insertSize = s.get(BatchOptions.BATCH_INSERT_SIZE);
    updateSize = s.get(BatchOptions.BATCH_UPDATE_SIZE);
    int ttl = s.get(WorkloadOptions.TTL);
    if (ttl > 0 && (insertSize > 1 || updateSize > 1)) {
      // a batch write carries no time to live yet: refused rather than keeping data the run says expires
      String size = insertSize > 1 ? "batchinsertsize=" + insertSize : "batchupdatesize=" + updateSize;
      throw new UsageException(size + " with ttl=" + ttl + ": batched writes do not expire yet; expected ttl=0 "
          + "or batch sizes of 1 for writes");
    }
  }

  boolean reads() {
    return readSize > 1;
  }

  boolean updates() {
    return updateSize > 1;
  }

  /** Whether run-phase inserts go in batches: not through a subclass's own insert sequence. */
  boolean inserts() {
    return insertSize > 1 && w.transactioninsertkeysequence == w.ownInsertSequence;
  }

  // ---- blocking ----

  void read(DB db, ThreadState state) {
    List<String> keys = existingKeys(readSize);
    List<Map<String, ByteIterator>> results = resultMaps(state, keys.size());
    Status[] statuses = db.batchRead(w.table, keys, w.fieldsToRead(), results);
    verify(db, keys, statuses, results);
  }

  void update(DB db, ThreadState state) {
    List<String> keys = existingKeys(updateSize);
    db.batchUpdate(w.table, keys, values(keys, state, false));
  }

  void insert(DB db, ThreadState state) {
    long[] indexes = new long[insertSize];
    try {
      List<String> keys = newKeys(indexes);
      db.batchInsert(w.table, keys, values(keys, state, true));
    } finally {
      acknowledge(indexes);
    }
  }

  // ---- asynchronous: the same, the results checked and the keys acknowledged on completion ----

  CompletionStage<Status> readAsync(AsyncDB db, ThreadState state) {
    List<String> keys = existingKeys(readSize);
    List<Map<String, ByteIterator>> results = resultMaps(state, keys.size());
    return db.batchReadAsync(w.table, keys, w.fieldsToRead(), results).thenApply(statuses -> {
      verify(db, keys, statuses, results);
      return overall(statuses);
    });
  }

  CompletionStage<Status> updateAsync(AsyncDB db, ThreadState state) {
    List<String> keys = existingKeys(updateSize);
    return db.batchUpdateAsync(w.table, keys, values(keys, state, false)).thenApply(BatchOperations::overall);
  }

  CompletionStage<Status> insertAsync(AsyncDB db, ThreadState state) {
    long[] indexes = new long[insertSize];
    try {
      List<String> keys = newKeys(indexes);
      return db.batchInsertAsync(w.table, keys, values(keys, state, true))
          .whenComplete((statuses, failure) -> acknowledge(indexes)).thenApply(BatchOperations::overall);
    } catch (RuntimeException e) {
      acknowledge(indexes);
      throw e;
    }
  }

  // ---- the keys and their containers ----

  /** Up to {@code size} distinct existing keys (fewer only when the key space has fewer). */
  private List<String> existingKeys(int size) {
    List<String> keys = new ArrayList<>(size);
    for (int draws = 0; keys.size() < size && draws < size * DRAWS_PER_KEY; draws++) {
      String key = w.nextExistingKey();
      if (!keys.contains(key)) {
        keys.add(key);
      }
    }
    return keys;
  }

  /** The next {@code indexes.length} new keys of the run, their insert numbers in {@code indexes}. */
  private List<String> newKeys(long[] indexes) {
    java.util.Arrays.fill(indexes, -1);
    List<String> keys = new ArrayList<>(indexes.length);
    for (int i = 0; i < indexes.length; i++) {
      indexes[i] = w.runInserts.next();
      keys.add(w.buildKeyName(w.keySpace.keyNumber(w.keySpace.loadCount() + indexes[i])));
    }
    return keys;
  }

  private void acknowledge(long[] indexes) {
    for (long index : indexes) {
      if (index >= 0) {
        w.runInserts.acknowledge(index);
      }
    }
  }

  private static List<Map<String, ByteIterator>> resultMaps(ThreadState state, int n) {
    List<Map<String, ByteIterator>> results = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      results.add(state.newValueMap());
    }
    return results;
  }

  private List<Map<String, ByteIterator>> values(List<String> keys, ThreadState state, boolean insert) {
    List<Map<String, ByteIterator>> values = new ArrayList<>(keys.size());
    for (String key : keys) {
      values.add(w.ownValues(key, state, insert));
    }
    return values;
  }

  private void verify(DB db, List<String> keys, Status[] statuses, List<Map<String, ByteIterator>> results) {
    if (w.dataIntegrity && statuses != null && statuses.length == keys.size()) {
      for (int i = 0; i < statuses.length; i++) {
        w.verify(db, keys.get(i), statuses[i], results.get(i));
      }
    }
  }

  /** What the transaction's stage completes with: the batch's failure, if any (the measured wrapper records the rest). */
  private static Status overall(Status[] statuses) {
    if (statuses == null) {
      return Status.ERROR;
    }
    for (Status s : statuses) {
      if (s == null || !s.isOk() && s != Status.NOT_FOUND) {
        return s == null ? Status.ERROR : s;
      }
    }
    return Status.OK;
  }
}

package site.ycsb;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;

/**
 * A binding that can also run operations asynchronously: each {@code *Async} method starts the
 * operation and returns at once; its stage completes with the operation's {@link Status} (a stage
 * completed exceptionally counts as an error). With {@code async.inflight=N} the engine keeps N
 * operations in flight per client thread through these methods, calling them concurrently on one
 * instance; the result map or vector given to a read or scan is the caller's until its stage
 * completes.
 *
 * <p>Every asynchronous binding is also a blocking one: the blocking methods wait for the
 * asynchronous ones (a binding may override them with a cheaper direct call).
 */
public abstract class AsyncDB extends DB {

  public abstract CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result);

  public abstract CompletionStage<Status> scanAsync(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result);

  public abstract CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values);

  public abstract CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values);

  public abstract CompletionStage<Status> deleteAsync(String table, String key);

  /**
   * Whether the engine may start the next operation on the thread that completed the previous one
   * (the driver's I/O thread), when no {@code -target} paces the run. Handing each completion back to
   * the client thread costs two thread wake-ups per operation; a binding whose driver runs a command
   * started on its own I/O thread at once saves them. Say yes only if no {@code *Async} method ever
   * blocks or waits for a driver thread. The default, no, keeps every call on the client thread.
   */
  public boolean startsOnCompletingThreads() {
    return false;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return await(readAsync(table, key, fields, result));
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return await(scanAsync(table, startkey, recordcount, fields, result));
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return await(updateAsync(table, key, values));
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return await(insertAsync(table, key, values));
  }

  @Override
  public Status delete(String table, String key) {
    return await(deleteAsync(table, key));
  }

  /** Waits for an operation: its status, or ERROR when it failed or the wait was interrupted. */
  protected static Status await(CompletionStage<Status> stage) {
    try {
      Status s = stage.toCompletableFuture().get();
      return s == null ? Status.ERROR : s;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return Status.ERROR;
    } catch (ExecutionException e) {
      return Status.ERROR;
    }
  }

  // ---- writes that expire (issue 39): see DB#supportsTtl ----

  /** The asynchronous {@link DB#insert(String, String, Map, int)}: the plain insert for 0, else NOT_IMPLEMENTED. */
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    return ttlSeconds == 0 ? insertAsync(table, key, values)
        : java.util.concurrent.CompletableFuture.completedFuture(Status.NOT_IMPLEMENTED);
  }

  /** The asynchronous {@link DB#update(String, String, Map, int)}: the plain update for 0, else NOT_IMPLEMENTED. */
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    return ttlSeconds == 0 ? updateAsync(table, key, values)
        : java.util.concurrent.CompletableFuture.completedFuture(Status.NOT_IMPLEMENTED);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return await(insertAsync(table, key, values, ttlSeconds));
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return await(updateAsync(table, key, values, ttlSeconds));
  }

  // ---- batches: by default the keys' asynchronous calls, all started at once and combined; a
  // binding overrides them natively. The blocking forms wait for these.

  /** As {@link DB#batchRead}: completes with one status per key once every key's read has. */
  public CompletionStage<Status[]> batchReadAsync(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    @SuppressWarnings("unchecked")
    CompletableFuture<Status>[] calls = new CompletableFuture[keys.size()];
    for (int i = 0; i < calls.length; i++) {
      calls[i] = readAsync(table, keys.get(i), fields, results.get(i)).toCompletableFuture();
    }
    return combined(calls);
  }

  /** As {@link DB#batchInsert}: completes with one status per key once every key's insert has. */
  public CompletionStage<Status[]> batchInsertAsync(String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    @SuppressWarnings("unchecked")
    CompletableFuture<Status>[] calls = new CompletableFuture[keys.size()];
    for (int i = 0; i < calls.length; i++) {
      calls[i] = insertAsync(table, keys.get(i), values.get(i)).toCompletableFuture();
    }
    return combined(calls);
  }

  /** As {@link DB#batchUpdate}: completes with one status per key once every key's update has. */
  public CompletionStage<Status[]> batchUpdateAsync(String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    @SuppressWarnings("unchecked")
    CompletableFuture<Status>[] calls = new CompletableFuture[keys.size()];
    for (int i = 0; i < calls.length; i++) {
      calls[i] = updateAsync(table, keys.get(i), values.get(i)).toCompletableFuture();
    }
    return combined(calls);
  }

  @Override
  public Status[] batchRead(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    return awaitAll(batchReadAsync(table, keys, fields, results), keys.size());
  }

  @Override
  public Status[] batchInsert(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    return awaitAll(batchInsertAsync(table, keys, values), keys.size());
  }

  @Override
  public Status[] batchUpdate(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    return awaitAll(batchUpdateAsync(table, keys, values), keys.size());
  }

  /** Every key's status once all have completed; a key whose call failed is an ERROR, the others keep theirs. */
  private static CompletionStage<Status[]> combined(CompletableFuture<Status>[] calls) {
    return CompletableFuture.allOf(calls).handle((ignored, failure) -> {
      Status[] out = new Status[calls.length];
      for (int i = 0; i < calls.length; i++) {
        Status s = calls[i].isCompletedExceptionally() ? Status.ERROR : calls[i].getNow(Status.ERROR);
        out[i] = s == null ? Status.ERROR : s;
      }
      return out;
    });
  }

  /** Waits for a batch: its statuses, or ERROR for every key when it failed or the wait was interrupted. */
  protected static Status[] awaitAll(CompletionStage<Status[]> stage, int keys) {
    try {
      Status[] s = stage.toCompletableFuture().get();
      if (s != null) {
        return s;
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (ExecutionException e) {
      // every key failed with the batch
    }
    Status[] failed = new Status[keys];
    java.util.Arrays.fill(failed, Status.ERROR);
    return failed;
  }
}

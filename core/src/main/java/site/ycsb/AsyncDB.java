package site.ycsb;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
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
}

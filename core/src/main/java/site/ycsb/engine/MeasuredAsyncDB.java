package site.ycsb.engine;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.measurements.BatchStatus;
import site.ycsb.measurements.CallTiming;
import site.ycsb.measurements.CompoundRecorder;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.Recorders;
import site.ycsb.measurements.ThreadRecorder;

/**
 * Wraps one in-flight slot's view of an asynchronous binding: times every operation from its issue
 * (or, paced, from its intended start) to its completion, and records it on the thread that
 * completes it (each thread its own recorder: no lock, no shared histogram). A stage that fails,
 * or a binding that throws instead of returning one, counts as an ERROR, warned about at a limited
 * rate; an {@link Error} (not the database: a defect of the binding or the JVM) is counted, then
 * fails the stage, and the worker ends the run. The slots of a client thread share one binding instance.
 */
final class MeasuredAsyncDB extends AsyncDB implements CompoundRecorder {
  private final AsyncDB db;
  private final Recorders recorders;
  private final FailedCalls failures;
  private final CallTiming timing = new CallTiming();
  private final SizeMetrics sizes; // null unless measurement.bysize

  MeasuredAsyncDB(AsyncDB db, Recorders recorders, RateLimitedWarning warnings) {
    this.db = db;
    this.recorders = recorders;
    this.failures = new FailedCalls(warnings);
    this.sizes = recorders.settings().bySize() ? new SizeMetrics() : null;
  }

  /** With measurement.bysize, a read's stage also records its value size once it completes. */
  private CompletionStage<Status> sizedRead(CompletionStage<Status> measured, Map<String, ByteIterator> result,
      long start) {
    return sizes == null ? measured : measured.thenApply(s -> {
      sizes.read(recorders.forCurrentThread(), s, result, start);
      return s;
    });
  }

  /** With measurement.bysize, a write's stage also records its value size (measured before the call). */
  private CompletionStage<Status> sizedWrite(Op op, CompletionStage<Status> measured, long bytes, long start) {
    return sizes == null ? measured : measured.thenApply(s -> {
      sizes.written(recorders.forCurrentThread(), op, s, bytes, start);
      return s;
    });
  }

  /** Set before each transaction of this slot: the pacer's intended start, or 0 when unthrottled. */
  void setIntendedStartNanos(long nanos) {
    timing.intendAt(nanos);
  }

  private CompletionStage<Status> measured(Op op, CompletionStage<Status> stage, long start) {
    long intended = timing.intendedStart(start); // read now: the slot's next transaction sets its own
    return stage.handle((status, failure) -> {
      Status s = CallTiming.counted(status);
      Error fatal = null;
      if (failure != null) {
        if (RunControl.unwrapped(failure) instanceof Error e && !(e instanceof OutOfMemoryError)) {
          fatal = e;
          s = Status.ERROR;
        } else {
          s = failed(op, failure);
        }
      }
      recorders.forCurrentThread().record(op, s, start, System.nanoTime(), intended);
      if (fatal != null) {
        throw fatal; // counted; not the database but a defect: the stage fails with it and the worker ends the run
      }
      return s;
    });
  }

  private Status failed(Op op, Throwable t) {
    if (t instanceof OutOfMemoryError oom) {
      throw oom; // the client's heap, not the database: the worker ends the run (see HeapWatcher)
    }
    Throwable cause = t instanceof java.util.concurrent.CompletionException && t.getCause() != null ? t.getCause() : t;
    return failures.warned(op, cause);
  }

  /** The binding threw instead of returning a stage: an ERROR, completed now (an Error then fails the stage). */
  private CompletionStage<Status> thrown(Op op, Throwable t, long start) {
    return measured(op, CompletableFuture.failedFuture(t), start);
  }

  @Override
  public void recordCompound(String metric, long startNanos, long endNanos, Status status) {
    timing.record(recorders.forCurrentThread(), Op.byMetricName(metric), status, startNanos, endNanos);
  }

  @Override
  public ThreadRecorder callingThreadRecorder() {
    return recorders.forCurrentThread();
  }

  @Override
  public boolean startsOnCompletingThreads() {
    return db.startsOnCompletingThreads();
  }

  @Override
  public boolean readsValuesOnlyDuringCall() {
    return db.readsValuesOnlyDuringCall();
  }

  @Override
  public void setProperties(Properties p) {
    db.setProperties(p);
  }

  @Override
  public Properties getProperties() {
    return db.getProperties();
  }

  @Override
  public void init() throws DBException {
    db.init();
  }

  @Override
  public void cleanup() throws DBException {
    long start = System.nanoTime();
    Status status = Status.OK;
    try {
      db.cleanup();
    } catch (DBException | RuntimeException e) {
      status = failed(Op.CLEANUP, e);
      throw e instanceof DBException d ? d : new DBException(e);
    } finally {
      CallTiming.recordUnpaced(recorders.forCurrentThread(), Op.CLEANUP, status, start, System.nanoTime());
    }
  }

  @Override
  public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    long start = System.nanoTime();
    try {
      return sizedRead(measured(Op.READ, db.readAsync(table, key, fields, result), start), result, start);
    } catch (RuntimeException | Error e) {
      return thrown(Op.READ, e, start);
    }
  }

  @Override
  public CompletionStage<Status> scanAsync(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    long start = System.nanoTime();
    try {
      return measured(Op.SCAN, db.scanAsync(table, startkey, recordcount, fields, result), start);
    } catch (RuntimeException | Error e) {
      return thrown(Op.SCAN, e, start);
    }
  }

  @Override
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values) {
    long bytes = SizeMetrics.written(sizes, values);
    long start = System.nanoTime();
    try {
      return sizedWrite(Op.UPDATE, measured(Op.UPDATE, db.updateAsync(table, key, values), start), bytes, start);
    } catch (RuntimeException | Error e) {
      return thrown(Op.UPDATE, e, start);
    }
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
    long bytes = SizeMetrics.written(sizes, values);
    long start = System.nanoTime();
    try {
      return sizedWrite(Op.INSERT, measured(Op.INSERT, db.insertAsync(table, key, values), start), bytes, start);
    } catch (RuntimeException | Error e) {
      return thrown(Op.INSERT, e, start);
    }
  }

  @Override
  public CompletionStage<Status> deleteAsync(String table, String key) {
    long start = System.nanoTime();
    try {
      return measured(Op.DELETE, db.deleteAsync(table, key), start);
    } catch (RuntimeException | Error e) {
      return thrown(Op.DELETE, e, start);
    }
  }

  // ---- writes that expire (issue 39) ----

  @Override
  public boolean supportsTtl() {
    return db.supportsTtl();
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    long bytes = SizeMetrics.written(sizes, values);
    long start = System.nanoTime();
    try {
      return sizedWrite(Op.INSERT, measured(Op.INSERT, db.insertAsync(table, key, values, ttlSeconds), start), bytes, start);
    } catch (RuntimeException | Error e) {
      return thrown(Op.INSERT, e, start);
    }
  }

  @Override
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    long bytes = SizeMetrics.written(sizes, values);
    long start = System.nanoTime();
    try {
      return sizedWrite(Op.UPDATE, measured(Op.UPDATE, db.updateAsync(table, key, values, ttlSeconds), start), bytes, start);
    } catch (RuntimeException | Error e) {
      return thrown(Op.UPDATE, e, start);
    }
  }

  // ---- batches: one BATCH-* operation each, its keys' results counted apart ----

  @Override
  public CompletionStage<Status[]> batchReadAsync(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    long start = System.nanoTime();
    try {
      return measuredBatch(Op.BATCH_READ, db.batchReadAsync(table, keys, fields, results), keys.size(), start);
    } catch (RuntimeException | Error e) {
      return measuredBatch(Op.BATCH_READ, CompletableFuture.failedFuture(e), keys.size(), start);
    }
  }

  @Override
  public CompletionStage<Status[]> batchInsertAsync(String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    long start = System.nanoTime();
    try {
      return measuredBatch(Op.BATCH_INSERT, db.batchInsertAsync(table, keys, values), keys.size(), start);
    } catch (RuntimeException | Error e) {
      return measuredBatch(Op.BATCH_INSERT, CompletableFuture.failedFuture(e), keys.size(), start);
    }
  }

  @Override
  public CompletionStage<Status[]> batchUpdateAsync(String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    long start = System.nanoTime();
    try {
      return measuredBatch(Op.BATCH_UPDATE, db.batchUpdateAsync(table, keys, values), keys.size(), start);
    } catch (RuntimeException | Error e) {
      return measuredBatch(Op.BATCH_UPDATE, CompletableFuture.failedFuture(e), keys.size(), start);
    }
  }

  /** As {@link #measured} for a batch: a failed stage is every key's ERROR. */
  private CompletionStage<Status[]> measuredBatch(Op op, CompletionStage<Status[]> stage, int keys, long start) {
    long intended = timing.intendedStart(start);
    return stage.handle((statuses, failure) -> {
      Status[] perKey;
      Error fatal = null;
      if (failure != null) {
        if (RunControl.unwrapped(failure) instanceof Error e && !(e instanceof OutOfMemoryError)) {
          fatal = e;
          perKey = BatchStatus.all(Status.ERROR, keys);
        } else {
          perKey = BatchStatus.all(failed(op, failure), keys);
        }
      } else {
        perKey = BatchStatus.perKey(statuses, keys);
      }
      recorders.forCurrentThread().recordBatch(op, perKey, start, System.nanoTime(), intended);
      if (fatal != null) {
        throw fatal;
      }
      return perKey;
    });
  }
}

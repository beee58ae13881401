package site.ycsb.engine;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
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

  MeasuredAsyncDB(AsyncDB db, Recorders recorders, RateLimitedWarning warnings) {
    this.db = db;
    this.recorders = recorders;
    this.failures = new FailedCalls(warnings);
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
      return measured(Op.READ, db.readAsync(table, key, fields, result), start);
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
    long start = System.nanoTime();
    try {
      return measured(Op.UPDATE, db.updateAsync(table, key, values), start);
    } catch (RuntimeException | Error e) {
      return thrown(Op.UPDATE, e, start);
    }
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
    long start = System.nanoTime();
    try {
      return measured(Op.INSERT, db.insertAsync(table, key, values), start);
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
}

package site.ycsb.engine;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.measurements.BatchStatus;
import site.ycsb.measurements.CallTiming;
import site.ycsb.measurements.CompoundRecorder;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.ThreadRecorder;

/**
 * Wraps a thread's binding: times every call and records it. A binding that throws an exception or
 * returns null counts as an ERROR for that operation and the run goes on; the exception is reported
 * through a rate-limited warning, never per operation. An {@link Error} (an AssertionError, a
 * LinkageError: not the database) counts as an ERROR too, then ends the run (see Worker).
 */
public final class MeasuredDB extends DB implements CompoundRecorder {
  private final DB db;
  private final ThreadRecorder recorder;
  private final FailedCalls failures;
  private final CallTiming timing = new CallTiming();
  private final SizeMetrics sizes; // null unless measurement.bysize

  MeasuredDB(DB db, ThreadRecorder recorder, RateLimitedWarning warnings) {
    this(db, recorder, warnings, false);
  }

  MeasuredDB(DB db, ThreadRecorder recorder, RateLimitedWarning warnings, boolean bySize) {
    this.db = db;
    this.recorder = recorder;
    this.failures = new FailedCalls(warnings);
    this.sizes = bySize ? new SizeMetrics() : null;
  }

  /** Set by the worker before each operation: the pacer's intended start, or 0 when unthrottled. */
  void setIntendedStartNanos(long nanos) {
    timing.intendAt(nanos);
  }

  private Status failed(Op op, Throwable t) {
    return failures.counted(op, t);
  }

  /** A binding's throw: an ERROR; an Error (not the database: a defect of the binding or the JVM) is counted, then ends the run. */
  private Status failed(Op op, Throwable t, long start) {
    if (t instanceof Error e && !(e instanceof OutOfMemoryError)) {
      record(op, Status.ERROR, start);
      throw e; // the worker ends the run through RunControl.clientError
    }
    return failed(op, t);
  }

  private void record(Op op, Status status, long start) {
    timing.record(recorder, op, status, start, System.nanoTime());
  }

  /**
   * Records an operation the workload timed itself (READ-MODIFY-WRITE, VERIFY), with the same
   * intended start as the database calls of this transaction.
   */
  @Override
  public void recordCompound(String metric, long startNanos, long endNanos, Status status) {
    timing.record(recorder, Op.byMetricName(metric), status, startNanos, endNanos);
  }

  @Override
  public ThreadRecorder callingThreadRecorder() {
    return recorder;
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
      CallTiming.recordUnpaced(recorder, Op.CLEANUP, status, start, System.nanoTime());
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    long start = System.nanoTime();
    Status s;
    try {
      s = db.read(table, key, fields, result);
    } catch (Throwable t) {
      s = failed(Op.READ, t, start);
    }
    record(Op.READ, s, start);
    if (sizes != null) {
      sizes.read(recorder, s, result, start);
    }
    return s;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    long start = System.nanoTime();
    Status s;
    try {
      s = db.scan(table, startkey, recordcount, fields, result);
    } catch (Throwable t) {
      s = failed(Op.SCAN, t, start);
    }
    record(Op.SCAN, s, start);
    return s;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    long bytes = SizeMetrics.written(sizes, values);
    long start = System.nanoTime();
    Status s;
    try {
      s = db.update(table, key, values);
    } catch (Throwable t) {
      s = failed(Op.UPDATE, t, start);
    }
    record(Op.UPDATE, s, start);
    if (sizes != null) {
      sizes.written(recorder, Op.UPDATE, s, bytes, start);
    }
    return s;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    long bytes = SizeMetrics.written(sizes, values);
    long start = System.nanoTime();
    Status s;
    try {
      s = db.insert(table, key, values);
    } catch (Throwable t) {
      s = failed(Op.INSERT, t, start);
    }
    record(Op.INSERT, s, start);
    if (sizes != null) {
      sizes.written(recorder, Op.INSERT, s, bytes, start);
    }
    return s;
  }

  @Override
  public Status delete(String table, String key) {
    long start = System.nanoTime();
    Status s;
    try {
      s = db.delete(table, key);
    } catch (Throwable t) {
      s = failed(Op.DELETE, t, start);
    }
    record(Op.DELETE, s, start);
    return s;
  }

  // ---- writes that expire (issue 39) ----

  @Override
  public boolean supportsTtl() {
    return db.supportsTtl();
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    long bytes = SizeMetrics.written(sizes, values);
    long start = System.nanoTime();
    Status s;
    try {
      s = db.insert(table, key, values, ttlSeconds);
    } catch (Throwable t) {
      s = failed(Op.INSERT, t, start);
    }
    record(Op.INSERT, s, start);
    if (sizes != null) {
      sizes.written(recorder, Op.INSERT, s, bytes, start);
    }
    return s;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    long bytes = SizeMetrics.written(sizes, values);
    long start = System.nanoTime();
    Status s;
    try {
      s = db.update(table, key, values, ttlSeconds);
    } catch (Throwable t) {
      s = failed(Op.UPDATE, t, start);
    }
    record(Op.UPDATE, s, start);
    if (sizes != null) {
      sizes.written(recorder, Op.UPDATE, s, bytes, start);
    }
    return s;
  }

  // ---- batches: one BATCH-* operation each, its keys' results counted apart ----

  @Override
  public Status[] batchRead(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    long start = System.nanoTime();
    Status[] s;
    try {
      s = db.batchRead(table, keys, fields, results);
    } catch (Throwable t) {
      s = BatchStatus.all(failed(Op.BATCH_READ, t, start), keys.size());
    }
    return recordBatch(Op.BATCH_READ, s, keys.size(), start);
  }

  @Override
  public Status[] batchInsert(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    long start = System.nanoTime();
    Status[] s;
    try {
      s = db.batchInsert(table, keys, values);
    } catch (Throwable t) {
      s = BatchStatus.all(failed(Op.BATCH_INSERT, t, start), keys.size());
    }
    return recordBatch(Op.BATCH_INSERT, s, keys.size(), start);
  }

  @Override
  public Status[] batchUpdate(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    long start = System.nanoTime();
    Status[] s;
    try {
      s = db.batchUpdate(table, keys, values);
    } catch (Throwable t) {
      s = BatchStatus.all(failed(Op.BATCH_UPDATE, t, start), keys.size());
    }
    return recordBatch(Op.BATCH_UPDATE, s, keys.size(), start);
  }

  private Status[] recordBatch(Op op, Status[] returned, int keys, long start) {
    Status[] perKey = BatchStatus.perKey(returned, keys);
    timing.recordBatch(recorder, op, perKey, start, System.nanoTime());
    return perKey;
  }
}

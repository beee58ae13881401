package site.ycsb.engine;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
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

  MeasuredDB(DB db, ThreadRecorder recorder, RateLimitedWarning warnings) {
    this.db = db;
    this.recorder = recorder;
    this.failures = new FailedCalls(warnings);
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
    long start = System.nanoTime();
    Status s;
    try {
      s = db.update(table, key, values);
    } catch (Throwable t) {
      s = failed(Op.UPDATE, t, start);
    }
    record(Op.UPDATE, s, start);
    return s;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    long start = System.nanoTime();
    Status s;
    try {
      s = db.insert(table, key, values);
    } catch (Throwable t) {
      s = failed(Op.INSERT, t, start);
    }
    record(Op.INSERT, s, start);
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
}

package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.measurements.CompoundRecorder;
import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.validation.Ledger;
import site.ycsb.validation.ReadClass;
import site.ycsb.validation.Validator;

/**
 * CoreWorkload's operations against a blocking binding. Each asks the workload for its key, fields
 * and values (so a subclass's replaced upstream fields are obeyed) and hands the binding the
 * thread's own containers, cleared after the call. With validation=true a write begins and ends in
 * the ledger around its call and a read is judged ({@link Validator}).
 */
final class CoreOperations {
  private final CoreWorkload w;

  CoreOperations(CoreWorkload workload) {
    this.w = workload;
  }

  void read(DB db, ThreadState state) {
    long number = w.nextExistingKeyNumber();
    String key = w.buildKeyName(number);
    Set<String> fields = w.fieldsToRead();
    FieldMap result = state.result;
    result.clear();
    Validator v = w.validator;
    long index = v == null ? -1 : w.keySpace.indexOf(number);
    long before = v == null ? 0 : v.before(index);
    Status status = db.read(w.table, key, fields, result);
    if (w.dataIntegrity) {
      w.verify(db, key, status, result);
    }
    if (v != null) {
      counted(db, v.judge(index, key, before, status, result, state.check));
    }
    result.clear();
  }

  /** A read and an update of one key, recorded as one READ-MODIFY-WRITE besides the two. */
  void readModifyWrite(DB db, ThreadState state) {
    long number = w.nextExistingKeyNumber();
    String key = w.buildKeyName(number);
    Set<String> fields = w.fieldsToRead();
    Validator v = w.validator;
    Map<String, ByteIterator> values = v == null ? w.writeValues(key, state, db) : null;
    FieldMap result = state.result;
    result.clear();
    long index = v == null ? -1 : w.keySpace.indexOf(number);
    long before = v == null ? 0 : v.before(index);
    long start = System.nanoTime();
    Status read = db.read(w.table, key, fields, result);
    if (v != null) {
      counted(db, v.judge(index, key, before, read, result, state.check));
    }
    Status update = v == null ? w.ttl.update(db, w.table, key, values)
        : validatedWrite(db, index, key, updateKind(), state, vals -> db.update(w.table, key, vals));
    long end = System.nanoTime();
    if (w.dataIntegrity) {
      w.verify(db, key, read, result);
    }
    result.clear();
    if (db instanceof CompoundRecorder measured) {
      measured.recordCompound("READ-MODIFY-WRITE", start, end, readModifyWriteStatus(read, update));
    }
  }

  /** A read-modify-write's result: the read's failure if it failed (NOT_FOUND is an answer), else the update's. */
  static Status readModifyWriteStatus(Status read, Status update) {
    return read == null || update == null ? Status.ERROR : !read.isOk() && read != Status.NOT_FOUND ? read : update;
  }

  void scan(DB db, Vector<HashMap<String, ByteIterator>> rows, ThreadState state) {
    String start = w.nextExistingKey();
    db.scan(w.table, start, w.nextScanLength(), w.fieldsToRead(), rows);
    judgeScan(db, w.validator, rows, state);
    rows.clear();
  }

  /** Each row of a scan judged (integrity only: its key is not in the row). */
  static void judgeScan(Object db, Validator v, Vector<HashMap<String, ByteIterator>> rows, ThreadState state) {
    if (v != null) {
      for (HashMap<String, ByteIterator> row : rows) {
        counted(db, v.judgeScanRow(row, state.check));
      }
    }
  }

  void update(DB db, ThreadState state) {
    long number = w.nextExistingKeyNumber();
    String key = w.buildKeyName(number);
    if (w.validator != null) {
      validatedWrite(db, w.keySpace.indexOf(number), key, updateKind(), state, vals -> db.update(w.table, key, vals));
      return;
    }
    w.ttl.update(db, w.table, key, w.writeValues(key, state, db));
  }

  Ledger.Kind updateKind() {
    return w.writeallfields ? Ledger.Kind.FULL : Ledger.Kind.ONE_FIELD;
  }

  /** A run-phase insert of the next new key; reads may choose it once it is acknowledged (done, either way). */
  void insert(DB db, ThreadState state) {
    AcknowledgedCounterGenerator sequence = w.transactioninsertkeysequence;
    if (sequence != w.ownInsertSequence) {
      insertFrom(sequence, db, state);
      return;
    }
    long index = w.runInserts.next();
    try {
      insertNumbered(db, w.keySpace.keyNumber(w.keySpace.loadCount() + index), state);
    } finally {
      w.runInserts.acknowledge(index);
    }
  }

  /** An insert numbered by a subclass's transactioninsertkeysequence: upstream's nextValue, then acknowledge. */
  private void insertFrom(AcknowledgedCounterGenerator sequence, DB db, ThreadState state) {
    long keyNumber = sequence.nextValue();
    try {
      insertNumbered(db, keyNumber, state);
    } finally {
      sequence.acknowledge(keyNumber);
    }
  }

  /** Inserts key number {@code keyNumber} (the load's inserts and the run's). */
  void insertNumbered(DB db, long keyNumber, ThreadState state) {
    String key = w.buildKeyName(keyNumber);
    if (w.validator != null) {
      validatedWrite(db, w.keySpace.indexOf(keyNumber), key, Ledger.Kind.FULL, state, vals -> insertWithRetries(db, key, vals));
      return;
    }
    insertWithRetries(db, key, w.buildValues(key, state, db));
  }

  /** Inserts, trying again (values rewound, after a pause) up to core_workload_insertion_retry_limit times. */
  Status insertWithRetries(DB db, String key, Map<String, ByteIterator> values) {
    Status status;
    int attempt = 0;
    while (true) {
      status = w.ttl.insert(db, w.table, key, values);
      if (status != null && status.isOk() || attempt++ >= w.insertionRetryLimit || w.isStopRequested()) {
        return status;
      }
      for (ByteIterator v : values.values()) {
        v.reset();
      }
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(w.retryPauseMs()));
    }
  }

  void delete(DB db, ThreadState state) {
    long number = w.nextExistingKeyNumber();
    String key = w.buildKeyName(number);
    if (w.validator != null) {
      validatedWrite(db, w.keySpace.indexOf(number), key, Ledger.Kind.DELETE, state, vals -> db.delete(w.table, key));
      return;
    }
    db.delete(w.table, key);
  }

  /**
   * A write recorded in the ledger: begun (its version chosen) before its values are made, ended with
   * the binding's status. A key outside the client's key space (a subclass's chooser) is written at
   * version 0 and not recorded.
   */
  private Status validatedWrite(DB db, long index, String key, Ledger.Kind kind, ThreadState state,
      Function<Map<String, ByteIterator>, Status> call) {
    Validator v = w.validator;
    if (index < 0) {
      return call.apply(kind == Ledger.Kind.DELETE ? null : w.validatedValues(0, key, 0, true, state, db));
    }
    long version = v.begin(index);
    Status status = Status.ERROR;
    try {
      status = call.apply(kind == Ledger.Kind.DELETE ? null
          : w.validatedValues(index, key, version, kind == Ledger.Kind.FULL, state, db));
      return status;
    } finally {
      v.end(index, version, kind, status);
    }
  }

  /** Counts a judged read on the recorder of the thread that completed it (none for an unanswered read). */
  static void counted(Object db, ReadClass verdict) {
    if (verdict != null && db instanceof CompoundRecorder measured && measured.callingThreadRecorder() != null) {
      verdict.countOn(measured.callingThreadRecorder());
    }
  }
}

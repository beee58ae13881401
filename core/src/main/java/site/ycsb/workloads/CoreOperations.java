package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.measurements.CompoundRecorder;
import site.ycsb.generator.AcknowledgedCounterGenerator;

/**
 * CoreWorkload's operations against a blocking binding. Each asks the workload for its key, fields
 * and values (so a subclass's replaced upstream fields are obeyed) and hands the binding the
 * thread's own containers, cleared after the call.
 */
final class CoreOperations {
  private final CoreWorkload w;

  CoreOperations(CoreWorkload workload) {
    this.w = workload;
  }

  void read(DB db, ThreadState state) {
    String key = w.nextExistingKey();
    Set<String> fields = w.fieldsToRead();
    FieldMap result = state.result;
    result.clear();
    Status status = db.read(w.table, key, fields, result);
    if (w.dataIntegrity) {
      w.verify(db, key, status, result);
    }
    result.clear();
  }

  /** A read and an update of one key, recorded as one READ-MODIFY-WRITE besides the two. */
  void readModifyWrite(DB db, ThreadState state) {
    String key = w.nextExistingKey();
    Set<String> fields = w.fieldsToRead();
    Map<String, ByteIterator> values = w.writeValues(key, state, db);
    FieldMap result = state.result;
    result.clear();
    long start = System.nanoTime();
    Status read = db.read(w.table, key, fields, result);
    Status update = w.ttl.update(db, w.table, key, values);
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

  void scan(DB db, Vector<HashMap<String, ByteIterator>> rows) {
    String start = w.nextExistingKey();
    db.scan(w.table, start, w.nextScanLength(), w.fieldsToRead(), rows);
    rows.clear();
  }

  void update(DB db, ThreadState state) {
    String key = w.nextExistingKey();
    w.ttl.update(db, w.table, key, w.writeValues(key, state, db));
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
      String key = w.buildKeyName(w.keySpace.keyNumber(w.keySpace.loadCount() + index));
      insertWithRetries(db, key, w.buildValues(key, state, db));
    } finally {
      w.runInserts.acknowledge(index);
    }
  }

  /** An insert numbered by a subclass's transactioninsertkeysequence: upstream's nextValue, then acknowledge. */
  private void insertFrom(AcknowledgedCounterGenerator sequence, DB db, ThreadState state) {
    long keyNumber = sequence.nextValue();
    try {
      String key = w.buildKeyName(keyNumber);
      insertWithRetries(db, key, w.buildValues(key, state, db));
    } finally {
      sequence.acknowledge(keyNumber);
    }
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

  void delete(DB db) {
    db.delete(w.table, w.nextExistingKey());
  }
}

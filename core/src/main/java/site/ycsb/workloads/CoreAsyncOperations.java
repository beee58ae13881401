package site.ycsb.workloads;

import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.measurements.CompoundRecorder;
import site.ycsb.generator.AcknowledgedCounterGenerator;

/**
 * CoreWorkload's asynchronous form (async.inflight): the same choices as {@link CoreOperations},
 * the database calls chained; a pause before an insert is tried again is scheduled, not slept, and
 * a run's insert is acknowledged when its call completes.
 */
final class CoreAsyncOperations {
  private final CoreWorkload w;

  CoreAsyncOperations(CoreWorkload workload) {
    this.w = workload;
  }

  CompletionStage<Boolean> insert(AsyncDB db, ThreadState state) {
    long keyNumber = w.keysequence.nextLong();
    String key = w.buildKeyName(keyNumber);
    return insertWithRetries(db, key, w.buildValues(key, state, db), 0).thenApply(status -> !w.isStopRequested());
  }

  CompletionStage<Boolean> transaction(AsyncDB db, ThreadState state) {
    CompletionStage<Status> done;
    CoreOperation operation = w.nextOperation();
    if (operation == null) {
      return CompletableFuture.completedFuture(false);
    }
    switch (operation) {
      case READ:
        done = w.batches.reads() ? w.batches.readAsync(db, state) : read(db, state);
        break;
      case UPDATE: {
        if (w.batches.updates()) {
          done = w.batches.updateAsync(db, state);
          break;
        }
        String key = w.nextExistingKey();
        done = w.ttl.updateAsync(db, w.table, key, w.writeValues(key, state, db));
        break;
      }
      case INSERT:
        done = w.batches.inserts() ? w.batches.insertAsync(db, state) : runInsert(db, state);
        break;
      case SCAN:
        done = db.scanAsync(w.table, w.nextExistingKey(), w.nextScanLength(), w.fieldsToRead(), new Vector<>());
        break;
      case READ_MODIFY_WRITE:
        done = readModifyWrite(db, state);
        break;
      default:
        done = db.deleteAsync(w.table, w.nextExistingKey());
        break;
    }
    return done.thenApply(status -> !w.isStopRequested());
  }

  private CompletionStage<Status> insertWithRetries(AsyncDB db, String key, Map<String, ByteIterator> values,
      int attempt) {
    return w.ttl.insertAsync(db, w.table, key, values).thenCompose(status -> {
      if (status != null && status.isOk() || attempt >= w.insertionRetryLimit || w.isStopRequested()) {
        return CompletableFuture.completedFuture(status);
      }
      for (ByteIterator v : values.values()) {
        v.reset();
      }
      return CompletableFuture.runAsync(() -> { }, CompletableFuture.delayedExecutor(w.retryPauseMs(),
          TimeUnit.MILLISECONDS)).thenCompose(ignored -> insertWithRetries(db, key, values, attempt + 1));
    });
  }

  private CompletionStage<Status> read(AsyncDB db, ThreadState state) {
    String key = w.nextExistingKey();
    FieldMap result = state.result;
    result.clear();
    return db.readAsync(w.table, key, w.fieldsToRead(), result).thenApply(status -> {
      if (w.dataIntegrity) {
        w.verify(db, key, status, result);
      }
      result.clear();
      return status;
    });
  }

  /** A new key is chosen for reads only once its insert has completed: the acknowledgement comes with the completion. */
  private CompletionStage<Status> runInsert(AsyncDB db, ThreadState state) {
    AcknowledgedCounterGenerator sequence = w.transactioninsertkeysequence;
    if (sequence != w.ownInsertSequence) {
      return insertFrom(sequence, db, state);
    }
    long index = w.runInserts.next();
    try {
      String key = w.buildKeyName(w.keySpace.keyNumber(w.keySpace.loadCount() + index));
      return insertWithRetries(db, key, w.buildValues(key, state, db), 0)
          .whenComplete((status, failure) -> w.runInserts.acknowledge(index));
    } catch (RuntimeException e) {
      w.runInserts.acknowledge(index);
      throw e;
    }
  }

  private CompletionStage<Status> insertFrom(AcknowledgedCounterGenerator sequence, AsyncDB db, ThreadState state) {
    long keyNumber = sequence.nextValue();
    try {
      String key = w.buildKeyName(keyNumber);
      return insertWithRetries(db, key, w.buildValues(key, state, db), 0)
          .whenComplete((status, failure) -> sequence.acknowledge(keyNumber));
    } catch (RuntimeException e) {
      sequence.acknowledge(keyNumber);
      throw e;
    }
  }

  private CompletionStage<Status> readModifyWrite(AsyncDB db, ThreadState state) {
    String key = w.nextExistingKey();
    Set<String> fields = w.fieldsToRead();
    Map<String, ByteIterator> values = w.writeValues(key, state, db);
    FieldMap result = state.result;
    result.clear();
    long start = System.nanoTime();
    return db.readAsync(w.table, key, fields, result).thenCompose(read -> w.ttl.updateAsync(db, w.table, key, values)
        .thenApply(update -> {
          long end = System.nanoTime();
          if (w.dataIntegrity) {
            w.verify(db, key, read, result);
          }
          result.clear();
          if (db instanceof CompoundRecorder measured) {
            measured.recordCompound("READ-MODIFY-WRITE", start, end, CoreOperations.readModifyWriteStatus(read, update));
          }
          return update;
        }));
  }
}

package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.measurements.CompoundRecorder;
import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.validation.Ledger;
import site.ycsb.validation.Validator;

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
    return insertNumbered(db, w.keysequence.nextLong(), state).thenApply(status -> !w.isStopRequested());
  }

  /** Inserts key number {@code keyNumber} (the load's inserts and the run's), through the ledger with validation. */
  private CompletionStage<Status> insertNumbered(AsyncDB db, long keyNumber, ThreadState state) {
    String key = w.buildKeyName(keyNumber);
    if (w.validator != null) {
      return validatedWrite(db, w.keySpace.indexOf(keyNumber), key, Ledger.Kind.FULL, state,
          vals -> insertWithRetries(db, key, vals, 0));
    }
    return insertWithRetries(db, key, w.buildValues(key, state, db), 0);
  }

  /** As CoreOperations' validatedWrite, ended when the call completes. */
  private CompletionStage<Status> validatedWrite(AsyncDB db, long index, String key, Ledger.Kind kind,
      ThreadState state, Function<Map<String, ByteIterator>, CompletionStage<Status>> call) {
    Validator v = w.validator;
    if (index < 0) {
      return call.apply(kind == Ledger.Kind.DELETE ? null : w.validatedValues(0, key, 0, true, state, db));
    }
    long version = v.begin(index);
    CompletionStage<Status> done;
    try {
      done = call.apply(kind == Ledger.Kind.DELETE ? null
          : w.validatedValues(index, key, version, kind == Ledger.Kind.FULL, state, db));
    } catch (RuntimeException | Error e) {
      v.end(index, version, kind, Status.ERROR);
      throw e;
    }
    return done.whenComplete((status, failure) -> v.end(index, version, kind, failure != null ? Status.ERROR : status));
  }

  private Ledger.Kind updateKind() {
    return w.writeallfields ? Ledger.Kind.FULL : Ledger.Kind.ONE_FIELD;
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
        long number = w.nextExistingKeyNumber();
        String key = w.buildKeyName(number);
        done = w.validator != null ? validatedWrite(db, w.keySpace.indexOf(number), key, updateKind(), state,
            vals -> db.updateAsync(w.table, key, vals))
            : w.ttl.updateAsync(db, w.table, key, w.writeValues(key, state, db));
        break;
      }
      case INSERT:
        done = w.batches.inserts() ? w.batches.insertAsync(db, state) : runInsert(db, state);
        break;
      case SCAN: {
        Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
        done = db.scanAsync(w.table, w.nextExistingKey(), w.nextScanLength(), w.fieldsToRead(), rows);
        if (w.validator != null) {
          done = done.thenApply(status -> {
            CoreOperations.judgeScan(db, w.validator, rows, state);
            return status;
          });
        }
        break;
      }
      case READ_MODIFY_WRITE:
        done = readModifyWrite(db, state);
        break;
      default: {
        long number = w.nextExistingKeyNumber();
        String key = w.buildKeyName(number);
        done = w.validator != null ? validatedWrite(db, w.keySpace.indexOf(number), key, Ledger.Kind.DELETE, state,
            vals -> db.deleteAsync(w.table, key)) : db.deleteAsync(w.table, key);
        break;
      }
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
    long number = w.nextExistingKeyNumber();
    String key = w.buildKeyName(number);
    FieldMap result = state.result;
    result.clear();
    Validator v = w.validator;
    long index = v == null ? -1 : w.keySpace.indexOf(number);
    long before = v == null ? 0 : v.before(index);
    return db.readAsync(w.table, key, w.fieldsToRead(), result).thenApply(status -> {
      if (w.dataIntegrity) {
        w.verify(db, key, status, result);
      }
      if (v != null) {
        CoreOperations.counted(db, v.judge(index, key, before, status, result, state.check));
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
      return insertNumbered(db, w.keySpace.keyNumber(w.keySpace.loadCount() + index), state)
          .whenComplete((status, failure) -> w.runInserts.acknowledge(index));
    } catch (RuntimeException e) {
      w.runInserts.acknowledge(index);
      throw e;
    }
  }

  private CompletionStage<Status> insertFrom(AcknowledgedCounterGenerator sequence, AsyncDB db, ThreadState state) {
    long keyNumber = sequence.nextValue();
    try {
      return insertNumbered(db, keyNumber, state)
          .whenComplete((status, failure) -> sequence.acknowledge(keyNumber));
    } catch (RuntimeException e) {
      sequence.acknowledge(keyNumber);
      throw e;
    }
  }

  private CompletionStage<Status> readModifyWrite(AsyncDB db, ThreadState state) {
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
    return db.readAsync(w.table, key, fields, result).thenCompose(read -> {
      if (v != null) {
        CoreOperations.counted(db, v.judge(index, key, before, read, result, state.check));
      }
      return (v == null ? w.ttl.updateAsync(db, w.table, key, values) : validatedWrite(db, index, key, updateKind(), state,
          vals -> db.updateAsync(w.table, key, vals))).thenApply(update -> {
          long end = System.nanoTime();
          if (w.dataIntegrity) {
            w.verify(db, key, read, result);
          }
          result.clear();
          if (db instanceof CompoundRecorder measured) {
            measured.recordCompound("READ-MODIFY-WRITE", start, end, CoreOperations.readModifyWriteStatus(read, update));
          }
          return update;
        });
    });
  }
}

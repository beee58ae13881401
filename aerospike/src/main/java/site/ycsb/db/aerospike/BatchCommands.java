package site.ycsb.db.aerospike;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.BatchRecord;
import com.aerospike.client.BatchWrite;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.Operation;
import com.aerospike.client.Record;
import com.aerospike.client.async.EventLoop;
import com.aerospike.client.listener.BatchOperateListListener;
import com.aerospike.client.listener.RecordArrayListener;
import com.aerospike.client.policy.BatchPolicy;
import com.aerospike.client.policy.BatchWritePolicy;
import com.aerospike.client.policy.RecordExistsAction;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * The binding's batches as the server's own: a batch read is one batch get of the keys (a missing
 * record is its key's NOT_FOUND), a batch insert or update one batch operate of a write per key
 * (create-only and update-only, as the single-key commands), each key's result code its status.
 * A batch the client fails as a whole (a timeout, no connection) is that failure for every key.
 * Blocking, or on the client thread's event loops with the router its single-key commands use.
 */
public final class BatchCommands {
  private final IAerospikeClient client;
  private final BatchPolicy read;
  private final BatchPolicy write;
  private final BatchWritePolicy insert;
  private final BatchWritePolicy update;
  private final LoopRouter router; // null: blocking only
  private final BiFunction<String, AerospikeException, Status> failed;

  public BatchCommands(IAerospikeClient client, CommandPolicies single, AsyncCommands async,
      BiFunction<String, AerospikeException, Status> failed) {
    this.client = client;
    this.router = async == null ? null : async.router();
    this.failed = failed;
    read = new BatchPolicy(single.read());
    write = new BatchPolicy(single.update());
    insert = writePolicy(single, RecordExistsAction.CREATE_ONLY);
    update = writePolicy(single, RecordExistsAction.UPDATE_ONLY);
  }

  private static BatchWritePolicy writePolicy(CommandPolicies single, RecordExistsAction action) {
    BatchWritePolicy p = new BatchWritePolicy();
    p.recordExistsAction = action;
    p.commitLevel = single.update().commitLevel;
    p.sendKey = single.update().sendKey;
    return p;
  }

  // ---- blocking ----

  public Status[] read(String namespace, String table, List<String> keys, String[] binNames,
      List<Map<String, ByteIterator>> results) {
    if (keys.isEmpty()) {
      return new Status[0]; // the client refuses a batch of no key
    }
    try {
      Key[] k = keys(namespace, table, keys);
      Record[] records = binNames == null ? client.get(read, k) : client.get(read, k, binNames);
      return readStatuses(records, results);
    } catch (AerospikeException e) {
      return all(failed.apply("batch read", e), keys.size());
    }
  }

  public Status[] write(boolean inserts, String namespace, String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    if (keys.isEmpty()) {
      return new Status[0];
    }
    List<BatchRecord> records = writes(inserts, namespace, table, keys, values);
    try {
      client.operate(write, records);
      return writeStatuses(records);
    } catch (AerospikeException e) {
      return all(failed.apply(inserts ? "batch insert" : "batch update", e), keys.size());
    }
  }

  // ---- asynchronous ----

  public CompletableFuture<Status[]> readAsync(String namespace, String table, List<String> keys, String[] binNames,
      List<Map<String, ByteIterator>> results) {
    if (keys.isEmpty()) {
      return CompletableFuture.completedFuture(new Status[0]);
    }
    CompletableFuture<Status[]> done = new CompletableFuture<>();
    Key[] k = keys(namespace, table, keys);
    EventLoop loop = router.acquire();
    RecordArrayListener listener = new RecordArrayListener() {
      @Override
      public void onSuccess(Key[] ks, Record[] records) {
        Status[] statuses = readStatuses(records, results);
        router.release(loop);
        done.complete(statuses);
      }

      @Override
      public void onFailure(AerospikeException e) {
        router.release(loop);
        done.complete(all(failed.apply("batch read", e), keys.size()));
      }
    };
    try {
      if (binNames == null) {
        client.get(loop, listener, read, k);
      } else {
        client.get(loop, listener, read, k, binNames);
      }
    } catch (RuntimeException e) {
      router.release(loop);
      throw e;
    }
    return done;
  }

  public CompletableFuture<Status[]> writeAsync(boolean inserts, String namespace, String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    if (keys.isEmpty()) {
      return CompletableFuture.completedFuture(new Status[0]);
    }
    CompletableFuture<Status[]> done = new CompletableFuture<>();
    List<BatchRecord> records = writes(inserts, namespace, table, keys, values);
    EventLoop loop = router.acquire();
    try {
      client.operate(loop, new BatchOperateListListener() {
        @Override
        public void onSuccess(List<BatchRecord> written, boolean allOk) {
          router.release(loop);
          done.complete(writeStatuses(records));
        }

        @Override
        public void onFailure(AerospikeException e) {
          router.release(loop);
          done.complete(all(failed.apply(inserts ? "batch insert" : "batch update", e), keys.size()));
        }
      }, write, records);
    } catch (RuntimeException e) {
      router.release(loop);
      throw e;
    }
    return done;
  }

  /** Whether the asynchronous forms may be used: the binding runs on the client's event loops. */
  public boolean async() {
    return router != null;
  }

  // ---- the keys, the writes and their results ----

  private static Key[] keys(String namespace, String table, List<String> keys) {
    Key[] k = new Key[keys.size()];
    for (int i = 0; i < k.length; i++) {
      k[i] = new Key(namespace, table, keys.get(i));
    }
    return k;
  }

  /** The values are copied into bins now: the binding reads them only during the call. */
  private List<BatchRecord> writes(boolean inserts, String namespace, String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    List<BatchRecord> records = new ArrayList<>(keys.size());
    for (int i = 0; i < keys.size(); i++) {
      Bin[] bins = BinCodec.toBins(values.get(i));
      Operation[] ops = new Operation[bins.length];
      for (int b = 0; b < bins.length; b++) {
        ops[b] = Operation.put(bins[b]);
      }
      records.add(new BatchWrite(inserts ? insert : update, new Key(namespace, table, keys.get(i)), ops));
    }
    return records;
  }

  private static Status[] readStatuses(Record[] records, List<Map<String, ByteIterator>> results) {
    Status[] out = new Status[results.size()];
    for (int i = 0; i < out.length; i++) {
      Record r = records == null || i >= records.length ? null : records[i];
      if (r == null) {
        out[i] = Status.NOT_FOUND;
      } else {
        BinCodec.putFields(r.bins, results.get(i));
        out[i] = Status.OK;
      }
    }
    return out;
  }

  /** Each record's result code as its status (KEY_EXISTS for an insert of a key there, NOT_FOUND for an update of one not). */
  private static Status[] writeStatuses(List<BatchRecord> records) {
    Status[] out = new Status[records.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = ResultCodeStatus.of(records.get(i).resultCode);
    }
    return out;
  }

  private static Status[] all(Status status, int n) {
    Status[] out = new Status[n];
    Arrays.fill(out, status);
    return out;
  }
}

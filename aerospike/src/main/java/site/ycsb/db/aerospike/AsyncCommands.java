package site.ycsb.db.aerospike;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.async.EventLoop;
import com.aerospike.client.async.EventLoops;
import com.aerospike.client.listener.DeleteListener;
import com.aerospike.client.listener.RecordListener;
import com.aerospike.client.listener.WriteListener;
import com.aerospike.client.policy.WritePolicy;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.BiFunction;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * One client thread's commands on the client's event loops: each returns a stage completed by the
 * client's listener with the command's status (a failure through {@code failed}, never
 * exceptionally). Listeners run on an event loop thread, so they only copy, give the loop back to
 * the {@link LoopRouter} and complete.
 */
public final class AsyncCommands {
  private final IAerospikeClient client;
  private final LoopRouter router;
  private final CommandPolicies policies;
  private final BiFunction<String, AerospikeException, Status> failed;

  /** Commands of a client thread with {@code inFlight} of them at most in flight. */
  public AsyncCommands(IAerospikeClient client, EventLoops loops, int inFlight, CommandPolicies policies,
      BiFunction<String, AerospikeException, Status> failed) {
    this.client = client;
    this.router = new LoopRouter(loops, inFlight);
    this.policies = policies;
    this.failed = failed;
  }

  /** The router of this thread's commands, which its batches ({@link BatchCommands}) share. */
  LoopRouter router() {
    return router;
  }

  public CompletableFuture<Status> read(Key key, String[] binNames, Map<String, ByteIterator> result) {
    CompletableFuture<Status> done = new CompletableFuture<>();
    EventLoop loop = router.acquire();
    RecordListener listener = new RecordListener() {
      @Override
      public void onSuccess(Key k, Record record) {
        if (record != null) {
          BinCodec.putFields(record.bins, result);
        }
        router.release(loop);
        done.complete(record == null ? Status.NOT_FOUND : Status.OK);
      }

      @Override
      public void onFailure(AerospikeException e) {
        router.release(loop);
        done.complete(failed.apply("read", e));
      }
    };
    try {
      if (binNames == null) {
        client.get(loop, listener, policies.read(), key);
      } else {
        client.get(loop, listener, policies.read(), key, binNames);
      }
    } catch (RuntimeException e) {
      router.release(loop);
      throw e;
    }
    return done;
  }

  /** An insert or an update ({@code operation}), by the write policy given. */
  public CompletableFuture<Status> put(String operation, WritePolicy policy, Key key, Bin[] bins) {
    CompletableFuture<Status> done = new CompletableFuture<>();
    EventLoop loop = router.acquire();
    try {
      client.put(loop, new WriteListener() {
        @Override
        public void onSuccess(Key k) {
          router.release(loop);
          done.complete(Status.OK);
        }

        @Override
        public void onFailure(AerospikeException e) {
          router.release(loop);
          done.complete(failed.apply(operation, e));
        }
      }, policy, key, bins);
    } catch (RuntimeException e) {
      router.release(loop);
      throw e;
    }
    return done;
  }

  public CompletableFuture<Status> delete(Key key) {
    CompletableFuture<Status> done = new CompletableFuture<>();
    EventLoop loop = router.acquire();
    try {
      client.delete(loop, new DeleteListener() {
        @Override
        public void onSuccess(Key k, boolean existed) {
          router.release(loop);
          done.complete(existed ? Status.OK : Status.NOT_FOUND);
        }

        @Override
        public void onFailure(AerospikeException e) {
          router.release(loop);
          done.complete(failed.apply("delete", e));
        }
      }, policies.delete(), key);
    } catch (RuntimeException e) {
      router.release(loop);
      throw e;
    }
    return done;
  }

  /** Up to {@code count} records from the start key's partition on (see {@link PartitionRangeScan}). */
  public CompletableFuture<Status> scan(Key startKey, int count, String[] binNames,
      Vector<HashMap<String, ByteIterator>> result) {
    EventLoop loop = router.acquire();
    CompletableFuture<List<Map<String, Object>>> rowsRead;
    try {
      rowsRead = PartitionRangeScan.runAsync(client, loop, policies, startKey, count, binNames);
    } catch (RuntimeException e) {
      router.release(loop);
      throw e;
    }
    return rowsRead.whenComplete((rows, error) -> router.release(loop))
        .handle((rows, error) -> {
          if (error != null) {
            Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
            return cause instanceof AerospikeException ae ? failed.apply("scan", ae) : Status.ERROR;
          }
          for (Map<String, Object> bins : rows) {
            result.add(BinCodec.toFields(bins));
          }
          return Status.OK;
        });
  }
}

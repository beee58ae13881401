package site.ycsb.db.aerospike;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.async.EventLoop;
import com.aerospike.client.cluster.Node;
import com.aerospike.client.cluster.Partition;
import com.aerospike.client.listener.RecordSequenceListener;
import com.aerospike.client.query.PartitionFilter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * A YCSB scan on a store without ordered keys. Aerospike hashes keys into 4096 partitions, so
 * "records after startkey" does not exist; the closest honest equivalent is: up to
 * {@code count} records of the set, walking the partitions from the one holding the start key
 * and wrapping around to partition 0. Records come in partition (digest) order, not key order.
 */
public final class PartitionRangeScan {
  private PartitionRangeScan() {
  }

  /**
   * The bins of up to {@code count} records (fewer when the set is smaller, or when the server's
   * per-node share of the limit runs out on an unbalanced cluster).
   *
   * @param binNames the bins to read; empty reads all
   */
  public static List<Map<String, Object>> run(IAerospikeClient client, CommandPolicies policies, Key startKey,
      int count, String... binNames) {
    List<Map<String, Object>> rows = new ArrayList<>(count);
    int first = Partition.getPartitionId(startKey.digest);
    scan(client, policies, startKey, PartitionFilter.range(first, Node.PARTITIONS - first), count, rows, binNames);
    int missing;
    synchronized (rows) { // filled by the client's node threads
      missing = count - rows.size();
    }
    if (missing > 0 && first > 0) {
      scan(client, policies, startKey, PartitionFilter.range(0, first), missing, rows, binNames);
    }
    return rows;
  }

  /**
   * {@link #run} on the client's event loops: the second range (the wrap-around) is asked for only
   * when the first came back short. Fails with the client's exception.
   */
  public static CompletableFuture<List<Map<String, Object>>> runAsync(IAerospikeClient client, EventLoop loop,
      CommandPolicies policies, Key startKey, int count, String... binNames) {
    List<Map<String, Object>> rows = new ArrayList<>(count);
    int first = Partition.getPartitionId(startKey.digest);
    return scanAsync(client, loop, policies, startKey, PartitionFilter.range(first, Node.PARTITIONS - first), count,
        rows, binNames).thenCompose(firstDone -> {
          int missing;
          synchronized (rows) {
            missing = count - rows.size();
          }
          return missing > 0 && first > 0
              ? scanAsync(client, loop, policies, startKey, PartitionFilter.range(0, first), missing, rows, binNames)
              : CompletableFuture.completedFuture(rows);
        });
  }

  private static CompletableFuture<List<Map<String, Object>>> scanAsync(IAerospikeClient client, EventLoop loop,
      CommandPolicies policies, Key startKey, PartitionFilter range, int count, List<Map<String, Object>> rows,
      String... binNames) {
    int limit;
    synchronized (rows) {
      limit = rows.size() + count;
    }
    CompletableFuture<List<Map<String, Object>>> done = new CompletableFuture<>();
    client.scanPartitions(loop, new RecordSequenceListener() {
      @Override
      public void onRecord(Key key, Record record) {
        synchronized (rows) { // one event loop per node may call back
          if (rows.size() < limit) {
            rows.add(record.bins);
          }
        }
      }

      @Override
      public void onSuccess() {
        done.complete(rows);
      }

      @Override
      public void onFailure(AerospikeException e) {
        done.completeExceptionally(e);
      }
    }, policies.scan(count), range, startKey.namespace, startKey.setName, binNames);
    return done;
  }

  private static void scan(IAerospikeClient client, CommandPolicies policies, Key startKey, PartitionFilter range,
      int count, List<Map<String, Object>> rows, String... binNames) {
    int limit = rows.size() + count;
    // the callback runs on one thread per node: collect under a lock and never beyond the limit
    client.scanPartitions(policies.scan(count), range, startKey.namespace, startKey.setName, (key, record) -> {
      synchronized (rows) {
        if (rows.size() < limit) {
          rows.add(record.bins);
        }
      }
    }, binNames);
  }
}

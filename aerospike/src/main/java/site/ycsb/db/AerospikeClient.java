package site.ycsb.db;

import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.async.EventLoops;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.db.aerospike.AerospikeOptions;
import site.ycsb.db.aerospike.AsyncCommands;
import site.ycsb.db.aerospike.BatchCommands;
import site.ycsb.db.aerospike.BinCodec;
import site.ycsb.db.aerospike.CommandPolicies;
import site.ycsb.db.aerospike.ExpiringWrites;
import site.ycsb.db.aerospike.ConnectionSettings;
import site.ycsb.db.aerospike.PartitionRangeScan;
import site.ycsb.db.aerospike.ResultCodeStatus;
import site.ycsb.db.aerospike.SharedClientHolder;

/**
 * YCSB binding for Aerospike: a record is (namespace, set = table, user key) and each field is a
 * bytes bin. Insert is create-only, update is update-only (other bins are kept), a missing record
 * is NOT_FOUND, and scan reads partitions from the start key's (Aerospike keys are not ordered).
 * Failures become statuses named after their result code; nothing is thrown out of an operation.
 * With {@code async.inflight} the operations run on the client's event loops ({@code as.eventloops}).
 */
public class AerospikeClient extends AsyncDB {
  private static final SharedClientHolder SHARED_CLIENT = new SharedClientHolder(SharedClientHolder.realClients());

  private final SharedClientHolder holder;
  private IAerospikeClient client;
  private String namespace;
  private CommandPolicies policies;
  private SharedClientHolder.ClientNotices notices;
  private BatchCommands batches;
  private AsyncCommands async; // null in blocking mode
  private ExpiringWrites.Policies expiringInserts;
  private ExpiringWrites.Policies expiringUpdates;

  public AerospikeClient() {
    this(SHARED_CLIENT);
  }

  /** A binding sharing the clients of {@code holder}; tests pass one holding a test double. */
  AerospikeClient(SharedClientHolder holder) {
    this.holder = holder;
  }

  @Override
  public void init() throws DBException {
    Settings settings = Settings.of(getProperties());
    namespace = settings.get(AerospikeOptions.NAMESPACE);
    policies = CommandPolicies.from(settings);
    expiringInserts = new ExpiringWrites.Policies(policies.insert());
    expiringUpdates = new ExpiringWrites.Policies(policies.update());
    ConnectionSettings connection = ConnectionSettings.from(settings);
    try {
      client = holder.acquire(connection);
      notices = holder.notices();
      String problem = notices.namespaceProblem(client, namespace);
      if (problem != null) {
        client = null;
        holder.release();
        throw new UsageException(problem);
      }
      if (ExpiringWrites.asked(settings)) {
        refuseExpiringWritesIfTheNamespaceDoes();
      }
      EventLoops loops = holder.eventLoops();
      async = loops == null ? null
          : new AsyncCommands(client, loops, connection.demand().asyncInFlight(), policies, this::failed);
      batches = new BatchCommands(client, policies, async, this::failed);
    } catch (UsageException e) {
      throw e;
    } catch (RuntimeException e) {
      throw new DBException("Cannot connect to Aerospike at " + connection.describeHosts() + " (as.host, as.port): "
          + oneLine(e.getMessage()), e);
    }
  }

  @Override
  public void cleanup() throws DBException {
    if (client == null) {
      return; // init failed or never ran: nothing was acquired
    }
    client = null;
    async = null;
    batches = null;
    try {
      holder.release();
    } catch (RuntimeException e) {
      throw new DBException("Closing the Aerospike client failed: " + oneLine(e.getMessage()), e);
    }
  }

  /** The client's event loops run a command started on one of them at once, and no command blocks. */
  @Override
  public boolean startsOnCompletingThreads() {
    return async != null;
  }

  /** A write copies each value into its bin during the call, before the command is sent. */
  @Override
  public boolean readsValuesOnlyDuringCall() {
    return true;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    try {
      Key recordKey = new Key(namespace, table, key);
      Record record = fields == null ? client.get(policies.read(), recordKey)
          : client.get(policies.read(), recordKey, fields.toArray(new String[0]));
      if (record == null) {
        return Status.NOT_FOUND;
      }
      BinCodec.putFields(record.bins, result);
      return Status.OK;
    } catch (RuntimeException e) {
      return failed("read", e);
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    notices.firstScan();
    if (recordcount <= 0) {
      return Status.OK; // a limit of 0 would mean "everything" to the server
    }
    try {
      String[] binNames = fields == null ? new String[0] : fields.toArray(new String[0]);
      for (Map<String, Object> bins : PartitionRangeScan.run(client, policies, new Key(namespace, table, startkey),
          recordcount, binNames)) {
        result.add(BinCodec.toFields(bins));
      }
      return Status.OK;
    } catch (RuntimeException e) {
      return failed("scan", e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    try {
      client.put(policies.update(), new Key(namespace, table, key), BinCodec.toBins(values));
      return Status.OK;
    } catch (RuntimeException e) {
      return failed("update", e);
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    try {
      client.put(policies.insert(), new Key(namespace, table, key), BinCodec.toBins(values));
      return Status.OK;
    } catch (RuntimeException e) {
      return failed("insert", e);
    }
  }

  @Override
  public Status delete(String table, String key) {
    try {
      return client.delete(policies.delete(), new Key(namespace, table, key)) ? Status.OK : Status.NOT_FOUND;
    } catch (RuntimeException e) {
      return failed("delete", e);
    }
  }

  @Override
  public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
      Map<String, ByteIterator> result) {
    if (async == null) {
      return CompletableFuture.completedFuture(read(table, key, fields, result));
    }
    try {
      return async.read(new Key(namespace, table, key), fields == null ? null : fields.toArray(new String[0]), result);
    } catch (RuntimeException e) { // refused before it started (a full queue, no connection)
      return CompletableFuture.completedFuture(failed("read", e));
    }
  }

  @Override
  public CompletionStage<Status> scanAsync(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    if (async == null || recordcount <= 0) {
      return CompletableFuture.completedFuture(scan(table, startkey, recordcount, fields, result));
    }
    notices.firstScan();
    try {
      return async.scan(new Key(namespace, table, startkey), recordcount,
          fields == null ? new String[0] : fields.toArray(new String[0]), result);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed("scan", e));
    }
  }

  @Override
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values) {
    if (async == null) {
      return CompletableFuture.completedFuture(update(table, key, values));
    }
    try {
      return async.put("update", policies.update(), new Key(namespace, table, key), BinCodec.toBins(values));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed("update", e));
    }
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
    if (async == null) {
      return CompletableFuture.completedFuture(insert(table, key, values));
    }
    try {
      return async.put("insert", policies.insert(), new Key(namespace, table, key), BinCodec.toBins(values));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed("insert", e));
    }
  }

  @Override
  public CompletionStage<Status> deleteAsync(String table, String key) {
    if (async == null) {
      return CompletableFuture.completedFuture(delete(table, key));
    }
    try {
      return async.delete(new Key(namespace, table, key));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed("delete", e));
    }
  }

  /** The failure's status; unexpected ones (not a missing or duplicate key) also warn, rate-limited. */
  private Status failed(String operation, RuntimeException e) {
    Status status = ResultCodeStatus.of(e);
    if (status == ResultCodeStatus.CLIENT_POOL_EXHAUSTED) {
      notices.poolLimitHit();
    } else if (status == ResultCodeStatus.OUT_OF_SPACE) {
      notices.namespaceFull(namespace);
    } else if (status == Status.FORBIDDEN && e instanceof com.aerospike.client.AerospikeException ae
        && ae.getResultCode() == com.aerospike.client.ResultCode.FAIL_FORBIDDEN && operation.endsWith("(ttl)")) {
      notices.failures().warn("ttl", () -> ExpiringWrites.message(namespace));
    } else if (!status.equals(Status.NOT_FOUND) && !status.equals(ResultCodeStatus.KEY_EXISTS)) {
      notices.failures().warn(status.getName(), () -> "Aerospike " + operation + " failed with " + status.getName() + ": "
          + e.getClass().getSimpleName() + ": " + oneLine(e.getMessage()));
    }
    return status;
  }

  private static String oneLine(String message) {
    // the client's messages list failed hosts one per line: "...host(s):\nhost port error"
    return message == null ? "" : message.strip().replaceAll(":?\\s*\\R\\s*", ": ");
  }

  // ---- writes that expire (issue 39): the record's expiration (WritePolicy.expiration) ----

  /** Refuses, before the run, a namespace that would fail every write with a ttl (FORBIDDEN). */
  private void refuseExpiringWritesIfTheNamespaceDoes() {
    String refusal = ExpiringWrites.refusal(client, namespace);
    if (refusal != null) {
      client = null;
      holder.release();
      throw new UsageException(refusal);
    }
  }

  /** Aerospike expires a record at its expiration (nsup deletes it; a read after it finds nothing). */
  @Override
  public boolean supportsTtl() {
    return true;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    try {
      client.put(expiringInserts.with(ttlSeconds), new Key(namespace, table, key), BinCodec.toBins(values));
      return Status.OK;
    } catch (RuntimeException e) {
      return failed("insert (ttl)", e);
    }
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    try {
      client.put(expiringUpdates.with(ttlSeconds), new Key(namespace, table, key), BinCodec.toBins(values));
      return Status.OK;
    } catch (RuntimeException e) {
      return failed("update (ttl)", e);
    }
  }

  @Override
  public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    if (async == null) {
      return CompletableFuture.completedFuture(insert(table, key, values, ttlSeconds));
    }
    try {
      return async.put("insert (ttl)", expiringInserts.with(ttlSeconds), new Key(namespace, table, key),
          BinCodec.toBins(values));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed("insert (ttl)", e));
    }
  }

  @Override
  public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values,
      int ttlSeconds) {
    if (async == null) {
      return CompletableFuture.completedFuture(update(table, key, values, ttlSeconds));
    }
    try {
      return async.put("update (ttl)", expiringUpdates.with(ttlSeconds), new Key(namespace, table, key),
          BinCodec.toBins(values));
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(failed("update (ttl)", e));
    }
  }

  // ---- batches: the server's batch get and batch operate (BatchCommands) ----

  @Override
  public Status[] batchRead(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    return batches.read(namespace, table, keys, binNames(fields), results);
  }

  @Override
  public Status[] batchInsert(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    return batches.write(true, namespace, table, keys, values);
  }

  @Override
  public Status[] batchUpdate(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    return batches.write(false, namespace, table, keys, values);
  }

  @Override
  public CompletionStage<Status[]> batchReadAsync(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    if (!batches.async()) {
      return CompletableFuture.completedFuture(batchRead(table, keys, fields, results));
    }
    try {
      return batches.readAsync(namespace, table, keys, binNames(fields), results);
    } catch (RuntimeException e) { // refused before it started (a full queue, no connection)
      return CompletableFuture.completedFuture(everyKey(failed("batch read", e), keys.size()));
    }
  }

  @Override
  public CompletionStage<Status[]> batchInsertAsync(String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    return batchWriteAsync(true, table, keys, values);
  }

  @Override
  public CompletionStage<Status[]> batchUpdateAsync(String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    return batchWriteAsync(false, table, keys, values);
  }

  private CompletionStage<Status[]> batchWriteAsync(boolean inserts, String table, List<String> keys,
      List<Map<String, ByteIterator>> values) {
    if (!batches.async()) {
      return CompletableFuture.completedFuture(batches.write(inserts, namespace, table, keys, values));
    }
    try {
      return batches.writeAsync(inserts, namespace, table, keys, values);
    } catch (RuntimeException e) {
      return CompletableFuture.completedFuture(everyKey(failed(inserts ? "batch insert" : "batch update", e),
          keys.size()));
    }
  }

  private static String[] binNames(Set<String> fields) {
    return fields == null ? null : fields.toArray(new String[0]);
  }

  private static Status[] everyKey(Status status, int keys) {
    Status[] out = new Status[keys];
    java.util.Arrays.fill(out, status);
    return out;
  }
}

package site.ycsb.db.aerospike;

import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.DURABLE_DELETE;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.MAX_RETRIES;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.READ_MODE_AP;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.REPLICA;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.SEND_KEY;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.SOCKET_TIMEOUT;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.TIMEOUT;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.TOTAL_TIMEOUT;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.USE_COMPRESSION;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.WRITE_COMMIT_LEVEL;

import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.Replica;
import com.aerospike.client.policy.ScanPolicy;
import com.aerospike.client.policy.WritePolicy;
import java.util.OptionalInt;
import java.util.Properties;
import site.ycsb.binding.BindingProperties;

/**
 * The per-command policies built once from the properties. Each DB instance (one thread) owns its
 * own set; the scan policy is a template the binding copies per scan.
 */
public final class CommandPolicies {
  private final Policy read;
  private final WritePolicy insert;
  private final WritePolicy update;
  private final WritePolicy delete;
  private final ScanPolicy scan;

  private CommandPolicies(Policy read, WritePolicy insert, WritePolicy update, WritePolicy delete, ScanPolicy scan) {
    this.read = read;
    this.insert = insert;
    this.update = update;
    this.delete = delete;
    this.scan = scan;
  }

  public static CommandPolicies from(Properties properties) {
    BindingProperties reader = new BindingProperties(properties);
    // as.totaltimeout wins; as.timeout keeps upstream YCSB's meaning (the whole command's budget)
    OptionalInt total = reader.optionalInteger(TOTAL_TIMEOUT, 0, Integer.MAX_VALUE);
    int totalTimeout = total.isPresent() ? total.getAsInt() : reader.integer(TIMEOUT, 0, Integer.MAX_VALUE);
    int socketTimeout = reader.integer(SOCKET_TIMEOUT, 0, Integer.MAX_VALUE);
    OptionalInt maxRetries = reader.optionalInteger(MAX_RETRIES, 0, Integer.MAX_VALUE);
    boolean compress = reader.bool(USE_COMPRESSION);
    ReadModeAP readMode = reader.choice(READ_MODE_AP, ReadModeAP.class);
    Replica replica = reader.choice(REPLICA, Replica.class);
    CommitLevel commitLevel = reader.choice(WRITE_COMMIT_LEVEL, CommitLevel.class);
    boolean sendKey = reader.bool(SEND_KEY);
    boolean durableDelete = reader.bool(DURABLE_DELETE);

    Policy read = common(new Policy(), socketTimeout, totalTimeout, maxRetries, compress);
    read.readModeAP = readMode;
    read.replica = replica;

    WritePolicy insert = write(socketTimeout, totalTimeout, maxRetries, compress, commitLevel);
    insert.recordExistsAction = RecordExistsAction.CREATE_ONLY;
    insert.sendKey = sendKey;

    // UPDATE_ONLY merges the given bins into the record; REPLACE_ONLY (upstream) dropped the others
    WritePolicy update = write(socketTimeout, totalTimeout, maxRetries, compress, commitLevel);
    update.recordExistsAction = RecordExistsAction.UPDATE_ONLY;
    update.sendKey = sendKey;

    WritePolicy delete = write(socketTimeout, totalTimeout, maxRetries, compress, commitLevel);
    delete.durableDelete = durableDelete;

    ScanPolicy scan = common(new ScanPolicy(), socketTimeout, totalTimeout, maxRetries, compress);
    scan.readModeAP = readMode;
    scan.replica = replica;
    scan.includeBinData = true;
    return new CommandPolicies(read, insert, update, delete, scan);
  }

  private static WritePolicy write(int socketTimeout, int totalTimeout, OptionalInt maxRetries, boolean compress,
      CommitLevel commitLevel) {
    WritePolicy policy = common(new WritePolicy(), socketTimeout, totalTimeout, maxRetries, compress);
    policy.commitLevel = commitLevel;
    return policy;
  }

  private static <P extends Policy> P common(P policy, int socketTimeout, int totalTimeout, OptionalInt maxRetries,
      boolean compress) {
    policy.socketTimeout = socketTimeout;
    policy.totalTimeout = totalTimeout;
    maxRetries.ifPresent(retries -> policy.maxRetries = retries);
    policy.compress = compress;
    return policy;
  }

  public Policy read() {
    return read;
  }

  /** Create-only: a duplicate key fails with KEY_EXISTS. */
  public WritePolicy insert() {
    return insert;
  }

  /** Update-only: a missing record fails with KEY_NOT_FOUND; bins not written are kept. */
  public WritePolicy update() {
    return update;
  }

  public WritePolicy delete() {
    return delete;
  }

  /** A fresh scan policy returning at most {@code maxRecords} records (0 would mean all). */
  public ScanPolicy scan(long maxRecords) {
    ScanPolicy policy = new ScanPolicy(scan);
    policy.maxRecords = maxRecords;
    return policy;
  }
}

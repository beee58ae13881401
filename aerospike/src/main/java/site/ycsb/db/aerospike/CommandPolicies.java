package site.ycsb.db.aerospike;

import static site.ycsb.db.aerospike.AerospikeOptions.DURABLE_DELETE;
import static site.ycsb.db.aerospike.AerospikeOptions.MAX_RETRIES;
import static site.ycsb.db.aerospike.AerospikeOptions.READ_MODE_AP;
import static site.ycsb.db.aerospike.AerospikeOptions.REPLICA;
import static site.ycsb.db.aerospike.AerospikeOptions.SEND_KEY;
import static site.ycsb.db.aerospike.AerospikeOptions.SOCKET_TIMEOUT;
import static site.ycsb.db.aerospike.AerospikeOptions.TIMEOUT;
import static site.ycsb.db.aerospike.AerospikeOptions.TOTAL_TIMEOUT;
import static site.ycsb.db.aerospike.AerospikeOptions.USE_COMPRESSION;
import static site.ycsb.db.aerospike.AerospikeOptions.WRITE_COMMIT_LEVEL;

import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.Replica;
import com.aerospike.client.policy.ScanPolicy;
import com.aerospike.client.policy.WritePolicy;
import java.util.Optional;
import site.ycsb.config.Settings;

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

  public static CommandPolicies from(Settings settings) {
    // as.totaltimeout wins; as.timeout keeps upstream YCSB's meaning (the whole command's budget)
    Integer total = settings.get(TOTAL_TIMEOUT);
    int totalTimeout = total != null ? total : settings.get(TIMEOUT);
    int socketTimeout = settings.get(SOCKET_TIMEOUT);
    Optional<Integer> maxRetries = settings.find(MAX_RETRIES);
    boolean compress = settings.get(USE_COMPRESSION);
    ReadModeAP readMode = settings.get(READ_MODE_AP);
    Replica replica = settings.get(REPLICA);
    CommitLevel commitLevel = settings.get(WRITE_COMMIT_LEVEL);
    boolean sendKey = settings.get(SEND_KEY);
    boolean durableDelete = settings.get(DURABLE_DELETE);

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

  private static WritePolicy write(int socketTimeout, int totalTimeout, Optional<Integer> maxRetries, boolean compress,
      CommitLevel commitLevel) {
    WritePolicy policy = common(new WritePolicy(), socketTimeout, totalTimeout, maxRetries, compress);
    policy.commitLevel = commitLevel;
    return policy;
  }

  private static <P extends Policy> P common(P policy, int socketTimeout, int totalTimeout, Optional<Integer> maxRetries,
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

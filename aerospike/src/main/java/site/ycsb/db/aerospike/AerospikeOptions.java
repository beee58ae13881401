package site.ycsb.db.aerospike;

import static site.ycsb.binding.BindingOptions.choice;
import static site.ycsb.binding.BindingOptions.flag;
import static site.ycsb.binding.BindingOptions.integer;
import static site.ycsb.binding.BindingOptions.required;
import static site.ycsb.binding.BindingOptions.secret;
import static site.ycsb.binding.BindingOptions.text;

import com.aerospike.client.policy.CommitLevel;
import com.aerospike.client.policy.ReadModeAP;
import com.aerospike.client.policy.Replica;
import java.util.List;
import site.ycsb.config.Option;

/**
 * The Aerospike binding's options, each declared once: name, default, meaning and check. The
 * binding reads them typed ({@code settings.get(AerospikeOptions.PORT)}); {@code --help}, the
 * unknown-property warning and docs/bindings/aerospike.md's table come from {@link #ALL}.
 */
public final class AerospikeOptions {
  private static final int MAX = Integer.MAX_VALUE;

  public static final Option<String> HOST = required("as.host", "localhost", "seed hosts").describe(
      "Seed hosts: comma-separated host or host:port entries (IPv6 as [addr]:port); entries without a port use as.port.");
  public static final Option<Integer> PORT = integer("as.port", 3000, 1, 65535)
      .describe("Port of the seed hosts given without one.");
  public static final Option<String> NAMESPACE = required("as.namespace", "ycsb", "a namespace")
      .describe("Namespace holding the records; the YCSB table is the set.");
  public static final Option<String> USER = text("as.user", null)
      .describe("User name for a server with security enabled; requires as.password.");
  public static final Option<String> PASSWORD = secret("as.password").describe("Password of as.user; never printed.");
  public static final Option<Integer> TIMEOUT = integer("as.timeout", 10000, 0, MAX).unit("ms")
      .describe("Upstream YCSB's timeout in ms: the total timeout of every command when as.totaltimeout is not set.");
  public static final Option<Integer> TOTAL_TIMEOUT = integer("as.totaltimeout", null, 0, MAX).unit("ms")
      .describe("Total time in ms a command may take, retries included; 0 means no limit. Unset: as.timeout.");
  public static final Option<Integer> SOCKET_TIMEOUT = integer("as.sockettimeout", 30000, 0, MAX).unit("ms")
      .describe("Socket idle timeout in ms of one attempt, after which it is retried; 0 means none. The client caps it"
          + " at the total timeout.");
  public static final Option<Integer> MAX_RETRIES = integer("as.maxretries", null, 0, MAX)
      .describe("Retries after a failed attempt, for every command. Unset: the client's defaults (reads 2, writes 0,"
          + " scans 5).");
  public static final Option<ReadModeAP> READ_MODE_AP = choice("as.readmodeap", ReadModeAP.ONE, ReadModeAP.class)
      .describe("Read consistency in AP namespaces: ONE (one replica) or ALL (all replicas).");
  public static final Option<Replica> REPLICA = choice("as.replica", Replica.SEQUENCE, Replica.class)
      .describe("Replica that serves reads and scans: SEQUENCE, MASTER, MASTER_PROLES, RANDOM or PREFER_RACK.");
  public static final Option<CommitLevel> WRITE_COMMIT_LEVEL = choice("as.writecommitlevel", CommitLevel.COMMIT_ALL,
      CommitLevel.class).describe("When a write or delete returns: COMMIT_ALL (every replica applied it) or"
          + " COMMIT_MASTER (the master did).");
  public static final Option<Boolean> DURABLE_DELETE = flag("as.durabledelete", false)
      .describe("Deletes leave a tombstone so the record cannot come back (Enterprise Edition only).");
  public static final Option<Boolean> USE_COMPRESSION = flag("as.usecompression", false)
      .describe("Compress command and reply payloads (Enterprise Edition only).");
  public static final Option<Boolean> SEND_KEY = flag("as.sendkey", false)
      .describe("Inserts and updates store the user key with the record; otherwise only its digest is kept.");
  public static final Option<Integer> CONNS_PER_NODE = integer("as.connspernode", null, 1, MAX)
      .describe("Connections per node, all opened at start (min = max = N); must cover the commands in flight, and in"
          + " asynchronous mode the client divides them among its event loops. Unset: enough for every command in"
          + " flight, opened on demand.");
  public static final Option<Integer> CONN_POOLS_PER_NODE = integer("as.connpoolspernode", 1, 1, MAX)
      .describe("Connection pools per node; more pools cut lock contention with many threads.");
  public static final Option<String> TLS_NAME = text("as.tls.name", null)
      .describe("Turns TLS on: the name the servers' certificates carry. Point as.port at the TLS port (usually 4333).");
  public static final Option<String> TLS_TRUSTSTORE = text("as.tls.truststore", null)
      .describe("Trust store file (PKCS12 or JKS) used with as.tls.name. Unset: the JVM's default trust store.");
  public static final Option<String> TLS_TRUSTSTORE_PASSWORD = secret("as.tls.truststorepassword")
      .describe("Password of as.tls.truststore; never printed.");
  public static final Option<Boolean> SERVICES_ALTERNATE = flag("as.servicesalternate", false)
      .describe("Find the cluster's nodes through their alternate-access-address (NAT, containers, clouds).");
  public static final Option<Integer> EVENT_LOOPS = integer("as.eventloops", null, 1, 1024)
      .describe("Asynchronous mode (async.inflight > 0): event loop threads of the client; each completed operation"
          + " starts the next on its loop. Unset: one per processor.");

  /** Every option the binding reads, in the order the help and docs/bindings/aerospike.md list them. */
  public static final List<Option<?>> ALL = List.of(HOST, PORT, NAMESPACE, USER, PASSWORD, TIMEOUT, TOTAL_TIMEOUT,
      SOCKET_TIMEOUT, MAX_RETRIES, READ_MODE_AP, REPLICA, WRITE_COMMIT_LEVEL, DURABLE_DELETE, USE_COMPRESSION,
      SEND_KEY, CONNS_PER_NODE, CONN_POOLS_PER_NODE, TLS_NAME, TLS_TRUSTSTORE, TLS_TRUSTSTORE_PASSWORD,
      SERVICES_ALTERNATE, EVENT_LOOPS);

  private AerospikeOptions() {
  }
}

package site.ycsb.db.aerospike;

import java.util.List;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.PropertyDefinition;

/**
 * The Aerospike binding's name, class and property table: the one place a property's name,
 * default and meaning are written. The binding reads every property through these constants.
 */
public final class AerospikeBindingDescriptor implements BindingDescriptor {

  public static final PropertyDefinition HOST = PropertyDefinition.of("as.host", "localhost",
      "Seed hosts: comma-separated host or host:port entries (IPv6 as [addr]:port); entries without a port use as.port.");
  public static final PropertyDefinition PORT = PropertyDefinition.of("as.port", "3000",
      "Port of the seed hosts given without one.");
  public static final PropertyDefinition NAMESPACE = PropertyDefinition.of("as.namespace", "ycsb",
      "Namespace holding the records; the YCSB table is the set.");
  public static final PropertyDefinition USER = PropertyDefinition.of("as.user", null,
      "User name for a server with security enabled; requires as.password.");
  public static final PropertyDefinition PASSWORD = PropertyDefinition.secret("as.password",
      "Password of as.user; never printed.");
  public static final PropertyDefinition TIMEOUT = PropertyDefinition.of("as.timeout", "10000",
      "Upstream YCSB's timeout in ms: the total timeout of every command when as.totaltimeout is not set.");
  public static final PropertyDefinition TOTAL_TIMEOUT = PropertyDefinition.of("as.totaltimeout", null,
      "Total time in ms a command may take, retries included; 0 means no limit. Unset: as.timeout.");
  public static final PropertyDefinition SOCKET_TIMEOUT = PropertyDefinition.of("as.sockettimeout", "30000",
      "Socket idle timeout in ms of one attempt, after which it is retried; 0 means none. The client caps it at the total timeout.");
  public static final PropertyDefinition MAX_RETRIES = PropertyDefinition.of("as.maxretries", null,
      "Retries after a failed attempt, for every command. Unset: the client's defaults (reads 2, writes 0, scans 5).");
  public static final PropertyDefinition READ_MODE_AP = PropertyDefinition.of("as.readmodeap", "ONE",
      "Read consistency in AP namespaces: ONE (one replica) or ALL (all replicas).");
  public static final PropertyDefinition REPLICA = PropertyDefinition.of("as.replica", "SEQUENCE",
      "Replica that serves reads and scans: SEQUENCE, MASTER, MASTER_PROLES, RANDOM or PREFER_RACK.");
  public static final PropertyDefinition WRITE_COMMIT_LEVEL = PropertyDefinition.of("as.writecommitlevel", "COMMIT_ALL",
      "When a write or delete returns: COMMIT_ALL (every replica applied it) or COMMIT_MASTER (the master did).");
  public static final PropertyDefinition DURABLE_DELETE = PropertyDefinition.of("as.durabledelete", "false",
      "Deletes leave a tombstone so the record cannot come back (Enterprise Edition only).");
  public static final PropertyDefinition USE_COMPRESSION = PropertyDefinition.of("as.usecompression", "false",
      "Compress command and reply payloads (Enterprise Edition only).");
  public static final PropertyDefinition SEND_KEY = PropertyDefinition.of("as.sendkey", "false",
      "Inserts and updates store the user key with the record; otherwise only its digest is kept.");
  public static final PropertyDefinition CONNS_PER_NODE = PropertyDefinition.of("as.connspernode", null,
      "Connections per node, all opened at start (min = max = N); must cover the commands in flight, and in asynchronous mode the client divides them among its event loops. Unset: enough for every command in flight, opened on demand.");
  public static final PropertyDefinition CONN_POOLS_PER_NODE = PropertyDefinition.of("as.connpoolspernode", "1",
      "Connection pools per node; more pools cut lock contention with many threads.");
  public static final PropertyDefinition TLS_NAME = PropertyDefinition.of("as.tls.name", null,
      "Turns TLS on: the name the servers' certificates carry. Point as.port at the TLS port (usually 4333).");
  public static final PropertyDefinition TLS_TRUSTSTORE = PropertyDefinition.of("as.tls.truststore", null,
      "Trust store file (PKCS12 or JKS) used with as.tls.name. Unset: the JVM's default trust store.");
  public static final PropertyDefinition TLS_TRUSTSTORE_PASSWORD = PropertyDefinition.secret("as.tls.truststorepassword",
      "Password of as.tls.truststore; never printed.");
  public static final PropertyDefinition SERVICES_ALTERNATE = PropertyDefinition.of("as.servicesalternate", "false",
      "Find the cluster's nodes through their alternate-access-address (NAT, containers, clouds).");

  public static final PropertyDefinition EVENT_LOOPS = PropertyDefinition.of("as.eventloops", null,
      "Asynchronous mode (async.inflight > 0): event loop threads of the client; each completed operation starts the next on its loop. Unset: one per processor.");

  /** Every property the binding reads, in the order the help and docs/bindings/aerospike.md list them. */
  public static final List<PropertyDefinition> PROPERTIES = List.of(HOST, PORT, NAMESPACE, USER, PASSWORD,
      TIMEOUT, TOTAL_TIMEOUT, SOCKET_TIMEOUT, MAX_RETRIES, READ_MODE_AP, REPLICA, WRITE_COMMIT_LEVEL,
      DURABLE_DELETE, USE_COMPRESSION, SEND_KEY, CONNS_PER_NODE, CONN_POOLS_PER_NODE, TLS_NAME, TLS_TRUSTSTORE,
      TLS_TRUSTSTORE_PASSWORD, SERVICES_ALTERNATE, EVENT_LOOPS);

  @Override
  public List<String> names() {
    return List.of("aerospike");
  }

  @Override
  public String dbClassName() {
    return "site.ycsb.db.AerospikeClient";
  }

  @Override
  public String summary() {
    return "Aerospike (Java client 9.x): each field is a bin, the table is the set, one shared client per JVM.";
  }

  @Override
  public List<PropertyDefinition> properties() {
    return PROPERTIES;
  }
}

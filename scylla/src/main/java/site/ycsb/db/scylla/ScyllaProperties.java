package site.ycsb.db.scylla;

import static site.ycsb.config.PropertyDefinition.of;
import static site.ycsb.config.PropertyDefinition.secret;

import java.util.Map;
import java.util.Properties;
import site.ycsb.db.cql.CqlOption;
import site.ycsb.db.cql.CqlPropertyTable;

/**
 * The Scylla binding's properties: upstream YCSB's {@code scylla.*} names, plus the options the
 * Cassandra binding has (TLS stores, driver configuration, schema creation) under the same prefix.
 */
public final class ScyllaProperties {
  static final String LOCAL_DC = "scylla.local_dc";
  static final String LWT = "scylla.lwt";
  static final String READ_CONSISTENCY = "scylla.readconsistencylevel";
  static final String WRITE_CONSISTENCY = "scylla.writeconsistencylevel";

  public static final CqlPropertyTable TABLE = new CqlPropertyTable(Map.ofEntries(
      Map.entry(CqlOption.HOSTS, of("scylla.hosts", null,
          "Required. Comma-separated contact points (host names or IP addresses) of the cluster.")),
      Map.entry(CqlOption.PORT, of("scylla.port", "9042",
          "CQL native transport port of the nodes.")),
      Map.entry(CqlOption.KEYSPACE, of("scylla.keyspace", "ycsb",
          "Keyspace of the table.")),
      Map.entry(CqlOption.LOCAL_DATACENTER, of(LOCAL_DC, null,
          "Local datacenter: the driver sends requests to its nodes only. When unset, the datacenter of the"
              + " contact points (which must all be in one); when set, the consistency levels default to"
              + " LOCAL_QUORUM.")),
      Map.entry(CqlOption.READ_CONSISTENCY, of(READ_CONSISTENCY, "QUORUM",
          "Consistency level of reads and scans: ONE, TWO, THREE, QUORUM, ALL, LOCAL_QUORUM, EACH_QUORUM,"
              + " LOCAL_ONE, SERIAL or LOCAL_SERIAL. When unset: LOCAL_QUORUM if scylla.local_dc is set,"
              + " SERIAL if scylla.lwt is true.")),
      Map.entry(CqlOption.WRITE_CONSISTENCY, of(WRITE_CONSISTENCY, "QUORUM",
          "Consistency level of inserts, updates and deletes: ANY, ONE, TWO, THREE, QUORUM, ALL,"
              + " LOCAL_QUORUM, EACH_QUORUM or LOCAL_ONE. When unset: LOCAL_QUORUM if scylla.local_dc is set,"
              + " ANY (the commit of a lightweight transaction) if scylla.lwt is true.")),
      Map.entry(CqlOption.LWT, of(LWT, "false",
          "Lightweight transactions: inserts IF NOT EXISTS (ALREADY_EXISTS when the key exists), updates and"
              + " deletes IF EXISTS (NOT_FOUND when the row does not), at the driver's serial consistency"
              + " (SERIAL; basic.request.serial-consistency in scylla.driverconfig).")),
      Map.entry(CqlOption.USERNAME, of("scylla.username", null,
          "User name for password authentication; none when unset.")),
      Map.entry(CqlOption.PASSWORD, secret("scylla.password",
          "Password of scylla.username; never printed.")),
      Map.entry(CqlOption.USE_SSL, of("scylla.useSSL", "false",
          "Connect with TLS; the server certificate and host name are verified.")),
      Map.entry(CqlOption.TRUSTSTORE_PATH, of("scylla.truststorepath", null,
          "With TLS: truststore (JKS or PKCS12) of the CA that signed the server certificates;"
              + " the JVM's default truststore when unset.")),
      Map.entry(CqlOption.TRUSTSTORE_PASSWORD, secret("scylla.truststorepassword",
          "Password of scylla.truststorepath; never printed.")),
      Map.entry(CqlOption.KEYSTORE_PATH, of("scylla.keystorepath", null,
          "With TLS: keystore (JKS or PKCS12) with the client certificate, for servers that require one.")),
      Map.entry(CqlOption.KEYSTORE_PASSWORD, secret("scylla.keystorepassword",
          "Password of scylla.keystorepath; never printed.")),
      Map.entry(CqlOption.CONNECT_TIMEOUT_MILLIS, of("scylla.connecttimeoutmillis", "5000",
          "Timeout of opening a connection to a node, in milliseconds.")),
      Map.entry(CqlOption.REQUEST_TIMEOUT_MILLIS, of("scylla.readtimeoutmillis", "12000",
          "Request timeout in milliseconds: how long the driver waits for any request's response"
              + " (then the operation reports TIMEOUT).")),
      Map.entry(CqlOption.CORE_CONNECTIONS, of("scylla.coreconnections", null,
          "Kept from upstream: driver 4.x pools have one size, the larger of scylla.coreconnections and"
              + " scylla.maxconnections.")),
      Map.entry(CqlOption.MAX_CONNECTIONS, of("scylla.maxconnections", "1",
          "Connections per node; on a ScyllaDB node at least one per shard (the driver spreads them over the"
              + " shards, rounding up to a multiple of the shard count).")),
      Map.entry(CqlOption.MAX_REQUESTS_PER_CONNECTION, of("scylla.maxrequestsperconnection", "1024",
          "Maximum concurrent requests on one connection.")),
      Map.entry(CqlOption.TRACING, of("scylla.tracing", "false",
          "Trace every statement on the server (into system_traces): slow, for debugging only.")),
      Map.entry(CqlOption.DRIVER_CONFIG, of("scylla.driverconfig", null,
          "Path of a driver application.conf (HOCON) for every driver setting without a property here;"
              + " these properties, defaults included, take precedence over it.")),
      Map.entry(CqlOption.CREATE_SCHEMA, of("scylla.createschema", "false",
          "Create the keyspace and table if missing: table from the table property, columns y_id and"
              + " fieldcount fields named fieldnameprefix0.., all varchar.")),
      Map.entry(CqlOption.REPLICATION_FACTOR, of("scylla.replicationfactor", "1",
          "Replication factor of a keyspace made by scylla.createschema (NetworkTopologyStrategy,"
              + " in the local datacenter)."))));

  private ScyllaProperties() {
  }

  /**
   * {@code given} with upstream's consistency defaults filled in where the user set no level:
   * SERIAL reads and ANY writes with lightweight transactions, else LOCAL_QUORUM when a local
   * datacenter is set. Explicit levels always win. The original is not changed.
   */
  static Properties withDerivedDefaults(Properties given) {
    String read;
    String write;
    if ("true".equalsIgnoreCase(trimmed(given, LWT))) {
      read = "SERIAL";
      write = "ANY";
    } else if (!trimmed(given, LOCAL_DC).isEmpty()) {
      read = "LOCAL_QUORUM";
      write = "LOCAL_QUORUM";
    } else {
      return given;
    }
    Properties derived = new Properties();
    for (String key : given.stringPropertyNames()) {
      derived.setProperty(key, given.getProperty(key));
    }
    if (trimmed(given, READ_CONSISTENCY).isEmpty()) {
      derived.setProperty(READ_CONSISTENCY, read);
    }
    if (trimmed(given, WRITE_CONSISTENCY).isEmpty()) {
      derived.setProperty(WRITE_CONSISTENCY, write);
    }
    return derived;
  }

  private static String trimmed(Properties props, String key) {
    String value = props.getProperty(key);
    return value == null ? "" : value.trim();
  }
}

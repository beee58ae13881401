package site.ycsb.db.cassandra;

import static site.ycsb.config.PropertyDefinition.of;
import static site.ycsb.config.PropertyDefinition.secret;

import java.util.Map;
import site.ycsb.db.cql.CqlOption;
import site.ycsb.db.cql.CqlPropertyTable;

/** The Cassandra binding's properties: upstream YCSB's names, with defaults and meanings. */
public final class CassandraProperties {
  public static final CqlPropertyTable TABLE = new CqlPropertyTable(Map.ofEntries(
      Map.entry(CqlOption.HOSTS, of("hosts", null,
          "Required. Comma-separated contact points (host names or IP addresses) of the cluster.")),
      Map.entry(CqlOption.PORT, of("port", "9042",
          "CQL native transport port of the contact points.")),
      Map.entry(CqlOption.KEYSPACE, of("cassandra.keyspace", "ycsb",
          "Keyspace of the table.")),
      Map.entry(CqlOption.LOCAL_DATACENTER, of("cassandra.localdc", "datacenter1",
          "Local datacenter: the driver sends requests to its nodes only (required by driver 4.x).")),
      Map.entry(CqlOption.READ_CONSISTENCY, of("cassandra.readconsistencylevel", "QUORUM",
          "Consistency level of reads and scans: ONE, TWO, THREE, QUORUM, ALL, LOCAL_QUORUM, EACH_QUORUM,"
              + " LOCAL_ONE, SERIAL or LOCAL_SERIAL.")),
      Map.entry(CqlOption.WRITE_CONSISTENCY, of("cassandra.writeconsistencylevel", "QUORUM",
          "Consistency level of inserts, updates and deletes: ANY, ONE, TWO, THREE, QUORUM, ALL,"
              + " LOCAL_QUORUM, EACH_QUORUM or LOCAL_ONE.")),
      Map.entry(CqlOption.USERNAME, of("cassandra.username", null,
          "User name for password authentication; none when unset.")),
      Map.entry(CqlOption.PASSWORD, secret("cassandra.password",
          "Password of cassandra.username; never printed.")),
      Map.entry(CqlOption.USE_SSL, of("cassandra.useSSL", "false",
          "Connect with TLS; the server certificate and host name are verified.")),
      Map.entry(CqlOption.TRUSTSTORE_PATH, of("cassandra.truststorepath", null,
          "With TLS: truststore (JKS or PKCS12) of the CA that signed the server certificates;"
              + " the JVM's default truststore when unset.")),
      Map.entry(CqlOption.TRUSTSTORE_PASSWORD, secret("cassandra.truststorepassword",
          "Password of cassandra.truststorepath; never printed.")),
      Map.entry(CqlOption.KEYSTORE_PATH, of("cassandra.keystorepath", null,
          "With TLS: keystore (JKS or PKCS12) with the client certificate, for servers that require one.")),
      Map.entry(CqlOption.KEYSTORE_PASSWORD, secret("cassandra.keystorepassword",
          "Password of cassandra.keystorepath; never printed.")),
      Map.entry(CqlOption.CONNECT_TIMEOUT_MILLIS, of("cassandra.connecttimeoutmillis", "5000",
          "Timeout of opening a connection to a node, in milliseconds.")),
      Map.entry(CqlOption.REQUEST_TIMEOUT_MILLIS, of("cassandra.readtimeoutmillis", "12000",
          "Request timeout in milliseconds: how long the driver waits for any request's response"
              + " (then the operation reports TIMEOUT).")),
      Map.entry(CqlOption.MAX_CONNECTIONS, of("cassandra.maxconnections", "1",
          "Connections per node; each one carries up to cassandra.maxrequestsperconnection concurrent requests.")),
      Map.entry(CqlOption.MAX_REQUESTS_PER_CONNECTION, of("cassandra.maxrequestsperconnection", "1024",
          "Maximum concurrent requests on one connection.")),
      Map.entry(CqlOption.TRACING, of("cassandra.tracing", "false",
          "Trace every statement on the server (into system_traces): slow, for debugging only.")),
      Map.entry(CqlOption.DRIVER_CONFIG, of("cassandra.driverconfig", null,
          "Path of a driver application.conf (HOCON) for every driver setting without a property here;"
              + " these properties, defaults included, take precedence over it.")),
      Map.entry(CqlOption.CREATE_SCHEMA, of("cassandra.createschema", "false",
          "Create the keyspace and table if missing: table from the table property, columns y_id and"
              + " fieldcount fields named fieldnameprefix0.., all varchar.")),
      Map.entry(CqlOption.REPLICATION_FACTOR, of("cassandra.replicationfactor", "1",
          "Replication factor of a keyspace made by cassandra.createschema (NetworkTopologyStrategy,"
              + " in cassandra.localdc)."))));

  private CassandraProperties() {
  }
}

package site.ycsb.db.cql;

import static site.ycsb.binding.BindingOptions.flag;
import static site.ycsb.binding.BindingOptions.integer;
import static site.ycsb.binding.BindingOptions.readableFile;
import static site.ycsb.binding.BindingOptions.required;
import static site.ycsb.binding.BindingOptions.secret;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import site.ycsb.binding.BindingOptions;
import site.ycsb.config.Option;
import site.ycsb.config.OptionType;

/**
 * The options of a CQL binding, declared once for Cassandra and Scylla: each binding names them
 * under its own prefix ({@code cassandra.}, {@code scylla.}), keeps upstream's exceptions to it and
 * words a few its own way ({@link Builder}). Two are offered only by the bindings that declare them
 * (Scylla's {@code scylla.lwt} and {@code scylla.coreconnections}); elsewhere they are null. The CQL
 * code reads them typed, {@code settings.get(options.port)}: the fields are immutable declarations.
 */
public final class CqlOptions {
  public final Option<String> hosts;
  public final Option<Integer> port;
  public final Option<String> keyspace;
  public final Option<String> localDatacenter;
  public final Option<ConsistencyLevel> readConsistency;
  public final Option<ConsistencyLevel> writeConsistency;
  /** Null where the binding does not offer lightweight transactions. */
  public final Option<Boolean> lwt;
  public final Option<String> username;
  public final Option<String> password;
  public final Option<Boolean> useSsl;
  public final Option<Path> truststorePath;
  public final Option<String> truststorePassword;
  public final Option<Path> keystorePath;
  public final Option<String> keystorePassword;
  public final Option<Integer> connectTimeoutMillis;
  public final Option<Integer> requestTimeoutMillis;
  /** Null where the binding does not offer a core pool size. */
  public final Option<Integer> coreConnections;
  public final Option<Integer> maxConnections;
  public final Option<Integer> maxRequestsPerConnection;
  public final Option<Boolean> tracing;
  public final Option<Path> driverConfig;
  public final Option<Boolean> createSchema;
  public final Option<Integer> replicationFactor;

  private CqlOptions(Builder b) {
    hosts = b.worded("hosts", required(b.name("hosts"), null, "a comma-separated list of host names or IP addresses"),
        "Required. Comma-separated contact points (host names or IP addresses) of the cluster.");
    port = b.worded("port", integer(b.name("port"), 9042, 1, 65535),
        "CQL native transport port of the contact points.");
    keyspace = b.worded("keyspace", required(b.name("keyspace"), "ycsb", "a keyspace name"), "Keyspace of the table.");
    localDatacenter = Objects.requireNonNull(b.localDatacenter, "a local datacenter option");
    readConsistency = b.worded("readconsistencylevel", consistency(b.name("readconsistencylevel"),
        Set.of(DefaultConsistencyLevel.ANY)), "Consistency level of reads and scans: ONE, TWO, THREE, QUORUM, ALL,"
            + " LOCAL_QUORUM, EACH_QUORUM, LOCAL_ONE, SERIAL or LOCAL_SERIAL.");
    writeConsistency = b.worded("writeconsistencylevel", consistency(b.name("writeconsistencylevel"),
        Set.of(DefaultConsistencyLevel.SERIAL, DefaultConsistencyLevel.LOCAL_SERIAL)), "Consistency level of inserts,"
            + " updates and deletes: ANY, ONE, TWO, THREE, QUORUM, ALL, LOCAL_QUORUM, EACH_QUORUM or LOCAL_ONE.");
    lwt = b.lwt;
    username = b.worded("username", BindingOptions.text(b.name("username"), null),
        "User name for password authentication; none when unset.");
    password = secret(b.name("password")).describe("Password of " + username.name() + "; never printed.");
    useSsl = b.worded("useSSL", flag(b.name("useSSL"), false),
        "Connect with TLS; the server certificate and host name are verified.");
    truststorePath = b.worded("truststorepath", readableFile(b.name("truststorepath")), "With TLS: truststore (JKS or"
        + " PKCS12) of the CA that signed the server certificates; the JVM's default truststore when unset.");
    truststorePassword = secret(b.name("truststorepassword"))
        .describe("Password of " + truststorePath.name() + "; never printed.");
    keystorePath = b.worded("keystorepath", readableFile(b.name("keystorepath")),
        "With TLS: keystore (JKS or PKCS12) with the client certificate, for servers that require one.");
    keystorePassword = secret(b.name("keystorepassword"))
        .describe("Password of " + keystorePath.name() + "; never printed.");
    connectTimeoutMillis = b.worded("connecttimeoutmillis", integer(b.name("connecttimeoutmillis"), 5000, 1,
        Integer.MAX_VALUE).unit("ms"), "Timeout of opening a connection to a node, in milliseconds.");
    requestTimeoutMillis = b.worded("readtimeoutmillis", integer(b.name("readtimeoutmillis"), 12000, 1,
        Integer.MAX_VALUE).unit("ms"), "Request timeout in milliseconds: how long the driver waits for any request's"
            + " response (then the operation reports TIMEOUT).");
    coreConnections = b.coreConnections;
    maxRequestsPerConnection = b.worded("maxrequestsperconnection", integer(b.name("maxrequestsperconnection"), 1024,
        1, 32768), "Maximum concurrent requests on one connection.");
    maxConnections = b.worded("maxconnections", integer(b.name("maxconnections"), 1, 1, 1024), "Connections per node;"
        + " each one carries up to " + maxRequestsPerConnection.name() + " concurrent requests.");
    tracing = b.worded("tracing", flag(b.name("tracing"), false),
        "Trace every statement on the server (into system_traces): slow, for debugging only.");
    driverConfig = b.worded("driverconfig", readableFile(b.name("driverconfig")), "Path of a driver application.conf"
        + " (HOCON) for every driver setting without a property here; these properties, defaults included, take"
        + " precedence over it.");
    createSchema = b.worded("createschema", flag(b.name("createschema"), false), "Create the keyspace and table if"
        + " missing: table from the table property, columns y_id and fieldcount fields named fieldnameprefix0..,"
        + " all varchar.");
    replicationFactor = b.worded("replicationfactor", integer(b.name("replicationfactor"), 1, 1, 100),
        "Replication factor of a keyspace made by " + createSchema.name() + " (NetworkTopologyStrategy, in "
            + localDatacenter.name() + ").");
  }

  /** The options under {@code prefix}, to be completed by the binding's own. */
  public static Builder prefixed(String prefix) {
    return new Builder(prefix);
  }

  /** A consistency level other than the {@code excluded} ones (those the operation cannot use); QUORUM by default. */
  private static Option<ConsistencyLevel> consistency(String name, Set<DefaultConsistencyLevel> excluded) {
    String expected = "one of " + Arrays.stream(DefaultConsistencyLevel.values())
        .filter(level -> !excluded.contains(level)).map(Enum::name).collect(Collectors.joining(", "));
    return BindingOptions.parsed(name, OptionType.ENUM, DefaultConsistencyLevel.QUORUM, "QUORUM", expected,
        text -> Arrays.stream(DefaultConsistencyLevel.values())
            .filter(level -> level.name().equalsIgnoreCase(text) && !excluded.contains(level))
            .findFirst().orElse(null));
  }

  /** How a binding names and words the CQL options, and the options only it offers. */
  public static final class Builder {
    private final String prefix;
    private final Map<String, String> names = new HashMap<>();
    private final Map<String, String> descriptions = new HashMap<>();
    private Option<String> localDatacenter;
    private Option<Boolean> lwt;
    private Option<Integer> coreConnections;

    private Builder(String prefix) {
      this.prefix = prefix;
    }

    /** The option {@code prefix + key} goes by {@code name} instead (Cassandra's upstream {@code hosts}, {@code port}). */
    public Builder name(String key, String name) {
      names.put(key, name);
      return this;
    }

    /** The option {@code prefix + key} means what {@code text} says (the binding's own wording). */
    public Builder describe(String key, String text) {
      descriptions.put(key, text);
      return this;
    }

    /** The local datacenter: its name, default and meaning differ between the bindings. */
    public Builder localDatacenter(Option<String> option) {
      this.localDatacenter = option;
      return this;
    }

    /** Lightweight transactions for inserts, updates and deletes; not offered (off) unless given. */
    public Builder lwt(Option<Boolean> option) {
      this.lwt = option;
      return this;
    }

    /** Upstream's minimum pool size; driver 4.x pools have one size, the larger of the two. Not offered unless given. */
    public Builder coreConnections(Option<Integer> option) {
      this.coreConnections = option;
      return this;
    }

    public CqlOptions build() {
      return new CqlOptions(this);
    }

    private String name(String key) {
      return names.getOrDefault(key, prefix + key);
    }

    private <T> Option<T> worded(String key, Option<T> option, String text) {
      return option.describe(descriptions.getOrDefault(key, text));
    }
  }

  /** Every option the binding offers, in the order of its --help and page's table. */
  public List<Option<?>> all() {
    return Stream.of(hosts, port, keyspace, localDatacenter, readConsistency, writeConsistency, lwt, username, password,
        useSsl, truststorePath, truststorePassword, keystorePath, keystorePassword, connectTimeoutMillis,
        requestTimeoutMillis, coreConnections, maxConnections, maxRequestsPerConnection, tracing, driverConfig,
        createSchema, replicationFactor).filter(Objects::nonNull).<Option<?>>map(o -> o).toList();
  }
}

package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import site.ycsb.binding.BindingProperties;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.UsageException;

/**
 * Everything a CQL binding is configured with, parsed and validated once. Equal settings share one
 * session. {@code toString} never shows a password.
 *
 * @param localDatacenter null when not given: the driver infers it from the contact points
 * @param lwt whether inserts, updates and deletes are lightweight transactions (conditional)
 * @param credentials null when no user name is set
 * @param tls null when TLS is off
 * @param driverConfig null when no driver configuration file is given
 */
public record CqlSettings(
    List<String> hosts,
    int port,
    String localDatacenter,
    String keyspace,
    ConsistencyLevel readConsistency,
    ConsistencyLevel writeConsistency,
    boolean lwt,
    Credentials credentials,
    Tls tls,
    Duration connectTimeout,
    Duration requestTimeout,
    int maxConnections,
    int maxRequestsPerConnection,
    boolean tracing,
    Path driverConfig,
    Schema schema) {

  /** Core workload properties that shape the table: read here, documented by core, not by bindings. */
  public static final PropertyDefinition TABLE =
      PropertyDefinition.of("table", "usertable", "Name of the table (core workload property).");
  public static final PropertyDefinition FIELD_COUNT =
      PropertyDefinition.of("fieldcount", "10", "Number of fields of a record (core workload property).");
  public static final PropertyDefinition FIELD_NAME_PREFIX =
      PropertyDefinition.of("fieldnameprefix", "field", "Prefix of field names (core workload property).");

  /** Parses {@code props}, naming properties as {@code names} does; bad input is a one-line UsageException. */
  public static CqlSettings from(Properties props, CqlPropertyTable names) {
    BindingProperties in = new BindingProperties(props);
    List<String> hosts = Arrays.stream(
            in.required(names.get(CqlOption.HOSTS), "a comma-separated list of host names or IP addresses")
                .split(","))
        .map(String::trim).filter(h -> !h.isEmpty()).toList();
    if (hosts.isEmpty()) {
      throw new UsageException(names.get(CqlOption.HOSTS).name()
          + ": expected a comma-separated list of host names or IP addresses, got no host");
    }
    return new CqlSettings(
        hosts,
        in.integer(names.get(CqlOption.PORT), 1, 65535),
        in.text(names.get(CqlOption.LOCAL_DATACENTER)),
        in.required(names.get(CqlOption.KEYSPACE), "a keyspace name"),
        consistency(in, names.get(CqlOption.READ_CONSISTENCY), Set.of(DefaultConsistencyLevel.ANY)),
        consistency(in, names.get(CqlOption.WRITE_CONSISTENCY),
            Set.of(DefaultConsistencyLevel.SERIAL, DefaultConsistencyLevel.LOCAL_SERIAL)),
        names.offers(CqlOption.LWT) && in.bool(names.get(CqlOption.LWT)),
        credentials(in, names),
        in.bool(names.get(CqlOption.USE_SSL)) ? tls(in, names) : null,
        Duration.ofMillis(in.integer(names.get(CqlOption.CONNECT_TIMEOUT_MILLIS), 1, Integer.MAX_VALUE)),
        Duration.ofMillis(in.integer(names.get(CqlOption.REQUEST_TIMEOUT_MILLIS), 1, Integer.MAX_VALUE)),
        poolSize(in, names, props),
        in.integer(names.get(CqlOption.MAX_REQUESTS_PER_CONNECTION), 1, 32768),
        in.bool(names.get(CqlOption.TRACING)),
        in.readableFile(names.get(CqlOption.DRIVER_CONFIG)),
        new Schema(
            in.bool(names.get(CqlOption.CREATE_SCHEMA)),
            in.integer(names.get(CqlOption.REPLICATION_FACTOR), 1, 100),
            in.required(TABLE, "a table name"),
            in.integer(FIELD_COUNT, 1, 10_000),
            in.required(FIELD_NAME_PREFIX, "a field name prefix")));
  }

  /** A consistency level other than the {@code excluded} ones (those the operation cannot use). */
  private static ConsistencyLevel consistency(BindingProperties in, PropertyDefinition def,
      Set<DefaultConsistencyLevel> excluded) {
    String expected = "one of " + Arrays.stream(DefaultConsistencyLevel.values())
        .filter(level -> !excluded.contains(level)).map(Enum::name).collect(Collectors.joining(", "));
    String value = in.required(def, expected);
    for (DefaultConsistencyLevel level : DefaultConsistencyLevel.values()) {
      if (level.name().equals(value.toUpperCase(Locale.ROOT)) && !excluded.contains(level)) {
        return level;
      }
    }
    throw BindingProperties.invalid(def, expected, value);
  }

  /**
   * Driver 4.x pools have one size: the larger of the core (if offered and set) and max connections.
   * When the user set neither, enough connections per node for every request the run can have in
   * flight ({@code threadcount x async.inflight}): beyond a pool's capacity the driver fails requests
   * on the client ("all connections busy"), which is a broken benchmark, not a slow database.
   */
  private static int poolSize(BindingProperties in, CqlPropertyTable names, Properties props) {
    PropertyDefinition maxDef = names.get(CqlOption.MAX_CONNECTIONS);
    int max = in.integer(maxDef, 1, 1024);
    PropertyDefinition core = names.get(CqlOption.CORE_CONNECTIONS);
    boolean coreSet = core != null && in.text(core) != null;
    if (!in.isSet(maxDef) && !coreSet) {
      int perConnection = in.integer(names.get(CqlOption.MAX_REQUESTS_PER_CONNECTION), 1, 32768);
      long inFlight = (long) positive(props.getProperty("threadcount")) * positive(props.getProperty("async.inflight"));
      return (int) Math.min(1024, Math.max(max, (inFlight + perConnection - 1) / perConnection));
    }
    return coreSet ? Math.max(max, in.integer(core, 1, 1024)) : max;
  }

  /** A core property the engine validates (and reports); read leniently here. */
  private static int positive(String value) {
    try {
      return value == null ? 1 : Math.max(1, Integer.parseInt(value.trim()));
    } catch (NumberFormatException e) {
      return 1;
    }
  }

  private static Credentials credentials(BindingProperties in, CqlPropertyTable names) {
    PropertyDefinition user = names.get(CqlOption.USERNAME);
    PropertyDefinition password = names.get(CqlOption.PASSWORD);
    String username = in.text(user);
    if (username == null) {
      if (in.text(password) != null) {
        throw new UsageException(password.name() + " is set but " + user.name() + " is not: expected both or neither");
      }
      return null;
    }
    return new Credentials(username, in.required(password, "the password of " + user.name()));
  }

  private static Tls tls(BindingProperties in, CqlPropertyTable names) {
    Path truststore = in.readableFile(names.get(CqlOption.TRUSTSTORE_PATH));
    Path keystore = in.readableFile(names.get(CqlOption.KEYSTORE_PATH));
    return new Tls(
        truststore, truststore == null ? null : in.text(names.get(CqlOption.TRUSTSTORE_PASSWORD)),
        keystore, keystore == null ? null : in.text(names.get(CqlOption.KEYSTORE_PASSWORD)));
  }

  /** User name and password for the driver's plain-text authentication. */
  public record Credentials(String username, String password) {
    @Override
    public String toString() {
      return "Credentials[username=" + username + ", password=****]";
    }
  }

  /** TLS stores; a null path means the JVM default (truststore) or no client certificate (keystore). */
  public record Tls(Path truststore, String truststorePassword, Path keystore, String keystorePassword) {
    @Override
    public String toString() {
      return "Tls[truststore=" + truststore + ", keystore=" + keystore + ", passwords=****]";
    }
  }

  /** The table the binding reads and writes, and whether to create it. */
  public record Schema(boolean create, int replicationFactor, String table, int fieldCount, String fieldNamePrefix) {
    /** field0 .. field{fieldCount-1}, the columns besides the key. */
    public List<String> fieldNames() {
      return IntStream.range(0, fieldCount).mapToObj(i -> fieldNamePrefix + i).toList();
    }
  }
}

package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.ConsistencyLevel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;
import site.ycsb.binding.BindingOptions;
import site.ycsb.config.Option;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.RunOptions;
import site.ycsb.options.WorkloadOptions;

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

  /** Core workload options that shape the table: core declares them, this binding adds its own limits. */
  public static final Option<String> TABLE = WorkloadOptions.TABLE;
  public static final Option<Integer> FIELD_COUNT = WorkloadOptions.FIELD_COUNT;
  public static final Option<String> FIELD_NAME_PREFIX = WorkloadOptions.FIELD_NAME_PREFIX;
  /** Columns of the schema this binding creates: a CQL table of more is impractical. */
  static final int MAX_FIELD_COUNT = 10_000;

  /** Reads {@code settings} as the binding's {@code options} name them; bad input is a one-line UsageException. */
  public static CqlSettings from(Settings settings, CqlOptions options) {
    List<String> hosts = Arrays.stream(settings.get(options.hosts).split(","))
        .map(String::trim).filter(h -> !h.isEmpty()).toList();
    if (hosts.isEmpty()) {
      throw new UsageException(options.hosts.name()
          + ": expected a comma-separated list of host names or IP addresses, got no host");
    }
    return new CqlSettings(
        hosts,
        settings.get(options.port),
        settings.get(options.localDatacenter),
        settings.get(options.keyspace),
        settings.get(options.readConsistency),
        settings.get(options.writeConsistency),
        options.lwt != null && settings.get(options.lwt),
        credentials(settings, options),
        settings.get(options.useSsl) ? tls(settings, options) : null,
        Duration.ofMillis(settings.get(options.connectTimeoutMillis)),
        Duration.ofMillis(settings.get(options.requestTimeoutMillis)),
        poolSize(settings, options),
        settings.get(options.maxRequestsPerConnection),
        settings.get(options.tracing),
        settings.get(options.driverConfig),
        new Schema(
            settings.get(options.createSchema),
            settings.get(options.replicationFactor),
            nonBlank(settings, TABLE, "a table name"),
            fieldCount(settings),
            nonBlank(settings, FIELD_NAME_PREFIX, "a field name prefix")));
  }

  private static String nonBlank(Settings settings, Option<String> option, String expected) {
    String value = settings.get(option);
    if (value == null || value.isBlank()) {
      throw BindingOptions.missing(option, expected);
    }
    return value;
  }

  private static int fieldCount(Settings settings) {
    int count = settings.get(FIELD_COUNT);
    if (count > MAX_FIELD_COUNT) {
      throw new UsageException(FIELD_COUNT.name() + "=" + count + ": expected a whole number from 1 to "
          + MAX_FIELD_COUNT + " (the columns of the table this binding creates)");
    }
    return count;
  }

  /**
   * Driver 4.x pools have one size: the larger of the core (if offered and set) and max connections.
   * When the user set neither, enough connections per node for every request the run can have in
   * flight ({@code threadcount x async.inflight}): beyond a pool's capacity the driver fails requests
   * on the client ("all connections busy"), which is a broken benchmark, not a slow database. Those
   * two are core's options, checked and reported by the engine, so read leniently here.
   */
  private static int poolSize(Settings settings, CqlOptions options) {
    int max = settings.get(options.maxConnections);
    Integer core = options.coreConnections == null ? null : settings.get(options.coreConnections);
    if (!settings.isSet(options.maxConnections) && core == null) {
      int perConnection = settings.get(options.maxRequestsPerConnection);
      long inFlight = (long) settings.getOrDefault(RunOptions.THREAD_COUNT)
          * Math.max(1, settings.getOrDefault(RunOptions.ASYNC_INFLIGHT));
      return (int) Math.min(1024, Math.max(max, (inFlight + perConnection - 1) / perConnection));
    }
    return core != null ? Math.max(max, core) : max;
  }

  private static Credentials credentials(Settings settings, CqlOptions options) {
    String username = settings.get(options.username);
    String password = settings.get(options.password);
    if (username == null) {
      if (password != null) {
        throw new UsageException(options.password.name() + " is set but " + options.username.name()
            + " is not: expected both or neither");
      }
      return null;
    }
    if (password == null) {
      throw BindingOptions.missing(options.password, "the password of " + options.username.name());
    }
    return new Credentials(username, password);
  }

  private static Tls tls(Settings settings, CqlOptions options) {
    Path truststore = settings.get(options.truststorePath);
    Path keystore = settings.get(options.keystorePath);
    return new Tls(
        truststore, truststore == null ? null : settings.get(options.truststorePassword),
        keystore, keystore == null ? null : settings.get(options.keystorePassword));
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

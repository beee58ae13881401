package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.OptionsMap;
import com.datastax.oss.driver.api.core.config.TypedDriverOption;
import com.typesafe.config.Config;
import com.typesafe.config.ConfigFactory;
import java.util.List;

/**
 * The driver configuration of a {@link CqlSettings}: the binding's properties always win; every
 * other driver option comes from the {@code driverconfig} file when one is given, else from the
 * driver's defaults ({@code application.conf} on the classpath, then its {@code reference.conf}).
 */
public final class CqlDriverConfig {
  /** Resolved relative to the driver's own ssl package: the default JSSE-based factory. */
  private static final String DEFAULT_SSL_ENGINE_FACTORY = "DefaultSslEngineFactory";
  /**
   * Resolved in the driver's loadbalancing package: the default policy (token-aware, local DC only),
   * except that a local datacenter not given is taken from the contact points instead of failing.
   */
  static final String DC_INFERRING_POLICY = "DcInferringLoadBalancingPolicy";
  /** The root of the driver's options in a configuration file. */
  private static final String DRIVER_ROOT = "datastax-java-driver.";

  private CqlDriverConfig() {
  }

  public static DriverConfigLoader loader(CqlSettings settings) {
    DriverConfigLoader others = settings.driverConfig() == null
        ? DriverConfigLoader.fromDefaults(CqlDriverConfig.class.getClassLoader())
        : DriverConfigLoader.fromFile(settings.driverConfig().toFile());
    OptionsMap map = overrides(settings);
    addLeanDefaults(map, settings);
    return DriverConfigLoader.compose(DriverConfigLoader.fromMap(map), others);
  }

  /**
   * Where the driver's defaults cost a benchmark client for nothing, ours, unless the {@code
   * driverconfig} file sets the option itself: the JVM's clock for write timestamps (the native one
   * loads jnr-ffi, which generates classes at start-up: about half a second of CPU); the schema of
   * the benchmark's keyspace only (the token map needs no other, and parsing every system table's
   * costs more); and no quiet period when the session closes (two seconds of waiting per run).
   */
  static void addLeanDefaults(OptionsMap map, CqlSettings settings) {
    Config userFile = settings.driverConfig() == null ? null
        : ConfigFactory.parseFile(settings.driverConfig().toFile());
    leanDefault(map, userFile, TypedDriverOption.TIMESTAMP_GENERATOR_FORCE_JAVA_CLOCK, true);
    leanDefault(map, userFile, TypedDriverOption.METADATA_SCHEMA_REFRESHED_KEYSPACES,
        List.of(CqlIdentifier.fromCql(settings.keyspace()).asInternal()));
    leanDefault(map, userFile, TypedDriverOption.NETTY_IO_SHUTDOWN_QUIET_PERIOD, 0);
    leanDefault(map, userFile, TypedDriverOption.NETTY_ADMIN_SHUTDOWN_QUIET_PERIOD, 0);
  }

  private static <T> void leanDefault(OptionsMap map, Config userFile, TypedDriverOption<T> option, T value) {
    if (userFile == null || !userFile.hasPath(DRIVER_ROOT + option.getRawOption().getPath())) {
      map.put(option, value);
    }
  }

  /** Only the options the binding's properties set; a composed loader falls back for the rest. */
  static OptionsMap overrides(CqlSettings settings) {
    OptionsMap map = new OptionsMap();
    map.put(TypedDriverOption.CONNECTION_CONNECT_TIMEOUT, settings.connectTimeout());
    map.put(TypedDriverOption.REQUEST_TIMEOUT, settings.requestTimeout());
    map.put(TypedDriverOption.CONNECTION_POOL_LOCAL_SIZE, settings.maxConnections());
    map.put(TypedDriverOption.CONNECTION_POOL_REMOTE_SIZE, settings.maxConnections());
    map.put(TypedDriverOption.CONNECTION_MAX_REQUESTS, settings.maxRequestsPerConnection());
    if (settings.localDatacenter() == null) {
      map.put(TypedDriverOption.LOAD_BALANCING_POLICY_CLASS, DC_INFERRING_POLICY);
    }
    CqlSettings.Tls tls = settings.tls();
    if (tls != null) {
      map.put(TypedDriverOption.SSL_ENGINE_FACTORY_CLASS, DEFAULT_SSL_ENGINE_FACTORY);
      if (tls.truststore() != null) {
        map.put(TypedDriverOption.SSL_TRUSTSTORE_PATH, tls.truststore().toString());
        if (tls.truststorePassword() != null) {
          map.put(TypedDriverOption.SSL_TRUSTSTORE_PASSWORD, tls.truststorePassword());
        }
      }
      if (tls.keystore() != null) {
        map.put(TypedDriverOption.SSL_KEYSTORE_PATH, tls.keystore().toString());
        if (tls.keystorePassword() != null) {
          map.put(TypedDriverOption.SSL_KEYSTORE_PASSWORD, tls.keystorePassword());
        }
      }
    }
    return map;
  }
}

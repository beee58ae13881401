package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.OptionsMap;
import com.datastax.oss.driver.api.core.config.TypedDriverOption;

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

  private CqlDriverConfig() {
  }

  public static DriverConfigLoader loader(CqlSettings settings) {
    DriverConfigLoader others = settings.driverConfig() == null
        ? DriverConfigLoader.fromDefaults(CqlDriverConfig.class.getClassLoader())
        : DriverConfigLoader.fromFile(settings.driverConfig().toFile());
    return DriverConfigLoader.compose(DriverConfigLoader.fromMap(overrides(settings)), others);
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

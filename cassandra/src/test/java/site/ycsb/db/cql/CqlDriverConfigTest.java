package site.ycsb.db.cql;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.config.DriverExecutionProfile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.config.Settings;
import site.ycsb.db.cassandra.CassandraOptions;

class CqlDriverConfigTest {
  @TempDir
  Path dir;

  private DriverExecutionProfile profile(Properties props) throws Exception {
    try (DriverConfigLoader loader = CqlDriverConfig.loader(CqlSettings.from(Settings.of(props), CassandraOptions.CQL))) {
      return loader.getInitialConfig().getDefaultProfile();
    }
  }

  private static Properties props(String... pairs) {
    Properties p = new Properties();
    p.setProperty("hosts", "127.0.0.1");
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return p;
  }

  @Test
  void propertiesBecomeDriverOptions() throws Exception {
    DriverExecutionProfile p = profile(props("cassandra.connecttimeoutmillis", "1500",
        "cassandra.readtimeoutmillis", "2500", "cassandra.maxconnections", "4",
        "cassandra.maxrequestsperconnection", "256"));
    assertThat(p.getDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT)).isEqualTo(Duration.ofMillis(1500));
    assertThat(p.getDuration(DefaultDriverOption.REQUEST_TIMEOUT)).isEqualTo(Duration.ofMillis(2500));
    assertThat(p.getInt(DefaultDriverOption.CONNECTION_POOL_LOCAL_SIZE)).isEqualTo(4);
    assertThat(p.getInt(DefaultDriverOption.CONNECTION_POOL_REMOTE_SIZE)).isEqualTo(4);
    assertThat(p.getInt(DefaultDriverOption.CONNECTION_MAX_REQUESTS)).isEqualTo(256);
    assertThat(p.isDefined(DefaultDriverOption.SSL_ENGINE_FACTORY_CLASS)).isFalse();
    // everything else still has the driver's defaults
    assertThat(p.getInt(DefaultDriverOption.REQUEST_PAGE_SIZE)).isEqualTo(5000);
  }

  @Test
  void driverConfigFileSuppliesOtherOptionsButPropertiesWin() throws Exception {
    Path conf = Files.writeString(dir.resolve("application.conf"), String.join("\n",
        "datastax-java-driver {",
        "  basic.request.page-size = 123",
        "  basic.request.timeout = 9 seconds",
        "  advanced.reconnection-policy.base-delay = 250 milliseconds",
        "}"));
    DriverExecutionProfile p = profile(props("cassandra.driverconfig", conf.toString(),
        "cassandra.readtimeoutmillis", "700"));
    assertThat(p.getInt(DefaultDriverOption.REQUEST_PAGE_SIZE)).isEqualTo(123);
    assertThat(p.getDuration(DefaultDriverOption.RECONNECTION_BASE_DELAY)).isEqualTo(Duration.ofMillis(250));
    assertThat(p.getDuration(DefaultDriverOption.REQUEST_TIMEOUT)).isEqualTo(Duration.ofMillis(700));
  }

  @Test
  void leanDefaultsSpareStartUpAndShutDownUnlessTheDriverConfigFileSetsThem() throws Exception {
    DriverExecutionProfile ours = profile(props("cassandra.keyspace", "Bench"));
    assertThat(ours.getBoolean(DefaultDriverOption.TIMESTAMP_GENERATOR_FORCE_JAVA_CLOCK)).isTrue();
    assertThat(ours.getStringList(DefaultDriverOption.METADATA_SCHEMA_REFRESHED_KEYSPACES))
        .as("the keyspace as the server names it (unquoted CQL is lower case)").containsExactly("bench");
    assertThat(ours.getInt(DefaultDriverOption.NETTY_IO_SHUTDOWN_QUIET_PERIOD)).isZero();
    assertThat(ours.getInt(DefaultDriverOption.NETTY_ADMIN_SHUTDOWN_QUIET_PERIOD)).isZero();

    Path conf = Files.writeString(dir.resolve("mine.conf"), String.join("\n",
        "datastax-java-driver {",
        "  advanced.timestamp-generator.force-java-clock = false",
        "  advanced.metadata.schema.refreshed-keyspaces = [ \"ycsb\", \"other\" ]",
        "  advanced.netty.io-group.shutdown.quiet-period = 3",
        "}"));
    DriverExecutionProfile theirs = profile(props("cassandra.driverconfig", conf.toString()));
    assertThat(theirs.getBoolean(DefaultDriverOption.TIMESTAMP_GENERATOR_FORCE_JAVA_CLOCK)).isFalse();
    assertThat(theirs.getStringList(DefaultDriverOption.METADATA_SCHEMA_REFRESHED_KEYSPACES))
        .containsExactly("ycsb", "other");
    assertThat(theirs.getInt(DefaultDriverOption.NETTY_IO_SHUTDOWN_QUIET_PERIOD)).isEqualTo(3);
    assertThat(theirs.getInt(DefaultDriverOption.NETTY_ADMIN_SHUTDOWN_QUIET_PERIOD))
        .as("what the file leaves out is still ours").isZero();
  }

  @Test
  void sslUsesTheDefaultEngineFactoryWithTheGivenStores() throws Exception {
    Path trust = Files.writeString(dir.resolve("trust.p12"), "x");
    DriverExecutionProfile p = profile(props("cassandra.useSSL", "true", "cassandra.truststorepath",
        trust.toString(), "cassandra.truststorepassword", "changeit"));
    assertThat(p.getString(DefaultDriverOption.SSL_ENGINE_FACTORY_CLASS)).isEqualTo("DefaultSslEngineFactory");
    assertThat(p.getString(DefaultDriverOption.SSL_TRUSTSTORE_PATH)).isEqualTo(trust.toString());
    assertThat(p.getString(DefaultDriverOption.SSL_TRUSTSTORE_PASSWORD)).isEqualTo("changeit");
    assertThat(p.isDefined(DefaultDriverOption.SSL_KEYSTORE_PATH)).isFalse();
  }

  @Test
  void theDefaultTokenAwarePolicyIsKeptWhenTheLocalDatacenterIsGiven() throws Exception {
    DriverExecutionProfile p = profile(props());
    assertThat(p.getString(DefaultDriverOption.LOAD_BALANCING_POLICY_CLASS)).isEqualTo("DefaultLoadBalancingPolicy");
  }

  @Test
  void withoutALocalDatacenterTheDriverInfersItFromTheContactPoints() throws Exception {
    DriverExecutionProfile p = profile(props("cassandra.localdc", " "));
    assertThat(p.getString(DefaultDriverOption.LOAD_BALANCING_POLICY_CLASS))
        .isEqualTo("DcInferringLoadBalancingPolicy");
    // the class name resolves in the driver's package, where the driver looks it up
    assertThat(Class.forName(
        "com.datastax.oss.driver.internal.core.loadbalancing." + CqlDriverConfig.DC_INFERRING_POLICY))
        .isNotNull();
  }
}

package site.ycsb.testkit.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import java.time.Duration;

/** The plain sessions of {@link CassandraServer#openSession()}, apart so that only they need the driver. */
final class CassandraSessions {
  private CassandraSessions() {
  }

  static CqlSession open(CassandraServer server) {
    DriverConfigLoader slowSchemaChanges = DriverConfigLoader.programmaticBuilder()
        .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(60))
        .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(60))
        .build();
    return CqlSession.builder().addContactPoints(server.contactPoints()).withLocalDatacenter(server.localDatacenter())
        .withConfigLoader(slowSchemaChanges).build();
  }
}

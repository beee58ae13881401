package site.ycsb.db;

import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.condition.EnabledIfEnvironmentVariable;

/** The CRUD contract against the server named by AEROSPIKE_HOST (no Docker needed); skipped when unset. */
@EnabledIfEnvironmentVariable(named = AerospikeTestServer.HOST_ENV, matches = ".*\\S.*")
class AerospikeExternalServerIT extends AerospikeCrudContract {

  @BeforeAll
  static void awaitServer() throws InterruptedException {
    AerospikeTestServer.awaitReady(AerospikeTestServer.fromEnvironment().orElseThrow(), Duration.ofSeconds(30));
  }

  @Override
  protected Properties serverProperties() {
    return AerospikeTestServer.fromEnvironment().orElseThrow();
  }
}

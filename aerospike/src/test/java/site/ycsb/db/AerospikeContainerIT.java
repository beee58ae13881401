package site.ycsb.db;

import com.github.dockerjava.api.model.Ulimit;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.BeforeAll;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import org.testcontainers.utility.DockerImageName;

/** The CRUD contract against a throw-away single-node server; skipped where Docker is not available. */
@Testcontainers(disabledWithoutDocker = true)
class AerospikeContainerIT extends AerospikeCrudContract {
  private static final String IMAGE = System.getenv().getOrDefault("AEROSPIKE_IMAGE",
      "aerospike/aerospike-server:8.1.0.1");
  private static final int SERVICE_PORT = 3000;

  @Container
  @SuppressWarnings("resource")
  private static final GenericContainer<?> SERVER = new GenericContainer<>(DockerImageName.parse(IMAGE))
      .withExposedPorts(SERVICE_PORT)
      .withEnv("NAMESPACE", "ycsb") // the image's config template names its one namespace after this
      // the server refuses to start with fewer than 15000 open files; Docker's default is often 1024
      .withCreateContainerCmdModifier(cmd -> cmd.getHostConfig()
          .withUlimits(new Ulimit[] {new Ulimit("nofile", 15_000L, 15_000L)}))
      .waitingFor(Wait.forLogMessage(".*service ready: soon there will be cake!.*", 1)
          .withStartupTimeout(Duration.ofMinutes(3)));

  static Properties serverAddress() {
    return AerospikeTestServer.bindingProperties(SERVER.getHost(), SERVER.getMappedPort(SERVICE_PORT), "ycsb");
  }

  @BeforeAll
  static void awaitServer() throws InterruptedException {
    AerospikeTestServer.awaitReady(serverAddress(), Duration.ofSeconds(60));
  }

  @Override
  protected Properties serverProperties() {
    return serverAddress();
  }
}

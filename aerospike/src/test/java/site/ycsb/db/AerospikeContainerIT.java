package site.ycsb.db;

import com.github.dockerjava.api.model.Ulimit;
import java.time.Duration;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.condition.EnabledIf;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;
import site.ycsb.testkit.aerospike.AerospikeImage;
import site.ycsb.testkit.docker.Docker;

/**
 * The CRUD contract against a throw-away single-node server in a Docker container
 * ({@link AerospikeImage}: {@code AEROSPIKE_IMAGE}, else the official image where it can be pulled,
 * else one built here from the real server in {@code ../shared/aerospike/}); skipped with one line
 * naming the image and the variable where no Docker engine runs or no image can be had.
 */
@EnabledIf(value = "imageCanBeHad", disabledReason = "no Docker engine or no Aerospike image: see the [containers] line")
class AerospikeContainerIT extends AerospikeCrudContract {
  private static GenericContainer<?> server;

  static boolean imageCanBeHad() {
    return Docker.canHave(AerospikeImage::name);
  }

  @BeforeAll
  @SuppressWarnings("resource") // stopped in stopServer
  static void startServer() throws InterruptedException {
    String image = Docker.orSkip(AerospikeImage::name);
    server = Docker.publishOnLoopback(new GenericContainer<>(DockerImageName.parse(image)), AerospikeImage.SERVICE_PORT)
        .withLabels(Docker.labels())
        .withEnv("NAMESPACE", "ycsb") // both images name their one namespace after this
        // the server refuses to start with fewer than 15000 open files; Docker's default is often 1024
        .withCreateContainerCmdModifier(cmd -> cmd.getHostConfig()
            .withUlimits(new Ulimit[] {new Ulimit("nofile", 15_000L, 15_000L)}))
        .waitingFor(Wait.forLogMessage(".*" + AerospikeImage.READY_LINE + ".*", 1)
            .withStartupTimeout(Duration.ofMinutes(3)));
    server.start();
    Docker.info("Aerospike container " + server.getContainerName() + " (" + image + ") at " + Docker.host(server)
        + ":" + server.getMappedPort(AerospikeImage.SERVICE_PORT));
    AerospikeTestServer.awaitReady(serverAddress(), Duration.ofSeconds(60));
  }

  @AfterAll
  static void stopServer() {
    if (server != null) {
      server.stop();
    }
  }

  static Properties serverAddress() {
    return AerospikeTestServer.bindingProperties(Docker.host(server), server.getMappedPort(AerospikeImage.SERVICE_PORT),
        "ycsb");
  }

  @Override
  protected Properties serverProperties() {
    return serverAddress();
  }
}

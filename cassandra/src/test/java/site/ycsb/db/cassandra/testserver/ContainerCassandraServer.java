package site.ycsb.db.cassandra.testserver;

import java.time.Duration;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;

/**
 * Cassandra in a Docker container ({@code cassandra:5.0}), when a Docker engine is available. Uses
 * plain Testcontainers, not its cassandra module (which brings the 3.x driver along).
 */
public final class ContainerCassandraServer implements CassandraServer, AutoCloseable {
  public static final DockerImageName IMAGE = DockerImageName.parse("cassandra:5.0");
  private static final int CQL_PORT = 9042;

  private final GenericContainer<?> container;

  private ContainerCassandraServer(GenericContainer<?> container) {
    this.container = container;
  }

  /** A not yet started container with a 1 GiB heap, ready once it listens for CQL clients. */
  @SuppressWarnings("resource") // the caller owns and closes it
  public static GenericContainer<?> newContainer() {
    return new GenericContainer<>(IMAGE)
        .withExposedPorts(CQL_PORT)
        .withEnv("MAX_HEAP_SIZE", "1G")
        .withEnv("HEAP_NEWSIZE", "256M")
        .withEnv("CASSANDRA_DC", "datacenter1")
        .waitingFor(Wait.forLogMessage(".*Starting listening for CQL clients.*\\n", 1)
            .withStartupTimeout(Duration.ofMinutes(4)));
  }

  /** Whether Testcontainers finds a Docker engine. */
  public static boolean dockerAvailable() {
    return DockerClientFactory.instance().isDockerAvailable();
  }

  public static ContainerCassandraServer start() {
    GenericContainer<?> container = newContainer();
    container.start();
    return new ContainerCassandraServer(container);
  }

  /** Wraps an already started container (one from {@link #newContainer()}). */
  public static CassandraServer of(GenericContainer<?> started) {
    return new ContainerCassandraServer(started);
  }

  @Override
  public String hosts() {
    return container.getHost();
  }

  @Override
  public int port() {
    return container.getMappedPort(CQL_PORT);
  }

  @Override
  public String localDatacenter() {
    return "datacenter1";
  }

  @Override
  public String description() {
    return "Cassandra container " + IMAGE + " at " + hosts() + ":" + port();
  }

  @Override
  public void close() {
    container.stop();
  }
}

package site.ycsb.testkit.cassandra;

import java.time.Duration;
import java.util.UUID;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;
import site.ycsb.testkit.docker.Docker;
import site.ycsb.testkit.docker.DockerNetwork;
import site.ycsb.testkit.docker.UnavailableException;

/**
 * One Cassandra node in a Docker container (the {@link CassandraImage}), its CQL port published on
 * a free port of 127.0.0.1, with a small heap; started when CQL clients can connect.
 *
 * <pre>{@code try (ContainerCassandraServer cassandra = ContainerCassandraServer.start()) {
 *   CqlSession.builder().addContactPoints(cassandra.contactPoints())
 *       .withLocalDatacenter(cassandra.localDatacenter()).build();
 * }}</pre>
 */
public final class ContainerCassandraServer implements OwnedCassandraServer {
  static final int CQL_PORT = 9042;
  static final Duration START_TIMEOUT = Duration.ofMinutes(5);

  private final GenericContainer<?> container;
  private final String image;
  private final String host;

  private ContainerCassandraServer(GenericContainer<?> container, String image, String host) {
    this.container = container;
    this.image = image;
    this.host = host;
  }

  /** A started node with a 512 MB heap. */
  public static ContainerCassandraServer start() throws UnavailableException {
    return start("512M");
  }

  /** A started node; {@code heap} as the official image's {@code MAX_HEAP_SIZE} (e.g. 512M). */
  public static ContainerCassandraServer start(String heap) throws UnavailableException {
    return start(heap, null, null);
  }

  /**
   * A started node with a 512 MB heap on {@code network}, where other containers reach it as
   * {@code alias} (port 9042); this host reaches it at {@link #hosts()}:{@link #port()} as ever.
   */
  public static ContainerCassandraServer startOn(DockerNetwork network, String alias) throws UnavailableException {
    return start("512M", network, alias);
  }

  @SuppressWarnings("resource") // closed by the caller, or here when it does not start
  private static ContainerCassandraServer start(String heap, DockerNetwork network, String alias)
      throws UnavailableException {
    String image = CassandraImage.name();
    GenericContainer<?> container = Docker.publishOnLoopback(node(image, heap), CQL_PORT)
        .withCreateContainerCmdModifier(cmd -> cmd.withName("ycsb-test-cassandra-"
            + UUID.randomUUID().toString().substring(0, 8)));
    if (network != null) {
      container.withNetworkMode(network.name()).withCreateContainerCmdModifier(cmd -> cmd.withAliases(alias));
    }
    long started = System.nanoTime();
    try {
      container.start();
      awaitListening(container.getContainerId());
    } catch (RuntimeException e) {
      container.stop();
      throw new IllegalStateException("the Cassandra container (" + image + ") did not start: " + e.getMessage(), e);
    }
    ContainerCassandraServer server = new ContainerCassandraServer(container, image, Docker.host(container));
    Docker.info(String.format("%s up in %.1f s", server.description(), (System.nanoTime() - started) / 1e9));
    return server;
  }

  /** A node container not yet started: the image, its heap, this JVM's labels, the readiness line. */
  @SuppressWarnings("resource")
  static GenericContainer<?> node(String image, String heap) {
    return node(image, heap, "");
  }

  /** A node whose JVM also gets {@code extraOptions} (space-separated system properties). */
  static GenericContainer<?> node(String image, String heap, String extraOptions) {
    return new GenericContainer<>(DockerImageName.parse(image))
        .withLabels(Docker.labels())
        .withEnv("MAX_HEAP_SIZE", heap)
        .withEnv("HEAP_NEWSIZE", "128M")
        // what the local nodes get too; the image built here has them already, the official one not
        .withEnv("JVM_EXTRA_OPTS", ("-Dcassandra.skip_wait_for_gossip_to_settle=0 -Dcassandra.ring_delay_ms=5000 "
            + extraOptions).strip())
        .waitingFor(Wait.forLogMessage(".*Starting listening for CQL clients.*\\n", 1)
            .withStartupTimeout(START_TIMEOUT));
  }

  /**
   * Waits until the node accepts connections on its CQL port: it logs that it starts listening just
   * before it binds. Asked from inside the container, since a published port accepts connections
   * (Docker's proxy) before the server does.
   */
  static void awaitListening(String container) {
    long deadline = System.nanoTime() + Duration.ofMinutes(1).toNanos();
    String probe = "exec 3<>/dev/tcp/$(hostname -i | awk '{print $1}')/" + CQL_PORT;
    while (!Docker.cli(Duration.ofSeconds(20), "exec", container, "bash", "-c", probe).ok()) {
      if (System.nanoTime() > deadline) {
        throw new IllegalStateException("Cassandra in " + container + " logged that it listens for CQL clients but"
            + " its port " + CQL_PORT + " stayed closed for a minute");
      }
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted");
      }
    }
  }

  /** The container's name, for {@code docker} commands. */
  public String containerName() {
    return container.getContainerName().replaceFirst("^/", "");
  }

  public String image() {
    return image;
  }

  @Override
  public String hosts() {
    return host;
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
    return "Cassandra container " + containerName() + " (" + image + ") at " + hosts() + ":" + port();
  }

  /** {@code docker kill}: the node dies at once, as in a crash; its published port goes with it. */
  @Override
  public void kill() {
    Docker.cli(Duration.ofMinutes(1), "kill", container.getContainerId()).orThrow();
  }

  /** Removes the container. */
  @Override
  public void close() {
    container.stop();
  }
}

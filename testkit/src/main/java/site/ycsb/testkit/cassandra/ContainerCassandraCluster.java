package site.ycsb.testkit.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeState;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.UUID;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.testcontainers.containers.GenericContainer;
import site.ycsb.testkit.docker.Docker;
import site.ycsb.testkit.docker.DockerNetwork;
import site.ycsb.testkit.docker.UnavailableException;

/**
 * A Cassandra cluster of containers (the {@link CassandraImage}) on a user-defined Docker network
 * of its own: node n has the fixed address {@code 10.199.N.(10+n)} and the container name
 * {@link #containerName(int)}, node 1 is the seed, and the nodes start one after the other (a
 * small heap each). Clients on this host reach the nodes at their addresses, as a benchmark's
 * clients reach a real cluster, so faults are plain {@code docker} commands, which is how a
 * benchmark's timed events inject them:
 *
 * <pre>
 * docker kill NAME                       docker start NAME            (a crash, and the restart)
 * docker pause NAME                      docker unpause NAME          (a frozen node: connections stay open)
 * docker network disconnect NET NAME     docker network connect --ip ADDRESS NET NAME   (cut off)
 * </pre>
 *
 * On a host that cannot reach the containers' addresses (Docker Desktop's virtual machine), start
 * throws {@link UnavailableException}.
 */
public final class ContainerCassandraCluster implements CassandraServer, AutoCloseable {
  private static final Duration UP_TIMEOUT = Duration.ofMinutes(4);

  private final String image;
  private final DockerNetwork network;
  private final String name;
  private final List<GenericContainer<?>> nodes = new ArrayList<>();

  private ContainerCassandraCluster(String image, DockerNetwork network, String name) {
    this.image = image;
    this.network = network;
    this.name = name;
  }

  /** Starts {@code size} nodes with {@code heap} each (512M suits 2 cores) and waits until every node is up. */
  public static ContainerCassandraCluster start(int size, String heap) throws UnavailableException {
    return start(size, heap, List.of());
  }

  /**
   * As {@link #start(int, String)}, every node given cassandra.yaml {@code settings} too, as
   * {@code NAME=VALUE} (for example {@code hinted_handoff_enabled=false}, so a node cut off never
   * catches up).
   */
  public static ContainerCassandraCluster start(int size, String heap, List<String> settings)
      throws UnavailableException {
    String image = CassandraImage.name();
    String name = "ycsb-test-cassandra-" + UUID.randomUUID().toString().substring(0, 8);
    ContainerCassandraCluster cluster = new ContainerCassandraCluster(image, DockerNetwork.create(name), name);
    long started = System.nanoTime();
    try {
      for (int n = 1; n <= size; n++) {
        cluster.startNode(n, heap, String.join(" ", CassandraConfigFiles.settingOptions(settings)));
        if (n == 1) {
          cluster.requireRoute();
        }
      }
      cluster.awaitAllUp();
    } catch (UnavailableException | RuntimeException e) {
      cluster.close();
      throw e;
    }
    Docker.info(String.format("%s up in %.0f s", cluster.description(), (System.nanoTime() - started) / 1e9));
    return cluster;
  }

  @SuppressWarnings("resource")
  private void startNode(int n, String heap, String jvmOptions) {
    String address = address(n);
    GenericContainer<?> node = ContainerCassandraServer.node(image, heap, jvmOptions)
        .withNetworkMode(network.name())
        .withEnv("CASSANDRA_SEEDS", address(1))
        .withCreateContainerCmdModifier(cmd -> cmd.withName(containerName(n)).withIpv4Address(address)
            .withHostName(containerName(n)));
    nodes.add(node);
    long started = System.nanoTime();
    node.start();
    ContainerCassandraServer.awaitListening(node.getContainerId());
    Docker.info(String.format("node %d of %s (%s) up in %.1f s", n, name, address, (System.nanoTime() - started) / 1e9));
  }

  private void requireRoute() throws UnavailableException {
    if (!cqlAnswers(1)) {
      throw new UnavailableException("this host cannot reach the containers' addresses on a Docker network ("
          + address(1) + ":" + ContainerCassandraServer.CQL_PORT + "); only a Linux host running the engine can");
    }
  }

  private boolean cqlAnswers(int n) {
    try (Socket s = new Socket()) {
      s.connect(new InetSocketAddress(address(n), ContainerCassandraServer.CQL_PORT), 3000);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /**
   * Waits until a new client session finds every node up (each accepts CQL connections and the
   * others' gossip lists it), for example after a restart or a reconnect.
   */
  public void awaitAllUp() {
    long deadline = System.nanoTime() + UP_TIMEOUT.toNanos();
    String last = "";
    while (System.nanoTime() < deadline) {
      if (IntStream.rangeClosed(1, size()).allMatch(this::cqlAnswers)) {
        try (CqlSession session = openSession()) {
          Collection<Node> known = session.getMetadata().getNodes().values();
          long up = known.stream().filter(node -> node.getState() == NodeState.UP).count();
          if (known.size() == size() && up == size()) {
            return;
          }
          last = up + " of " + known.size() + " nodes up";
        } catch (RuntimeException e) {
          last = e.getMessage();
        }
      } else {
        last = "CQL port closed on some node";
      }
      try {
        Thread.sleep(1000);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while waiting for " + name);
      }
    }
    throw new IllegalStateException(name + ": not every node up within " + UP_TIMEOUT.toMinutes() + " minutes (" + last
        + ")");
  }

  /** A session whose connections fail fast, to see which nodes answer. */
  @Override
  public CqlSession openSession() {
    return CqlSession.builder().addContactPoints(contactPoints()).withLocalDatacenter(localDatacenter())
        .withConfigLoader(DriverConfigLoader.programmaticBuilder()
            .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, Duration.ofSeconds(60))
            .withDuration(DefaultDriverOption.CONNECTION_CONNECT_TIMEOUT, Duration.ofSeconds(3))
            .withDuration(DefaultDriverOption.CONTROL_CONNECTION_AGREEMENT_TIMEOUT, Duration.ofSeconds(60))
            .build())
        .build();
  }

  public int size() {
    return nodes.size();
  }

  /** Node {@code n}'s container name (1-based). */
  public String containerName(int n) {
    return name + "-" + n;
  }

  /** Node {@code n}'s fixed address on the network. */
  public String address(int n) {
    return network.address(10 + n);
  }

  /** The Docker network's name. */
  public String networkName() {
    return network.name();
  }

  public String image() {
    return image;
  }

  @Override
  public String hosts() {
    return IntStream.rangeClosed(1, size()).mapToObj(this::address).collect(Collectors.joining(","));
  }

  @Override
  public int port() {
    return ContainerCassandraServer.CQL_PORT;
  }

  @Override
  public String localDatacenter() {
    return "datacenter1";
  }

  @Override
  public String description() {
    return size() + "-node Cassandra cluster " + name + " (" + image + ") on network " + network.name() + " at "
        + hosts();
  }

  /** Removes the nodes (a paused one is thawed first) and the network. */
  @Override
  public void close() {
    for (int n = 1; n <= nodes.size(); n++) {
      Docker.cli(Duration.ofSeconds(30), "unpause", containerName(n)); // fails harmlessly when not paused
      try {
        nodes.get(n - 1).stop();
      } catch (RuntimeException e) {
        Docker.cli(Duration.ofMinutes(1), "rm", "--force", "--volumes", containerName(n));
      }
    }
    network.close();
  }
}

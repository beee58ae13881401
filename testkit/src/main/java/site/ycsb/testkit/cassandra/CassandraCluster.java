package site.ycsb.testkit.cassandra;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * A real multi-node Cassandra cluster on loopback: node i listens on 127.0.0.i, every node on the
 * same CQL and storage ports (each its own JMX port), node 1 the seed, data under the build
 * directory. Each node is a JVM of its own that exits with its owner ({@link LocalCassandraServer},
 * {@link ExitWithParent}). The owner can {@link #kill kill} a node (SIGKILL, as a crash),
 * {@link #start start} it again on its data, and {@link #add add} a node (bootstrapping on the next
 * address).
 *
 * <p>The same operations from a shell, for example as a benchmark's timed events, while a test (or
 * {@code serve}) owns the nodes: the owner listens on a loopback port written to
 * {@code <dir>/control.port}, and the command line sends it the request and waits for the answer
 * (the nodes stay the owner's children, so they never outlive it):
 *
 * <pre>
 * java -cp &lt;test class path&gt; site.ycsb.testkit.cassandra.CassandraCluster serve --nodes 3 --dir DIR [--heap 512M] [--port 9042]
 *     [--setting commitlog_sync=batch]...
 * java -cp cassandra/target/test-classes site.ycsb.testkit.cassandra.ClusterControl kill 3 --dir DIR
 * java -cp ... ClusterControl start 3 --dir DIR     (restart a killed node on its data)
 * java -cp ... ClusterControl add --dir DIR         (bootstrap node N+1)
 * java -cp ... ClusterControl status --dir DIR      (each node: number, address, up or down)
 * </pre>
 *
 * ({@link ClusterControl} needs nothing but the JDK and the test classes.)
 *
 * {@code serve} prints {@code hosts port datacenter} on its first line once every node answers CQL,
 * and keeps the cluster until its standard input closes or it is interrupted. The request protocol
 * is one line ({@code kill 3}), answered by one line starting with {@code ok} or {@code error}, so a
 * script can also speak it with bash's {@code /dev/tcp}.
 */
public final class CassandraCluster implements CassandraServer, AutoCloseable {
  private final String name;
  private final String heap;
  private final List<String> settings;
  private final Path dir;
  private final int cqlPort;
  private final int storagePort;
  private final List<LocalCassandraServer> nodes = new ArrayList<>();
  private final int[] jmxPorts;
  private final ServerSocket control;
  private final Thread controlThread;

  private CassandraCluster(String name, String heap, List<String> settings, Path dir, int[] ports, int[] jmxPorts)
      throws IOException {
    this.name = name;
    this.heap = heap;
    this.settings = settings;
    this.dir = dir;
    this.cqlPort = ports[0];
    this.storagePort = ports[1];
    this.jmxPorts = jmxPorts;
    this.control = new ServerSocket();
    control.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
    Files.writeString(dir.resolve("control.port"), control.getLocalPort() + "\n");
    controlThread = new Thread(this::serveRequests, "cassandra-cluster-control");
    controlThread.setDaemon(true);
    controlThread.start();
  }

  /**
   * Starts {@code count} nodes one after the other (node 1, the seed, first) in
   * {@code <cassandra.testserver.dir>/<name>} (wiped), waiting until each answers CQL. Room is kept
   * for {@code spare} more nodes to be added.
   */
  public static CassandraCluster start(String name, int count, int spare, String heap)
      throws IOException, InterruptedException {
    return start(name, count, spare, heap, 0);
  }

  /**
   * As {@link #start(String, int, int, String)}, every node's CQL on {@code cqlPort} (0: a free
   * one), so that a plan or script written beforehand can name it; an IOException when it is taken.
   */
  public static CassandraCluster start(String name, int count, int spare, String heap, int cqlPort)
      throws IOException, InterruptedException {
    return start(name, count, spare, heap, cqlPort, List.of());
  }

  /**
   * As {@link #start(String, int, int, String, int)}, every node given cassandra.yaml {@code settings}
   * ({@code NAME=VALUE}) over the test defaults, such as {@code commitlog_sync=batch}.
   */
  public static CassandraCluster start(String name, int count, int spare, String heap, int cqlPort,
      List<String> settings) throws IOException, InterruptedException {
    Path dir = LocalCassandraServer.workDir().resolve(name);
    LocalCassandraServer.deleteRecursively(dir);
    Files.createDirectories(dir);
    int total = count + spare;
    int[] ports = cqlPort > 0 ? new int[] {ClusterPorts.requireFreeOnAll(cqlPort, total),
        ClusterPorts.freeOnAll(1, total)[0]} : ClusterPorts.freeOnAll(2, total);
    CassandraCluster cluster = new CassandraCluster(name, heap, settings, dir, ports, ClusterPorts.freeOnAll(total, 1));
    try {
      for (int i = 1; i <= count; i++) {
        cluster.newNode(false).start();
      }
    } catch (IOException | InterruptedException | RuntimeException e) {
      cluster.close();
      throw e;
    }
    return cluster;
  }

  private LocalCassandraServer newNode(boolean bootstrap) throws IOException {
    int n = nodes.size() + 1;
    if (n > jmxPorts.length) {
      throw new IllegalStateException(name + ": room for " + jmxPorts.length + " nodes only");
    }
    LocalCassandraServer node = LocalCassandraServer.node(name + "-node" + n, heap, dir.resolve("node" + n),
        address(n), new int[] {cqlPort, storagePort, jmxPorts[n - 1]}, address(1) + ":" + storagePort, bootstrap,
        settings);
    nodes.add(node);
    return node;
  }

  static String address(int node) {
    return "127.0.0." + node;
  }

  /** SIGKILLs node {@code n} (1-based), as a crash would. */
  public synchronized void kill(int n) {
    node(n).kill();
  }

  /** Starts node {@code n} again on its data and waits until it answers CQL. */
  public synchronized void start(int n) throws IOException, InterruptedException {
    node(n).start();
  }

  /** Adds a node on the next address; it bootstraps (streams its ranges) and answers CQL when it has joined. */
  public synchronized int add() throws IOException, InterruptedException {
    newNode(true).start();
    return nodes.size();
  }

  private LocalCassandraServer node(int n) {
    if (n < 1 || n > nodes.size()) {
      throw new IllegalArgumentException("no node " + n + " (nodes 1 to " + nodes.size() + ")");
    }
    return nodes.get(n - 1);
  }

  public synchronized int size() {
    return nodes.size();
  }

  public synchronized boolean isRunning(int n) {
    return node(n).isRunning();
  }

  /** The folder of the cluster: its nodes' homes and {@code control.port}. */
  public Path dir() {
    return dir;
  }

  @Override
  public synchronized String hosts() {
    return nodes.stream().map(LocalCassandraServer::hosts).collect(Collectors.joining(","));
  }

  @Override
  public int port() {
    return cqlPort;
  }

  @Override
  public String localDatacenter() {
    return "datacenter1";
  }

  @Override
  public synchronized String description() {
    return "local Cassandra cluster '" + name + "' of " + nodes.size() + " nodes (" + hosts() + ") on port "
        + cqlPort + ", in " + dir;
  }

  @Override
  public void close() {
    try {
      control.close();
    } catch (IOException e) {
      // nothing more will be asked
    }
    List<LocalCassandraServer> all;
    synchronized (this) {
      all = new ArrayList<>(nodes);
    }
    all.forEach(LocalCassandraServer::kill); // test data: no need to drain
  }

  // ---------------------------------------------------------------- the control channel

  private void serveRequests() {
    while (!control.isClosed()) {
      try (Socket s = control.accept();
          BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
          PrintWriter out = new PrintWriter(new OutputStreamWriter(s.getOutputStream(), StandardCharsets.UTF_8), true)) {
        String request = in.readLine();
        out.println(request == null ? "error empty request" : answer(request.trim()));
      } catch (IOException e) {
        // closed, or a client that went away: serve the next one
      }
    }
  }

  /** Carries out one request line: {@code kill N}, {@code start N}, {@code add}, {@code status}. */
  String answer(String request) {
    String[] w = request.split("\\s+");
    try {
      switch (w[0]) {
        case "kill":
          kill(Integer.parseInt(w[1]));
          return "ok killed node " + w[1];
        case "start":
          start(Integer.parseInt(w[1]));
          return "ok started node " + w[1];
        case "add":
          return "ok added node " + add();
        case "status":
          return "ok " + status();
        default:
          return "error unknown request '" + request + "': expected kill N, start N, add or status";
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return "error interrupted";
    } catch (IOException | RuntimeException e) {
      return "error " + (e.getMessage() == null ? e.toString() : e.getMessage().lines().findFirst().orElse(""));
    }
  }

  private synchronized String status() {
    List<String> lines = new ArrayList<>();
    for (int n = 1; n <= nodes.size(); n++) {
      lines.add(n + " " + address(n) + " " + (nodes.get(n - 1).isRunning() ? "up" : "down"));
    }
    return String.join("; ", lines);
  }

  /** {@code serve}: starts a cluster and owns it until standard input closes; other commands: see {@link ClusterControl}. */
  public static void main(String[] args) throws Exception {
    ClusterCommand command;
    try {
      command = ClusterCommand.parse(args);
    } catch (IllegalArgumentException e) {
      System.err.println("CassandraCluster: " + e.getMessage());
      System.err.println(ClusterCommand.USAGE);
      System.exit(2);
      return;
    }
    if (!command.verb().equals("serve")) {
      ClusterControl.main(args);
      return;
    }
    serve(command);
  }

  private static void serve(ClusterCommand c) throws IOException, InterruptedException {
    String nameOfDir = c.dir().getFileName().toString();
    System.setProperty("cassandra.testserver.dir", c.dir().toAbsolutePath().getParent().toString());
    CassandraCluster cluster = start(nameOfDir, c.nodes(), c.spare(), c.heap(), c.port(), c.settings());
    Runtime.getRuntime().addShutdownHook(new Thread(cluster::close, "cassandra-cluster-close"));
    System.out.println(cluster.hosts() + " " + cluster.port() + " " + cluster.localDatacenter());
    System.out.flush();
    System.err.println("[cassandra-testserver] ready: " + cluster.description());
    byte[] buffer = new byte[256];
    while (System.in.read(buffer) >= 0) {
      // nobody writes; end of input means the caller is gone
    }
    System.exit(0);
  }
}

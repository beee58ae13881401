package site.ycsb.db.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.metadata.Node;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import site.ycsb.testkit.cassandra.ContainerCassandraCluster;

/**
 * Which node coordinated a table's reads and which answered them, about once a second, from each
 * node's own latency tables ({@code system_views.coordinator_read_latency}, {@code
 * local_read_latency}): a partition test that finds no stale read can then say whether the node that
 * was cut off answered any read after it came back. Sampled on a thread of its own while a run goes
 * on. Times count from the start of sampling, a moment before the run's JVM starts (the run's own
 * clock starts a few seconds later, once it has connected); a node that does not answer (cut off)
 * shows {@code -}.
 */
final class ReadsByNode implements AutoCloseable {
  private static final Duration QUERY_TIMEOUT = Duration.ofMillis(800);

  private final CqlSession session;
  private final List<Node> nodes;
  private final String keyspace;
  private final long started = System.nanoTime();
  private final List<String> lines = new ArrayList<>();
  private final Thread sampler;
  private volatile boolean stopped;

  private ReadsByNode(ContainerCassandraCluster cluster, String keyspace) {
    this.session = cluster.openSession();
    this.keyspace = keyspace;
    this.nodes = IntStream.rangeClosed(1, cluster.size()).mapToObj(n -> node(cluster.address(n))).toList();
    this.sampler = new Thread(this::sampleEverySecond, "reads-by-node");
    sampler.setDaemon(true);
  }

  /** The session's node at {@code address}: node n of the cluster is the one at its address(n). */
  private Node node(String address) {
    return session.getMetadata().getNodes().values().stream()
        .filter(n -> n.getEndPoint().resolve() instanceof InetSocketAddress a
            && a.getAddress().getHostAddress().equals(address))
        .findFirst().orElseThrow(() -> new IllegalStateException("no node at " + address));
  }

  /** Starts sampling {@code keyspace}'s usertable on every node of {@code cluster}. */
  static ReadsByNode start(ContainerCassandraCluster cluster, String keyspace) {
    ReadsByNode reads = new ReadsByNode(cluster, keyspace);
    reads.sampler.start();
    return reads;
  }

  private void sampleEverySecond() {
    long[] last = new long[nodes.size() * 2];
    Arrays.fill(last, -1); // no count yet
    while (!stopped) {
      double seconds = (System.nanoTime() - started) / 1e9;
      StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "%5.1f s", seconds));
      for (int i = 0; i < nodes.size(); i++) {
        long coordinated = count(nodes.get(i), "coordinator_read_latency");
        long answered = count(nodes.get(i), "local_read_latency");
        line.append(String.format(Locale.ROOT, " | node %d: %s / %s", i + 1,
            delta(last, 2 * i, coordinated), delta(last, 2 * i + 1, answered)));
      }
      synchronized (lines) {
        lines.add(line.toString());
      }
      try {
        Thread.sleep(1000);
      } catch (InterruptedException e) {
        return;
      }
    }
  }

  /** The growth of a count since its last answer: "-" when the node did not answer, "." at its first. */
  private static String delta(long[] last, int slot, long now) {
    if (now < 0) {
      return "-";
    }
    String d = last[slot] < 0 ? "." : Long.toString(now - last[slot]);
    last[slot] = now;
    return d;
  }

  private long count(Node node, String table) {
    try {
      Row row = session.execute(SimpleStatement.newInstance("SELECT count FROM system_views." + table
          + " WHERE keyspace_name = ? AND table_name = 'usertable'", keyspace).setNode(node)
          .setTimeout(QUERY_TIMEOUT)).one();
      return row == null ? -1 : row.getLong("count");
    } catch (RuntimeException e) {
      return -1;
    }
  }

  /** One line per sample: the seconds since sampling began, then each node's reads coordinated / answered. */
  String describe() {
    synchronized (lines) {
      return "reads of usertable each node coordinated / answered since the sample before (- : no answer):\n"
          + String.join("\n", lines);
    }
  }

  @Override
  public void close() throws InterruptedException {
    stopped = true;
    sampler.interrupt();
    sampler.join(5000);
    session.close();
  }
}

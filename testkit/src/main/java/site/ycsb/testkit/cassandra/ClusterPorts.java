package site.ycsb.testkit.cassandra;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;

/** Ports free on several loopback addresses at once, for the nodes of a {@link CassandraCluster}. */
final class ClusterPorts {
  private ClusterPorts() {
  }

  /**
   * {@code count} distinct ports, each free on 127.0.0.1 to 127.0.0.{@code addresses} (held open
   * together while chosen, so that they differ).
   */
  static int[] freeOnAll(int count, int addresses) throws IOException {
    List<ServerSocket> held = new ArrayList<>();
    try {
      int[] ports = new int[count];
      for (int found = 0; found < count; ) {
        ServerSocket first = new ServerSocket();
        held.add(first);
        first.bind(new InetSocketAddress(CassandraCluster.address(1), 0));
        int port = first.getLocalPort();
        if (bindAll(port, addresses, held)) {
          ports[found++] = port;
        }
      }
      return ports;
    } finally {
      for (ServerSocket s : held) {
        s.close();
      }
    }
  }

  /** {@code port} when it is free on 127.0.0.1 to 127.0.0.{@code addresses}; else an IOException naming it. */
  static int requireFreeOnAll(int port, int addresses) throws IOException {
    for (int a = 1; a <= addresses; a++) {
      try (ServerSocket s = new ServerSocket()) {
        s.bind(new InetSocketAddress(CassandraCluster.address(a), port));
      } catch (IOException e) {
        throw new IOException("port " + port + " is taken on " + CassandraCluster.address(a)
            + ": stop what listens there or choose another --port", e);
      }
    }
    return port;
  }

  private static boolean bindAll(int port, int addresses, List<ServerSocket> held) {
    for (int a = 2; a <= addresses; a++) {
      try {
        ServerSocket s = new ServerSocket();
        held.add(s);
        s.bind(new InetSocketAddress(CassandraCluster.address(a), port));
      } catch (IOException e) {
        return false;
      }
    }
    return true;
  }
}

package site.ycsb.junit.containers;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where the Cassandra binding connects: the {@code hosts}, {@code port} and {@code cassandra.localdc}
 * properties, from plain values (no Testcontainers class needed) or from a container
 * ({@link TestcontainersTargets#cassandra}).
 *
 * @param host the address this JVM reaches the node at
 * @param port its CQL port as this JVM reaches it (a container's mapped port)
 * @param localDatacenter the node's datacenter, which the driver must be told
 */
public record CassandraTarget(String host, int port, String localDatacenter) {
  /** The datacenter of a node started with no datacenter setting (the official image and ours). */
  public static final String DEFAULT_DATACENTER = "datacenter1";

  public CassandraTarget {
    if (host == null || host.isBlank()) {
      throw new IllegalArgumentException("a Cassandra target needs a host");
    }
    if (port < 1 || port > 65535) {
      throw new IllegalArgumentException("a Cassandra target's port must be 1 to 65535, not " + port);
    }
    if (localDatacenter == null || localDatacenter.isBlank()) {
      throw new IllegalArgumentException("a Cassandra target needs its local datacenter");
    }
  }

  /** The binding's connection properties: {@code hosts}, {@code port}, {@code cassandra.localdc}. */
  public Map<String, String> properties() {
    Map<String, String> p = new LinkedHashMap<>();
    p.put("hosts", host);
    p.put("port", Integer.toString(port));
    p.put("cassandra.localdc", localDatacenter);
    return p;
  }
}

package site.ycsb.junit.containers;

import java.lang.reflect.Method;
import org.testcontainers.containers.GenericContainer;

/**
 * Connection targets from started Testcontainers containers. The only class of the kit that needs
 * Testcontainers on the class path (the user's own dependency): the rest of the kit never loads it.
 */
public final class TestcontainersTargets {
  /** The CQL port inside a Cassandra or ScyllaDB container. */
  public static final int CQL_PORT = 9042;

  private TestcontainersTargets() {
  }

  /**
   * A started Cassandra container's target: its host, the port 9042 is mapped to, and its datacenter:
   * the container's own {@code getLocalDatacenter()} where it has one (Testcontainers'
   * {@code CassandraContainer}), else its {@code CASSANDRA_DC} setting (the official image's), else
   * {@code datacenter1}.
   */
  public static CassandraTarget cassandra(GenericContainer<?> container) {
    if (!container.isRunning()) {
      throw new IllegalStateException("the Cassandra container is not running; start it first (@Container"
          + " or start())");
    }
    return new CassandraTarget(container.getHost(), container.getMappedPort(CQL_PORT), datacenter(container));
  }

  private static String datacenter(GenericContainer<?> container) {
    try {
      Method m = container.getClass().getMethod("getLocalDatacenter");
      Object dc = m.invoke(container);
      if (dc instanceof String s && !s.isBlank()) {
        return s;
      }
    } catch (ReflectiveOperationException | RuntimeException e) {
      // not a CassandraContainer: its environment says
    }
    String dc = container.getEnvMap().get("CASSANDRA_DC");
    return dc == null || dc.isBlank() ? CassandraTarget.DEFAULT_DATACENTER : dc;
  }
}

package site.ycsb.db.cassandra.testserver;

import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * JUnit extension that injects the test run's one {@link CassandraServer}, shared by every test
 * class that uses it and stopped when the run ends: an external server when
 * {@code CASSANDRA_HOSTS} is set, else a Docker container when Docker is available, else a local
 * Cassandra JVM ({@link LocalCassandraServer}).
 *
 * <pre>{@code @ExtendWith(SharedCassandra.class) class MyIT { @BeforeAll static void setUp(CassandraServer server) {...} }}</pre>
 */
public final class SharedCassandra implements ParameterResolver {
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedCassandra.class);

  /** Kept in the root context's store, which JUnit closes after the last test of the run. */
  private static final class Running implements ExtensionContext.Store.CloseableResource {
    final CassandraServer server;
    final RuntimeException failure; // remembered, so later test classes do not retry a slow failing start

    Running(CassandraServer server, RuntimeException failure) {
      this.server = server;
      this.failure = failure;
    }

    @Override
    public void close() throws Exception {
      if (server instanceof AutoCloseable closeable) {
        closeable.close();
      }
    }
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == CassandraServer.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    Running running = context.getRoot().getStore(NAMESPACE)
        .getOrComputeIfAbsent(Running.class, k -> start(), Running.class);
    if (running.failure != null) {
      throw running.failure;
    }
    return running.server;
  }

  /** Modules reusing this fixture need Testcontainers only if they want the Docker variant. */
  private static boolean testcontainersPresent() {
    try {
      Class.forName("org.testcontainers.DockerClientFactory", false, SharedCassandra.class.getClassLoader());
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }

  private static Running start() {
    CassandraServer external = ExternalCassandraServer.fromEnvironment();
    if (external != null) {
      return new Running(external, null);
    }
    try {
      if (testcontainersPresent() && ContainerCassandraServer.dockerAvailable()) {
        try {
          return new Running(ContainerCassandraServer.start(), null);
        } catch (RuntimeException e) { // e.g. the image cannot be pulled: the local server still can run
          System.err.println("[cassandra-testserver] Docker container failed (" + e.getMessage()
              + "): starting a local Cassandra JVM instead");
        }
      } else {
        System.err.println("[cassandra-testserver] no " + ExternalCassandraServer.HOSTS_ENV
            + " and no Docker engine: starting a local Cassandra JVM");
      }
      return new Running(LocalCassandraServer.start("shared", "1G"), null);
    } catch (Exception e) {
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      return new Running(null,
          new ParameterResolutionException("cannot start a Cassandra server for the tests: " + e.getMessage(), e));
    }
  }
}

package site.ycsb.testkit.cassandra;

import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.SearchOption;
import site.ycsb.testkit.docker.Docker;
import site.ycsb.testkit.docker.UnavailableException;

/**
 * JUnit extension that injects the test run's one {@link CassandraServer}, shared by every test
 * class that uses it and stopped when the run ends: an external server when
 * {@code CASSANDRA_HOSTS} is set, else a local Cassandra JVM ({@link LocalCassandraServer}): it is
 * quicker to start than a container and needs no Docker. A class marked
 * {@link UseCassandraContainer} gets the run's one Cassandra container instead (or is skipped with
 * one line where none can run). Which server a run uses is printed once.
 *
 * <pre>{@code @ExtendWith(SharedCassandra.class) class MyIT { @BeforeAll static void setUp(CassandraServer server) {...} }}</pre>
 */
public final class SharedCassandra implements ParameterResolver, ExecutionCondition {
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

  /** The local (or external) server, and the container, each started at most once per run. */
  private enum Kind {
    SHARED, CONTAINER
  }

  private static boolean inContainer(ExtensionContext context) {
    return context.getTestClass().map(c -> AnnotationSupport.findAnnotation(c, UseCassandraContainer.class,
        SearchOption.INCLUDE_ENCLOSING_CLASSES).isPresent()).orElse(false);
  }

  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    if (!inContainer(context)) {
      return ConditionEvaluationResult.enabled("the shared Cassandra server");
    }
    if (!Docker.available()) {
      Docker.announceSkip(Docker.unavailableReason());
      return ConditionEvaluationResult.disabled(Docker.unavailableReason());
    }
    try {
      CassandraImage.name();
      return ConditionEvaluationResult.enabled("a Cassandra container");
    } catch (UnavailableException e) {
      Docker.announceSkip(e.getMessage());
      return ConditionEvaluationResult.disabled(e.getMessage());
    }
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == CassandraServer.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    boolean container = inContainer(context);
    Running running = context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(
        container ? Kind.CONTAINER : Kind.SHARED, k -> start(container ? SharedCassandra::container : SharedCassandra::shared),
        Running.class);
    if (running.failure != null) {
      throw running.failure;
    }
    return running.server;
  }

  /** Something that starts a server, failing with any exception. */
  private interface Starter {
    CassandraServer start() throws Exception;
  }

  private static Running start(Starter starter) {
    try {
      CassandraServer server = starter.start();
      System.err.println("[cassandra-testserver] the tests share " + server.description());
      return new Running(server, null);
    } catch (Exception e) {
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      return new Running(null,
          new ParameterResolutionException("cannot start a Cassandra server for the tests: " + e.getMessage(), e));
    }
  }

  private static CassandraServer shared() throws Exception {
    CassandraServer external = ExternalCassandraServer.fromEnvironment();
    return external != null ? external : LocalCassandraServer.start("shared", "1G");
  }

  private static CassandraServer container() throws Exception {
    return ContainerCassandraServer.start();
  }
}

package site.ycsb.db.aerospike.testserver;

import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolutionException;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * JUnit extension giving the test run's one {@link AerospikeServer}, shared by every test class that
 * uses it and stopped when the run ends: the server named by {@code AEROSPIKE_HOST}, else a
 * {@link LocalAerospikeServer} of the shared {@code aerospike-local.sh}. Where there is neither (a
 * user's machine), the tests are skipped, with one line saying why.
 *
 * <pre>{@code @ExtendWith(SharedAerospike.class) class MyIT { @BeforeAll static void setUp(AerospikeServer server) {...} }}</pre>
 */
public final class SharedAerospike implements ExecutionCondition, ParameterResolver {
  /** Why the tests skip where no server can be had. */
  public static final String NO_SERVER = "no Aerospike server: set " + ExternalAerospikeServer.HOST_ENV
      + " (AEROSPIKE_PORT, AEROSPIKE_NAMESPACE) to use yours, or put the shared server's "
      + LocalAerospikeServer.SCRIPT + " in ../shared/aerospike beside the checkout or in $"
      + LocalAerospikeServer.DIR_ENV;
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(SharedAerospike.class);
  private static final AtomicBoolean SKIP_SAID = new AtomicBoolean();

  /** Kept in the root context's store, which JUnit closes after the last test of the run. */
  private static final class Running implements ExtensionContext.Store.CloseableResource {
    final AerospikeServer server; // null: none to be had
    final RuntimeException failure; // remembered, so later test classes do not retry a failing start

    Running(AerospikeServer server, RuntimeException failure) {
      this.server = server;
      this.failure = failure;
    }

    @Override
    public void close() {
      if (server instanceof LocalAerospikeServer local) {
        local.close();
      }
    }
  }

  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    Running running = running(context);
    if (running.server == null && running.failure == null) {
      if (SKIP_SAID.compareAndSet(false, true)) {
        System.err.println("[aerospike-testserver] skipped: " + NO_SERVER);
      }
      return ConditionEvaluationResult.disabled(NO_SERVER);
    }
    return ConditionEvaluationResult.enabled("Aerospike server available");
  }

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == AerospikeServer.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    Running running = running(context);
    if (running.failure != null) {
      throw running.failure;
    }
    return running.server;
  }

  private static Running running(ExtensionContext context) {
    return context.getRoot().getStore(NAMESPACE).getOrComputeIfAbsent(Running.class, k -> start(), Running.class);
  }

  private static Running start() {
    ExternalAerospikeServer external = ExternalAerospikeServer.fromEnvironment();
    if (external != null) {
      return new Running(external, null);
    }
    if (LocalAerospikeServer.findScript().isEmpty()) {
      return new Running(null, null);
    }
    try {
      return new Running(LocalAerospikeServer.start("shared"), null);
    } catch (Exception e) {
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      return new Running(null,
          new ParameterResolutionException("cannot start the local Aerospike server: " + e.getMessage(), e));
    }
  }
}

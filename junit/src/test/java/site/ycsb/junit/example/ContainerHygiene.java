package site.ycsb.junit.example;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import site.ycsb.testkit.docker.Docker;
import site.ycsb.testkit.docker.DockerNetwork;

/**
 * This build's house rules for the containers of a {@code @Testcontainers} class written as a user
 * would write it (the documented example): skipped with testkit's one line where no Docker engine
 * answers; its static {@code @Container}s labelled as every test container here (so the sweep finds
 * leftovers), published on 127.0.0.1 only, and on a network of the class's own (see {@link #network}). Registered for the module's tests by
 * META-INF/services and junit-platform.properties; runs before Testcontainers' own extension starts them.
 */
public final class ContainerHygiene implements ExecutionCondition, BeforeAllCallback {

  private static boolean usesTestcontainers(ExtensionContext context) {
    return context.getTestClass().map(c -> AnnotationSupport.isAnnotated(c, Testcontainers.class)).orElse(false);
  }

  /**
   * A labelled network ({@code 10.199.N.0/24}) for the class's containers, removed after them. Docker's
   * default bridge would do, but where the host has a stale bridge with its subnet (seen here: a
   * second, stopped engine's {@code br-*} on 172.17.0.0/16) its containers cannot be reached through
   * their published ports; a network of our own avoids that on any machine.
   */
  static DockerNetwork network(ExtensionContext context) {
    ExtensionContext.Store store = context.getStore(ExtensionContext.Namespace.create(ContainerHygiene.class));
    return store.getOrComputeIfAbsent("network", k -> new ClosedWithClass(DockerNetwork.create("ycsb-test-junit-"
        + UUID.randomUUID().toString().substring(0, 8))), ClosedWithClass.class).network;
  }

  /** Closed by JUnit when the class ends, after Testcontainers has stopped its containers. */
  private record ClosedWithClass(DockerNetwork network) implements ExtensionContext.Store.CloseableResource {
    @Override
    public void close() {
      network.close();
    }
  }

  @Override
  public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
    if (!usesTestcontainers(context) || Docker.available()) {
      return ConditionEvaluationResult.enabled("Docker answers, or no containers");
    }
    Docker.announceSkip(Docker.unavailableReason());
    return ConditionEvaluationResult.disabled(Docker.unavailableReason());
  }

  @Override
  public void beforeAll(ExtensionContext context) throws IllegalAccessException {
    if (!usesTestcontainers(context)) {
      return;
    }
    DockerNetwork network = null;
    for (Field f : context.getRequiredTestClass().getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.isAnnotationPresent(Container.class)
          && GenericContainer.class.isAssignableFrom(f.getType())) {
        f.setAccessible(true);
        GenericContainer<?> container = (GenericContainer<?>) f.get(null);
        List<Integer> ports = new ArrayList<>(container.getExposedPorts());
        container.setExposedPorts(new ArrayList<>());
        Docker.publishOnLoopback(container, ports.stream().mapToInt(Integer::intValue).toArray());
        container.withLabels(Docker.labels());
        if (network == null) {
          network = network(context);
        }
        container.withNetworkMode(network.name());
      }
    }
  }
}

package site.ycsb.junit.example;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import site.ycsb.testkit.docker.Docker;

/**
 * This build's house rules for the containers of a {@code @Testcontainers} class written as a user
 * would write it (the documented example): skipped with testkit's one line where no Docker engine
 * answers; its static {@code @Container}s labelled as every test container here (so the sweep finds
 * leftovers) and published on 127.0.0.1 only. Registered for the module's tests by
 * META-INF/services and junit-platform.properties; runs before Testcontainers' own extension starts them.
 */
public final class ContainerHygiene implements ExecutionCondition, BeforeAllCallback {

  private static boolean usesTestcontainers(ExtensionContext context) {
    return context.getTestClass().map(c -> AnnotationSupport.isAnnotated(c, Testcontainers.class)).orElse(false);
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
    for (Field f : context.getRequiredTestClass().getDeclaredFields()) {
      if (Modifier.isStatic(f.getModifiers()) && f.isAnnotationPresent(Container.class)
          && GenericContainer.class.isAssignableFrom(f.getType())) {
        f.setAccessible(true);
        GenericContainer<?> container = (GenericContainer<?>) f.get(null);
        List<Integer> ports = new ArrayList<>(container.getExposedPorts());
        container.setExposedPorts(new ArrayList<>());
        Docker.publishOnLoopback(container, ports.stream().mapToInt(Integer::intValue).toArray());
        container.withLabels(Docker.labels());
      }
    }
  }
}

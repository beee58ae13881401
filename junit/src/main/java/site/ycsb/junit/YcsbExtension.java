package site.ycsb.junit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterTestExecutionCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives a test method a {@link ResultsDirectory} parameter: {@code target/ycsb/<test class>/<test
 * method>/} (a repeated or parameterized test's invocation adds {@code -<n>}), emptied before the test
 * so it holds only this run's files. When the test fails, one line on standard error says where its
 * figures are. The base directory is {@code target/ycsb} under the working directory, or the system
 * property {@code ycsb.results.dir}.
 *
 * <pre>{@code @ExtendWith(YcsbExtension.class)
 * class CheckoutPerformanceTest {
 *   @Test
 *   void readsStayFast(ResultsDirectory results) { ... .resultsIn(results) ... }
 * }}</pre>
 */
public final class YcsbExtension implements ParameterResolver, AfterTestExecutionCallback {
  public static final String BASE_PROPERTY = "ycsb.results.dir";
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(YcsbExtension.class);
  private static final Pattern INVOCATION = Pattern.compile("\\[test-template-invocation:#(\\d+)]$");

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    return parameter.getParameter().getType() == ResultsDirectory.class
        && parameter.getDeclaringExecutable() instanceof java.lang.reflect.Method;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    return context.getStore(NAMESPACE).getOrComputeIfAbsent(ResultsDirectory.class,
        k -> new ResultsDirectory(fresh(directoryOf(context))), ResultsDirectory.class);
  }

  @Override
  public void afterTestExecution(ExtensionContext context) {
    ResultsDirectory dir = context.getStore(NAMESPACE).get(ResultsDirectory.class, ResultsDirectory.class);
    if (dir != null && context.getExecutionException().isPresent()) {
      System.err.println("[ycsb] " + context.getRequiredTestClass().getSimpleName() + "."
          + context.getRequiredTestMethod().getName() + " failed; its figures: " + dir.path().toAbsolutePath());
    }
  }

  /** {@code <base>/<class's binary name without package>/<method>[-<invocation>]}. */
  static Path directoryOf(ExtensionContext context) {
    String base = System.getProperty(BASE_PROPERTY, Path.of("target", "ycsb").toString());
    Class<?> testClass = context.getRequiredTestClass();
    String className = testClass.getName().substring(testClass.getPackageName().isEmpty() ? 0
        : testClass.getPackageName().length() + 1);
    String method = context.getRequiredTestMethod().getName();
    Matcher invocation = INVOCATION.matcher(context.getUniqueId());
    if (invocation.find()) {
      method += "-" + invocation.group(1);
    }
    return Path.of(base, className, method);
  }

  private static Path fresh(Path dir) {
    try {
      if (Files.isDirectory(dir)) {
        try (Stream<Path> old = Files.walk(dir)) {
          for (Path p : old.sorted(Comparator.reverseOrder()).toList()) {
            if (!p.equals(dir)) {
              Files.delete(p);
            }
          }
        }
      }
      return Files.createDirectories(dir);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot prepare the results directory " + dir, e);
    }
  }
}

package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/** Compiles the one Java example of a documentation page against exactly the core library. */
final class DocExampleCompiler {
  static final Pattern JAVA_BLOCK = Pattern.compile("(?ms)^```java\\s*\\R(.*?)^```\\s*$");
  static final Pattern PUBLIC_CLASS = Pattern.compile("(?m)^public (?:final )?class (\\w+)");

  private DocExampleCompiler() {
  }

  /** The page {@code docs/<name>}: from the system property Surefire sets, else relative to the module. */
  static Path doc(String systemProperty, String name) {
    String doc = System.getProperty(systemProperty);
    return doc != null ? Path.of(doc) : Path.of("..", "docs", name);
  }

  static List<String> javaBlocks(String markdown) {
    List<String> blocks = new ArrayList<>();
    Matcher m = JAVA_BLOCK.matcher(markdown);
    while (m.find()) {
      blocks.add(m.group(1));
    }
    return blocks;
  }

  /** The page's only ```java block. */
  static String exampleSource(Path doc) throws IOException {
    assertThat(doc).as("the documentation page").isRegularFile();
    List<String> blocks = javaBlocks(Files.readString(doc));
    assertThat(blocks).as("```java blocks in " + doc).hasSize(1);
    return blocks.get(0);
  }

  static String publicClass(String source) {
    Matcher cls = PUBLIC_CLASS.matcher(source);
    assertThat(cls.find()).as("a public class in the example").isTrue();
    return cls.group(1);
  }

  /**
   * Compiles {@code source} (default package, lint warnings as errors) against the core jar and
   * HdrHistogram, and loads it in a class loader whose parent is the test's (so core's classes are shared).
   */
  static Class<?> compileAndLoad(String source, Path work) throws Exception {
    String className = publicClass(source);
    assertThat(source).as("a copy-paste example lives in the default package").doesNotContain("package ");
    Path src = Files.createDirectories(work.resolve("src"));
    Path classes = Files.createDirectories(work.resolve("classes"));
    Path file = Files.writeString(src.resolve(className + ".java"), source);

    String classPath = jarOf(site.ycsb.DB.class) + File.pathSeparator + jarOf(org.HdrHistogram.Histogram.class);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertThat(javac).as("a JDK's compiler (the tests run on a JDK)").isNotNull();
    DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
    StringWriter log = new StringWriter();
    boolean compiled;
    try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, StandardCharsets.UTF_8)) {
      compiled = javac.getTask(log, files, diagnostics,
          List.of("--release", "17", "-Xlint:all", "-Werror", "-classpath", classPath, "-d", classes.toString()),
          null, files.getJavaFileObjects(file)).call();
    }
    assertThat(compiled).as("javac of the documented example:%n%s%s", diagnostics.getDiagnostics(), log).isTrue();
    @SuppressWarnings("resource") // lives as long as the test's use of the class
    URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()},
        DocExampleCompiler.class.getClassLoader());
    return loader.loadClass(className);
  }

  private static String jarOf(Class<?> c) throws URISyntaxException {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }
}

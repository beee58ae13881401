package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.StringWriter;
import java.lang.reflect.Method;
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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedding example of docs/embedding.md (pasted into the README) is compiled from the document's
 * own text against the core jar and run, so the documentation cannot drift from the API.
 */
class EmbeddingExampleTest {
  private static final Pattern JAVA_BLOCK = Pattern.compile("(?ms)^```java\\s*\\R(.*?)^```\\s*$");
  private static final Pattern PUBLIC_CLASS = Pattern.compile("(?m)^public (?:final )?class (\\w+)");

  @TempDir
  Path work;

  static Path docsRoot() {
    String doc = System.getProperty("ycsb.embedding.doc");
    // Surefire sets the property; from an IDE the working directory is the module's folder.
    return doc != null ? Path.of(doc) : Path.of("..", "docs", "embedding.md");
  }

  static List<String> javaBlocks(String markdown) {
    List<String> blocks = new ArrayList<>();
    Matcher m = JAVA_BLOCK.matcher(markdown);
    while (m.find()) {
      blocks.add(m.group(1));
    }
    return blocks;
  }

  static String exampleSource() throws IOException {
    Path doc = docsRoot();
    assertThat(doc).as("the embedding documentation").isRegularFile();
    List<String> blocks = javaBlocks(Files.readString(doc));
    assertThat(blocks).as("```java blocks in " + doc).hasSize(1);
    return blocks.get(0);
  }

  @Test
  void extractsTheFencedJavaBlockOnly() {
    String md = "text\n```xml\n<a/>\n```\n```java\nclass A {}\n```\nmore\n";
    assertThat(javaBlocks(md)).containsExactly("class A {}\n");
  }

  @Test
  void theDocumentedExampleCompilesAndRunsAWorkload() throws Exception {
    String source = exampleSource();
    Matcher cls = PUBLIC_CLASS.matcher(source);
    assertThat(cls.find()).as("a public class in the example").isTrue();
    String className = cls.group(1);
    assertThat(source).as("a copy-paste example lives in the default package").doesNotContain("package ");

    Path src = Files.createDirectories(work.resolve("src"));
    Path classes = Files.createDirectories(work.resolve("classes"));
    Path file = Files.writeString(src.resolve(className + ".java"), source);

    // Compiled against exactly the library: the core jar and HdrHistogram, nothing else.
    String classPath = jarOf(site.ycsb.DB.class) + java.io.File.pathSeparator + jarOf(org.HdrHistogram.Histogram.class);
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

    String out;
    PrintStream saved = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try (URLClassLoader loader = new URLClassLoader(new URL[] {classes.toUri().toURL()}, getClass().getClassLoader());
        PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
      Method main = loader.loadClass(className).getMethod("main", String[].class);
      System.setOut(capture);
      try {
        main.invoke(null, (Object) new String[0]);
      } finally {
        System.setOut(saved);
      }
      out = captured.toString(StandardCharsets.UTF_8);
    }

    // The documented properties: recordcount=1000, operationcount=10000, 95% reads.
    assertThat(out).as("output of the example").contains("load: 1000 inserts, 1000 OK");
    Matcher run = Pattern.compile("run: (\\d+) operations, \\d+ ops/sec, READ p99 \\d+ us, (\\d+) reads OK").matcher(out);
    assertThat(run.find()).as("the run line in:%n%s", out).isTrue();
    assertThat(Long.parseLong(run.group(1))).isEqualTo(10000);
    assertThat(Long.parseLong(run.group(2))).isBetween(9000L, 10000L);
    assertThat(out).contains("[OVERALL], RunTime(ms)", "[READ], Return=OK", "[UPDATE], Operations");
  }

  @Test
  void theReadmeCopyOfTheExampleIsTheSame() throws IOException {
    Path readme = docsRoot().toAbsolutePath().normalize().getParent().getParent().resolve("README.md");
    assumeTrue(Files.isRegularFile(readme), "no README.md yet");
    String example = exampleSource();
    Matcher cls = PUBLIC_CLASS.matcher(example);
    assertThat(cls.find()).isTrue();
    String declaration = cls.group();
    List<String> copies = javaBlocks(Files.readString(readme)).stream()
        .filter(b -> b.contains(declaration)).toList();
    assumeTrue(!copies.isEmpty(), "the README has no copy of the embedding example yet");
    assertThat(copies).as("the README's copy of docs/embedding.md's example").containsOnly(example);
  }

  private static String jarOf(Class<?> c) throws URISyntaxException {
    return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
  }
}

package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The embedding example of docs/embedding.md is compiled from the page's own text against the core jar
 * and run, so the documentation cannot drift from the API (EmbeddingExampleIT builds it with Maven too).
 */
class EmbeddingExampleTest {
  @TempDir
  Path work;

  static Path docsRoot() {
    return DocExampleCompiler.doc("ycsb.embedding.doc", "embedding.md");
  }

  static String exampleSource() throws IOException {
    return DocExampleCompiler.exampleSource(docsRoot());
  }

  @Test
  void extractsTheFencedJavaBlockOnly() {
    String md = "text\n```xml\n<a/>\n```\n```java\nclass A {}\n```\nmore\n";
    assertThat(DocExampleCompiler.javaBlocks(md)).containsExactly("class A {}\n");
  }

  @Test
  void theDocumentedExampleCompilesAndRunsAWorkload() throws Exception {
    Class<?> example = DocExampleCompiler.compileAndLoad(exampleSource(), work);

    String out;
    PrintStream saved = System.out;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    try (PrintStream capture = new PrintStream(captured, true, StandardCharsets.UTF_8)) {
      Method main = example.getMethod("main", String[].class);
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
}

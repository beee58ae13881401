package site.ycsb.junit.example;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/performance-tests.md shows the example test as the build compiles and runs it, to the character. */
class PerformanceTestsDocTest {
  private static Path doc() {
    String doc = System.getProperty("ycsb.performance.doc");
    return doc != null ? Path.of(doc) : Path.of("..", "docs", "performance-tests.md");
  }

  private static String example(String name) throws Exception {
    return Files.readString(Path.of("src", "test", "java", "site", "ycsb", "junit", "example", name));
  }

  @Test
  void thePageHoldsTheExampleContainerTestWholeInAJavaBlock() throws Exception {
    assertThat(Files.readString(doc())).contains("```java\n" + example("CassandraPerformanceContainerIT.java") + "```\n");
  }

  @Test
  void thePageHoldsTheBrokenThresholdsMessageAsTheTestPinsIt() throws Exception {
    String page = Files.readString(doc());
    String pinned = example("BrokenThresholdContainerIT.java");
    // the table's lines, as the test pins them, are in the page's example of a failure
    for (String line : new String[] {"Thresholds: 1 of 2 broken", "result  criterion", "FAIL    READ-COMB.p99 < 1us",
        "pass    TOTAL.errorrate < 0.1%"}) {
      assertThat(pinned).contains(line);
      assertThat(page).contains(line);
    }
  }
}

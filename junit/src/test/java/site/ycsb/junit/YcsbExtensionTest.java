package site.ycsb.junit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import site.ycsb.model.RunResult;

/** The extension, on test classes run by a JUnit launcher of their own as a build would run them. */
class YcsbExtensionTest {

  /** A user's test class: one that passes, one whose threshold is broken, one run twice. */
  @ExtendWith(YcsbExtension.class)
  static class UsersPerformanceTest {
    @Test
    void passes(ResultsDirectory results) {
      RunResult r = YcsbBenchmark.workload(new Properties()).binding("memory").records(50).operations(200)
          .resultsIn(results).load().run();
      YcsbAssertions.assertThresholds(r, "TOTAL.errorrate < 0.1%");
    }

    @Test
    void breaksAThreshold(ResultsDirectory results) {
      RunResult r = YcsbBenchmark.workload(new Properties()).binding("memory").records(50).operations(200)
          .resultsIn(results).load().run();
      YcsbAssertions.assertThresholds(r, "TOTAL.count > 1000000");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2})
    void twice(int threads, ResultsDirectory results) {
      YcsbBenchmark.workload(new Properties()).binding("memory").records(10).operations(20).threads(threads)
          .resultsIn(results).load().run();
    }
  }

  private static TestExecutionSummary runUsersTests(Path base, ByteArrayOutputStream err) {
    String savedBase = System.getProperty(YcsbExtension.BASE_PROPERTY);
    PrintStream savedErr = System.err;
    System.setProperty(YcsbExtension.BASE_PROPERTY, base.toString());
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      SummaryGeneratingListener listener = new SummaryGeneratingListener();
      LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
          .selectors(selectClass(UsersPerformanceTest.class)).build(), listener);
      return listener.getSummary();
    } finally {
      System.setErr(savedErr);
      if (savedBase == null) {
        System.clearProperty(YcsbExtension.BASE_PROPERTY);
      } else {
        System.setProperty(YcsbExtension.BASE_PROPERTY, savedBase);
      }
    }
  }

  @Test
  void eachTestGetsItsOwnDirectoryAndAFailedOneSaysWhereItsFiguresAre(@TempDir Path base) throws Exception {
    Path stale = Files.createDirectories(base.resolve("YcsbExtensionTest$UsersPerformanceTest/passes"))
        .resolve("from-an-earlier-build.hdr");
    Files.writeString(stale, "old");
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    TestExecutionSummary summary = runUsersTests(base, err);

    assertThat(summary.getTestsSucceededCount()).isEqualTo(3);
    assertThat(summary.getFailures()).hasSize(1);
    Throwable failure = summary.getFailures().get(0).getException();
    assertThat(failure).isInstanceOf(AssertionError.class)
        .hasMessageStartingWith("run phase: Thresholds: 1 of 1 broken")
        .hasMessageContaining("FAIL    TOTAL.count > 1000000  200");

    Path dir = base.resolve("YcsbExtensionTest$UsersPerformanceTest");
    assertThat(stale).as("emptied before the test").doesNotExist();
    for (String test : new String[] {"passes", "breaksAThreshold"}) {
      for (String file : new String[] {"load.hdr", "load.txt", "load.html", "run.hdr", "run.txt", "run.html"}) {
        assertThat(dir.resolve(test).resolve(file)).isNotEmptyFile();
      }
    }
    assertThat(dir.resolve("twice-1/run.hdr")).isNotEmptyFile();
    assertThat(dir.resolve("twice-2/run.hdr")).isNotEmptyFile();
    assertThat(err.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("[ycsb] ")))
        .containsExactly("[ycsb] UsersPerformanceTest.breaksAThreshold failed; its figures: "
            + dir.resolve("breaksAThreshold").toAbsolutePath());
  }
}

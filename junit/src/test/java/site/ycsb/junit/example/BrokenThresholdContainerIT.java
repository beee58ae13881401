package site.ycsb.junit.example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.platform.launcher.core.LauncherDiscoveryRequestBuilder;
import org.junit.platform.launcher.core.LauncherFactory;
import org.junit.platform.launcher.listeners.SummaryGeneratingListener;
import org.junit.platform.launcher.listeners.TestExecutionSummary;
import org.opentest4j.AssertionFailedError;
import org.testcontainers.junit.jupiter.Testcontainers;
import site.ycsb.model.RunResult;
import site.ycsb.junit.ResultsDirectory;
import site.ycsb.junit.YcsbAssertions;
import site.ycsb.junit.YcsbBenchmark;
import site.ycsb.junit.YcsbExtension;
import site.ycsb.junit.containers.CassandraTarget;
import site.ycsb.testkit.cassandra.ContainerCassandraServer;
import site.ycsb.testkit.docker.DockerNetwork;

/**
 * A threshold a real Cassandra container cannot meet fails a user's JUnit test, and the failure's
 * message is the threshold table (the broken criterion with its measured figure, the kept one too);
 * the build's output names the directory of the test's figures.
 */
@Testcontainers(disabledWithoutDocker = true) // and ContainerHygiene's one line where Docker is absent
class BrokenThresholdContainerIT {
  private static CassandraTarget target; // the container the user's test runs against

  /** A user's test whose read latency budget no database meets: one microsecond. */
  @ExtendWith(YcsbExtension.class)
  static class TooStrictBudget {
    @Test
    void readsInAMicrosecond(ResultsDirectory results) {
      RunResult result = YcsbBenchmark.workload("workloads/workloadb")
          .binding("cassandra").properties(target.properties()).property("cassandra.createschema", true)
          .records(500).operations(2_000).threads(2)
          .resultsIn(results)
          .load().run();
      YcsbAssertions.assertThresholds(result, "READ-COMB.p99 < 1us", "TOTAL.errorrate < 0.1%");
    }
  }

  @Test
  void theFailingTestsMessageIsTheThresholdTable() throws Exception {
    // a network of its own, for the reason ContainerHygiene.network gives
    try (DockerNetwork network = DockerNetwork.create("ycsb-test-junit-" + UUID.randomUUID().toString().substring(0, 8));
        ContainerCassandraServer cassandra = ContainerCassandraServer.startOn(network, "cassandra")) {
      target = new CassandraTarget(cassandra.hosts(), cassandra.port(), cassandra.localDatacenter());
      runTheUsersTest();
    }
  }

  private void runTheUsersTest() {
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    PrintStream savedErr = System.err;
    SummaryGeneratingListener listener = new SummaryGeneratingListener();
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    try {
      LauncherFactory.create().execute(LauncherDiscoveryRequestBuilder.request()
          .selectors(selectClass(TooStrictBudget.class)).build(), listener);
    } finally {
      System.setErr(savedErr);
    }
    TestExecutionSummary summary = listener.getSummary();

    assertThat(summary.getTestsFailedCount()).isEqualTo(1);
    Throwable failure = summary.getFailures().get(0).getException();
    assertThat(failure).isInstanceOf(AssertionFailedError.class);
    assertThat(failure.getMessage().lines().toList()).satisfiesExactly(
        headline -> assertThat(headline).isEqualTo("run phase: Thresholds: 1 of 2 broken"),
        header -> assertThat(header).matches("  result  criterion {15}measured +note"),
        read -> assertThat(read).startsWith("  FAIL    READ-COMB.p99 < 1us     ").matches(".* [0-9.]+us"),
        errors -> assertThat(errors).isEqualTo("  pass    TOTAL.errorrate < 0.1%  0%"));
    Path figures = Path.of(System.getProperty(YcsbExtension.BASE_PROPERTY, "target/ycsb"),
        "BrokenThresholdContainerIT$TooStrictBudget", "readsInAMicrosecond").toAbsolutePath();
    assertThat(err.toString(StandardCharsets.UTF_8)).contains(
        "[ycsb] TooStrictBudget.readsInAMicrosecond failed; its figures: " + figures);
    assertThat(figures.resolve("run.html")).isNotEmptyFile();
    assertThat(figures.resolve("run.hdr")).isNotEmptyFile();
  }
}

package site.ycsb.junit.example;

import static site.ycsb.junit.YcsbAssertions.assertThresholds;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.junit.jupiter.Container;
import org.testcontainers.junit.jupiter.Testcontainers;
import site.ycsb.junit.ResultsDirectory;
import site.ycsb.junit.YcsbBenchmark;
import site.ycsb.junit.YcsbExtension;
import site.ycsb.junit.containers.TestcontainersTargets;
import site.ycsb.model.RunResult;

/** The mixed workload against one Cassandra node stays within the service's budget. */
@Testcontainers(disabledWithoutDocker = true)
@ExtendWith(YcsbExtension.class)
class CassandraPerformanceContainerIT {

  @Container
  static final GenericContainer<?> CASSANDRA = new GenericContainer<>("cassandra:5.0")
      .withExposedPorts(9042)
      .withEnv("MAX_HEAP_SIZE", "512M")
      .withEnv("HEAP_NEWSIZE", "128M")
      .waitingFor(Wait.forListeningPort().withStartupTimeout(Duration.ofMinutes(5)));

  @Test
  void mixedWorkloadStaysWithinBudget(ResultsDirectory results) {
    RunResult result = YcsbBenchmark.workload("workloads/mixed")
        .binding("cassandra")
        .properties(TestcontainersTargets.cassandra(CASSANDRA).properties())
        .property("cassandra.createschema", true)
        .records(2_000)
        .operations(10_000)
        .threads(4)
        .resultsIn(results)        // target/ycsb/CassandraPerformanceContainerIT/mixedWorkloadStaysWithinBudget/
        .load()
        .run();

    assertThresholds(result,
        "READ-COMB.p99 < 500ms",
        "UPDATE-COMB.p99 < 500ms",
        "TOTAL.errorrate < 0.1%",
        "OVERALL.throughput > 100");
  }
}

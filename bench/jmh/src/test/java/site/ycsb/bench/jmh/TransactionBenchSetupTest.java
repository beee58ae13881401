package site.ycsb.bench.jmh;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The benchmark reaches core's internals by reflection (so that one bench runs on upstream's jar
 * too): a change of those internals compiles but breaks the bench at run time. This runs each
 * parameter set's setup and a few operations, as JMH would, on this build's core.
 */
class TransactionBenchSetupTest {

  @ParameterizedTest
  @CsvSource({"workloada, noop", "workloadc, consuming", "mixed, noop"})
  void eachParameterSetSetsUpAndRunsOnThisCore(String workload, String db) throws Exception {
    TransactionBench bench = new TransactionBench();
    bench.workload = workload;
    bench.db = db;
    bench.setup();
    for (int i = 0; i < 100; i++) {
      assertThat(bench.measuredTransaction()).isTrue();
      assertThat(bench.transaction()).isTrue();
    }
  }
}

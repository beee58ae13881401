package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.MemoryDB;
import site.ycsb.engine.TestRuns;
import site.ycsb.measurements.Op;
import site.ycsb.model.RunResult;

/**
 * A batch run's report: operations (batches) and keys, each with its rate, the keys' results under
 * BATCH-*-KEYS, which no count of operations or failures includes; the same read back from the log.
 */
class BatchReportTest {
  @TempDir
  Path dir;

  @Test
  void theReportGivesBatchesAndKeysEachWithItsRateAndTheLogCarriesThem() throws Exception {
    Properties p = TestRuns.props("recordcount=100", "operationcount=40", "fieldcount=2", "fieldlength=8",
        "readproportion=1", "updateproportion=0", "batchreadsize=5", "hdrhistogram.fileoutput=true",
        "results.dir=" + dir);
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, MemoryDB::new);
    p.setProperty("dotransactions", "true");
    p.setProperty("recordcount", "200"); // half the keys chosen are missing
    RunResult r = TestRuns.run(p, MemoryDB::new);

    String text = ReportText.of(r);
    assertThat(text).contains("[OVERALL], Keys(BATCH-READ), 200", "[BATCH-READ-KEYS], Keys, 200",
        "[TOTAL], Operations, 40");
    assertThat(r.count("BATCH-READ") + r.count("BATCH-READ-NOT_FOUND")).as("a batch with no key found").isEqualTo(40);
    assertThat(text).doesNotContain("[BATCH-READ-KEYS], Operations");
    assertThat(r.keysPerSecond(Op.BATCH_READ)).isEqualTo(5 * r.throughput(), org.assertj.core.api.Assertions.within(1e-6));
    assertThat(text).contains("[OVERALL], KeysPerSecond(BATCH-READ), " + r.keysPerSecond(Op.BATCH_READ));
    assertThat(text.indexOf("[BATCH-READ-KEYS]")).as("next to its batches, before TOTAL")
        .isBetween(text.indexOf("[BATCH-READ]"), text.indexOf("[TOTAL]"));
    Map<String, Long> total = r.statusCounts().get("TOTAL");
    assertThat(total.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(40);

    try (LogSet set = LogSet.open(List.of(r.intervalLog().toString()), null)) {
      RunResult logged = RunData.load("", set, new Properties(), k -> false, TimeSeries::charted, null, null).summary();
      assertThat(logged.keys(Op.BATCH_READ)).isEqualTo(200);
      assertThat(logged.statusCount("BATCH-READ-KEYS", "NOT_FOUND"))
          .isEqualTo(r.statusCount("BATCH-READ-KEYS", "NOT_FOUND"));
      assertThat(logged.statusCounts().get("TOTAL").values().stream().mapToLong(Long::longValue).sum())
          .as("TOTAL counts the batches, not their keys").isEqualTo(40);
      assertThat(logged.failedOperations()).isZero();
    }
  }
}

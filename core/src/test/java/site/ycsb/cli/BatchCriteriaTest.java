package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Criteria on batches: checked before the run against the batch sizes, as criteria on other operations are. */
class BatchCriteriaTest {
  private static CommandLineTest.Outcome loadrun(String batchReadSize, String criterion) {
    return CommandLineTest.run("-loadrun", "-db", "memory", "-p", "hdrhistogram.fileoutput=false",
        "-p", "recordcount=50", "-p", "operationcount=20", "-p", "readproportion=1", "-p", "updateproportion=0",
        "-p", "batchreadsize=" + batchReadSize, "-p", "thresholds=" + criterion);
  }

  @Test
  void aCriterionOnTheBatchesOfARunInBatchesIsJudged() {
    CommandLineTest.Outcome o = loadrun("5", "BATCH-READ.count >= 20");

    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.out()).contains("[OVERALL], Keys(BATCH-READ), 100");
  }

  @Test
  void aCriterionOnSingleReadsOfARunInBatchesIsRefusedNamingWhatItDoes() {
    CommandLineTest.Outcome o = loadrun("5", "READ.p99 < 5ms");

    assertThat(o.code()).isEqualTo(2);
    assertThat(o.errorLine()).contains("the workload does no READ", "it does BATCH-READ");
  }

  @Test
  void aCriterionOnBatchesOfARunWithoutThemIsRefusedNamingTheBatchSize() {
    CommandLineTest.Outcome o = loadrun("1", "BATCH-READ.p99 < 5ms");

    assertThat(o.code()).isEqualTo(2);
    assertThat(o.errorLine()).contains("the workload does no BATCH-READ (batchreadsize=1", "it does READ");
  }
}

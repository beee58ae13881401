package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.engine.TestRuns;
import site.ycsb.model.RunResult;

/**
 * The text report's {@code [VALIDATION]} block: Checked and the six classes, zeros included, when the
 * run validated anything; VALIDATION is never an operation of the report.
 */
class ValidationTextReportTest {
  static Properties readOnly(int operations) {
    return TestRuns.props("recordcount=20", "operationcount=" + operations, "readproportion=1",
        "updateproportion=0", "scanproportion=0", "insertproportion=0", "threads=2");
  }

  static RunResult validatedRun(int operations, long stale, long lost) throws Exception {
    Properties p = readOnly(operations);
    AtomicLong reads = new AtomicLong();
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, site.ycsb.db.MemoryDB::new);
    p.setProperty("dotransactions", "true");
    return TestRuns.run(p, () -> new ValidatingTestDB(reads, stale, lost));
  }

  @Test
  void aValidatedRunPrintsCheckedThenEveryClassWithZerosIncluded() throws Exception {
    String text = ReportText.of(validatedRun(100, 3, 1));

    assertThat(text).contains("[VALIDATION], Checked, 100\n[VALIDATION], Valid, 96\n[VALIDATION], Stale, 3\n"
        + "[VALIDATION], Lost, 1\n[VALIDATION], Resurrected, 0\n[VALIDATION], Corrupt, 0\n"
        + "[VALIDATION], Unverifiable, 0\n");
  }

  @Test
  void validationIsNoOperationOfTheReport() throws Exception {
    RunResult r = validatedRun(100, 3, 1);
    String text = ReportText.of(r);

    assertThat(text).doesNotContain("[VALIDATION], Return=").doesNotContain("[VALIDATION], Operations")
        .doesNotContain("NotFoundRatio(VALIDATION)");
    assertThat(text).contains("[TOTAL], Operations, 100").contains("[TOTAL], Return=OK, 100")
        .contains("[OVERALL], FailedOperations, 0");
    assertThat(r.measuredOperations()).isEqualTo(100);
    assertThat(r.results()).isEqualTo(100);
  }

  @Test
  void aRunThatValidatedNothingHasNoValidationBlock() throws Exception {
    Properties p = readOnly(50);
    String text = ReportText.of(TestRuns.loadThenRun(p, site.ycsb.db.MemoryDB::new));

    assertThat(text).doesNotContain("VALIDATION");
  }
}

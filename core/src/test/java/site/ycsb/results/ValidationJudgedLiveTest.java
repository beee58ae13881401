package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.JudgedRun;
import site.ycsb.engine.TestRuns;
import site.ycsb.model.StopReason;
import site.ycsb.thresholds.Thresholds;

/** Criteria on the validated reads judged while the run goes on, as the command line watches it. */
class ValidationJudgedLiveTest {
  @Test
  void aLostReadEndsTheRunWithAbortOnFailAndTheVerdictNamesIt() throws Exception {
    Properties p = ValidationTextReportTest.readOnly(20);
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, site.ycsb.db.MemoryDB::new);
    p.setProperty("dotransactions", "true");
    p.setProperty("operationcount", "0");
    p.setProperty("maxexecutiontime", "120");
    p.setProperty("target", "200");
    AtomicLong reads = new AtomicLong();
    Properties checked = new Properties();
    checked.putAll(p);
    checked.setProperty("validation", "true"); // the test database counts the classes itself: the run need not validate
    Thresholds criteria = Thresholds.of("VALIDATION.lost == 0").abortingOnFail(true).checkedFor(checked, "thresholds");
    Benchmark.Builder b = Benchmark.builder(p).dbFactory(() -> new ValidatingTestDB(reads, 0, 1))
        .err(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));

    JudgedRun run = JudgedRun.run(b, criteria);

    assertThat(run.result().stopReason()).isEqualTo(StopReason.THRESHOLD_BROKEN);
    assertThat(run.verdict().passed()).isFalse();
    assertThat(run.verdict().checks().get(0).note()).contains("ended the run");
    assertThat(run.verdict().checks().get(0).measured()).isEqualTo(1);
  }
}

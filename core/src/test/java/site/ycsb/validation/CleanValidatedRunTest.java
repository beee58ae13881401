package site.ycsb.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.engine.TestRuns;
import site.ycsb.measurements.MetricNames;
import site.ycsb.model.RunResult;

/**
 * A correct database never raises an alarm, however many threads or operations in flight write and
 * read the same keys: the proof that the client's own concurrency, value buffers and async mode
 * make no false Stale, Lost, Resurrected or Corrupt. The {@code mixed} workload (inserts, updates,
 * deletes and reads of the same keys) on the memory database, on a small key set so that keys are
 * hit concurrently; the million operations in each mode.
 */
class CleanValidatedRunTest {
  private static Properties mixed(String... more) throws Exception {
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(Path.of(System.getProperty("ycsb.root", "..")).resolve("workloads/mixed"))) {
      p.load(in);
    }
    p.putAll(TestRuns.props("db=memory", "validation=true", "recordcount=2000", "fieldlength=64",
        "readmodifywriteproportion=0.05", "readproportion=0.45", "scanproportion=0.01",
        "updateproportion=0.05", "insertproportion=0.40", "deleteproportion=0.04"));
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  private static void assertClean(RunResult r, long operations) {
    assertThat(r.operations()).isEqualTo(operations);
    for (ReadClass c : ReadClass.values()) {
      if (c.anomaly()) {
        assertThat(r.statusCount(MetricNames.VALIDATION, c.name())).as(c.label()).isZero();
      }
    }
    assertThat(r.statusCount(MetricNames.VALIDATION, ReadClass.VALID.name())).as("reads judged Valid").isPositive();
  }

  @Test
  void sixtyFourThreadsOnSharedKeysRaiseNoAlarm() throws Exception {
    Properties p = mixed("threadcount=64", "operationcount=1000000");
    assertClean(ValidatedReadsTest.loadThenRun(p, AnomalyDB.Anomaly.NONE, new AnomalyDB.Trace()), 1000000);
  }

  @Test
  void twoThreadsOf256InFlightRaiseNoAlarm() throws Exception {
    Properties p = mixed("threadcount=2", "async.inflight=256", "operationcount=1000000");
    assertClean(ValidatedReadsTest.loadThenRun(p, AnomalyDB.Anomaly.NONE, new AnomalyDB.Trace()), 1000000);
  }
}

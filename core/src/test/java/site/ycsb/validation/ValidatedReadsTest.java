package site.ycsb.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;
import site.ycsb.engine.Benchmark;
import site.ycsb.engine.TestRuns;
import site.ycsb.measurements.MetricNames;
import site.ycsb.model.RunResult;
import site.ycsb.workloads.CoreWorkload;

/**
 * Each anomaly a database can commit is classified exactly, blocking and async: a one-key data set
 * (so every operation meets the anomaly), the load and the run through one workload object (one ledger),
 * and the database's own count of the reads that met it.
 */
class ValidatedReadsTest {

  private static long count(RunResult r, ReadClass c) {
    return r.statusCount(MetricNames.VALIDATION, c.name());
  }

  /** Loads, then runs, with one workload object and one database trace; returns the run's result. */
  static RunResult loadThenRun(Properties p, AnomalyDB.Anomaly anomaly, AnomalyDB.Trace trace) throws Exception {
    CoreWorkload workload = new CoreWorkload();
    PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    p.setProperty("dotransactions", "false");
    Benchmark.builder(p).workload(workload).dbFactory(() -> new AnomalyDB(anomaly, trace)).err(quiet).build().run();
    p.setProperty("dotransactions", "true");
    return Benchmark.builder(p).workload(workload).dbFactory(() -> new AnomalyDB(anomaly, trace)).err(quiet).build().run();
  }

  private static Properties oneKey(boolean async, String... more) {
    Properties p = TestRuns.props("db=memory", "validation=true", "recordcount=1", "operationcount=400", "threadcount=1",
        "readproportion=0.5", "updateproportion=0", "insertproportion=0", "deleteproportion=0", "scanproportion=0",
        "readmodifywriteproportion=0");
    if (async) {
      p.setProperty("async.inflight", "1");
    }
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  private static void assertOnly(RunResult r, ReadClass expected, long affected) {
    long reads = r.statusCount("READ", "OK") + r.statusCount("READ", "NOT_FOUND");
    assertThat(reads).as("reads").isPositive();
    if (expected != ReadClass.VALID) {
      assertThat(affected).as("reads that met the anomaly").isPositive();
      assertThat(count(r, expected)).as(expected.label()).isEqualTo(affected);
    }
    for (ReadClass c : ReadClass.values()) {
      if (c != expected && c != ReadClass.VALID) {
        assertThat(count(r, c)).as(c.label()).isZero();
      }
    }
    assertThat(count(r, ReadClass.VALID)).as("Valid: the reads before the anomaly").isEqualTo(reads - affected);
  }

  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void anAcknowledgedInsertTheDatabaseDroppedIsLostOnEveryRead(boolean async) throws Exception {
    AnomalyDB.Trace trace = new AnomalyDB.Trace();
    RunResult r = loadThenRun(oneKey(async, "readproportion=1"), AnomalyDB.Anomaly.DROP_INSERT, trace);
    assertOnly(r, ReadClass.LOST, trace.affected.get());
  }

  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void anAcknowledgedUpdateTheDatabaseRevertedIsStale(boolean async) throws Exception {
    AnomalyDB.Trace trace = new AnomalyDB.Trace();
    RunResult r = loadThenRun(oneKey(async, "updateproportion=0.5"), AnomalyDB.Anomaly.REVERT_UPDATE, trace);
    assertOnly(r, ReadClass.STALE, trace.affected.get());
  }

  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void aRowBackAfterItsAcknowledgedDeleteIsResurrected(boolean async) throws Exception {
    AnomalyDB.Trace trace = new AnomalyDB.Trace();
    RunResult r = loadThenRun(oneKey(async, "deleteproportion=0.5"), AnomalyDB.Anomaly.RESURRECT_DELETE, trace);
    assertOnly(r, ReadClass.RESURRECTED, trace.affected.get());
  }

  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void aFlippedByteIsCorrupt(boolean async) throws Exception {
    AnomalyDB.Trace trace = new AnomalyDB.Trace();
    RunResult r = loadThenRun(oneKey(async, "readproportion=1"), AnomalyDB.Anomaly.FLIP_BYTE, trace);
    assertOnly(r, ReadClass.CORRUPT, trace.affected.get());
  }

  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void anotherKeysRowIsCorrupt(boolean async) throws Exception {
    AnomalyDB.Trace trace = new AnomalyDB.Trace();
    RunResult r = loadThenRun(oneKey(async, "readproportion=1", "recordcount=2", "insertorder=ordered"),
        AnomalyDB.Anomaly.OTHER_KEY, trace);
    assertOnly(r, ReadClass.CORRUPT, trace.affected.get());
  }

  @ParameterizedTest(name = "async={0}")
  @ValueSource(booleans = {false, true})
  void aKeyLastWrittenWithAnUnknownOutcomeIsUnverifiableNeverAnAlarm(boolean async) throws Exception {
    AnomalyDB.Trace trace = new AnomalyDB.Trace();
    RunResult r = loadThenRun(oneKey(async, "updateproportion=0.5"), AnomalyDB.Anomaly.UNKNOWN_UPDATE, trace);
    assertOnly(r, ReadClass.UNVERIFIABLE, trace.affected.get());
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"uniform", "zipfian"})
  void valuesOfVaryingLengthsAreJudgedAsAnyOther(String distribution) throws Exception {
    RunResult r = loadThenRun(oneKey(false, "updateproportion=0.5", "fieldlengthdistribution=" + distribution,
        "minfieldlength=36", "fieldlength=300"), AnomalyDB.Anomaly.NONE, new AnomalyDB.Trace());
    assertOnly(r, ReadClass.VALID, 0);
  }

  @Test
  void aKeyThisClientNeverWroteIsUnverifiable() throws Exception {
    Properties p = oneKey(false, "readproportion=1");
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, null);
    p.setProperty("dotransactions", "true");
    p.remove(Ledger.PROPERTY_KEY); // another client's ledger: it never wrote the key
    RunResult r = TestRuns.run(p, null);
    assertThat(count(r, ReadClass.UNVERIFIABLE)).isEqualTo(400);
    assertThat(count(r, ReadClass.VALID)).isZero();
  }

  @Test
  void withoutValidationNoReadIsClassified() throws Exception {
    Properties p = oneKey(false, "readproportion=1", "validation=false");
    RunResult r = loadThenRun(p, AnomalyDB.Anomaly.NONE, new AnomalyDB.Trace());
    assertThat(r.statusCounts()).doesNotContainKey(MetricNames.VALIDATION);
  }
}

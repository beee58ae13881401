package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/** CoreWorkload in asynchronous mode keeps every semantic of the blocking mode. */
class CoreWorkloadAsyncTest {
  private static final List<String> OPS = List.of("READ", "UPDATE", "INSERT", "DELETE");

  private static Properties mixed(String... more) throws Exception {
    Properties p = new Properties();
    try (var in = Files.newBufferedReader(Path.of(System.getProperty("ycsb.root", "..")).resolve("workloads/mixed"))) {
      p.load(in);
    }
    p.putAll(TestRuns.props("db=memory", "recordcount=2000", "operationcount=10000"));
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  private static long all(RunResult r, String op) {
    return r.statusCounts().getOrDefault(op, java.util.Map.of()).values().stream().mapToLong(Long::longValue).sum();
  }

  @Test
  void theSameMixAndTheSameResultsAsTheBlockingMode() throws Exception {
    RunResult blocking = TestRuns.loadThenRun(mixed("threadcount=2"), null);
    RunResult async = TestRuns.loadThenRun(mixed("threadcount=1", "async.inflight=16"), null);
    assertThat(async.operations()).isEqualTo(10000);
    for (String op : OPS) {
      double a = (double) all(async, op) / 10000;
      double b = (double) all(blocking, op) / 10000;
      // two samples of 10,000 draws: a share near 0.5 differs by 0.007 (one sigma); 5 sigma never flakes
      assertThat(a).as(op + " share").isCloseTo(b, within(0.035));
      assertThat(async.count(op + "-COMB")).as(op + "-COMB = OK + NOT_FOUND")
          .isEqualTo(async.statusCount(op, "OK") + async.statusCount(op, "NOT_FOUND"));
    }
    double nf = (double) async.statusCount("READ", "NOT_FOUND") / all(async, "READ");
    double nfBlocking = (double) blocking.statusCount("READ", "NOT_FOUND") / all(blocking, "READ");
    assertThat(nf).as("reads of deleted keys").isPositive().isCloseTo(nfBlocking, within(0.03));
    assertThat(OPS.stream().mapToLong(op -> all(async, op)).sum()).as("every operation once").isEqualTo(10000);
  }

  @Test
  void aNewKeyIsReadOnlyAfterItsInsertCompleted() throws Exception {
    RunResult r = TestRuns.loadThenRun(mixed("threadcount=2", "async.inflight=32", "deleteproportion=0",
        "readproportion=0.5", "insertproportion=0.5", "updateproportion=0"), null);
    assertThat(r.statusCount("INSERT", "OK")).isPositive();
    assertThat(r.statusCount("READ", "NOT_FOUND")).as("no key read before its insert is acknowledged").isZero();
  }

  @Test
  void readModifyWriteAndDataIntegrityWorkAsynchronously() throws Exception {
    Properties p = TestRuns.props("db=memory", "recordcount=500", "operationcount=4000", "threadcount=1",
        "async.inflight=8", "readproportion=0.5", "updateproportion=0", "readmodifywriteproportion=0.5",
        "dataintegrity=true", "requestdistribution=uniform");
    RunResult r = TestRuns.loadThenRun(p, null);
    long rmw = r.count("READ-MODIFY-WRITE");
    assertThat(rmw).isPositive();
    assertThat(r.statusCount("UPDATE", "OK")).as("each read-modify-write updates once").isEqualTo(rmw);
    assertThat(all(r, "READ")).as("plain reads and the reads inside read-modify-writes").isEqualTo(4000);
    assertThat(r.statusCount("VERIFY", "OK")).as("every read verified").isEqualTo(4000);
    assertThat(r.statusCounts().get("VERIFY")).containsOnlyKeys("OK");
  }
}

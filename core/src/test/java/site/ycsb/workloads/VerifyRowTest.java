package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.config.UsageException;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/** Upstream's verifyRow hook: a subclass's override sees every verified row, recorded as a VERIFY. */
class VerifyRowTest {
  private static Properties props(String... more) {
    Properties p = TestRuns.props("db=memory", "recordcount=200", "operationcount=1000", "threadcount=2",
        "readproportion=1", "updateproportion=0", "dataintegrity=true");
    for (String kv : more) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  /** Counts the rows it is asked to verify, then verifies them as CoreWorkload does. */
  static class CountingVerifier extends CoreWorkload {
    final AtomicLong rows = new AtomicLong();

    @Override
    protected void verifyRow(String key, HashMap<String, ByteIterator> cells) {
      rows.incrementAndGet();
      super.verifyRow(key, cells);
    }
  }

  private static RunResult loadThenRunWith(CoreWorkload run, Properties p) throws Exception {
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, null);
    p.setProperty("dotransactions", "true");
    return Benchmark.builder(p).workload(run).err(System.err).build().run();
  }

  @Test
  void anOverridingSubclassSeesEveryReadRowAndItsVerifiesAreReported() throws Exception {
    CountingVerifier workload = new CountingVerifier();
    RunResult r = loadThenRunWith(workload, props());
    assertThat(workload.rows.get()).isEqualTo(1000);
    assertThat(r.statusCount("VERIFY", "OK")).isEqualTo(1000);
    assertThat(r.count("VERIFY")).isEqualTo(1000);
  }

  @Test
  void withoutAnOverrideTheReadsVerifyInPlaceAsBefore() throws Exception {
    RunResult r = loadThenRunWith(new CoreWorkload(), props());
    assertThat(r.statusCount("VERIFY", "OK")).isEqualTo(1000);
  }

  @Test
  void anOverridingSubclassRunsBlockingOnly() {
    Properties p = props("async.inflight=4");
    assertThatThrownBy(() -> loadThenRunWith(new CountingVerifier(), p)).isInstanceOf(UsageException.class)
        .hasMessageContaining("async.inflight=4").hasMessageContaining("no asynchronous mode");
  }
}

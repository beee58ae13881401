package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.model.RunResult;

/** measurement.bysize on the memory database: every OK read, insert and update once in its size bucket, never in TOTAL. */
class SizeMetricsRunTest {
  private static long sum(RunResult r, String prefix) {
    long n = 0;
    for (Map.Entry<String, Histogram> e : r.metrics().entrySet()) {
      if (e.getKey().startsWith(prefix)) {
        n += e.getValue().getTotalCount();
      }
    }
    return n;
  }

  @ParameterizedTest(name = "async.inflight={0}")
  @ValueSource(ints = {0, 4})
  void eachOkOperationIsInOneSizeBucketAndTotalCountsEachOperationOnce(int inFlight) throws Exception {
    // one field of 100 bytes per update, ten per insert and read: 64B..256B and 1KB..4KB
    Properties p = TestRuns.props("db=memory", "recordcount=200", "operationcount=2000", "threadcount=2",
        "measurement.bysize=true", "readproportion=0.5", "updateproportion=0.3", "insertproportion=0.2",
        "async.inflight=" + inFlight);
    RunResult r = TestRuns.loadThenRun(p, null);
    assertThat(sum(r, "READ-SIZE-")).isEqualTo(r.statusCount("READ", "OK")).isPositive();
    assertThat(sum(r, "UPDATE-SIZE-")).isEqualTo(r.statusCount("UPDATE", "OK")).isPositive();
    assertThat(sum(r, "INSERT-SIZE-")).isEqualTo(r.statusCount("INSERT", "OK")).isPositive();
    assertThat(r.count("UPDATE-SIZE-256B")).isEqualTo(r.statusCount("UPDATE", "OK"));
    assertThat(r.count("READ-SIZE-1KB")).isEqualTo(r.statusCount("READ", "OK"));
    assertThat(r.count("TOTAL")).isEqualTo(2000);
    assertThat(r.operations()).isEqualTo(2000);
  }

  @ParameterizedTest(name = "async.inflight={0}")
  @ValueSource(ints = {0, 4})
  void withoutTheSettingThereIsNoSizeMetric(int inFlight) throws Exception {
    RunResult r = TestRuns.loadThenRun(TestRuns.props("db=memory", "recordcount=50", "operationcount=200",
        "async.inflight=" + inFlight), null);
    assertThat(r.metrics().keySet()).noneMatch(m -> m.contains("-SIZE-"));
  }
}

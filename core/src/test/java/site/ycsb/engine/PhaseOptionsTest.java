package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Properties;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import site.ycsb.BasicDB;
import site.ycsb.WorkloadException;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.workloads.CoreWorkload;

/**
 * A phase resolves its options once, at its start: a bad value of any option its command reads
 * stops it before any work.
 */
class PhaseOptionsTest {

  /** A CoreWorkload that says whether it was initialised: the first work a phase does. */
  private static final class Watched extends CoreWorkload {
    final AtomicBoolean initialised = new AtomicBoolean();

    @Override
    public void init(Properties p) throws WorkloadException {
      initialised.set(true);
      super.init(p);
    }
  }

  @Test
  void aBadValueOfAnOptionOnlyTheCommandLineActsOnIsRefusedBeforeTheWorkloadStarts() {
    for (String bad : new String[] {"failed.warnpercent=200", "thresholds.abortonfail=maybe", "prometheus.port=http",
        "prometheus.linger=-1"}) {
      Properties p = TestRuns.props("recordcount=10", "operationcount=10", "basicdb.verbose=false", bad);
      Watched workload = new Watched();
      Benchmark b = Benchmark.builder(p).workload(workload).dbFactory(BasicDB::new).build();
      assertThatThrownBy(b::run).as(bad).isInstanceOf(UsageException.class)
          .hasMessageStartingWith(bad.substring(0, bad.indexOf('=')) + "=");
      assertThat(workload.initialised).as(bad).isFalse();
    }
  }

  @Test
  void calibrationsOptionsAreLeftToCalibrateAPlainRunDoesNotJudgeThem() throws Exception {
    Properties p = TestRuns.props("recordcount=10", "operationcount=10", "basicdb.verbose=false",
        "calibrate.steps=none");
    RunResult r = Benchmark.builder(p).dbFactory(BasicDB::new).build().run();
    assertThat(r.operations()).isEqualTo(10);
  }
}

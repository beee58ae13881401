package site.ycsb.calibrate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.config.Settings;
import site.ycsb.engine.JudgedRun;
import site.ycsb.engine.TestRuns;
import site.ycsb.model.RunResult;

/** calibrate.mode=target's bisection ends whatever throughput the steps between its bounds achieve. */
class TargetRefinementTest {
  @Test
  void aMidpointThatMeetsTheSlaAtLessThroughputThanAnEarlierStepStillRaisesTheLowerBound(@TempDir Path dir)
      throws Exception {
    Properties p = TestRuns.props("recordcount=100", "readproportion=1", "updateproportion=0",
        "calibrate.metric=READ", "calibrate.max=5ms", "calibrate.mode=target", "calibrate.targets=100*2",
        "calibrate.steps=3", "calibrate.resolution=0.1", "calibrate.plateau=0", "calibrate.dir=" + dir);
    int[] steps = {0};
    Calibration.Outcome o = new Calibration(p, new CalibrationSettings(Settings.of(p)), (props, criteria) -> {
      if (++steps[0] > 30) {
        throw new IllegalStateException("calibrate did not end: " + steps[0] + " steps");
      }
      double target = Double.parseDouble(props.getProperty("target"));
      // the SLA holds up to 300 ops/s, but above 200 the database delivers only 150 ops/s (a local
      // server struggling: what the miniature studies met against a 2-node Cassandra)
      long ops = target > 200 ? 1500 : Math.round(target * 10);
      RunResult r = ClientLimitedStepTest.step(ops, target > 300 ? 10_000 : 1000, 40);
      return new JudgedRun(r, criteria.evaluate(r));
    }, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), () -> false).run();
    assertThat(steps[0]).as("steps run").isLessThan(30);
    assertThat(o.steps()).extracting(Calibration.Step::target).doesNotHaveDuplicates();
    assertThat(o.chosen().target()).as("the best throughput under the SLA").isEqualTo(200.0);
  }
}

package site.ycsb.calibrate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.DoubleFunction;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.config.Settings;
import site.ycsb.engine.JudgedRun;
import site.ycsb.engine.TestRuns;
import site.ycsb.intervallog.ClientLine;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.model.ClientFigures;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;

/** calibrate does not take a step the client limited for the database's knee, and says so. */
class ClientLimitedStepTest {
  /** A 10 s step at {@code threads x 100} ops/s, p99 1 ms, whose client used {@code cpuPercent} of 2 cores. */
  private static RunResult step(int threads, double cpuPercent) {
    return step(threads * 1000L, 1000, cpuPercent);
  }

  /** A 10 s step of {@code ops} operations, each {@code latencyUs}, whose client used {@code cpuPercent} of 2 cores. */
  static RunResult step(long ops, long latencyUs, double cpuPercent) {
    Histogram read = new Histogram(3);
    read.recordValueWithCount(latencyUs, ops);
    Map<String, Histogram> metrics = new LinkedHashMap<>();
    metrics.put("READ", read);
    metrics.put("Intended-READ", read); // what a paced step (calibrate.mode=target) is judged by
    metrics.put("TOTAL", read);
    Map<String, Map<String, Long>> statuses = new LinkedHashMap<>();
    statuses.put("READ", Map.of("OK", ops));
    statuses.put("TOTAL", Map.of("OK", ops));
    ClientFigures client = new ClientFigures.Sum().add(new ClientLine(0, 10, 2, cpuPercent / 100 * 20_000, Double.NaN,
        Double.NaN, 0, 0, 0, true), new Histogram(3), ops, Double.NaN).figures();
    return new RunResult("run", 10_000, 10_000, ops, ops, StopReason.COMPLETED, 0, 0, 0, metrics, statuses, Map.of(),
        Map.of(), Map.of(), null, List.of(), List.of(), new MeasurementSettings(Settings.of(new Properties())), client);
  }

  @Test
  void aStepWhoseClientCpuWasTheLimitIsNotTheKnee(@TempDir Path dir) throws Exception {
    Properties p = TestRuns.props("recordcount=100", "readproportion=1", "updateproportion=0",
        "calibrate.metric=READ", "calibrate.max=5ms", "calibrate.threads=1,2", "calibrate.plateau=0",
        "calibrate.dir=" + dir);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Calibration.Outcome o = new Calibration(p, new CalibrationSettings(Settings.of(p)), (props, criteria) -> {
      int threads = Integer.parseInt(props.getProperty("threadcount"));
      RunResult r = step(threads, threads == 2 ? 95 : 40);
      return new JudgedRun(r, criteria.evaluate(r));
    }, new PrintStream(err, true, StandardCharsets.UTF_8), () -> false).run();
    assertThat(o.steps()).hasSize(2).allSatisfy(st -> assertThat(st.slaMet()).isTrue());
    assertThat(o.steps().get(1).clientLimit()).contains("CPU 95% of 2 cores");
    assertThat(o.chosen().threads()).isEqualTo(1);
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains("[WARN] calibrate: step 2 met the SLA but is not taken for the database's knee: the client may"
            + " have limited the result: CPU 95% of 2 cores");
    assertThat(CalibrationReport.table(o, new CalibrationSettings(Settings.of(p))))
        .contains("client-limited, not the database's knee");
  }

  /**
   * calibrate.mode=target over 100, 200, 400 ops/s, bisected to 10%, each step's result from {@code stepAt}
   * (its target); fails the run after 30 steps, as a bisection that never ends would run.
   */
  static Calibration.Outcome bisect(Path dir, DoubleFunction<RunResult> stepAt) throws Exception {
    Properties p = TestRuns.props("recordcount=100", "readproportion=1", "updateproportion=0",
        "calibrate.metric=READ", "calibrate.max=5ms", "calibrate.mode=target", "calibrate.targets=100*2",
        "calibrate.steps=3", "calibrate.resolution=0.1", "calibrate.plateau=0", "calibrate.dir=" + dir);
    int[] steps = {0};
    return new Calibration(p, new CalibrationSettings(Settings.of(p)), (props, criteria) -> {
      if (++steps[0] > 30) {
        throw new IllegalStateException("calibrate did not end: " + steps[0] + " steps");
      }
      RunResult r = stepAt.apply(Double.parseDouble(props.getProperty("target")));
      return new JudgedRun(r, criteria.evaluate(r));
    }, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), () -> false).run();
  }

  @Test
  void inTargetModeAClientLimitedRateBoundsTheSearchFromAboveSoItEnds(@TempDir Path dir) throws Exception {
    // the SLA holds up to 300 ops/s; above 240 the client's CPU is the limit; 400 breaks the SLA
    Calibration.Outcome o = bisect(dir, target ->
        step(Math.round(target * 10), target > 300 ? 10_000 : 1000, target > 240 ? 95 : 40));
    assertThat(o.chosen().target()).as("%s", o.steps()).isBetween(200.0, 240.0);
    assertThat(o.steps()).filteredOn(st -> st.target() > 240).allSatisfy(st -> assertThat(st.eligible()).isFalse());
  }
}

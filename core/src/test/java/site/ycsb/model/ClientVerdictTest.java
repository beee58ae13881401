package site.ycsb.model;

import static org.assertj.core.api.Assertions.assertThat;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import site.ycsb.intervallog.ClientLine;

/** Each cause of the client verdict gives its line on figures made to show it; clean figures give none. */
class ClientVerdictTest {
  /** Ten 1 s intervals on 2 cores: cpu ms per interval, hiccups in us, saturated or not, ops and target. */
  private static ClientFigures figures(double cpuMsPerInterval, long hiccupUs, boolean saturated, long ops,
      double target, boolean heapPressure) {
    ClientFigures.Sum sum = new ClientFigures.Sum();
    for (int i = 0; i < 10; i++) {
      Histogram h = new Histogram(3);
      h.recordValueWithCount(hiccupUs, 1000);
      sum.add(new ClientLine(i, 1, 2, cpuMsPerInterval, cpuMsPerInterval * 0.9, cpuMsPerInterval * 0.1, 0, 0, 0,
          saturated), h, ops, target);
    }
    return sum.heapPressure(heapPressure).figures();
  }

  private static ClientFigures clean() {
    return figures(400, 100, false, 1000, Double.NaN, false);
  }

  @Test
  void cleanFiguresGiveNoVerdict() {
    assertThat(ClientVerdict.of(clean(), 5)).isEmpty();
  }

  @Test
  void cpuAbove85PercentOfTheCoresNamesTheCpuAndTheCores() {
    ClientFigures f = figures(1800, 100, false, 1000, Double.NaN, false);
    assertThat(f.cpuUtilizationPercent()).isEqualTo(90.0);
    assertThat(ClientVerdict.of(f, 5)).hasValue(ClientVerdict.LEAD + "CPU 90% of 2 cores");
    assertThat(ClientVerdict.of(figures(1690, 100, false, 1000, Double.NaN, false), 5)).isEmpty();
  }

  @Test
  void hiccupsAboveOneMillisecondGiveTheirLine() {
    ClientFigures f = figures(400, 2000, false, 1000, Double.NaN, false);
    assertThat(ClientVerdict.of(f, 500).orElseThrow()).contains("JVM hiccups p99 2.00 ms (above 1 ms)");
  }

  @Test
  void hiccupsAboveATenthOfTheMeasuredP99GiveTheirLineAboveTheTimerSlack() {
    ClientFigures f = figures(400, 500, false, 1000, Double.NaN, false);
    assertThat(ClientVerdict.of(f, 4).orElseThrow()).contains("(above 10% of the measured p99 of 4.00 ms)");
    assertThat(ClientVerdict.of(f, 6)).isEmpty();
    // a sleep's own slack (0.1 ms) against an in-memory p99 of 5 us is no stall
    assertThat(ClientVerdict.of(clean(), 0.005)).isEmpty();
  }

  @Test
  void saturatedSlotsGiveTheirLineOnlyWhileTheTargetWasNotMet() {
    ClientFigures missed = figures(400, 100, true, 500, 1000, false);
    assertThat(missed.achievedSharePercent()).isEqualTo(50.0);
    assertThat(ClientVerdict.of(missed, 5).orElseThrow())
        .isEqualTo(ClientVerdict.LEAD + "every slot busy in 100% of intervals while 50% of the target was met");
    assertThat(ClientVerdict.of(figures(400, 100, true, 1000, 1000, false), 5)).isEmpty();
    assertThat(ClientVerdict.of(figures(400, 100, true, 1000, Double.NaN, false), 5)).isEmpty();
    assertThat(ClientVerdict.of(figures(400, 100, false, 500, 1000, false), 5)).isEmpty();
  }

  @Test
  void heapPressureGivesItsLine() {
    assertThat(ClientVerdict.of(figures(400, 100, false, 1000, Double.NaN, true), 5))
        .hasValue(ClientVerdict.LEAD + "heap nearly exhausted (the heap watcher)");
  }

  @Test
  void severalCausesShareOneLine() {
    String line = ClientVerdict.of(figures(1800, 2000, false, 1000, Double.NaN, true), 5).orElseThrow();
    assertThat(line).startsWith(ClientVerdict.LEAD + "CPU 90% of 2 cores; JVM hiccups").endsWith("(the heap watcher)");
  }

  @Test
  void theFiguresAreDefinedOverTheMeasuredIntervals() {
    ClientFigures f = figures(400, 100, false, 1000, 2000, false);
    assertThat(f.cpuPerOperationUs()).isEqualTo(400.0);
    assertThat(f.cpuUtilizationPercent()).isEqualTo(20.0);
    assertThat(f.cpuUserSharePercent()).isCloseTo(90.0, org.assertj.core.data.Offset.offset(1e-9));
    assertThat(f.targetThroughput()).isEqualTo(2000.0);
    assertThat(f.achievedSharePercent()).isEqualTo(50.0);
    assertThat(f.byName()).containsKeys(ClientFigures.CPU_PER_OPERATION, ClientFigures.HICCUP_P99,
        ClientFigures.TARGET_THROUGHPUT, ClientFigures.ACHIEVED_SHARE);
    assertThat(clean().byName()).doesNotContainKeys(ClientFigures.TARGET_THROUGHPUT, ClientFigures.ACHIEVED_SHARE);
  }
}

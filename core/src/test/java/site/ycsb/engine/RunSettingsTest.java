package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import site.ycsb.config.Settings;

class RunSettingsTest {

  /** The settings a phase runs with: the effective properties, as Benchmark makes them. */
  private static RunSettings settings(String... kv) {
    return new RunSettings(Settings.of(EffectiveProperties.of(TestRuns.props(kv))));
  }

  @Test
  void theLoadPhaseHasItsOwnThreadsAndTargetWhenGiven() {
    RunSettings load = settings("dotransactions=false", "threadcount=8", "target=100", "load.threads=2",
        "load.target=50");
    assertThat(load.threads()).isEqualTo(2);
    assertThat(load.target()).isEqualTo(50);
    RunSettings run = settings("dotransactions=true", "threadcount=8", "target=100", "load.threads=2");
    assertThat(run.threads()).isEqualTo(8);
    assertThat(run.target()).isEqualTo(100);
    assertThat(settings("dotransactions=false", "threadcount=8").threads()).isEqualTo(8);
  }

  @Test
  void operationsAreSplitExactlyAndAThreadWithNoShareHasNothingToDo() {
    RunSettings s = settings("operationcount=3", "threadcount=8");
    long[] shares = LongStream.range(0, 8).map(i -> s.operationsForThread((int) i)).toArray();
    assertThat(LongStream.of(shares).sum()).isEqualTo(3);
    assertThat(shares).containsOnly(0, 1);
    assertThat(settings("operationcount=0", "threadcount=2").operationsForThread(1)).isEqualTo(RunSettings.UNLIMITED);
  }
}

package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import site.ycsb.intervallog.EventLine;
import site.ycsb.measurements.LogHeader;
import site.ycsb.measurements.PhaseFacts;

/** The live event gauges come from the event runner's typed changes, never from the log's text. */
class LiveEventTest {
  private static final long START = 1_800_000_000_000L;

  private static RunMetrics started() {
    RunMetrics m = new RunMetrics();
    m.started(new LogHeader(Map.of("client.id", "c1"), Map.of(), new PhaseFacts("run", 4, 0, 0, 10, 0)), START,
        () -> 0);
    return m;
  }

  private static List<Exposition.Sample> gauge(RunMetrics m, String name) {
    return Exposition.parse(LiveRun.text(m.collect())).named(name);
  }

  @Test
  void anEventsStartAndEndArePairedWithItsTriggerAndCommand() {
    RunMetrics m = started();
    m.event(EventLine.started(1, 2.5, "30%", "/tmp/e1.out", "docker restart node1 && sleep 5"));
    assertThat(gauge(m, LiveMetricNames.EVENT_RUNNING)).singleElement().satisfies(s -> {
      assertThat(s.value()).isEqualTo(1);
      assertThat(s.label("when")).isEqualTo("30%");
      assertThat(s.label("command")).isEqualTo("docker restart node1 && sleep 5");
    });
    m.event(EventLine.ended(1, 7.25, 0));
    assertThat(gauge(m, LiveMetricNames.EVENT_RUNNING)).singleElement().extracting(Exposition.Sample::value)
        .isEqualTo(0.0);
    assertThat(gauge(m, LiveMetricNames.EVENT_START)).singleElement().extracting(Exposition.Sample::value)
        .isEqualTo((START + 2_500) / 1000.0);
    assertThat(gauge(m, LiveMetricNames.EVENT_END)).singleElement().extracting(Exposition.Sample::value)
        .isEqualTo((START + 7_250) / 1000.0);
  }

  @Test
  void aFailedEventsCommandThatSaysWhenEqualsIsNotTakenForItsTrigger() {
    RunMetrics m = started();
    m.event(EventLine.failed(2, 1, "cannot run program", "run-at when=later"));
    assertThat(gauge(m, LiveMetricNames.EVENT_RUNNING)).singleElement().satisfies(s -> {
      assertThat(s.value()).isEqualTo(0);
      assertThat(s.label("when")).isEmpty();
      assertThat(s.label("command")).isEqualTo("run-at when=later");
    });
  }

  @Test
  void thePhasesFiguresComeFromItsTypedFacts() {
    RunMetrics m = started();
    assertThat(gauge(m, LiveMetricNames.THREADS)).singleElement().extracting(Exposition.Sample::value)
        .isEqualTo(4.0);
  }
}

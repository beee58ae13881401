package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Properties;
import org.junit.jupiter.api.Test;
import site.ycsb.model.RunResult;

/** A scrape serves the client's own figures as the report computes them (docs/numbers.md). */
class ClientFiguresLiveTest {
  @Test
  void aScrapeAfterTheRunServesTheClientsCpuPausesHiccupsAndSaturation() throws Exception {
    RunMetrics metrics = new RunMetrics();
    Properties p = LiveRun.props("db=memory", "recordcount=200", "operationcount=200000", "threadcount=1",
        "measurement.interval.seconds=1", "readproportion=1", "updateproportion=0", "dotransactions=false");
    RunResult r = LiveRun.run(p, metrics);
    Exposition e = Exposition.parse(LiveRun.text(metrics.collect()));
    // one phase without warm-up: the counters since the process started add what the report adds
    assertThat(e.find("ycsb_client_cpu_seconds_total").value()).isCloseTo(r.client().cpuMs() / 1000,
        within(1e-6 + r.client().cpuMs() / 1e6));
    assertThat(e.find("ycsb_client_gc_pauses_total").value()).isEqualTo((double) r.client().gcCount());
    assertThat(e.find("ycsb_client_gc_pause_seconds_total").value()).isCloseTo(r.client().gcMs() / 1000,
        within(1e-6));
    assertThat(e.find("ycsb_client_cpu_utilization_ratio").value()).isGreaterThanOrEqualTo(0);
    assertThat(e.find("ycsb_client_hiccup_p99_seconds").value()).isGreaterThanOrEqualTo(0);
    assertThat(e.find("ycsb_client_hiccup_max_seconds").value())
        .isGreaterThanOrEqualTo(e.find("ycsb_client_hiccup_p99_seconds").value());
    assertThat(e.find("ycsb_client_saturated").value()).isIn(0.0, 1.0);
    assertThat(e.find("ycsb_client_gc_pause_max_seconds").value()).isGreaterThanOrEqualTo(0);
  }
}

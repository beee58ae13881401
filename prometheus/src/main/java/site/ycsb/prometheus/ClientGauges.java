package site.ycsb.prometheus;

import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.CounterSnapshot.CounterDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import java.util.List;
import org.HdrHistogram.Histogram;
import site.ycsb.intervallog.ClientLine;
import site.ycsb.measurements.ClientInterval;

/**
 * The client's own figures live (docs/live-metrics.md, docs/numbers.md): its CPU and pauses as
 * counters since the process started, its last log interval's utilization, hiccups and saturation
 * as gauges; kept by the reporter's thread, as the rest of {@link RunMetrics}.
 */
final class ClientGauges {
  private boolean measured;
  private double cpuSeconds;
  private double gcSeconds;
  private long gcPauses;
  private double utilization;
  private double gcMaxSeconds;
  private double hiccupP99Seconds;
  private double hiccupMaxSeconds;
  private boolean saturated;

  /** One log interval of the client's figures. */
  void add(ClientInterval c) {
    ClientLine l = c.line();
    measured = true;
    if (!Double.isNaN(l.cpuMs())) {
      cpuSeconds += l.cpuMs() / 1000;
      utilization = l.lengthSeconds() <= 0 ? 0 : l.cpuMs() / 1000 / (l.lengthSeconds() * l.cores());
    }
    gcSeconds += l.gcMs() / 1000;
    gcPauses += l.gcCount();
    gcMaxSeconds = l.gcMaxMs() / 1000;
    Histogram h = c.hiccups();
    hiccupP99Seconds = h.getTotalCount() == 0 ? 0 : h.getValueAtPercentile(99) / 1e6;
    hiccupMaxSeconds = h.getTotalCount() == 0 ? 0 : h.getMaxValue() / 1e6;
    saturated = l.saturated();
  }

  void addTo(List<MetricSnapshot> out, Labels run) {
    if (!measured) {
      return;
    }
    out.add(counter(LiveMetricNames.CLIENT_CPU, "The client process's CPU time (all threads, user and system) in"
        + " seconds, over its phases' log intervals since the process started.", cpuSeconds, run));
    out.add(counter(LiveMetricNames.CLIENT_GC_PAUSE, "Seconds the collectors paused the client, since the process"
        + " started.", gcSeconds, run));
    out.add(counter(LiveMetricNames.CLIENT_GC_PAUSES, "Collector pauses of the client, since the process started.",
        gcPauses, run));
    out.add(gauge(LiveMetricNames.CLIENT_CPU_UTILIZATION, "The client's CPU over the last log interval, as a share"
        + " of the cores available to it (1 = every core busy): CpuUtilization(%) / 100.", utilization, run));
    out.add(gauge(LiveMetricNames.CLIENT_GC_PAUSE_MAX, "The longest collector pause of the last log interval, in"
        + " seconds.", gcMaxSeconds, run));
    out.add(gauge(LiveMetricNames.CLIENT_HICCUP_P99, "The 99th percentile of the JVM's hiccups (how late a 1 ms"
        + " sleep woke) over the last log interval, in seconds.", hiccupP99Seconds, run));
    out.add(gauge(LiveMetricNames.CLIENT_HICCUP_MAX, "The longest JVM hiccup of the last log interval, in seconds.",
        hiccupMaxSeconds, run));
    out.add(gauge(LiveMetricNames.CLIENT_SATURATED, "1 when every slot (async) or thread (blocking) was busy in most"
        + " of the last log interval, else 0.", saturated ? 1 : 0, run));
  }

  private static CounterSnapshot counter(String name, String help, double value, Labels run) {
    return CounterSnapshot.builder().name(name).help(help)
        .dataPoint(CounterDataPointSnapshot.builder().labels(run).value(value).build()).build();
  }

  private static GaugeSnapshot gauge(String name, String help, double value, Labels run) {
    return GaugeSnapshot.builder().name(name).help(help)
        .dataPoint(GaugeDataPointSnapshot.builder().labels(run).value(value).build()).build();
  }
}

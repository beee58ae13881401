package site.ycsb.prometheus;

import java.io.PrintStream;
import site.ycsb.measurements.live.LiveMetrics;
import site.ycsb.measurements.live.LiveMetricsProvider;
import site.ycsb.measurements.live.LiveMetricsSettings;

/** What core's ServiceLoader finds when {@code prometheus.port} is set: the Prometheus endpoint. */
public final class PrometheusEndpointProvider implements LiveMetricsProvider {
  @Override
  public LiveMetrics open(LiveMetricsSettings settings, PrintStream warnings) {
    return PrometheusEndpoint.open(settings, warnings);
  }
}

package site.ycsb.measurements.live;

import site.ycsb.config.Settings;
import site.ycsb.options.LiveMetricsOptions;

/**
 * Where a process serves its live metrics (docs/live-metrics.md): {@code prometheus.port} asks for
 * the endpoint; without it nothing listens and no thread starts.
 *
 * @param host the address to listen on
 * @param port the port (0 = any free port)
 * @param lingerSeconds how long the endpoint may wait at the end for a scrape of the final figures
 */
public record LiveMetricsSettings(String host, int port, long lingerSeconds) {
  public static final String PORT = LiveMetricsOptions.PORT.name();

  /** The settings, or null when {@code prometheus.port} is not set; a bad value is a one-line UsageException. */
  public static LiveMetricsSettings from(Settings settings) {
    Integer port = settings.get(LiveMetricsOptions.PORT);
    if (port == null) {
      return null;
    }
    return new LiveMetricsSettings(settings.get(LiveMetricsOptions.HOST), port,
        settings.get(LiveMetricsOptions.LINGER));
  }
}

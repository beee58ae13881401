package site.ycsb.measurements.live;

import java.io.PrintStream;
import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.IntervalListener;

/**
 * A live metrics endpoint, open for the life of a process (docs/live-metrics.md): every phase the
 * process runs feeds it through {@link #listener()}, from its reporter thread, never a client
 * thread.
 */
public interface LiveMetrics {
  /** Where it serves, such as {@code http://127.0.0.1:9464/metrics}. */
  String url();

  /** What each phase's {@code Benchmark.Builder.listener(...)} is given; the same for every phase. */
  IntervalListener listener();

  /**
   * Stops serving. With {@code awaitLastScrape}, when a scraper has been seen, first keeps serving
   * until a scrape has read the final figures, for at most {@code prometheus.linger} seconds.
   */
  void close(boolean awaitLastScrape);

  /**
   * Opens the endpoint {@code prometheus.port} asks for, or returns null when it is not set
   * (nothing listens then). Prints where it serves on {@code err}.
   *
   * @throws UsageException (one line) for a bad setting, an address that cannot be had, or no
   *     provider on the class path
   */
  static LiveMetrics open(Settings options, ClassLoader classLoader, PrintStream err) {
    LiveMetricsSettings settings = LiveMetricsSettings.from(options);
    if (settings == null) {
      return null;
    }
    String asked = LiveMetricsSettings.PORT + "=" + settings.port();
    String missing = asked + ": the Prometheus exporter is not on the class path; expected ycsb-prometheus and the"
        + " io.prometheus jars (lib/ of the distribution; from a source tree bin/ycsb adds them when"
        + " prometheus.port is among its options or -P files)";
    LiveMetrics live;
    try {
      Iterator<LiveMetricsProvider> providers = ServiceLoader.load(LiveMetricsProvider.class, classLoader).iterator();
      if (!providers.hasNext()) {
        throw new UsageException(missing);
      }
      live = providers.next().open(settings, err);
    } catch (ServiceConfigurationError | LinkageError e) {
      throw new UsageException(missing + " (" + e + ")", e);
    }
    err.println("[INFO] Prometheus metrics: " + live.url());
    return live;
  }
}

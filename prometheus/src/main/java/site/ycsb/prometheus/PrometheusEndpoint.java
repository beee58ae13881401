package site.ycsb.prometheus;

import io.prometheus.metrics.exporter.httpserver.HTTPServer;
import io.prometheus.metrics.model.registry.PrometheusRegistry;
import java.io.IOException;
import java.io.PrintStream;
import java.net.BindException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.measurements.live.LiveMetrics;
import site.ycsb.measurements.live.LiveMetricsSettings;

/**
 * {@code /metrics} for Prometheus, served by the Prometheus Java client's HTTP server from a
 * registry of its own (never the client's global default registry), for the life of a process:
 * text format 0.0.4, OpenMetrics or protobuf, as the scraper asks. Its threads are daemons of its
 * own, idle ones end after a minute, and none exists before {@code prometheus.port} asks for it.
 */
final class PrometheusEndpoint implements LiveMetrics {
  private static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

  private final RunMetrics metrics;
  private final HTTPServer server;
  private final ThreadPoolExecutor executor;
  private final String url;
  private final long lingerSeconds;
  private final PrintStream warnings;

  private PrometheusEndpoint(RunMetrics metrics, HTTPServer server, ThreadPoolExecutor executor, String url,
      long lingerSeconds, PrintStream warnings) {
    this.metrics = metrics;
    this.server = server;
    this.executor = executor;
    this.url = url;
    this.lingerSeconds = lingerSeconds;
    this.warnings = warnings;
  }

  /** Listens on the settings' address, or says in one line why it cannot (a port taken, an unknown host). */
  static PrometheusEndpoint open(LiveMetricsSettings settings, PrintStream warnings) {
    RunMetrics metrics = new RunMetrics();
    PrometheusRegistry registry = new PrometheusRegistry();
    registry.register(metrics);
    ThreadPoolExecutor executor = executor();
    try {
      HTTPServer server = HTTPServer.builder().hostname(settings.host()).port(settings.port()).registry(registry)
          .executorService(executor).buildAndStart();
      String host = settings.host().contains(":") ? "[" + settings.host() + "]" : settings.host();
      return new PrometheusEndpoint(metrics, server, executor, "http://" + host + ":" + server.getPort() + "/metrics",
          settings.lingerSeconds(), warnings);
    } catch (IOException | RuntimeException e) {
      executor.shutdownNow();
      String where = "prometheus.host=" + settings.host() + ", " + LiveMetricsSettings.PORT + "=" + settings.port();
      if (e instanceof BindException) {
        throw new UsageException(where + ": cannot listen there (" + e.getMessage() + "); expected a free port"
            + " (0 = any free port) on an address of this machine", e);
      }
      throw new UsageException(where + ": cannot listen there (" + e + "); expected an address of this machine"
          + " such as 127.0.0.1 or 0.0.0.0 and a port from 0 to 65535", e);
    }
  }

  /** Two daemon threads at most (Prometheus scrapes one at a time per target); idle ones end. */
  private static ThreadPoolExecutor executor() {
    AtomicInteger n = new AtomicInteger();
    ThreadPoolExecutor e = new ThreadPoolExecutor(2, 2, 60, TimeUnit.SECONDS, new LinkedBlockingQueue<>(), r -> {
      Thread t = new Thread(r, "ycsb-prometheus-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    });
    e.allowCoreThreadTimeOut(true);
    return e;
  }

  @Override
  public String url() {
    return url;
  }

  @Override
  public IntervalListener listener() {
    return metrics;
  }

  /** The figures a scrape serves; for tests. */
  RunMetrics metrics() {
    return metrics;
  }

  @Override
  public void close(boolean awaitLastScrape) {
    if (awaitLastScrape && lingerSeconds > 0 && metrics.servedVersion() >= 0 && !finalFiguresServed()) {
      warnings.println("[INFO] waiting up to " + lingerSeconds + " s for a scrape of the final figures at " + url
          + " (prometheus.linger)");
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(lingerSeconds);
      while (!finalFiguresServed() && System.nanoTime() - deadline < 0) {
        LockSupport.parkNanos(POLL_NANOS);
      }
    }
    server.close();
    executor.shutdownNow();
  }

  /** Whether a scrape has read the last figures published and its answer has gone out. */
  private boolean finalFiguresServed() {
    return metrics.servedVersion() >= metrics.version() && executor.getActiveCount() == 0;
  }
}

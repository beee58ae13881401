package site.ycsb.measurements.live;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.List;
import java.util.Properties;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;

/**
 * Where a process serves its live metrics (docs/live-metrics.md): {@code prometheus.port} asks for
 * the endpoint; without it nothing listens and no thread starts.
 *
 * @param host the address to listen on
 * @param port the port (0 = any free port)
 * @param lingerSeconds how long the endpoint may wait at the end for a scrape of the final figures
 */
public record LiveMetricsSettings(String host, int port, long lingerSeconds) {
  public static final String PORT = "prometheus.port";
  public static final List<PropertyDefinition> PROPERTIES = List.of(
      of(PORT, null, "Serve live metrics for Prometheus at http://<prometheus.host>:<port>/metrics for the life of"
          + " the process (0 = any free port, printed). Needs the ycsb-prometheus module (lib/ of the distribution)."),
      of("prometheus.host", "127.0.0.1", "Address the metrics endpoint listens on; 0.0.0.0 for every interface"
          + " (a container scraped from outside it, as on Kubernetes)."),
      of("prometheus.linger", "30", "At the end, once a scrape has been seen: seconds to keep serving until a"
          + " scrape has read the final figures (0 = close at once)."));

  /** The settings, or null when {@code prometheus.port} is not set; a bad value is a one-line UsageException. */
  public static LiveMetricsSettings from(Properties properties) {
    Props p = new Props(properties);
    if (!p.has(PORT)) {
      return null;
    }
    int port = p.intValue(PORT, 0, 0);
    if (port > 65535) {
      throw new UsageException(PORT + "=" + port + ": expected a port number from 0 (any free port) to 65535");
    }
    String host = p.string("prometheus.host", "127.0.0.1");
    if (host.isEmpty()) {
      throw new UsageException("prometheus.host is empty: expected an address to listen on, such as 127.0.0.1"
          + " or 0.0.0.0");
    }
    return new LiveMetricsSettings(host, port, p.longValue("prometheus.linger", 30, 0));
  }
}

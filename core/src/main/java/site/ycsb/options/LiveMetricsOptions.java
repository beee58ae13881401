package site.ycsb.options;

import java.util.List;

import site.ycsb.config.Option;
import site.ycsb.config.OptionType;
import site.ycsb.config.UsageException;

/** The live metrics endpoint for Prometheus (docs/live-metrics.md). */
public final class LiveMetricsOptions {
  public static final Option<Integer> PORT = Option.<Integer>custom("prometheus.port", OptionType.INT, null, null,
      (p, n, d) -> {
        if (!p.has(n)) {
          return d;
        }
        int port = p.intValue(n, 0, 0);
        if (port > 65535) {
          throw new UsageException(n + "=" + port + ": expected a port number from 0 (any free port) to 65535");
        }
        return Integer.valueOf(port);
      }).describe("Serve live metrics for Prometheus at http://<prometheus.host>:<port>/metrics for the life of the"
          + " process (0 = any free port, printed). Needs the ycsb-prometheus module (lib/ of the distribution).");
  public static final Option<String> HOST = Option.custom("prometheus.host", OptionType.TEXT, "127.0.0.1",
      "127.0.0.1", (p, n, d) -> {
        String host = p.string(n, d);
        // judged only where an endpoint is asked for: without prometheus.port nothing listens
        if (host.isEmpty() && p.has("prometheus.port")) {
          throw new UsageException(n + " is empty: expected an address to listen on, such as 127.0.0.1 or 0.0.0.0");
        }
        return host;
      }).describe("Address the metrics endpoint listens on; 0.0.0.0 for every interface (a container scraped from"
          + " outside it, as on Kubernetes).");
  public static final Option<Long> LINGER = Option.count("prometheus.linger", 30L, 0).unit("s")
      .describe("At the end, once a scrape has been seen: seconds to keep serving until a scrape has read the final"
          + " figures (0 = close at once).");

  public static final OptionGroup GROUP = new OptionGroup(RunOptions.GROUP.title(), "properties.md",
      List.of(PORT, HOST, LINGER));

  private LiveMetricsOptions() {
  }
}

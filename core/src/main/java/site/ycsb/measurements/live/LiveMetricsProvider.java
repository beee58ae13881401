package site.ycsb.measurements.live;

import java.io.PrintStream;

/**
 * Makes a process's live metrics endpoint. Core has none: a module provides one through
 * {@link java.util.ServiceLoader} ({@code ycsb-prometheus}), found only when {@code prometheus.port}
 * asks for it, so that core keeps HdrHistogram as its only dependency.
 */
public interface LiveMetricsProvider {
  /**
   * Starts serving; the endpoint listens when this returns.
   *
   * @param warnings where the endpoint reports trouble later on (one line each)
   * @throws site.ycsb.config.UsageException naming the property when the address cannot be had (a
   *     port already taken, an unknown host)
   */
  LiveMetrics open(LiveMetricsSettings settings, PrintStream warnings);
}

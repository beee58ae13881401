/**
 * Live metrics without a dependency: {@link site.ycsb.measurements.live.LiveMetricsSettings}
 * ({@code prometheus.*}) and the {@link site.ycsb.measurements.live.LiveMetricsProvider} found through
 * {@code ServiceLoader} (the prometheus module provides one). Imports config, options and measurements
 * (the interval listener); the engine and cli plug it in.
 */
package site.ycsb.measurements.live;

/**
 * Live metrics for Prometheus ({@code ycsb-prometheus}): the {@code LiveMetricsProvider} core finds
 * through {@code ServiceLoader} when {@code prometheus.port} is set, the {@code /metrics} endpoint (the
 * Prometheus Java client) and each phase's figures, fed by its reporter as an interval listener.
 * Imports core's measurements, measurements.live and config (and the engine's tool version); core never
 * imports it.
 */
package site.ycsb.prometheus;

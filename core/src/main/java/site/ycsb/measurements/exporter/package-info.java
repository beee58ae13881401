/**
 * Upstream's exporters under upstream's names ({@code exporter=...}): the
 * {@link site.ycsb.measurements.exporter.MeasurementsExporter} interface and the text, JSON and
 * JSON-array forms. Imports nothing of core: measurements, results and cli write through them; the
 * whole run's report is {@code site.ycsb.results.ReportWriter}.
 */
package site.ycsb.measurements.exporter;

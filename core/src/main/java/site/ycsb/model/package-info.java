/**
 * What a run produced, as data: {@link site.ycsb.model.RunResult} (a finished phase's figures,
 * histograms and events), {@link site.ycsb.model.StopReason} and the client's own figures
 * ({@link site.ycsb.model.ClientFigures}, {@link site.ycsb.model.ClientVerdict}). Results,
 * thresholds, exporters, calibrate and harnesses read a run here without the engine. Imports only
 * {@code intervallog} (the client's interval line), {@code measurements} (metric names, settings)
 * and {@code events} (event records); never the engine, workloads or anything above.
 */
package site.ycsb.model;

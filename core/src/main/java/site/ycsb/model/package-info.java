/**
 * What a run produced, as data: {@link site.ycsb.model.RunResult} (a finished phase's figures,
 * histograms and events) and {@link site.ycsb.model.StopReason}. Results, thresholds, exporters,
 * calibrate and harnesses read a run here without the engine. Imports only {@code intervallog} (a client line), {@code measurements} (metric
 * names, settings) and {@code events} (event records); never the engine, workloads or anything above.
 */
package site.ycsb.model;

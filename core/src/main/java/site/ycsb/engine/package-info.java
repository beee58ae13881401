/**
 * Runs one phase: {@link site.ycsb.engine.Benchmark} (properties in, a {@code RunResult} out) with its
 * threads, pacer, measured bindings, heap watch and start gate; {@link site.ycsb.engine.JudgedRun}, a run
 * watched by its criteria. May import any package below it (site.ycsb's API, binding, measurements,
 * events, model, workloads, db and thresholds among them); never results, calibrate, cli or site.ycsb's
 * adapters: the command line and harnesses sit on top of it.
 */
package site.ycsb.engine;

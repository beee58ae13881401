/**
 * {@code bin/ycsb study PLAN}: a comparison of systems x workloads x phases from one plan file, run
 * step by step as child {@code bin/ycsb} processes, kept as one bundle (logs, resolved properties,
 * facts, checksums) and reported side by side. A client of the command line's processes and of
 * results, like calibrate it adds no hook to the engine. Imports config, options, engine (the tool's
 * version), measurements and results; only cli imports it.
 */
package site.ycsb.study;

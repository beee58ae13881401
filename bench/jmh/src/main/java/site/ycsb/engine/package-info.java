/**
 * For the JMH benchmarks only: the engine's package-private measuring wrapper, reached from its own
 * package ({@code BenchAccess}). Imports site.ycsb's API, binding and measurements, as the engine's
 * parts do.
 */
package site.ycsb.engine;

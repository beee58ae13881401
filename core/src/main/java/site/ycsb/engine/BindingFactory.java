package site.ycsb.engine;

import site.ycsb.DB;

/**
 * Creates one binding instance per worker thread: what a harness gives {@code Benchmark.Builder.dbFactory}
 * instead of a class name. Not upstream's {@code site.ycsb.DBFactory}, which makes a measured binding from
 * a class name for harnesses outside the engine.
 */
@FunctionalInterface
public interface BindingFactory {
  DB create() throws Exception;
}

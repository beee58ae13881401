package site.ycsb.engine;

import site.ycsb.DB;

/** Creates one binding instance per worker thread. */
@FunctionalInterface
public interface DbFactory {
  DB create() throws Exception;
}

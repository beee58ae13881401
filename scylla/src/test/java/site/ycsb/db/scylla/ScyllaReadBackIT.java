package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.ReadBackContract;

/**
 * Values loaded through the Scylla driver read back as written, on the real Cassandra fixture (no
 * Scylla server here: the binding's code and driver are Scylla's, the server is Cassandra). The
 * tests: {@link ReadBackContract}.
 */
class ScyllaReadBackIT extends ReadBackContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }
}

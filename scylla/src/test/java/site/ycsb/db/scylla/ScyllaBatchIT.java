package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.BatchContract;
import site.ycsb.db.cql.contract.CqlBinding;

/**
 * Batches through the Scylla driver on the real Cassandra fixture (the binding's code and driver are
 * Scylla's, the server is Cassandra). The tests: {@link BatchContract}.
 */
class ScyllaBatchIT extends BatchContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }
}

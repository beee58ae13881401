package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.LwtBatchContract;

/**
 * Batches through the Scylla driver on the real Cassandra fixture (the binding's code and driver are
 * Scylla's, the server is Cassandra). The tests: {@link LwtBatchContract}.
 */
class ScyllaBatchIT extends LwtBatchContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }
}

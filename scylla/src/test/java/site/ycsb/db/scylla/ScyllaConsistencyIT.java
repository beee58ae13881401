package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.ConsistencyContract;
import site.ycsb.db.cql.contract.CqlBinding;

/** The configured consistency levels reach the server. The tests: {@link ConsistencyContract}. */
class ScyllaConsistencyIT extends ConsistencyContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }
}

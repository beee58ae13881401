package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.ValidationContract;

/**
 * {@code bin/ycsb loadrun scylla} with {@code validation=true} against the Cassandra fixture, then
 * {@code bin/ycsb verify}. The tests: {@link ValidationContract}.
 */
class ScyllaValidationIT extends ValidationContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }

  @Override
  protected String module() {
    return "scylla";
  }
}

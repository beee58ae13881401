package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.ValidationContract;

/**
 * {@code bin/ycsb loadrun cassandra} with {@code validation=true}, then {@code bin/ycsb verify}.
 * The tests: {@link ValidationContract}.
 */
class CassandraValidationIT extends ValidationContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }

  @Override
  protected String module() {
    return "cassandra";
  }
}

package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.EndToEndContract;

/**
 * {@code bin/ycsb load|run cassandra -P workloads/mixed} as processes.
 * The tests: {@link EndToEndContract}.
 */
class CassandraEndToEndIT extends EndToEndContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }

  @Override
  protected String module() {
    return "cassandra";
  }
}

package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.BatchContract;
import site.ycsb.db.cql.contract.CqlBinding;

/** Batches on the local Cassandra fixture. The tests: {@link BatchContract}. */
class CassandraBatchIT extends BatchContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }
}

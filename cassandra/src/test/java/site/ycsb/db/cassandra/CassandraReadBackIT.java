package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.ReadBackContract;

/** Values loaded into the local Cassandra fixture read back as written. The tests: {@link ReadBackContract}. */
class CassandraReadBackIT extends ReadBackContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }
}

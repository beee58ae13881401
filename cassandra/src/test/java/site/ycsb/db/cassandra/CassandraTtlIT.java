package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.TtlContract;

/** The workload's ttl (CQL USING TTL) on a live server. The tests: {@link TtlContract}. */
class CassandraTtlIT extends TtlContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }
}

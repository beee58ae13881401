package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.TtlContract;

/** The workload's ttl (CQL USING TTL) on the real Cassandra fixture, through the Scylla driver. The tests: {@link TtlContract}. */
class ScyllaTtlIT extends TtlContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }
}

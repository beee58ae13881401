package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.OutageContract;

/**
 * The server is killed under load and comes back; uses its own server, since it kills it.
 * The tests: {@link OutageContract}.
 */
class CassandraOutageIT extends OutageContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }
}

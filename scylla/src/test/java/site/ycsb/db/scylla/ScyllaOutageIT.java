package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.OutageContract;

/**
 * The server is killed under load and comes back; uses its own server, since it kills it.
 * The tests: {@link OutageContract}.
 */
class ScyllaOutageIT extends OutageContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }
}

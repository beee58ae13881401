package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.ClientContract;
import site.ycsb.db.cql.contract.CqlBinding;

/**
 * Bad settings and unreachable servers fail init cleanly, without a server.
 * The tests: {@link ClientContract}.
 */
class ScyllaCQLClientTest extends ClientContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }
}

package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.ClientContract;
import site.ycsb.db.cql.contract.CqlBinding;

/**
 * The DB adapter without a server: bad settings and unreachable servers fail init cleanly.
 * The tests: {@link ClientContract}.
 */
class CassandraCQLClientTest extends ClientContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }
}

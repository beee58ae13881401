package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.ConsistencyContract;
import site.ycsb.db.cql.contract.CqlBinding;

/**
 * The configured consistency levels really reach the server.
 * The tests: {@link ConsistencyContract}.
 */
class CassandraConsistencyIT extends ConsistencyContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }
}

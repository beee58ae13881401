package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.CrudContract;

/**
 * Reads, writes, deletes and scans real data on a live server, with the default QUORUM levels.
 * The tests: {@link CrudContract}.
 */
class CassandraCrudIT extends CrudContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }
}

package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.CrudContract;

/**
 * Reads, writes, deletes and scans on the real Cassandra fixture, through the Scylla driver.
 * The tests: {@link CrudContract}.
 */
class ScyllaCrudIT extends CrudContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }
}

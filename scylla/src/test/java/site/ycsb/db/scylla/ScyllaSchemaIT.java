package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.SchemaContract;

/**
 * scylla.createschema, replicating in the inferred local datacenter.
 * The tests: {@link SchemaContract}.
 */
class ScyllaSchemaIT extends SchemaContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }
}

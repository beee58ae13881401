package site.ycsb.db.cassandra;

import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.SchemaContract;

/**
 * cassandra.createschema sets up a keyspace and table from nothing, and does no harm when repeated.
 * The tests: {@link SchemaContract}.
 */
class CassandraSchemaIT extends SchemaContract {
  @Override
  protected CqlBinding binding() {
    return CassandraTestSupport.BINDING;
  }
}

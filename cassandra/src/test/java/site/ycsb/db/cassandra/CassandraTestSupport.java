package site.ycsb.db.cassandra;

import site.ycsb.db.CassandraCQLClient;
import site.ycsb.db.cql.contract.CqlBinding;

/** The Cassandra binding as the contract tests ({@code site.ycsb.db.cql.contract}) take it. */
final class CassandraTestSupport {
  /** Tests set {@code cassandra.localdc} to the server's datacenter, as users must for other names. */
  static final CqlBinding BINDING =
      new CqlBinding("cassandra", CassandraCQLClient::new, CassandraOptions.CQL, true);

  private CassandraTestSupport() {
  }
}

package site.ycsb.db.scylla;

import site.ycsb.db.cql.contract.CqlBinding;

/** The Scylla binding as the contract tests ({@code site.ycsb.db.cql.contract}) take it. */
final class ScyllaTestSupport {
  /** Tests leave scylla.local_dc unset, as upstream's users do: the driver infers the datacenter. */
  static final CqlBinding BINDING = new CqlBinding("scylla", ScyllaCQLClient::new, ScyllaOptions.CQL, false);

  private ScyllaTestSupport() {
  }
}

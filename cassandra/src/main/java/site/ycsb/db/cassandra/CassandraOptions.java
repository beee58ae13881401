package site.ycsb.db.cassandra;

import site.ycsb.binding.BindingOptions;
import site.ycsb.db.cql.CqlOptions;

/** The Cassandra binding's options: the CQL options under {@code cassandra.}, with upstream's {@code hosts} and {@code port}. */
public final class CassandraOptions {
  public static final CqlOptions CQL = CqlOptions.prefixed("cassandra.").name("hosts", "hosts").name("port", "port")
      .localDatacenter(BindingOptions.text("cassandra.localdc", "datacenter1")
          .describe("Local datacenter: the driver sends requests to its nodes only (required by driver 4.x)."))
      .build();

  private CassandraOptions() {
  }
}

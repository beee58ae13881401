package site.ycsb.db.cassandra;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;

/** Registers the Cassandra binding with the launcher (names, class, options). */
public final class CassandraBindingDescriptor implements BindingDescriptor {
  @Override
  public List<String> names() {
    return List.of("cassandra", "cassandra-cql");
  }

  @Override
  public String dbClassName() {
    return "site.ycsb.db.CassandraCQLClient";
  }

  @Override
  public String summary() {
    return "Apache Cassandra 3.x-5.x over CQL (java-driver 4.x)";
  }

  @Override
  public List<Option<?>> options() {
    return CassandraOptions.CQL.all();
  }

  /** A CQL update is an upsert and a CQL delete writes a tombstone: neither says the row was missing. */
  @Override
  public Set<String> neverNotFound(Properties properties) {
    return Set.of("UPDATE", "DELETE");
  }
}

package site.ycsb.db.scylla;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.PropertyDefinition;

/** Registers the Scylla binding with the launcher (names, class, --help table). */
public final class ScyllaBindingDescriptor implements BindingDescriptor {
  @Override
  public List<String> names() {
    return List.of("scylla");
  }

  @Override
  public String dbClassName() {
    return "site.ycsb.db.scylla.ScyllaCQLClient";
  }

  @Override
  public String summary() {
    return "ScyllaDB over CQL (ScyllaDB's shard-aware java-driver 4.x)";
  }

  @Override
  public List<PropertyDefinition> properties() {
    return ScyllaProperties.TABLE.all();
  }

  /** CQL updates are upserts and deletes tombstones, unless scylla.lwt makes them IF EXISTS. */
  @Override
  public Set<String> neverNotFound(Properties properties) {
    return "true".equalsIgnoreCase(properties.getProperty(ScyllaProperties.LWT, "false").trim()) ? Set.of()
        : Set.of("UPDATE", "DELETE");
  }
}

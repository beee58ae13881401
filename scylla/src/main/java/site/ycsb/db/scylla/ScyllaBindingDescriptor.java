package site.ycsb.db.scylla;

import java.util.List;
import java.util.Properties;
import java.util.Set;
import site.ycsb.config.BindingDescriptor;
import site.ycsb.config.Option;
import site.ycsb.config.Settings;

/** Registers the Scylla binding with the launcher (names, class, options). */
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
  public List<Option<?>> options() {
    return ScyllaOptions.CQL.all();
  }

  /** CQL updates are upserts and deletes tombstones, unless scylla.lwt makes them IF EXISTS. */
  @Override
  public Set<String> neverNotFound(Properties properties) {
    return Settings.of(properties).getOrDefault(ScyllaOptions.LWT) ? Set.of()
        : Set.of("UPDATE", "DELETE");
  }
}

package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.EndToEndContract;

/**
 * {@code bin/ycsb load|run scylla -P workloads/mixed} as processes against the Cassandra fixture:
 * Scylla's driver falls back to token awareness there, and says so once per run. The tests:
 * {@link EndToEndContract}.
 */
class ScyllaEndToEndIT extends EndToEndContract {
  @Override
  protected CqlBinding binding() {
    return ScyllaTestSupport.BINDING;
  }

  @Override
  protected String module() {
    return "scylla";
  }

  @Override
  protected void assertStartupMessages(String stderr) {
    List<String> lines = stderr.lines().filter(l -> l.contains("shard awareness")).toList();
    assertThat(lines).as("one shard-awareness line in\n" + stderr).hasSize(1);
    assertThat(lines.get(0)).contains("INFO", "shard awareness inactive", "token awareness");
  }
}

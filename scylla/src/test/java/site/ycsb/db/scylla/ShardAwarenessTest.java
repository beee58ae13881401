package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShardAwarenessTest {
  @Test
  void nodesWithoutShardsMeanTokenAwarenessOnly() {
    assertThat(ShardAwareness.describe(Arrays.asList((Integer) null)))
        .startsWith("shard awareness inactive: the node reports no ScyllaDB shards (not a ScyllaDB cluster?)")
        .contains("token awareness");
    assertThat(ShardAwareness.describe(Arrays.asList(null, null, null)))
        .startsWith("shard awareness inactive: none of the 3 nodes reports ScyllaDB shards");
  }

  @Test
  void nodesThatAllReportShardsMeanShardAwareness() {
    assertThat(ShardAwareness.describe(List.of(4))).isEqualTo("shard awareness active: the node has 4 shards;"
        + " each request goes to a connection of the shard that owns its token");
    assertThat(ShardAwareness.describe(List.of(8, 8, 6))).startsWith("shard awareness active: the 3 nodes have 8, 8,"
        + " 6 shards");
  }

  @Test
  void aMixedClusterIsPartlyShardAware() {
    assertThat(ShardAwareness.describe(Arrays.asList(8, null))).isEqualTo("shard awareness partly active: 1 of 2"
        + " nodes report shards (8); requests to the others go to a replica by token only");
  }
}

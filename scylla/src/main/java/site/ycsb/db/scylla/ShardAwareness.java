package site.ycsb.db.scylla;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.loadbalancing.NodeDistance;
import com.datastax.oss.driver.api.core.metadata.Node;
import com.datastax.oss.driver.api.core.metadata.NodeShardingInfo;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * Whether the Scylla driver routes requests shard-aware. It is when a node reports its shards
 * ({@link Node#getShardingInfo()}, an API of Scylla's driver fork): then the driver keeps
 * connections to every shard and sends each request to the shard owning its token. Other servers
 * (Apache Cassandra) report none, and the driver routes by token to a replica only.
 */
final class ShardAwareness {
  private ShardAwareness() {
  }

  /** One line about the nodes the session uses (those of the local datacenter). */
  static String of(CqlSession session) {
    List<Integer> shards = session.getMetadata().getNodes().values().stream()
        .filter(node -> node.getDistance() == NodeDistance.LOCAL)
        .map(node -> {
          NodeShardingInfo info = node.getShardingInfo();
          return info == null ? null : info.getShardsCount();
        })
        .toList();
    return describe(shards);
  }

  /** {@code shardsPerNode}: each used node's shard count, null for a node that reports none. */
  static String describe(List<Integer> shardsPerNode) {
    List<Integer> sharded = shardsPerNode.stream().filter(Objects::nonNull).toList();
    int nodes = shardsPerNode.size();
    String counts = sharded.stream().map(String::valueOf).collect(Collectors.joining(", "));
    if (sharded.isEmpty()) {
      return "shard awareness inactive: " + (nodes == 1 ? "the node reports no" : "none of the " + nodes
          + " nodes reports") + " ScyllaDB shards (not a ScyllaDB cluster?); requests go to a replica by token"
          + " (token awareness) only";
    }
    if (sharded.size() == nodes) {
      return "shard awareness active: " + (nodes == 1 ? "the node has " + counts + " shards"
          : "the " + nodes + " nodes have " + counts + " shards") + "; each request goes to a connection of the"
          + " shard that owns its token";
    }
    return "shard awareness partly active: " + sharded.size() + " of " + nodes + " nodes report shards ("
        + counts + "); requests to the others go to a replica by token only";
  }
}

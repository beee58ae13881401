package site.ycsb.db.aerospike;

import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Info;
import com.aerospike.client.cluster.Node;
import java.util.Arrays;
import java.util.List;

/**
 * Whether the cluster has the namespace the run names ({@code as.namespace}), asked once when the
 * client opens: a wrong one would otherwise fail every operation (INVALID_NAMESPACE) and be reported
 * only after the run.
 */
final class NamespaceCheck {
  private NamespaceCheck() {
  }

  /**
   * Why {@code namespace} cannot be used, or null when it can, or when the cluster cannot be asked
   * (no node yet, an info command refused): the operations will then say what is wrong.
   */
  static String problem(IAerospikeClient client, String namespace) {
    List<String> known;
    try {
      Node[] nodes = client.getNodes();
      if (nodes == null || nodes.length == 0) {
        return null;
      }
      String answer = Info.request(null, nodes[0], "namespaces");
      if (answer == null || answer.isBlank()) {
        return null;
      }
      known = Arrays.stream(answer.strip().split(";")).filter(s -> !s.isBlank()).toList();
    } catch (RuntimeException e) {
      return null;
    }
    if (known.contains(namespace)) {
      return null;
    }
    return AerospikeOptions.NAMESPACE.name() + "=" + namespace + ": the cluster has no such namespace (its"
        + " namespaces: " + String.join(", ", known) + "); expected " + AerospikeOptions.NAMESPACE.name()
        + "=" + (known.isEmpty() ? "<a namespace of the server's configuration>" : known.get(0));
  }
}

package site.ycsb.db;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.Host;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.policy.ClientPolicy;
import java.time.Duration;
import java.util.Properties;

/**
 * Where an integration test finds its Aerospike server, as the binding properties that reach it.
 * Kept separate so end-to-end tests (bin/ycsb load/run) can reuse the same address. (The server of
 * AEROSPIKE_HOST and the shared local one: {@link site.ycsb.db.aerospike.testserver.SharedAerospike}.)
 */
final class AerospikeTestServer {
  private AerospikeTestServer() {
  }

  /** The binding properties for a server at host:port serving {@code namespace}. */
  static Properties bindingProperties(String host, int port, String namespace) {
    Properties properties = new Properties();
    properties.setProperty("as.host", host);
    properties.setProperty("as.port", Integer.toString(port));
    properties.setProperty("as.namespace", namespace);
    return properties;
  }

  /**
   * Waits until the server answers a read in the namespace: a fresh node logs "ready" slightly
   * before it serves commands.
   */
  static void awaitReady(Properties properties, Duration timeout) throws InterruptedException {
    String host = properties.getProperty("as.host");
    int port = Integer.parseInt(properties.getProperty("as.port"));
    Key probe = new Key(properties.getProperty("as.namespace"), "ready_probe", "probe");
    long deadline = System.nanoTime() + timeout.toNanos();
    while (true) {
      try (IAerospikeClient client = new com.aerospike.client.AerospikeClient(new ClientPolicy(), new Host(host, port))) {
        client.exists(null, probe);
        return;
      } catch (AerospikeException e) {
        if (System.nanoTime() > deadline) {
          throw e;
        }
        Thread.sleep(500);
      }
    }
  }
}

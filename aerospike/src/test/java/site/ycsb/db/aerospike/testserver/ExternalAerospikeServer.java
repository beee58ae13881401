package site.ycsb.db.aerospike.testserver;

import java.util.Properties;

/**
 * A server someone else runs: {@code AEROSPIKE_HOST}, optional {@code AEROSPIKE_PORT} (3000) and
 * {@code AEROSPIKE_NAMESPACE} (ycsb, the binding's default). Tests write to sets of their own and
 * delete what they wrote; tests that stop a server never run against it.
 */
public record ExternalAerospikeServer(String host, int port, String namespace) implements AerospikeServer {
  public static final String HOST_ENV = "AEROSPIKE_HOST";

  /** The server named by the environment, or null when {@code AEROSPIKE_HOST} is not set. */
  public static ExternalAerospikeServer fromEnvironment() {
    String host = System.getenv(HOST_ENV);
    if (host == null || host.isBlank()) {
      return null;
    }
    String port = System.getenv("AEROSPIKE_PORT");
    String namespace = System.getenv("AEROSPIKE_NAMESPACE");
    return new ExternalAerospikeServer(host.trim(), port == null || port.isBlank() ? 3000 : Integer.parseInt(port.trim()),
        namespace == null || namespace.isBlank() ? "ycsb" : namespace.trim());
  }

  @Override
  public Properties bindingProperties() {
    return properties(host, port, namespace);
  }

  @Override
  public String description() {
    return "external Aerospike at " + host + ":" + port + ", namespace " + namespace + " (" + HOST_ENV + ")";
  }

  static Properties properties(String host, int port, String namespace) {
    Properties properties = new Properties();
    properties.setProperty("as.host", host);
    properties.setProperty("as.port", Integer.toString(port));
    properties.setProperty("as.namespace", namespace);
    return properties;
  }
}

package site.ycsb.db.aerospike.testserver;

import java.util.Properties;

/** A live Aerospike server a test can talk to: the binding properties that reach it. */
public interface AerospikeServer {
  /** {@code as.host}, {@code as.port} and {@code as.namespace} of this server. */
  Properties bindingProperties();

  /** One line for logs: what kind of server and where. */
  String description();
}

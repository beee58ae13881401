package site.ycsb.db.aerospike;

import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.CONNS_PER_NODE;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.CONN_POOLS_PER_NODE;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.HOST;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.PASSWORD;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.PORT;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.SERVICES_ALTERNATE;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.TLS_NAME;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.TLS_TRUSTSTORE;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.TLS_TRUSTSTORE_PASSWORD;
import static site.ycsb.db.aerospike.AerospikeBindingDescriptor.USER;

import com.aerospike.client.Host;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.TlsPolicy;
import java.util.Arrays;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Properties;
import java.util.stream.Collectors;
import site.ycsb.DBException;
import site.ycsb.config.PropertyDefinition;

/** Where and how the shared client connects: seed hosts and the client policy (auth, pools, TLS). */
public final class ConnectionSettings {
  private final Host[] hosts;
  private final ClientPolicy clientPolicy;

  private ConnectionSettings(Host[] hosts, ClientPolicy clientPolicy) {
    this.hosts = hosts;
    this.clientPolicy = clientPolicy;
  }

  public static ConnectionSettings from(Properties properties) throws DBException {
    PropertyReader reader = new PropertyReader(properties);
    ClientPolicy policy = new ClientPolicy();

    Optional<String> user = reader.optional(USER);
    Optional<String> password = reader.optional(PASSWORD);
    if (user.isPresent() && password.isEmpty()) {
      throw requires(PASSWORD, USER);
    }
    if (password.isPresent() && user.isEmpty()) {
      throw requires(USER, PASSWORD);
    }
    policy.user = user.orElse(null);
    policy.password = password.orElse(null);

    OptionalInt conns = reader.optionalIntAtLeast(CONNS_PER_NODE, 1);
    if (conns.isPresent()) {
      // min = max: the pool is full from the start, so the run does not measure connection setup
      policy.minConnsPerNode = conns.getAsInt();
      policy.maxConnsPerNode = conns.getAsInt();
    }
    policy.connPoolsPerNode = reader.intAtLeast(CONN_POOLS_PER_NODE, 1);
    policy.useServicesAlternate = reader.bool(SERVICES_ALTERNATE);

    String tlsName = reader.optional(TLS_NAME).orElse(null);
    Optional<String> trustStore = reader.optional(TLS_TRUSTSTORE);
    if (tlsName != null) {
      policy.tlsPolicy = new TlsPolicy();
      if (trustStore.isPresent()) {
        policy.tlsPolicy.context = TrustStores.sslContext(TLS_TRUSTSTORE, trustStore.get(),
            reader.optional(TLS_TRUSTSTORE_PASSWORD).orElse(null));
      }
    } else if (trustStore.isPresent()) {
      throw requires(TLS_NAME, TLS_TRUSTSTORE); // TLS is turned on by the name the certificates carry
    }

    int port = reader.intInRange(PORT, 1, 65535);
    Host[] hosts = SeedHosts.parse(HOST, reader.required(HOST), port, tlsName);
    return new ConnectionSettings(hosts, policy);
  }

  /** A copy of the seed hosts. */
  public Host[] hosts() {
    return hosts.clone();
  }

  /** The policy the client is opened with; it holds the password, so it is never printed. */
  public ClientPolicy clientPolicy() {
    return clientPolicy;
  }

  /** The seed hosts as {@code name:port,...}, for messages. */
  public String describeHosts() {
    return Arrays.stream(hosts).map(h -> h.name + ":" + h.port).collect(Collectors.joining(","));
  }

  @Override
  public String toString() {
    return "ConnectionSettings[hosts=" + describeHosts() + ", user=" + clientPolicy.user
        + ", tls=" + (clientPolicy.tlsPolicy != null) + "]";
  }

  private static DBException requires(PropertyDefinition missing, PropertyDefinition present) {
    return new DBException(missing.name() + ": expected a value because " + present.name() + " is set");
  }
}

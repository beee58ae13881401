package site.ycsb.db.aerospike;

import static site.ycsb.db.aerospike.AerospikeOptions.CONNS_PER_NODE;
import static site.ycsb.db.aerospike.AerospikeOptions.CONN_POOLS_PER_NODE;
import static site.ycsb.db.aerospike.AerospikeOptions.EVENT_LOOPS;
import static site.ycsb.db.aerospike.AerospikeOptions.HOST;
import static site.ycsb.db.aerospike.AerospikeOptions.PASSWORD;
import static site.ycsb.db.aerospike.AerospikeOptions.PORT;
import static site.ycsb.db.aerospike.AerospikeOptions.SERVICES_ALTERNATE;
import static site.ycsb.db.aerospike.AerospikeOptions.TLS_NAME;
import static site.ycsb.db.aerospike.AerospikeOptions.TLS_TRUSTSTORE;
import static site.ycsb.db.aerospike.AerospikeOptions.TLS_TRUSTSTORE_PASSWORD;
import static site.ycsb.db.aerospike.AerospikeOptions.USER;

import com.aerospike.client.Host;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.TlsPolicy;
import java.util.Arrays;
import java.util.stream.Collectors;
import site.ycsb.binding.BindingOptions;
import site.ycsb.config.Option;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;

/** Where and how the shared client connects: seed hosts and the client policy (auth, pools, TLS). */
public final class ConnectionSettings {
  /** The client's own default of connections per node, kept as the floor of the sized pool. */
  static final int CLIENT_DEFAULT_MAX_CONNS = 100;

  private final Host[] hosts;
  private final ClientPolicy clientPolicy;
  private final ConnectionDemand demand;
  private final int eventLoops;
  private final boolean poolSizeGiven;

  private ConnectionSettings(Host[] hosts, ClientPolicy clientPolicy, ConnectionDemand demand, int eventLoops,
      boolean poolSizeGiven) {
    this.hosts = hosts;
    this.clientPolicy = clientPolicy;
    this.demand = demand;
    this.eventLoops = eventLoops;
    this.poolSizeGiven = poolSizeGiven;
  }

  public static ConnectionSettings from(Settings settings) {
    ClientPolicy policy = new ClientPolicy();

    String user = settings.get(USER);
    String password = settings.get(PASSWORD);
    if (user != null && password == null) {
      throw requires(PASSWORD, USER);
    }
    if (password != null && user == null) {
      throw requires(USER, PASSWORD);
    }
    policy.user = user;
    policy.password = password;

    ConnectionDemand demand = ConnectionDemand.from(settings);
    int givenLoops = settings.find(EVENT_LOOPS).orElse(Runtime.getRuntime().availableProcessors());
    int loops = demand.async() ? givenLoops : 0;
    Integer conns = settings.get(CONNS_PER_NODE);
    if (conns != null) {
      // min = max: the pool is full from the start, so the run does not measure connection setup
      policy.minConnsPerNode = conns;
      policy.maxConnsPerNode = conns;
      policy.asyncMinConnsPerNode = conns;
      policy.asyncMaxConnsPerNode = conns;
    } else {
      // a pool smaller than the commands in flight fails the excess ones on the client: never by default
      policy.maxConnsPerNode = Math.max(CLIENT_DEFAULT_MAX_CONNS, demand.perNode());
      // the client splits this among its event loops, each of which runs its share of the commands
      policy.asyncMaxConnsPerNode = demand.async() ? demand.connectionsPerNode(loops)
          : Math.max(CLIENT_DEFAULT_MAX_CONNS, demand.perNode());
    }
    policy.connPoolsPerNode = settings.get(CONN_POOLS_PER_NODE);
    policy.useServicesAlternate = settings.get(SERVICES_ALTERNATE);

    String tlsName = settings.get(TLS_NAME);
    String trustStore = settings.get(TLS_TRUSTSTORE);
    if (tlsName != null) {
      policy.tlsPolicy = new TlsPolicy();
      if (trustStore != null) {
        policy.tlsPolicy.context = TrustStores.sslContext(TLS_TRUSTSTORE, trustStore,
            settings.get(TLS_TRUSTSTORE_PASSWORD));
      }
    } else if (trustStore != null) {
      throw requires(TLS_NAME, TLS_TRUSTSTORE); // TLS is turned on by the name the certificates carry
    }

    int port = settings.get(PORT);
    Host[] hosts = SeedHosts.parse(HOST, settings.get(HOST), port, tlsName);
    return new ConnectionSettings(hosts, policy, demand, loops, conns != null);
  }

  /** A copy of the seed hosts. */
  public Host[] hosts() {
    return hosts.clone();
  }

  /** The policy the client is opened with (without event loops); it holds the password, so it is never printed. */
  public ClientPolicy clientPolicy() {
    return clientPolicy;
  }

  /** Event loop threads the client needs: 0 in blocking mode. */
  public int eventLoops() {
    return eventLoops;
  }

  /** How many commands the run may have in flight to one node. */
  public ConnectionDemand demand() {
    return demand;
  }

  /** Whether as.connspernode gave the pool's size (else it is sized from the demand). */
  public boolean poolSizeGiven() {
    return poolSizeGiven;
  }

  /** The connections to one node that every command in flight finds one in. */
  public int connectionsNeeded() {
    return demand.connectionsPerNode(Math.max(1, eventLoops));
  }

  /** The seed hosts as {@code name:port,...}, for messages. */
  public String describeHosts() {
    return Arrays.stream(hosts).map(h -> h.name + ":" + h.port).collect(Collectors.joining(","));
  }

  @Override
  public String toString() {
    return "ConnectionSettings[hosts=" + describeHosts() + ", user=" + clientPolicy.user
        + ", tls=" + (clientPolicy.tlsPolicy != null) + ", maxConnsPerNode=" + clientPolicy.maxConnsPerNode + "]";
  }

  private static UsageException requires(Option<?> missing, Option<?> present) {
    return BindingOptions.missing(missing, "a value because " + present.name() + " is set");
  }
}

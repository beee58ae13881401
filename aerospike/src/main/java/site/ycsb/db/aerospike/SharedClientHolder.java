package site.ycsb.db.aerospike;

import com.aerospike.client.Host;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.async.EventLoops;
import com.aerospike.client.async.EventPolicy;
import com.aerospike.client.async.NioEventLoops;
import com.aerospike.client.policy.ClientPolicy;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import site.ycsb.binding.RateLimitedWarning;

/**
 * One Aerospike client shared by every DB instance of a JVM, reference-counted: the first
 * {@link #acquire} opens it, the last {@link #release} closes it, and a later acquire (a second
 * benchmark in the same JVM) opens a fresh one. The client is thread-safe and pools connections,
 * so one per thread would only multiply connections and cluster-tending threads.
 */
public final class SharedClientHolder {

  /** Opens a client; the real one connects, tests pass a double. */
  @FunctionalInterface
  public interface ClientFactory {
    IAerospikeClient open(ClientPolicy policy, Host... hosts);
  }

  /** The factory of real clients, which connect to the seed hosts. */
  public static ClientFactory realClients() {
    return com.aerospike.client.AerospikeClient::new;
  }

  private final ClientFactory factory;
  private final Consumer<String> warningSink;
  private IAerospikeClient client;
  private EventLoops eventLoops;
  private ClientNotices notices;
  private int users;

  /** A holder whose warnings go to standard error. */
  public SharedClientHolder(ClientFactory factory) {
    this(factory, m -> System.err.println("[WARN] " + m));
  }

  /** A holder whose clients' warnings go to {@code warningSink}, one line each. */
  public SharedClientHolder(ClientFactory factory, Consumer<String> warningSink) {
    this.factory = factory;
    this.warningSink = warningSink;
  }

  /**
   * The warnings of one opened client: failures rate-limited per kind, and the configuration error
   * of a full connection pool said once. Shared by all threads, so each is said once per client.
   */
  public static final class ClientNotices {
    private final RateLimitedWarning failures;
    private final Consumer<String> sink;
    private final AtomicBoolean poolLimitSaid = new AtomicBoolean();
    private final AtomicBoolean scanSaid = new AtomicBoolean();
    private final AtomicBoolean namespaceFullSaid = new AtomicBoolean();
    private final java.util.Map<String, String> namespaceProblems = new java.util.concurrent.ConcurrentHashMap<>();
    private final ConnectionSettings settings;

    ClientNotices(Consumer<String> sink, ConnectionSettings settings) {
      this.failures = new RateLimitedWarning(10, TimeUnit.SECONDS, sink);
      this.sink = sink;
      this.settings = settings;
    }

    public RateLimitedWarning failures() {
      return failures;
    }

    /** Says, at the first scan only, what an Aerospike scan reads. */
    public void firstScan() {
      if (scanSaid.compareAndSet(false, true)) {
        sink.accept("Aerospike: keys are hashed, not ordered; a scan reads up to recordcount records in partition "
            + "order, starting at the partition of startkey (see docs/bindings/aerospike.md).");
      }
    }

    /** Says, the first time only, that the namespace is full and what to do about it. */
    public void namespaceFull(String namespace) {
      if (namespaceFullSaid.compareAndSet(false, true)) {
        sink.accept(namespaceFullMessage(namespace));
      }
    }

    /**
     * Why {@code namespace} cannot be used (see {@link NamespaceCheck}), asked of the cluster once per
     * client and namespace; null when it can.
     */
    public String namespaceProblem(IAerospikeClient client, String namespace) {
      return namespaceProblems.computeIfAbsent(namespace, ns -> {
        String problem = NamespaceCheck.problem(client, ns);
        return problem == null ? "" : problem;
      }).transform(p -> p.isEmpty() ? null : p);
    }

    /** Says, the first time only, that the client's pool was too small and what to do about it. */
    public void poolLimitHit() {
      if (poolLimitSaid.compareAndSet(false, true)) {
        sink.accept(poolFullMessage(settings));
      }
    }
  }

  static String namespaceFullMessage(String namespace) {
    return "Aerospike: namespace '" + namespace + "' is full: the server refuses writes (stop-writes, result code 8),"
        + " so inserts and updates fail as Return=" + ResultCodeStatus.OUT_OF_SPACE.getName() + " until it has room"
        + " again. A mixed run's inserts grow the data: give the namespace room for recordcount plus the run's"
        + " inserts (its storage size, or stop-writes-used-pct), delete the data and load again, or insert less"
        + " (-target, insertproportion); see docs/bindings/aerospike.md#sizing-a-namespace";
  }

  /** Why a node's pool ran full: with as.connspernode, too small a value; without it, more users than threadcount. */
  static String poolFullMessage(ConnectionSettings settings) {
    ClientPolicy policy = settings.clientPolicy();
    int loops = settings.eventLoops();
    int max = loops > 0 ? policy.asyncMaxConnsPerNode : policy.maxConnsPerNode;
    String pool = max + " connections" + (loops > 1 ? ", " + max / loops + " for each of the client's " + loops
        + " event loops" : "");
    String head = "Aerospike: the client's connection pool to a node is full (" + pool + "), so commands fail before "
        + "reaching the server and count as Return=" + ResultCodeStatus.CLIENT_POOL_EXHAUSTED.getName() + ". ";
    String demand = settings.demand().describe(Math.max(1, loops));
    if (settings.poolSizeGiven()) {
      return head + "This is a configuration error: set as.connspernode to at least " + settings.connectionsNeeded()
          + " (" + demand + "), or unset it to size the pool from the threads.";
    }
    return head + "It has a connection for every command the run keeps in flight (" + demand + "), so more "
        + "binding instances share this client than threadcount says: set as.connspernode to cover all of them.";
  }

  /**
   * The shared client, opened with {@code settings} if nobody holds it; later callers' settings
   * are ignored (all threads of a run share one set of properties). A failed open counts no user.
   */
  public synchronized IAerospikeClient acquire(ConnectionSettings settings) {
    if (users == 0) {
      ClientPolicy policy = settings.clientPolicy();
      EventLoops loops = null;
      if (settings.eventLoops() > 0) { // asynchronous mode: the client runs its commands on these threads
        loops = new NioEventLoops(new EventPolicy(), settings.eventLoops(), true, "ycsb-aerospike-event");
        policy = new ClientPolicy(policy);
        policy.eventLoops = loops;
      }
      try {
        client = factory.open(policy, settings.hosts());
      } catch (RuntimeException e) {
        if (loops != null) {
          loops.close();
        }
        throw e;
      }
      eventLoops = loops;
      notices = new ClientNotices(warningSink, settings);
    }
    users++;
    return client;
  }

  /** The event loops of the client currently held; null in blocking mode. Call after {@link #acquire}. */
  public synchronized EventLoops eventLoops() {
    return eventLoops;
  }

  /** The notices of the client currently held; call after {@link #acquire}. */
  public synchronized ClientNotices notices() {
    if (users == 0) {
      throw new IllegalStateException("notices() without an acquired client");
    }
    return notices;
  }

  /** Gives back one acquisition; the last one closes the client. */
  public synchronized void release() {
    if (users == 0) {
      throw new IllegalStateException("release() without a matching acquire()");
    }
    users--;
    if (users == 0) {
      IAerospikeClient closing = client;
      EventLoops loops = eventLoops;
      client = null; // forget them first, so a failing close still leaves the holder reusable
      eventLoops = null;
      try {
        closing.close();
      } finally {
        if (loops != null) {
          loops.close();
        }
      }
    }
  }

  /** How many acquisitions are outstanding. */
  public synchronized int users() {
    return users;
  }
}

package site.ycsb.db.aerospike;

import com.aerospike.client.Host;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.policy.ClientPolicy;

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
  private IAerospikeClient client;
  private int users;

  public SharedClientHolder(ClientFactory factory) {
    this.factory = factory;
  }

  /**
   * The shared client, opened with {@code settings} if nobody holds it; later callers' settings
   * are ignored (all threads of a run share one set of properties). A failed open counts no user.
   */
  public synchronized IAerospikeClient acquire(ConnectionSettings settings) {
    if (users == 0) {
      client = factory.open(settings.clientPolicy(), settings.hosts());
    }
    users++;
    return client;
  }

  /** Gives back one acquisition; the last one closes the client. */
  public synchronized void release() {
    if (users == 0) {
      throw new IllegalStateException("release() without a matching acquire()");
    }
    users--;
    if (users == 0) {
      IAerospikeClient closing = client;
      client = null; // forget it first, so a failing close still leaves the holder reusable
      closing.close();
    }
  }

  /** How many acquisitions are outstanding. */
  public synchronized int users() {
    return users;
  }
}

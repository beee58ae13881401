package site.ycsb.db.aerospike;

import com.aerospike.client.Host;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.policy.ClientPolicy;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** A client factory for tests: every open creates a new in-memory double and remembers it. */
public final class RecordingClientFactory implements SharedClientHolder.ClientFactory {
  private final List<InMemoryAerospikeClientTestDouble> opened = new CopyOnWriteArrayList<>();

  @Override
  public IAerospikeClient open(ClientPolicy policy, Host... hosts) {
    InMemoryAerospikeClientTestDouble client = new InMemoryAerospikeClientTestDouble(policy, hosts);
    opened.add(client);
    return client.client();
  }

  /** Every double opened so far, oldest first. */
  public List<InMemoryAerospikeClientTestDouble> opened() {
    return List.copyOf(opened);
  }

  /** The only double opened so far; fails when there is not exactly one. */
  public InMemoryAerospikeClientTestDouble single() {
    if (opened.size() != 1) {
      throw new AssertionError("expected exactly one client to be opened, got " + opened.size());
    }
    return opened.get(0);
  }
}

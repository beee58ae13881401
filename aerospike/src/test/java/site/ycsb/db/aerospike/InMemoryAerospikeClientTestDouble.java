package site.ycsb.db.aerospike;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.ResultCode;
import com.aerospike.client.ScanCallback;
import com.aerospike.client.async.EventLoop;
import com.aerospike.client.cluster.Partition;
import com.aerospike.client.listener.DeleteListener;
import com.aerospike.client.listener.RecordListener;
import com.aerospike.client.listener.RecordSequenceListener;
import com.aerospike.client.listener.WriteListener;
import com.aerospike.client.policy.ClientPolicy;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.ScanPolicy;
import com.aerospike.client.policy.WritePolicy;
import com.aerospike.client.query.PartitionFilter;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * An in-process stand-in for an Aerospike cluster behind the real {@link IAerospikeClient}
 * interface. It implements only what the binding calls (single-record get/put/delete, partition
 * scans, close) with the server's semantics for record-exists actions and missing records, records
 * every command with the policy it carried, and throws UnsupportedOperationException for the rest.
 */
public final class InMemoryAerospikeClientTestDouble implements InvocationHandler {

  /** One command the binding sent: its name, the policy object it passed, its key or filter. */
  public record Command(String name, Policy policy, Key key, PartitionFilter filter) {
  }

  private final Map<Key, Map<String, Object>> records = new ConcurrentHashMap<>();
  private final List<Command> commands = new CopyOnWriteArrayList<>();
  private final AtomicInteger closes = new AtomicInteger();
  private final ClientPolicy clientPolicy;
  private final Host[] hosts;
  private final IAerospikeClient proxy;
  private volatile RuntimeException failure;
  private final Set<String> asyncThreads = ConcurrentHashMap.newKeySet();

  public InMemoryAerospikeClientTestDouble(ClientPolicy clientPolicy, Host... hosts) {
    this.clientPolicy = clientPolicy;
    this.hosts = hosts;
    this.proxy = (IAerospikeClient) Proxy.newProxyInstance(IAerospikeClient.class.getClassLoader(),
        new Class<?>[] {IAerospikeClient.class}, this);
  }

  /** The double as the client interface the binding codes against. */
  public IAerospikeClient client() {
    return proxy;
  }

  public ClientPolicy clientPolicy() {
    return clientPolicy;
  }

  public Host[] hosts() {
    return hosts;
  }

  public int closeCount() {
    return closes.get();
  }

  public List<Command> commands() {
    return List.copyOf(commands);
  }

  /** The commands named {@code name} ("get", "put", "delete", "scanPartitions"), oldest first. */
  public List<Command> commands(String name) {
    return commands.stream().filter(c -> c.name().equals(name)).collect(Collectors.toList());
  }

  /** The stored bins of a record (as the server holds them), or null when absent. */
  public Map<String, Object> stored(String namespace, String set, String userKey) {
    return records.get(new Key(namespace, set, userKey));
  }

  /** Stores a record directly, bypassing the binding (to prepare other bin types). */
  public void store(Key key, Map<String, Object> bins) {
    records.put(key, new HashMap<>(bins));
  }

  /** From now on every data command throws {@code e} (null: behave normally again). */
  public void failWith(RuntimeException e) {
    failure = e;
  }

  @Override
  public Object invoke(Object self, Method method, Object[] args) {
    String signature = method.getName() + Arrays.stream(method.getParameterTypes()).map(Class::getSimpleName)
        .collect(Collectors.joining(",", "(", ")"));
    switch (signature) {
      case "close()":
        closes.incrementAndGet();
        return null;
      case "isConnected()":
        return closes.get() == 0;
      case "toString()":
        return "InMemoryAerospikeClientTestDouble";
      case "hashCode()":
        return System.identityHashCode(self);
      case "equals(Object)":
        return self == args[0];
      case "get(Policy,Key)":
        return get((Policy) args[0], (Key) args[1], null);
      case "get(Policy,Key,String[])":
        return get((Policy) args[0], (Key) args[1], (String[]) args[2]);
      case "put(WritePolicy,Key,Bin[])":
        put((WritePolicy) args[0], (Key) args[1], (Bin[]) args[2]);
        return null;
      case "delete(WritePolicy,Key)":
        return delete((WritePolicy) args[0], (Key) args[1]);
      case "scanPartitions(ScanPolicy,PartitionFilter,String,String,ScanCallback,String[])":
        scanPartitions((ScanPolicy) args[0], (PartitionFilter) args[1], (String) args[2], (String) args[3],
            (ScanCallback) args[4], (String[]) args[5]);
        return null;
      case "get(EventLoop,RecordListener,Policy,Key)":
      case "get(EventLoop,RecordListener,Policy,Key,String[])": {
        RecordListener listener = (RecordListener) args[1];
        String[] bins = args.length > 4 ? (String[]) args[4] : null;
        onLoop(args[0], () -> listener.onSuccess((Key) args[3], get((Policy) args[2], (Key) args[3], bins)),
            listener::onFailure);
        return null;
      }
      case "put(EventLoop,WriteListener,WritePolicy,Key,Bin[])": {
        WriteListener listener = (WriteListener) args[1];
        onLoop(args[0], () -> {
          put((WritePolicy) args[2], (Key) args[3], (Bin[]) args[4]);
          listener.onSuccess((Key) args[3]);
        }, listener::onFailure);
        return null;
      }
      case "delete(EventLoop,DeleteListener,WritePolicy,Key)": {
        DeleteListener listener = (DeleteListener) args[1];
        onLoop(args[0], () -> listener.onSuccess((Key) args[3], delete((WritePolicy) args[2], (Key) args[3])),
            listener::onFailure);
        return null;
      }
      case "scanPartitions(EventLoop,RecordSequenceListener,ScanPolicy,PartitionFilter,String,String,String[])": {
        RecordSequenceListener listener = (RecordSequenceListener) args[1];
        onLoop(args[0], () -> {
          scanPartitions((ScanPolicy) args[2], (PartitionFilter) args[3], (String) args[4], (String) args[5],
              listener::onRecord, (String[]) args[6]);
          listener.onSuccess();
        }, listener::onFailure);
        return null;
      }
      default:
        throw new UnsupportedOperationException("InMemoryAerospikeClientTestDouble does not implement " + signature);
    }
  }

  /**
   * Runs an asynchronous command as the real client does: later, on the event loop it was given
   * (a real one: the binding's holder creates the client library's own NIO event loops), reporting
   * to its listener; {@link #asyncThreads()} records where listeners ran.
   */
  private void onLoop(Object eventLoop, Runnable command, Consumer<AerospikeException> onFailure) {
    ((EventLoop) eventLoop).execute(() -> {
      asyncThreads.add(Thread.currentThread().getName());
      try {
        command.run();
      } catch (AerospikeException e) {
        onFailure.accept(e);
      }
    });
  }

  /** Names of the threads asynchronous commands completed on. */
  public Set<String> asyncThreads() {
    return Set.copyOf(asyncThreads);
  }

  private void begin(String name, Policy policy, Key key, PartitionFilter filter) {
    commands.add(new Command(name, policy, key, filter));
    RuntimeException e = failure;
    if (e != null) {
      throw e;
    }
  }

  private Record get(Policy policy, Key key, String[] binNames) {
    begin("get", policy, key, null);
    Map<String, Object> bins = records.get(key);
    return bins == null ? null : new Record(select(bins, binNames), 1, 0);
  }

  private void put(WritePolicy policy, Key key, Bin[] bins) {
    begin("put", policy, key, null);
    records.compute(key, (k, existing) -> {
      switch (policy.recordExistsAction) {
        case CREATE_ONLY:
          if (existing != null) {
            throw new AerospikeException(ResultCode.KEY_EXISTS_ERROR);
          }
          return merge(new HashMap<>(), bins);
        case UPDATE_ONLY:
        case REPLACE_ONLY:
          if (existing == null) {
            throw new AerospikeException(ResultCode.KEY_NOT_FOUND_ERROR);
          }
          break;
        default:
          break;
      }
      boolean replace = policy.recordExistsAction.name().startsWith("REPLACE");
      return merge(existing == null || replace ? new HashMap<>() : new HashMap<>(existing), bins);
    });
  }

  private boolean delete(WritePolicy policy, Key key) {
    begin("delete", policy, key, null);
    return records.remove(key) != null;
  }

  /** Serves the filter's partitions in partition then digest order, stopping at maxRecords. */
  private void scanPartitions(ScanPolicy policy, PartitionFilter filter, String namespace, String set,
      ScanCallback callback, String[] binNames) {
    begin("scanPartitions", policy, null, filter);
    List<Map.Entry<Key, Map<String, Object>>> matching = new ArrayList<>();
    for (Map.Entry<Key, Map<String, Object>> entry : records.entrySet()) {
      Key key = entry.getKey();
      int partition = Partition.getPartitionId(key.digest);
      if (key.namespace.equals(namespace) && key.setName.equals(set) && partition >= filter.getBegin()
          && partition < filter.getBegin() + filter.getCount()) {
        matching.add(entry);
      }
    }
    matching.sort(Comparator.<Map.Entry<Key, Map<String, Object>>>comparingInt(
        e -> Partition.getPartitionId(e.getKey().digest)).thenComparing(e -> e.getKey().digest, Arrays::compare));
    long limit = policy.maxRecords == 0 ? Long.MAX_VALUE : policy.maxRecords;
    matching.stream().limit(limit)
        .forEach(e -> callback.scanCallback(e.getKey(), new Record(select(e.getValue(), binNames), 1, 0)));
  }

  private static Map<String, Object> select(Map<String, Object> bins, String[] binNames) {
    if (binNames == null || binNames.length == 0) {
      return new HashMap<>(bins);
    }
    Map<String, Object> selected = new HashMap<>();
    for (String name : binNames) {
      if (bins.containsKey(name)) {
        selected.put(name, bins.get(name));
      }
    }
    return selected;
  }

  private static Map<String, Object> merge(Map<String, Object> into, Bin[] bins) {
    for (Bin bin : bins) {
      into.put(bin.name, bin.value.getObject());
    }
    return into;
  }
}

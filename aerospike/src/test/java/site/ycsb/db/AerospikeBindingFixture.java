package site.ycsb.db;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Consumer;
import site.ycsb.DBException;
import site.ycsb.db.aerospike.InMemoryAerospikeClientTestDouble;
import site.ycsb.db.aerospike.RecordingClientFactory;
import site.ycsb.db.aerospike.SharedClientHolder;

/** Bindings wired to in-memory test doubles through their own holder, so tests never share a client. */
final class AerospikeBindingFixture implements AutoCloseable {
  final RecordingClientFactory factory = new RecordingClientFactory();
  final SharedClientHolder holder;
  private final List<AerospikeClient> started = new ArrayList<>();

  AerospikeBindingFixture() {
    this(m -> System.err.println("[WARN] " + m));
  }

  /** Bindings whose warnings go to {@code warnings}. */
  AerospikeBindingFixture(Consumer<String> warnings) {
    holder = new SharedClientHolder(factory, warnings);
  }

  /** An initialised binding with {@code properties} (key, value, key, value...). */
  AerospikeClient start(String... properties) throws DBException {
    AerospikeClient db = create(properties);
    db.init();
    started.add(db);
    return db;
  }

  /** A binding with its properties set, not yet initialised. */
  AerospikeClient create(String... properties) {
    AerospikeClient db = new AerospikeClient(holder);
    db.setProperties(properties(properties));
    return db;
  }

  /** The double behind the started bindings. */
  InMemoryAerospikeClientTestDouble server() {
    return factory.single();
  }

  static Properties properties(String... keyValues) {
    Properties properties = new Properties();
    for (int i = 0; i < keyValues.length; i += 2) {
      properties.setProperty(keyValues[i], keyValues[i + 1]);
    }
    return properties;
  }

  @Override
  public void close() throws DBException {
    for (AerospikeClient db : started) {
      db.cleanup();
    }
  }
}

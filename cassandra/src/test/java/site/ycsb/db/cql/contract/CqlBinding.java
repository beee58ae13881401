package site.ycsb.db.cql.contract;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.function.Supplier;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.StringByteIterator;
import site.ycsb.config.Option;
import site.ycsb.db.cql.CqlOptions;
import site.ycsb.testkit.cassandra.CassandraServer;

/**
 * A CQL binding under test: how to make its DB, and its options. The contract tests in this
 * package are written once against {@link CqlRole}s and run for every binding built on the shared
 * CQL code (Cassandra, Scylla).
 *
 * @param name the short name {@code bin/ycsb} takes
 * @param givesLocalDatacenter whether tests set the binding's local datacenter property; when not,
 *     the binding is left to infer it
 */
public record CqlBinding(String name, Supplier<DB> factory, CqlOptions options, boolean givesLocalDatacenter) {

  /** The binding's name of the option for {@code role}. */
  public String property(CqlRole role) {
    Option<?> option = role.of(options);
    if (option == null) {
      throw new IllegalArgumentException(name + " does not offer " + role);
    }
    return option.name();
  }

  /**
   * Properties pointing the binding at {@code server} and {@code keyspace}, then {@code pairs}: each
   * key a {@link CqlRole} (named as the binding names it) or a core property name, then its value.
   */
  public Properties properties(CassandraServer server, String keyspace, Object... pairs) {
    Properties p = new Properties();
    p.setProperty(property(CqlRole.HOSTS), server.hosts());
    p.setProperty(property(CqlRole.PORT), Integer.toString(server.port()));
    if (givesLocalDatacenter) {
      p.setProperty(property(CqlRole.LOCAL_DATACENTER), server.localDatacenter());
    }
    p.setProperty(property(CqlRole.KEYSPACE), keyspace);
    for (int i = 0; i < pairs.length; i += 2) {
      String key = pairs[i] instanceof CqlRole option ? property(option) : (String) pairs[i];
      p.setProperty(key, String.valueOf(pairs[i + 1]));
    }
    return p;
  }

  /** A DB as the engine makes one: properties, then init. */
  public DB open(Properties props) throws DBException {
    DB db = factory.get();
    db.setProperties(props);
    db.init();
    return db;
  }

  /** A keyspace name no other test (or earlier run on an external server) uses. */
  public static String uniqueKeyspace(String purpose) {
    return "it_" + purpose + "_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
  }

  public static Map<String, ByteIterator> values(String... pairs) {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      values.put(pairs[i], new StringByteIterator(pairs[i + 1]));
    }
    return values;
  }

  public static Map<String, String> strings(Map<String, ByteIterator> values) {
    Map<String, String> strings = new HashMap<>();
    values.forEach((k, v) -> strings.put(k, new String(v.toArray(), StandardCharsets.UTF_8)));
    return strings;
  }

  /** Drops the keyspace, waiting longer than a normal request: the server flushes its tables first. */
  public static void dropKeyspace(CassandraServer server, String keyspace) {
    try (CqlSession session = server.openSession()) {
      session.execute(SimpleStatement.newInstance("DROP KEYSPACE IF EXISTS " + keyspace)
          .setTimeout(Duration.ofMinutes(1)));
    }
  }

  @Override
  public String toString() {
    return name;
  }
}

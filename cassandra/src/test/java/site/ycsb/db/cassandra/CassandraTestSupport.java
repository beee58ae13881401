package site.ycsb.db.cassandra;

import com.datastax.oss.driver.api.core.CqlSession;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.StringByteIterator;
import site.ycsb.db.CassandraCQLClient;
import site.ycsb.db.cassandra.testserver.CassandraServer;

/** Shorthands of the integration tests: binding properties for a server, values, keyspaces. */
final class CassandraTestSupport {
  private CassandraTestSupport() {
  }

  /** A keyspace name no other test (or earlier run on an external server) uses. */
  static String uniqueKeyspace(String purpose) {
    return "it_" + purpose + "_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
  }

  /** Properties pointing the binding at {@code server} and {@code keyspace}, plus {@code pairs}. */
  static Properties properties(CassandraServer server, String keyspace, String... pairs) {
    Properties p = new Properties();
    p.setProperty("hosts", server.hosts());
    p.setProperty("port", Integer.toString(server.port()));
    p.setProperty("cassandra.localdc", server.localDatacenter());
    p.setProperty("cassandra.keyspace", keyspace);
    for (int i = 0; i < pairs.length; i += 2) {
      p.setProperty(pairs[i], pairs[i + 1]);
    }
    return p;
  }

  /** A DB as the engine makes one: properties, then init. */
  static DB open(Properties props) throws DBException {
    DB db = new CassandraCQLClient();
    db.setProperties(props);
    db.init();
    return db;
  }

  static Map<String, ByteIterator> values(String... pairs) {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    for (int i = 0; i < pairs.length; i += 2) {
      values.put(pairs[i], new StringByteIterator(pairs[i + 1]));
    }
    return values;
  }

  static Map<String, String> strings(Map<String, ByteIterator> values) {
    Map<String, String> strings = new HashMap<>();
    values.forEach((k, v) -> strings.put(k, new String(v.toArray(), StandardCharsets.UTF_8)));
    return strings;
  }

  static void dropKeyspace(CassandraServer server, String keyspace) {
    try (CqlSession session = server.openSession()) {
      session.execute("DROP KEYSPACE IF EXISTS " + keyspace);
    }
  }
}

package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cassandra.CassandraTestSupport.dropKeyspace;
import static site.ycsb.db.cassandra.CassandraTestSupport.open;
import static site.ycsb.db.cassandra.CassandraTestSupport.properties;
import static site.ycsb.db.cassandra.CassandraTestSupport.uniqueKeyspace;
import static site.ycsb.db.cassandra.CassandraTestSupport.values;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Vector;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.db.cql.CqlErrorStatus;
import site.ycsb.db.cassandra.testserver.CassandraServer;
import site.ycsb.db.cassandra.testserver.SharedCassandra;

/**
 * The configured consistency levels really reach the server: on one node, a keyspace with
 * replication factor 3 can serve ONE but never QUORUM (2 of 3 replicas), and the server says so.
 * Tracing shows the level the server received.
 */
@ExtendWith(SharedCassandra.class)
class CassandraConsistencyIT {
  private static final String TABLE = "usertable";
  private static CassandraServer server;
  private static final List<String> keyspaces = new ArrayList<>();

  @BeforeAll
  static void setUp(CassandraServer shared) {
    server = shared;
  }

  @AfterAll
  static void tearDown() {
    keyspaces.forEach(ks -> dropKeyspace(server, ks));
  }

  private static String keyspace(String purpose) {
    String ks = uniqueKeyspace(purpose);
    keyspaces.add(ks);
    return ks;
  }

  @Test
  void readsUseTheReadLevelAndWritesTheWriteLevel() throws Exception {
    String ks = keyspace("rf3");
    DB writeOneReadQuorum = open(properties(server, ks, "cassandra.createschema", "true",
        "cassandra.replicationfactor", "3", "cassandra.writeconsistencylevel", "ONE",
        "cassandra.readconsistencylevel", "QUORUM"));
    DB writeQuorumReadOne = open(properties(server, ks, "cassandra.writeconsistencylevel", "QUORUM",
        "cassandra.readconsistencylevel", "ONE"));
    try {
      assertThat(writeOneReadQuorum.insert(TABLE, "k1", values("field0", "v"))).isEqualTo(Status.OK);
      assertThat(writeOneReadQuorum.update(TABLE, "k1", values("field1", "w"))).isEqualTo(Status.OK);
      assertThat(writeOneReadQuorum.read(TABLE, "k1", null, new HashMap<>())).isEqualTo(CqlErrorStatus.UNAVAILABLE);
      assertThat(writeOneReadQuorum.scan(TABLE, "k1", 5, null, new Vector<>())).isEqualTo(CqlErrorStatus.UNAVAILABLE);

      assertThat(writeQuorumReadOne.read(TABLE, "k1", null, new HashMap<>())).isEqualTo(Status.OK);
      assertThat(writeQuorumReadOne.insert(TABLE, "k2", values("field0", "v"))).isEqualTo(CqlErrorStatus.UNAVAILABLE);
      assertThat(writeQuorumReadOne.update(TABLE, "k1", values("field0", "x"))).isEqualTo(CqlErrorStatus.UNAVAILABLE);
      assertThat(writeQuorumReadOne.delete(TABLE, "k1")).isEqualTo(CqlErrorStatus.UNAVAILABLE);
      assertThat(writeQuorumReadOne.read(TABLE, "k2", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    } finally {
      writeOneReadQuorum.cleanup();
      writeQuorumReadOne.cleanup();
    }
  }

  @Test
  void tracingRecordsTheLevelTheServerReceivedAndIsOffByDefault() throws Exception {
    String untraced = keyspace("untraced");
    String traced = keyspace("traced");
    DB plain = open(properties(server, untraced, "cassandra.createschema", "true",
        "cassandra.readconsistencylevel", "ONE"));
    DB tracing = open(properties(server, traced, "cassandra.createschema", "true", "cassandra.tracing", "true",
        "cassandra.readconsistencylevel", "LOCAL_ONE", "cassandra.writeconsistencylevel", "ALL"));
    try {
      assertThat(plain.read(TABLE, "k", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
      assertThat(tracing.insert(TABLE, "k", values("field0", "v"))).isEqualTo(Status.OK);
      assertThat(tracing.read(TABLE, "k", null, new HashMap<>())).isEqualTo(Status.OK);
    } finally {
      plain.cleanup();
      tracing.cleanup();
    }
    try (CqlSession session = server.openSession()) {
      // the server writes traces asynchronously
      long deadline = System.currentTimeMillis() + 30_000;
      List<Map<String, String>> tracedRequests = traces(session, traced);
      while (tracedRequests.size() < 2 && System.currentTimeMillis() < deadline) {
        Thread.sleep(250);
        tracedRequests = traces(session, traced);
      }
      assertThat(tracedRequests).extracting(p -> p.get("consistency_level"))
          .containsExactlyInAnyOrder("ALL", "LOCAL_ONE");
      assertThat(traces(session, untraced)).isEmpty();
    }
  }

  /** Parameters of the traced requests whose query names {@code keyspace}. */
  private static List<Map<String, String>> traces(CqlSession session, String keyspace) {
    List<Map<String, String>> found = new ArrayList<>();
    for (Row row : session.execute("SELECT parameters FROM system_traces.sessions")) {
      Map<String, String> parameters = row.getMap(0, String.class, String.class);
      if (parameters != null && String.valueOf(parameters.get("query")).contains(keyspace + ".")) {
        found.add(parameters);
      }
    }
    return found;
  }
}

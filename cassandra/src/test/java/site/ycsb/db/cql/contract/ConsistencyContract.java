package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cql.contract.CqlBinding.values;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.db.cql.CqlErrorStatus;

/**
 * The configured consistency levels really reach the server: on one node, a keyspace with
 * replication factor 3 can serve ONE but never QUORUM (2 of 3 replicas), and the server says so.
 * Tracing shows the level the server received. A subclass names the binding.
 */
public abstract class ConsistencyContract extends KeyspaceContract {
  private static final String TABLE = "usertable";

  @Test
  void readsUseTheReadLevelAndWritesTheWriteLevel() throws Exception {
    String ks = keyspace("rf3");
    DB writeOneReadQuorum = binding.open(binding.properties(server, ks, CqlRole.CREATE_SCHEMA, "true",
        CqlRole.REPLICATION_FACTOR, "3", CqlRole.WRITE_CONSISTENCY, "ONE",
        CqlRole.READ_CONSISTENCY, "QUORUM"));
    DB writeQuorumReadOne = binding.open(binding.properties(server, ks, CqlRole.WRITE_CONSISTENCY, "QUORUM",
        CqlRole.READ_CONSISTENCY, "ONE"));
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
    DB plain = binding.open(binding.properties(server, untraced, CqlRole.CREATE_SCHEMA, "true",
        CqlRole.READ_CONSISTENCY, "ONE"));
    DB tracing = binding.open(binding.properties(server, traced, CqlRole.CREATE_SCHEMA, "true",
        CqlRole.TRACING, "true", CqlRole.READ_CONSISTENCY, "LOCAL_ONE", CqlRole.WRITE_CONSISTENCY, "ALL"));
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

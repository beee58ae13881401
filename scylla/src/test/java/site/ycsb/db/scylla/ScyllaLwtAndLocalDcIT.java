package site.ycsb.db.scylla;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cql.contract.CqlBinding.dropKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.strings;
import static site.ycsb.db.cql.contract.CqlBinding.uniqueKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.values;
import static site.ycsb.db.scylla.ScyllaTestSupport.BINDING;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.db.cql.CqlErrorStatus;
import site.ycsb.db.cql.contract.CqlRole;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/**
 * Upstream's Scylla semantics on a live server: scylla.lwt makes every write a lightweight
 * transaction that reports whether its condition held, with SERIAL reads and ANY commits by
 * default; scylla.local_dc makes the default levels LOCAL_QUORUM. Tracing shows what the server got.
 */
@ExtendWith(SharedCassandra.class)
class ScyllaLwtAndLocalDcIT {
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
  void lwtWritesReportWhetherTheirConditionHeld() throws Exception {
    DB db = BINDING.open(BINDING.properties(server, keyspace("lwt"), CqlRole.CREATE_SCHEMA, "true",
        CqlRole.LWT, "true"));
    try {
      assertThat(db.insert(TABLE, "k", values("field0", "first"))).isEqualTo(Status.OK);
      assertThat(db.insert(TABLE, "k", values("field0", "second"))).isEqualTo(CqlErrorStatus.ALREADY_EXISTS);
      Map<String, ByteIterator> result = new HashMap<>();
      assertThat(db.read(TABLE, "k", null, result)).isEqualTo(Status.OK);
      assertThat(strings(result)).containsEntry("field0", "first");

      assertThat(db.update(TABLE, "k", values("field1", "u"))).isEqualTo(Status.OK);
      assertThat(db.update(TABLE, "missing", values("field1", "u"))).isEqualTo(Status.NOT_FOUND);
      assertThat(db.read(TABLE, "missing", null, new HashMap<>())).as("no upsert happened")
          .isEqualTo(Status.NOT_FOUND);

      assertThat(db.delete(TABLE, "missing")).isEqualTo(Status.NOT_FOUND);
      assertThat(db.delete(TABLE, "k")).isEqualTo(Status.OK);
      assertThat(db.read(TABLE, "k", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
      assertThat(db.insert(TABLE, "k", values("field0", "again"))).as("a deleted key is new again")
          .isEqualTo(Status.OK);
    } finally {
      db.cleanup();
    }
  }

  @Test
  void withoutLwtAWriteOfAMissingRowIsAnUpsert() throws Exception {
    DB db = BINDING.open(BINDING.properties(server, keyspace("nolwt"), CqlRole.CREATE_SCHEMA, "true"));
    try {
      assertThat(db.update(TABLE, "missing", values("field1", "u"))).isEqualTo(Status.OK);
      assertThat(db.read(TABLE, "missing", null, new HashMap<>())).isEqualTo(Status.OK);
      assertThat(db.insert(TABLE, "missing", values("field0", "x"))).isEqualTo(Status.OK);
    } finally {
      db.cleanup();
    }
  }

  @Test
  void lwtDefaultsReachTheServerAsSerialReadsAndAnyCommitsWithSerialPaxos() throws Exception {
    String ks = keyspace("lwttrace");
    DB db = BINDING.open(BINDING.properties(server, ks, CqlRole.CREATE_SCHEMA, "true", CqlRole.LWT, "true",
        CqlRole.TRACING, "true"));
    try {
      assertThat(db.insert(TABLE, "k", values("field0", "v"))).isEqualTo(Status.OK);
      assertThat(db.read(TABLE, "k", null, new HashMap<>())).isEqualTo(Status.OK);
    } finally {
      db.cleanup();
    }
    List<Map<String, String>> traced = traces(ks, 2);
    assertThat(traced).filteredOn(p -> p.get("query").startsWith("INSERT"))
        .singleElement().satisfies(p -> {
          assertThat(p.get("query")).endsWith("IF NOT EXISTS");
          assertThat(p).containsEntry("consistency_level", "ANY").containsEntry("serial_consistency_level", "SERIAL");
        });
    assertThat(traced).filteredOn(p -> p.get("query").startsWith("SELECT"))
        .singleElement().satisfies(p -> assertThat(p).containsEntry("consistency_level", "SERIAL"));
  }

  @Test
  void aLocalDcMakesLocalQuorumTheDefaultLevel() throws Exception {
    String ks = keyspace("localdc");
    DB db = BINDING.open(BINDING.properties(server, ks, CqlRole.CREATE_SCHEMA, "true",
        CqlRole.LOCAL_DATACENTER, server.localDatacenter(), CqlRole.TRACING, "true"));
    try {
      assertThat(db.insert(TABLE, "k", values("field0", "v"))).isEqualTo(Status.OK);
      assertThat(db.read(TABLE, "k", null, new HashMap<>())).isEqualTo(Status.OK);
    } finally {
      db.cleanup();
    }
    assertThat(traces(ks, 2)).extracting(p -> p.get("consistency_level"))
        .containsExactlyInAnyOrder("LOCAL_QUORUM", "LOCAL_QUORUM");
  }

  /** Parameters of the traced requests on {@code keyspace}, waiting for {@code expected} of them. */
  private static List<Map<String, String>> traces(String keyspace, int expected) throws InterruptedException {
    try (CqlSession session = server.openSession()) {
      long deadline = System.currentTimeMillis() + 30_000; // the server writes traces asynchronously
      List<Map<String, String>> found = new ArrayList<>();
      while (found.size() < expected && System.currentTimeMillis() < deadline) {
        Thread.sleep(250);
        found.clear();
        for (Row row : session.execute("SELECT parameters FROM system_traces.sessions")) {
          Map<String, String> parameters = row.getMap(0, String.class, String.class);
          if (parameters != null && String.valueOf(parameters.get("query")).contains(keyspace + ".")) {
            found.add(parameters);
          }
        }
      }
      return found;
    }
  }
}

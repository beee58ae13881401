package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.CqlRole;
import site.ycsb.db.cql.contract.TextReport;
import site.ycsb.db.cql.contract.YcsbLauncher;
import site.ycsb.db.cql.contract.YcsbLauncher.Finished;
import site.ycsb.db.cql.contract.YcsbLauncher.Launched;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/**
 * Three client processes as one benchmark against the real server: {@code client.count=3} loads
 * split the data set exactly, a common {@code start.at} starts the runs together, their run-phase
 * inserts never collide, and {@code bin/ycsb merge} of their logs sums to their reports.
 */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CassandraSeveralClientsIT {
  private static final int CLIENTS = 3;
  private static final int RECORDS = 3000;
  private static final int OPERATIONS = 6000;
  private static final List<String> OPS = List.of("READ", "INSERT", "UPDATE", "DELETE");
  private static final CqlBinding BINDING = CassandraTestSupport.BINDING;
  private CassandraServer server;
  private YcsbLauncher launcher;
  private final String keyspace = CqlBinding.uniqueKeyspace("clients");

  @BeforeAll
  void setUp(CassandraServer shared) throws Exception {
    server = shared;
    launcher = YcsbLauncher.forModules("cassandra");
    // the schema once, before the clients start together
    BINDING.open(BINDING.properties(server, keyspace, CqlRole.CREATE_SCHEMA, "true")).cleanup();
  }

  @AfterAll
  void tearDown() {
    CqlBinding.dropKeyspace(server, keyspace);
  }

  private List<String> args(String command, int index, Object... more) {
    List<String> args = new ArrayList<>(List.of(command, "cassandra", "-P", "workloads/mixed"));
    Properties props = BINDING.properties(server, keyspace, more);
    props.setProperty("recordcount", Integer.toString(RECORDS));
    props.setProperty("client.count", Integer.toString(CLIENTS));
    props.setProperty("client.index", Integer.toString(index));
    for (String key : new TreeSet<>(props.stringPropertyNames())) {
      args.add("-p");
      args.add(key + "=" + props.getProperty(key));
    }
    args.add("-threads");
    args.add("2");
    return args;
  }

  private long rows() {
    try (CqlSession s = server.openSession()) {
      return s.execute("SELECT COUNT(*) FROM " + keyspace + ".usertable").one().getLong(0);
    }
  }

  @Test
  void threeClientsLoadEveryRecordOnceThenRunTogetherAndMergeToTheirSum(@TempDir Path dir) throws Exception {
    List<Launched> loads = new ArrayList<>();
    for (int i = 0; i < CLIENTS; i++) {
      loads.add(launcher.start(dir, "load" + i, args("load", i, "hdrhistogram.fileoutput", "false")));
    }
    long inserted = 0;
    for (Launched l : loads) {
      Finished f = l.await(5);
      assertThat(f.exitCode()).as(f.describe()).isZero();
      TextReport r = TextReport.parse(f.stdout());
      assertThat(r.returns("INSERT")).as(f.describe()).containsOnlyKeys("OK");
      inserted += r.returned("INSERT", "OK");
    }
    assertThat(inserted).isEqualTo(RECORDS);
    assertThat(rows()).as("every key loaded exactly once").isEqualTo(RECORDS);

    Path logs = Files.createDirectories(dir.resolve("logs"));
    String startAt = Instant.now().plusSeconds(25).toString();
    List<Launched> runs = new ArrayList<>();
    for (int i = 0; i < CLIENTS; i++) {
      runs.add(launcher.start(dir, "run" + i, args("run", i, "operationcount", Integer.toString(OPERATIONS),
          "start.at", startAt, "measurement.interval.seconds", "1", "hdrhistogram.output.path", logs + "/")));
    }
    long runInserts = 0;
    long deletes = 0;
    long[] perOp = new long[OPS.size()];
    for (Launched l : runs) {
      Finished f = l.await(5);
      assertThat(f.exitCode()).as(f.describe()).isZero();
      assertThat(f.stderr()).as("waited for the common start").contains("start.at=");
      TextReport r = TextReport.parse(f.stdout());
      assertThat(r.has("OVERALL", "RunTime(ms)")).as(f.describe()).isTrue();
      long all = 0;
      for (int k = 0; k < OPS.size(); k++) {
        long n = r.returns(OPS.get(k)).values().stream().mapToLong(Long::longValue).sum();
        perOp[k] += r.count(OPS.get(k), "Operations");
        all += n;
      }
      assertThat(all).as("this client's share, every operation with a result").isEqualTo(OPERATIONS / CLIENTS);
      assertThat(r.returns("INSERT")).as("no insert failed").containsOnlyKeys("OK");
      runInserts += r.returned("INSERT", "OK");
      deletes += r.returned("DELETE", "OK");
    }
    long rows = rows();
    // disjoint inserts: nothing overwritten; only deletes (some of one key twice) take rows away
    assertThat(rows).isLessThanOrEqualTo(RECORDS + runInserts).isGreaterThanOrEqualTo(RECORDS + runInserts - deletes);

    Path merged = dir.resolve("merged.hdr");
    Finished merge = launcher.run(dir, "merge", List.of("merge", "-o", merged.toString(), logs.toString()), 3);
    assertThat(merge.exitCode()).as(merge.describe()).isZero();
    TextReport total = TextReport.parse(merge.stdout());
    for (int k = 0; k < OPS.size(); k++) {
      assertThat(total.count(OPS.get(k), "Operations")).as("merged " + OPS.get(k)).isEqualTo(perOp[k]);
    }
    assertThat(merged).exists();
  }
}

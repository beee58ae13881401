package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.Row;
import java.io.OutputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.CassandraCQLClient;
import site.ycsb.db.cql.contract.CqlBinding;
import site.ycsb.db.cql.contract.CqlRole;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/**
 * The asynchronous CQL path chained on the driver's threads, against the real local Cassandra: the
 * binding prepares every statement the workload can issue in {@code init} (the server's own table of
 * prepared statements shows them before any operation), so no operation waits for a prepare, and the
 * engine starts each slot's next operation on the driver's I/O thread that completed the last one.
 */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class CassandraAsyncChainIT {
  private static final CqlBinding BINDING = CassandraTestSupport.BINDING;
  /** Insert of all 4 fields; reads, scans and updates of each single field; delete. */
  private static final int STATEMENTS = 1 + 4 + 4 + 4 + 1;

  private CassandraServer server;
  private final List<String> keyspaces = new ArrayList<>();

  /** The binding, counting the asynchronous operations each thread started. */
  static final class CountingStarts extends CassandraCQLClient {
    private final Map<String, LongAdder> startsByThread;

    CountingStarts(Map<String, LongAdder> startsByThread) {
      this.startsByThread = startsByThread;
    }

    private void started() {
      startsByThread.computeIfAbsent(Thread.currentThread().getName(), t -> new LongAdder()).increment();
    }

    @Override
    public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
        Map<String, ByteIterator> result) {
      started();
      return super.readAsync(table, key, fields, result);
    }

    @Override
    public CompletionStage<Status> scanAsync(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      started();
      return super.scanAsync(table, startkey, recordcount, fields, result);
    }

    @Override
    public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values) {
      started();
      return super.updateAsync(table, key, values);
    }

    @Override
    public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
      started();
      return super.insertAsync(table, key, values);
    }

    @Override
    public CompletionStage<Status> deleteAsync(String table, String key) {
      started();
      return super.deleteAsync(table, key);
    }
  }

  @BeforeAll
  void setUp(CassandraServer shared) {
    server = shared;
  }

  @AfterAll
  void tearDown() {
    keyspaces.forEach(ks -> CqlBinding.dropKeyspace(server, ks));
  }

  private Properties workload(String purpose, String... more) {
    String keyspace = CqlBinding.uniqueKeyspace(purpose);
    keyspaces.add(keyspace);
    Properties p = BINDING.properties(server, keyspace, CqlRole.CREATE_SCHEMA, "true",
        "workload", "site.ycsb.workloads.CoreWorkload", "fieldcount", "4", "fieldlength", "20",
        "readallfields", "false", "writeallfields", "false", "recordcount", "300", "requestdistribution", "uniform",
        "readproportion", "0.4", "updateproportion", "0.25", "insertproportion", "0.15", "scanproportion", "0.1",
        "maxscanlength", "5", "deleteproportion", "0.1",
        "hdrhistogram.fileoutput", "false");
    for (int i = 0; i < more.length; i += 2) {
      p.setProperty(more[i], more[i + 1]);
    }
    return p;
  }

  /** The server's prepared statements on the keyspace (Cassandra keeps them in system.prepared_statements). */
  private long preparedOn(String keyspace) {
    try (CqlSession session = server.openSession()) {
      long n = 0;
      for (Row row : session.execute("SELECT query_string FROM system.prepared_statements")) {
        String query = row.getString(0);
        if (query != null && query.contains(keyspace + ".")) {
          n++;
        }
      }
      return n;
    }
  }

  @Test
  void initPreparesEveryStatementTheWorkloadCanIssueBeforeAnyOperation() throws Exception {
    Properties props = workload("prepared");
    DB db = BINDING.open(props);
    try {
      assertThat(preparedOn(props.getProperty(BINDING.property(CqlRole.KEYSPACE)))).isEqualTo(STATEMENTS);
    } finally {
      db.cleanup();
    }
  }

  @Test
  void aWriteWhoseStatementWasNotForeseenIsPreparedWithoutWaitingAndWritesTheValuesOfTheCall() throws Exception {
    Properties props = workload("unforeseen");
    AsyncDB db = (AsyncDB) BINDING.open(props);
    try {
      assertThat(db.insertAsync("usertable", "k1", CqlBinding.values("field0", "a", "field1", "b", "field2", "c",
          "field3", "d")).toCompletableFuture().get(30, TimeUnit.SECONDS)).isEqualTo(Status.OK);
      // two fields: workload() updates one field at a time, so init did not prepare this one
      Map<String, ByteIterator> values = CqlBinding.values("field0", "x", "field2", "y");
      CompletionStage<Status> update = db.updateAsync("usertable", "k1", values);
      values.replaceAll((field, value) -> new StringByteIterator("reused by the caller"));
      assertThat(update.toCompletableFuture().get(30, TimeUnit.SECONDS)).isEqualTo(Status.OK);
      Map<String, ByteIterator> row = new HashMap<>();
      assertThat(db.readAsync("usertable", "k1", null, row).toCompletableFuture().get(30, TimeUnit.SECONDS))
          .isEqualTo(Status.OK);
      assertThat(CqlBinding.strings(row)).isEqualTo(Map.of("field0", "x", "field1", "b", "field2", "y", "field3", "d"));
    } finally {
      db.cleanup();
    }
  }

  @Test
  void aChainedRunOfEveryOperationKindCompletesWithCorrectCountsAndStartsOnTheDriversThreads() throws Exception {
    Properties props = workload("chain");
    String keyspace = props.getProperty(BINDING.property(CqlRole.KEYSPACE));
    Map<String, LongAdder> loadStarts = new ConcurrentHashMap<>();
    RunResult load = run(props, loadStarts, "dotransactions", "false", "threadcount", "1", "async.inflight", "8");
    assertThat(load.statusCount("INSERT", "OK")).isEqualTo(300);

    Map<String, LongAdder> starts = new ConcurrentHashMap<>();
    RunResult r = run(props, starts, "dotransactions", "true", "threadcount", "1", "async.inflight", "16",
        "operationcount", "4000");

    assertThat(r.operations()).isEqualTo(4000);
    long operations = 0;
    for (String op : List.of("READ", "UPDATE", "INSERT", "SCAN", "DELETE")) {
      Map<String, Long> byStatus = r.statusCounts().getOrDefault(op, Map.of());
      long count = byStatus.values().stream().mapToLong(Long::longValue).sum();
      assertThat(count).as(op + " ran").isPositive();
      assertThat(byStatus.keySet()).as(op + ": no errors").isSubsetOf("OK", "NOT_FOUND");
      operations += count;
    }
    assertThat(operations).isEqualTo(4000);

    long all = starts.values().stream().mapToLong(LongAdder::sum).sum();
    long onDriver = starts.entrySet().stream().filter(e -> e.getKey().contains("-io-"))
        .mapToLong(e -> e.getValue().sum()).sum();
    assertThat(all).isEqualTo(4000);
    assertThat(onDriver).as("operations started by the driver's I/O threads, of %d (by thread: %s)", all, starts)
        .isGreaterThan(all / 2);
    assertThat(preparedOn(keyspace)).as("nothing prepared during the run").isEqualTo(STATEMENTS);
  }

  private static RunResult run(Properties base, Map<String, LongAdder> starts, String... settings) throws Exception {
    Properties p = new Properties();
    p.putAll(base);
    for (int i = 0; i < settings.length; i += 2) {
      p.setProperty(settings[i], settings[i + 1]);
    }
    return Benchmark.builder(p).dbFactory(() -> new CountingStarts(starts))
        .err(new PrintStream(OutputStream.nullOutputStream())).build().run();
  }
}

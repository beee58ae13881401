package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static site.ycsb.db.cql.contract.CqlBinding.dropKeyspace;
import static site.ycsb.db.cql.contract.CqlBinding.uniqueKeyspace;

import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.extension.ExtendWith;
import site.ycsb.DB;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;
import site.ycsb.testing.ReadBackCheck;
import site.ycsb.testkit.cassandra.CassandraServer;
import site.ycsb.testkit.cassandra.SharedCassandra;

/**
 * Every value read back from a live server is the value CoreWorkload's insert gave the binding, for a
 * load run by the engine blocking and with many inserts in flight: the binding declares it reads
 * values only during the call, so the workload refills one map per thread (or slot), and this shows
 * the declaration holds. A subclass names the binding.
 */
@ExtendWith(SharedCassandra.class)
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class ReadBackContract {
  private static final int RECORDS = 2000;
  private CqlBinding binding;
  private CassandraServer server;
  private final List<String> keyspaces = new ArrayList<>();

  /** The binding under test. */
  protected abstract CqlBinding binding();

  @BeforeAll
  void setUp(CassandraServer shared) {
    binding = binding();
    server = shared;
  }

  @AfterAll
  void tearDown() throws Exception {
    for (String keyspace : keyspaces) {
      dropKeyspace(server, keyspace);
    }
  }

  private List<String> loadAndReadBack(String... settings) throws Exception {
    String keyspace = uniqueKeyspace("readback");
    keyspaces.add(keyspace);
    Properties p = binding.properties(server, keyspace, CqlRole.CREATE_SCHEMA, "true");
    p.putAll(TestRuns.props("dotransactions=false", "recordcount=" + RECORDS, "fieldcount=4", "fieldlength=100",
        "fieldlengthdistribution=uniform", "minfieldlength=1"));
    p.putAll(TestRuns.props(settings));
    ReadBackCheck check = new ReadBackCheck();
    RunResult r = TestRuns.run(p, check.wrap(binding.factory()::get));
    assertThat(r.failedOperations()).as("inserts that failed").isZero();
    assertThat(check.rows()).isEqualTo(RECORDS);
    DB reader = binding.open(p);
    try {
      return check.mismatches(reader, "usertable");
    } finally {
      reader.cleanup();
    }
  }

  @Test
  void theBindingDeclaresItReadsValuesOnlyDuringTheCall() {
    assertThat(binding().factory().get().readsValuesOnlyDuringCall()).isTrue();
  }

  @Test
  void everyValueReadBackIsTheValueItsInsertWasGivenBlocking() throws Exception {
    assertThat(loadAndReadBack("threadcount=4")).isEmpty();
  }

  @Test
  void everyValueReadBackIsTheValueItsInsertWasGivenWithManyInFlight() throws Exception {
    assertThat(loadAndReadBack("threadcount=2", "async.inflight=64")).isEmpty();
  }
}

package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import site.ycsb.db.aerospike.testserver.AerospikeServer;
import site.ycsb.db.aerospike.testserver.SharedAerospike;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;
import site.ycsb.testing.ReadBackCheck;

/**
 * Every value read back from the real server ({@link SharedAerospike}) is the value CoreWorkload's
 * insert gave the binding, for a load run by the engine blocking and with many inserts in flight:
 * the binding declares it reads values only during the call, so the workload refills one map per
 * thread (or slot), and this shows the declaration holds.
 */
@ExtendWith(SharedAerospike.class)
class AerospikeReadBackIT {
  private static final int RECORDS = 2000;
  private static AerospikeServer server;

  @BeforeAll
  static void server(AerospikeServer shared) {
    server = shared;
  }

  private static List<String> loadAndReadBack(String... settings) throws Exception {
    String table = "readback_" + UUID.randomUUID().toString().substring(0, 8);
    Properties p = TestRuns.props("dotransactions=false", "recordcount=" + RECORDS, "fieldcount=4",
        "fieldlength=100", "fieldlengthdistribution=uniform", "minfieldlength=1", "table=" + table);
    p.putAll(server.bindingProperties());
    p.putAll(TestRuns.props(settings));
    ReadBackCheck check = new ReadBackCheck();
    RunResult r = TestRuns.run(p, check.wrap(AerospikeClient::new));
    assertThat(r.failedOperations()).as("inserts that failed").isZero();
    assertThat(check.rows()).isEqualTo(RECORDS);
    AerospikeClient reader = new AerospikeClient();
    reader.setProperties(p);
    reader.init();
    try {
      return check.mismatches(reader, table);
    } finally {
      reader.cleanup();
    }
  }

  @Test
  void theBindingDeclaresItReadsValuesOnlyDuringTheCall() {
    assertThat(new AerospikeClient().readsValuesOnlyDuringCall()).isTrue();
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

package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.db.aerospike.ResultCodeStatus;
import site.ycsb.db.aerospike.SharedClientHolder;
import site.ycsb.db.aerospike.testserver.AerospikeServer;
import site.ycsb.db.aerospike.testserver.SharedAerospike;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;

/**
 * Asynchronous runs through the engine against a real server, with {@code as.connspernode} unset:
 * every operation reaches the server. The client splits a node's connections among its event loops;
 * before the binding routed its commands itself, handing them to the loops in turn overfilled one
 * loop's share and failed about a fifth of the operations as CLIENT_POOL_EXHAUSTED (2 x 64 on 2
 * loops), with a warning to "set as.connspernode ... or unset it" though it was unset.
 */
@ExtendWith(SharedAerospike.class)
class AerospikeAsyncPoolIT {
  private static AerospikeServer server;

  @BeforeAll
  static void server(AerospikeServer shared) {
    server = shared;
  }

  @ParameterizedTest(name = "{0} threads x {1} in flight on {2} event loops")
  @CsvSource({"2, 64, 2", "1, 128, 4", "3, 50, 4"})
  void noOperationFailsForWantOfAConnectionAndNothingAsksToSetThePool(int threads, int inFlight, int loops)
      throws Exception {
    String table = "pool_" + UUID.randomUUID().toString().substring(0, 8);
    List<String> warnings = new CopyOnWriteArrayList<>();
    SharedClientHolder holder = new SharedClientHolder(SharedClientHolder.realClients(), warnings::add);

    run(holder, table, "dotransactions=false", "threadcount=4", "recordcount=1000");
    RunResult result = run(holder, table, "dotransactions=true", "threadcount=" + threads, "recordcount=1000",
        "operationcount=60000", "async.inflight=" + inFlight, "as.eventloops=" + loops,
        "readproportion=0.5", "updateproportion=0.5", "insertproportion=0", "requestdistribution=uniform");

    assertThat(result.operations()).isEqualTo(60000);
    String exhausted = ResultCodeStatus.CLIENT_POOL_EXHAUSTED.getName();
    assertThat(result.statusCount("READ", exhausted) + result.statusCount("UPDATE", exhausted)).isZero();
    assertThat(result.statusCount("READ", "OK") + result.statusCount("UPDATE", "OK")).isEqualTo(60000);
    assertThat(warnings).noneMatch(w -> w.contains("connection pool") || w.contains("as.connspernode"));
  }

  private static RunResult run(SharedClientHolder holder, String table, String... settings) throws Exception {
    Properties properties = new Properties();
    properties.putAll(server.bindingProperties());
    properties.setProperty("workload", "site.ycsb.workloads.CoreWorkload");
    properties.setProperty("table", table);
    properties.setProperty("fieldcount", "4");
    properties.setProperty("fieldlength", "50");
    properties.setProperty("hdrhistogram.fileoutput", "false");
    for (String setting : settings) {
      int eq = setting.indexOf('=');
      properties.setProperty(setting.substring(0, eq), setting.substring(eq + 1));
    }
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunResult result = Benchmark.builder(properties).dbFactory(() -> new AerospikeClient(holder))
        .err(new PrintStream(err, true, StandardCharsets.UTF_8)).build().run();
    assertThat(holder.users()).as("every binding instance cleaned up").isZero();
    return result;
  }
}

package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.ResultCode;
import com.aerospike.client.policy.ClientPolicy;
import java.util.HashMap;
import java.util.Map;
import java.util.Vector;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.InMemoryAerospikeClientTestDouble;
import site.ycsb.db.aerospike.ResultCodeStatus;

/**
 * What a real server cannot show of asynchronous mode, against the in-memory test double with the
 * real client library's NIO event loops: the client policy the binding opens the client with, and
 * injected failures. (Asynchronous commands against a real server: {@link AerospikeServerIT}.)
 */
class AerospikeAsyncTest {
  private static final String TABLE = "usertable";

  private static Status await(CompletionStage<Status> stage) throws Exception {
    return stage.toCompletableFuture().get(10, TimeUnit.SECONDS);
  }

  private static Map<String, ByteIterator> values(String... kv) {
    Map<String, ByteIterator> m = new HashMap<>();
    for (int i = 0; i < kv.length; i += 2) {
      m.put(kv[i], new StringByteIterator(kv[i + 1]));
    }
    return m;
  }

  @Test
  void theClientGetsItsEventLoopsAndAPoolWithAConnectionForEveryCommandEachLoopRuns() throws Exception {
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture()) {
      fixture.start("threadcount", "8", "async.inflight", "63", "as.eventloops", "4");
      ClientPolicy policy = fixture.server().clientPolicy();
      assertThat(policy.eventLoops).as("event loops handed to the client").isNotNull();
      assertThat(policy.eventLoops.getSize()).isEqualTo(4);
      // the client gives each loop a quarter; each loop runs up to ceil(63 / 4) = 16 commands of each thread
      assertThat(policy.asyncMaxConnsPerNode).isEqualTo(4 * 8 * 16);
    }
  }

  @Test
  void injectedFailuresOfAsyncCommandsCompleteOnTheEventLoopsAsStatuses() throws Exception {
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture()) {
      AerospikeClient db = fixture.start("threadcount", "1", "async.inflight", "4", "as.eventloops", "2");
      InMemoryAerospikeClientTestDouble server = fixture.server();
      assertThat(await(db.insertAsync(TABLE, "user1", values("field0", "a")))).isEqualTo(Status.OK);

      server.failWith(new AerospikeException(ResultCode.TIMEOUT));
      assertThat(await(db.readAsync(TABLE, "user1", null, new HashMap<>()))).isEqualTo(ResultCodeStatus.TIMEOUT);
      assertThat(await(db.updateAsync(TABLE, "user1", values("field0", "b")))).isEqualTo(ResultCodeStatus.TIMEOUT);
      assertThat(await(db.scanAsync(TABLE, "user1", 5, null, new Vector<>()))).isEqualTo(ResultCodeStatus.TIMEOUT);
      assertThat(server.asyncThreads()).isNotEmpty()
          .allSatisfy(name -> assertThat(name).startsWith("ycsb-aerospike-event"));
    }
  }

  @Test
  void blockingRunsOpenNoEventLoops() throws Exception {
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture()) {
      AerospikeClient db = fixture.start("threadcount", "8");
      assertThat(fixture.server().clientPolicy().eventLoops).isNull();
      assertThat(await(db.insertAsync(TABLE, "k", values("field0", "a")))).as("still works, blocking")
          .isEqualTo(Status.OK);
    }
  }
}

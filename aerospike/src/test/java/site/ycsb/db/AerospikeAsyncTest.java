package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.ResultCode;
import com.aerospike.client.policy.ClientPolicy;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
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
 * Asynchronous mode against the in-memory test double (no Aerospike server here), with the real
 * client library's NIO event loops: commands complete on those threads with the blocking
 * commands' semantics, and the pools are sized for every command in flight.
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
  void asyncCommandsRunOnTheEventLoopsWithTheBlockingSemantics() throws Exception {
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture()) {
      AerospikeClient db = fixture.start("threadcount", "8", "async.inflight", "64", "as.eventloops", "2");
      InMemoryAerospikeClientTestDouble server = fixture.server();
      ClientPolicy policy = server.clientPolicy();
      assertThat(policy.eventLoops).as("event loops handed to the client").isNotNull();
      assertThat(policy.eventLoops.getSize()).isEqualTo(2);
      assertThat(policy.asyncMaxConnsPerNode).as("8 threads x 64 in flight").isEqualTo(512);

      assertThat(await(db.insertAsync(TABLE, "user1", values("field0", "a", "field1", "b")))).isEqualTo(Status.OK);
      assertThat(await(db.insertAsync(TABLE, "user1", values("field0", "a")))).isEqualTo(ResultCodeStatus.KEY_EXISTS);
      assertThat(await(db.updateAsync(TABLE, "user1", values("field1", "c")))).isEqualTo(Status.OK);
      assertThat(await(db.updateAsync(TABLE, "nobody", values("field1", "c")))).isEqualTo(Status.NOT_FOUND);
      Map<String, ByteIterator> row = new HashMap<>();
      assertThat(await(db.readAsync(TABLE, "user1", Set.of("field1"), row))).isEqualTo(Status.OK);
      assertThat(row).containsOnlyKeys("field1");
      assertThat(row.get("field1").toString()).isEqualTo("c");
      assertThat(await(db.readAsync(TABLE, "nobody", null, new HashMap<>()))).isEqualTo(Status.NOT_FOUND);

      for (int i = 2; i < 30; i++) {
        await(db.insertAsync(TABLE, "user" + i, values("field0", "v" + i)));
      }
      Vector<HashMap<String, ByteIterator>> scanned = new Vector<>();
      assertThat(await(db.scanAsync(TABLE, "user7", 10, null, scanned))).isEqualTo(Status.OK);
      Vector<HashMap<String, ByteIterator>> blocking = new Vector<>();
      db.scan(TABLE, "user7", 10, null, blocking);
      assertThat(scanned).hasSize(10);
      assertThat(scanned.toString()).isEqualTo(blocking.toString());

      assertThat(await(db.deleteAsync(TABLE, "user1"))).isEqualTo(Status.OK);
      assertThat(await(db.deleteAsync(TABLE, "user1"))).isEqualTo(Status.NOT_FOUND);

      server.failWith(new AerospikeException(ResultCode.TIMEOUT));
      assertThat(await(db.readAsync(TABLE, "user2", null, new HashMap<>()))).isEqualTo(ResultCodeStatus.TIMEOUT);
      assertThat(await(db.scanAsync(TABLE, "user2", 5, null, new Vector<>()))).isEqualTo(ResultCodeStatus.TIMEOUT);

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

package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.Key;
import com.aerospike.client.ResultCode;
import com.aerospike.client.policy.Policy;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Vector;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.InMemoryAerospikeClientTestDouble;
import site.ycsb.db.aerospike.ResultCodeStatus;

/**
 * Failures a real server cannot be made to give on demand, injected through the in-memory double of
 * the client: every one becomes a status, none is thrown. (The binding's semantics against a real
 * server: {@link AerospikeServerIT}.)
 */
class AerospikeInjectedFaultsTest {
  private static final String TABLE = "usertable";

  private AerospikeBindingFixture fixture;
  private AerospikeClient db;
  private InMemoryAerospikeClientTestDouble server;

  @BeforeEach
  void start() throws DBException {
    fixture = new AerospikeBindingFixture();
    db = fixture.start();
    server = fixture.server();
  }

  @AfterEach
  void stop() throws DBException {
    fixture.close();
  }

  @Test
  void failuresBecomeStatusesAndAreNeverThrown() {
    server.store(new Key("ycsb", TABLE, "user1"), Map.of("field0", "a".getBytes(StandardCharsets.UTF_8)));
    server.failWith(new AerospikeException.Timeout(new Policy(), true));

    assertThat(db.read(TABLE, "user1", null, new HashMap<>())).isEqualTo(ResultCodeStatus.TIMEOUT);
    assertThat(db.insert(TABLE, "user2", values("field0", "a"))).isEqualTo(ResultCodeStatus.TIMEOUT);
    assertThat(db.update(TABLE, "user1", values("field0", "a"))).isEqualTo(ResultCodeStatus.TIMEOUT);
    assertThat(db.delete(TABLE, "user1")).isEqualTo(ResultCodeStatus.TIMEOUT);
    assertThat(db.scan(TABLE, "user1", 5, null, new Vector<>())).isEqualTo(ResultCodeStatus.TIMEOUT);
  }

  @Test
  void connectionFailuresAreServiceUnavailableAndOtherCodesTheirMappedStatus() {
    server.failWith(new AerospikeException.Connection("Connection refused"));
    assertThat(db.read(TABLE, "user1", null, new HashMap<>())).isEqualTo(Status.SERVICE_UNAVAILABLE);

    server.failWith(new AerospikeException(ResultCode.DEVICE_OVERLOAD));
    assertThat(db.insert(TABLE, "user1", values("field0", "a"))).isEqualTo(ResultCodeStatus.DEVICE_OVERLOAD);

    server.failWith(new AerospikeException(ResultCode.KEY_BUSY));
    assertThat(db.update(TABLE, "user1", values("field0", "a"))).isEqualTo(ResultCodeStatus.KEY_BUSY);
  }

  @Test
  void aFullClientPoolIsItsOwnStatusAndSaidOnceNamingTheProperty() throws DBException {
    List<String> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();
    try (AerospikeBindingFixture small = new AerospikeBindingFixture(warnings::add)) {
      AerospikeClient first = small.start("threadcount", "128", "as.connspernode", "100");
      AerospikeClient second = small.start("threadcount", "128", "as.connspernode", "100");
      // what the real client throws when a node's pool is full
      small.server().failWith(new AerospikeException.Connection(ResultCode.NO_MORE_CONNECTIONS,
          "Node BB9 127.0.0.1 3000 max connections 100 would be exceeded."));

      for (int i = 0; i < 50; i++) {
        assertThat(first.read(TABLE, "user1", null, new HashMap<>())).isEqualTo(ResultCodeStatus.CLIENT_POOL_EXHAUSTED);
        assertThat(second.update(TABLE, "user1", values("field0", "a")))
            .isEqualTo(ResultCodeStatus.CLIENT_POOL_EXHAUSTED);
      }

      assertThat(ResultCodeStatus.CLIENT_POOL_EXHAUSTED.getName()).isEqualTo("CLIENT_POOL_EXHAUSTED");
      assertThat(warnings).as("said once for all threads").hasSize(1);
      assertThat(warnings.get(0)).contains("as.connspernode to at least 128", "threadcount=128",
          "Return=CLIENT_POOL_EXHAUSTED", "configuration error").doesNotContain("\n");
    }
  }

  @Test
  void aFullAsyncPoolOfAGivenSizeNamesTheSizeEveryEventLoopNeeds() throws Exception {
    List<String> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();
    try (AerospikeBindingFixture small = new AerospikeBindingFixture(warnings::add)) {
      AerospikeClient async = small.start("threadcount", "2", "async.inflight", "63", "as.eventloops", "4",
          "as.connspernode", "100");
      small.server().failWith(new AerospikeException.Connection(ResultCode.NO_MORE_CONNECTIONS, "Max async conns reached"));

      assertThat(async.readAsync(TABLE, "user1", null, new HashMap<>()).toCompletableFuture().get())
          .isEqualTo(ResultCodeStatus.CLIENT_POOL_EXHAUSTED);

      // 4 loops, each running up to ceil(63 / 4) = 16 commands of each of the 2 threads
      assertThat(warnings).singleElement().asString().contains("as.connspernode to at least 128",
          "100 connections, 25 for each of the client's 4 event loops", "2 x 63", "or unset it");
    }
  }

  @Test
  void aPoolThatRunsFullWhileUnsetNeverAsksToSetOrUnsetIt() throws Exception {
    List<String> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture(warnings::add)) {
      AerospikeClient async = fixture.start("threadcount", "2", "async.inflight", "64", "as.eventloops", "2");
      fixture.server().failWith(new AerospikeException.Connection(ResultCode.NO_MORE_CONNECTIONS, "Max async conns reached"));

      assertThat(async.readAsync(TABLE, "user1", null, new HashMap<>()).toCompletableFuture().get())
          .isEqualTo(ResultCodeStatus.CLIENT_POOL_EXHAUSTED);

      assertThat(warnings).singleElement().asString().contains("every command the run keeps in flight (threadcount x async.inflight = 2 x 64",
          "more binding instances")
          .doesNotContain("or unset it", "configuration error");
    }
  }

  @Test
  void aFullNamespaceIsOutOfSpaceNotErrorAndSaidOnceWithHowToSizeIt() throws DBException {
    List<String> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();
    try (AerospikeBindingFixture fixture = new AerospikeBindingFixture(warnings::add)) {
      AerospikeClient first = fixture.start("as.namespace", "ycsb");
      AerospikeClient second = fixture.start("as.namespace", "ycsb");
      // what the real server answers in stop-writes (see AerospikeFullNamespaceIT for the real one)
      fixture.server().failWith(new AerospikeException(ResultCode.SERVER_MEM_ERROR));
      for (int i = 0; i < 20; i++) {
        assertThat(first.insert(TABLE, "user" + i, values("field0", "a"))).isEqualTo(ResultCodeStatus.OUT_OF_SPACE);
        assertThat(second.update(TABLE, "user" + i, values("field0", "a"))).isEqualTo(ResultCodeStatus.OUT_OF_SPACE);
      }
      assertThat(warnings).as("said once for all threads").singleElement().asString()
          .contains("namespace 'ycsb' is full", "stop-writes", "Return=OUT_OF_SPACE", "inserts grow the data",
              "docs/bindings/aerospike.md#sizing-a-namespace")
          .doesNotContain("\n", "ERROR");
    }
  }

  @Test
  void anUnexpectedRuntimeExceptionIsAnErrorStatus() {
    server.failWith(new IllegalStateException("boom"));

    assertThat(db.read(TABLE, "user1", null, new HashMap<>())).isEqualTo(Status.ERROR);
  }

  private static Map<String, ByteIterator> values(String... keyValues) {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      values.put(keyValues[i], new StringByteIterator(keyValues[i + 1]));
    }
    return values;
  }
}

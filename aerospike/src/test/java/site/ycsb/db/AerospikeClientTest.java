package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import com.aerospike.client.AerospikeException;
import com.aerospike.client.Key;
import com.aerospike.client.ResultCode;
import com.aerospike.client.cluster.Node;
import com.aerospike.client.cluster.Partition;
import com.aerospike.client.policy.Policy;
import com.aerospike.client.policy.RecordExistsAction;
import com.aerospike.client.policy.ScanPolicy;
import com.aerospike.client.policy.WritePolicy;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.InMemoryAerospikeClientTestDouble;
import site.ycsb.db.aerospike.InMemoryAerospikeClientTestDouble.Command;
import site.ycsb.db.aerospike.ResultCodeStatus;

/** The binding's CRUD and scan semantics, driven through the client interface against the in-memory double. */
class AerospikeClientTest {
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
  void insertStoresEachFieldAsABytesBinUnderNamespaceSetAndUserKey() {
    assertThat(db.insert(TABLE, "user1", values("field0", "a", "field1", "b"))).isEqualTo(Status.OK);

    Map<String, Object> stored = server.stored("ycsb", TABLE, "user1");
    assertThat(stored).containsOnlyKeys("field0", "field1");
    assertThat(stored.get("field0")).isEqualTo("a".getBytes(StandardCharsets.UTF_8));
    Key key = server.commands("put").get(0).key();
    assertThat(key.namespace).isEqualTo("ycsb");
    assertThat(key.setName).isEqualTo(TABLE);
    assertThat(key.userKey.toString()).isEqualTo("user1");
  }

  @Test
  void insertOfAnExistingKeyIsKeyExistsAndLeavesTheRecordUnchanged() {
    db.insert(TABLE, "user1", values("field0", "first"));

    Status status = db.insert(TABLE, "user1", values("field0", "second"));

    assertThat(status).isEqualTo(ResultCodeStatus.KEY_EXISTS);
    assertThat(status.getName()).isEqualTo("KEY_EXISTS");
    assertThat(readAll("user1")).containsEntry("field0", "first");
  }

  @Test
  void readOfAllFieldsReturnsEveryBin() {
    db.insert(TABLE, "user1", values("field0", "a", "field1", "b", "field2", "c"));

    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(TABLE, "user1", null, result)).isEqualTo(Status.OK);

    assertThat(strings(result)).isEqualTo(Map.of("field0", "a", "field1", "b", "field2", "c"));
  }

  @Test
  void readOfAFieldSubsetAsksTheServerForThoseBinsOnly() {
    db.insert(TABLE, "user1", values("field0", "a", "field1", "b", "field2", "c"));

    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(TABLE, "user1", Set.of("field0", "field2"), result)).isEqualTo(Status.OK);

    assertThat(strings(result)).isEqualTo(Map.of("field0", "a", "field2", "c"));
  }

  @Test
  void readOfAMissingRecordIsNotFound() {
    Map<String, ByteIterator> result = new HashMap<>();

    assertThat(db.read(TABLE, "nobody", null, result)).isEqualTo(Status.NOT_FOUND);
    assertThat(result).isEmpty();
  }

  @Test
  void readReturnsStringBinsWrittenByOtherToolsAsTheirUtf8Bytes() {
    server.store(new Key("ycsb", TABLE, "user1"), Map.of("name", "zoë", "count", 42L));

    Map<String, ByteIterator> result = new HashMap<>();
    db.read(TABLE, "user1", null, result);

    assertThat(strings(result)).isEqualTo(Map.of("name", "zoë", "count", "42"));
  }

  @Test
  void updateWritesTheGivenBinsAndKeepsTheOthers() {
    db.insert(TABLE, "user1", values("field0", "a", "field1", "b"));

    assertThat(db.update(TABLE, "user1", values("field1", "B"))).isEqualTo(Status.OK);

    assertThat(readAll("user1")).isEqualTo(Map.of("field0", "a", "field1", "B"));
    assertThat(((WritePolicy) server.commands("put").get(1).policy()).recordExistsAction)
        .isEqualTo(RecordExistsAction.UPDATE_ONLY);
  }

  @Test
  void updateOfAMissingRecordIsNotFoundAndCreatesNothing() {
    assertThat(db.update(TABLE, "nobody", values("field0", "a"))).isEqualTo(Status.NOT_FOUND);

    assertThat(server.stored("ycsb", TABLE, "nobody")).isNull();
  }

  @Test
  void deleteRemovesTheRecordAndASecondDeleteIsNotFound() {
    db.insert(TABLE, "user1", values("field0", "a"));

    assertThat(db.delete(TABLE, "user1")).isEqualTo(Status.OK);
    assertThat(db.delete(TABLE, "user1")).isEqualTo(Status.NOT_FOUND);
    assertThat(db.read(TABLE, "user1", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void scanReturnsRecordcountRecordsWithTheRequestedFields() {
    insertUsers(50);

    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertThat(db.scan(TABLE, "user7", 10, Set.of("field1"), result)).isEqualTo(Status.OK);

    assertThat(result).hasSize(10);
    assertThat(result).allSatisfy(row -> assertThat(row).containsOnlyKeys("field1"));
  }

  @Test
  void scanStartsAtThePartitionOfTheStartKeyAndLimitsTheServerToRecordcount() {
    insertUsers(5);

    db.scan(TABLE, "user3", 3, null, new Vector<>());

    Command first = server.commands("scanPartitions").get(0);
    int startPartition = Partition.getPartitionId(new Key("ycsb", TABLE, "user3").digest);
    assertThat(first.filter().getBegin()).isEqualTo(startPartition);
    assertThat(first.filter().getCount()).isEqualTo(Node.PARTITIONS - startPartition);
    assertThat(((ScanPolicy) first.policy()).maxRecords).isEqualTo(3);
  }

  @Test
  void scanWrapsAroundToPartitionZeroForTheRecordsItStillMisses() {
    insertUsers(40);
    String lastKey = lastPartitionKey(40);

    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertThat(db.scan(TABLE, lastKey, 40, null, result)).isEqualTo(Status.OK);

    assertThat(result).hasSize(40);
    List<Command> scans = server.commands("scanPartitions");
    assertThat(scans).hasSize(2);
    assertThat(scans.get(1).filter().getBegin()).isZero();
    assertThat(scans.get(1).filter().getCount()).isEqualTo(scans.get(0).filter().getBegin());
    long inFirstRange = IntStream.range(0, 40).filter(i -> partition("user" + i) >= partition(lastKey)).count();
    assertThat(((ScanPolicy) scans.get(1).policy()).maxRecords)
        .isEqualTo(40 - inFirstRange);
  }

  @Test
  void scanReturnsEveryRecordOnceWhenRecordcountExceedsTheSet() {
    insertUsers(20);

    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    db.scan(TABLE, "user11", 100, Set.of("field0"), result);

    assertThat(result).extracting(row -> new String(row.get("field0").toArray(), StandardCharsets.UTF_8))
        .containsExactlyInAnyOrderElementsOf(IntStream.range(0, 20).mapToObj(i -> "value" + i).toList());
  }

  @Test
  void scanOfZeroRecordsAsksNothingOfTheServer() {
    insertUsers(3);

    Vector<HashMap<String, ByteIterator>> result = new Vector<>();
    assertThat(db.scan(TABLE, "user1", 0, null, result)).isEqualTo(Status.OK);

    assertThat(result).isEmpty();
    assertThat(server.commands("scanPartitions")).isEmpty();
  }

  @Test
  void failuresBecomeStatusesAndAreNeverThrown() {
    db.insert(TABLE, "user1", values("field0", "a"));
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
  void anUnexpectedRuntimeExceptionIsAnErrorStatus() {
    server.failWith(new IllegalStateException("boom"));

    assertThat(db.read(TABLE, "user1", null, new HashMap<>())).isEqualTo(Status.ERROR);
  }

  private void insertUsers(int count) {
    for (int i = 0; i < count; i++) {
      assertThat(db.insert(TABLE, "user" + i, values("field0", "value" + i, "field1", "other" + i)))
          .isEqualTo(Status.OK);
    }
  }

  /** The key (of user0..user{count-1}) in the highest partition: a scan from it must wrap around. */
  private static String lastPartitionKey(int count) {
    return IntStream.range(0, count).mapToObj(i -> "user" + i)
        .max((a, b) -> Integer.compare(partition(a), partition(b))).orElseThrow();
  }

  private static int partition(String userKey) {
    return Partition.getPartitionId(new Key("ycsb", TABLE, userKey).digest);
  }

  private Map<String, String> readAll(String key) {
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(TABLE, key, null, result)).isEqualTo(Status.OK);
    return strings(result);
  }

  private static Map<String, ByteIterator> values(String... keyValues) {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      values.put(keyValues[i], new StringByteIterator(keyValues[i + 1]));
    }
    return values;
  }

  private static Map<String, String> strings(Map<String, ByteIterator> result) {
    return result.entrySet().stream()
        .collect(Collectors.toMap(Map.Entry::getKey, e -> new String(e.getValue().toArray(), StandardCharsets.UTF_8)));
  }
}

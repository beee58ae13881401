package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import com.aerospike.client.Bin;
import com.aerospike.client.Host;
import com.aerospike.client.IAerospikeClient;
import com.aerospike.client.Key;
import com.aerospike.client.Record;
import com.aerospike.client.cluster.Partition;
import com.aerospike.client.policy.ClientPolicy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.UUID;
import java.util.Vector;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.ResultCodeStatus;
import site.ycsb.db.aerospike.SharedClientHolder;

/**
 * The binding's semantics against a real server, through the real shared client. Subclasses say
 * where the server is; every test writes to a fresh set and deletes what it wrote.
 */
abstract class AerospikeCrudContract {
  private final String table = "it_" + UUID.randomUUID().toString().substring(0, 8);
  private final List<String> written = new ArrayList<>();
  private AerospikeClient db;

  /** The binding properties reaching the server under test (as.host, as.port, as.namespace...). */
  protected abstract Properties serverProperties() throws Exception;

  @BeforeEach
  void connect() throws Exception {
    db = open();
  }

  @AfterEach
  void removeWhatWasWrittenAndDisconnect() throws DBException {
    for (String key : written) {
      db.delete(table, key);
    }
    db.cleanup();
  }

  private AerospikeClient open() throws Exception {
    AerospikeClient binding = new AerospikeClient();
    binding.setProperties(serverProperties());
    binding.init();
    return binding;
  }

  @Test
  void insertThenReadAllFieldsAndASubset() {
    assertThat(insert("user1", "field0", "a", "field1", "b", "field2", "c")).isEqualTo(Status.OK);

    assertThat(read("user1", null)).isEqualTo(Map.of("field0", "a", "field1", "b", "field2", "c"));
    assertThat(read("user1", Set.of("field1"))).isEqualTo(Map.of("field1", "b"));
  }

  @Test
  void insertOfAnExistingKeyIsKeyExists() {
    insert("user1", "field0", "a");

    assertThat(insert("user1", "field0", "b")).isEqualTo(ResultCodeStatus.KEY_EXISTS);
    assertThat(read("user1", null)).isEqualTo(Map.of("field0", "a"));
  }

  @Test
  void updateWritesTheGivenFieldsAndKeepsTheOthers() {
    insert("user1", "field0", "a", "field1", "b");

    assertThat(db.update(table, "user1", values("field1", "B"))).isEqualTo(Status.OK);

    assertThat(read("user1", null)).isEqualTo(Map.of("field0", "a", "field1", "B"));
  }

  @Test
  void missingRecordsAreNotFoundForReadUpdateAndDelete() {
    assertThat(db.read(table, "nobody", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update(table, "nobody", values("field0", "a"))).isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete(table, "nobody")).isEqualTo(Status.NOT_FOUND);
    assertThat(db.read(table, "nobody", null, new HashMap<>())).as("the update created nothing")
        .isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void eachFieldIsStoredAsABytesBinOfTheRecordKeyedByNamespaceSetAndUserKey() throws Exception {
    insert("user1", "field0", "a", "field1", "b");

    try (IAerospikeClient raw = rawClient()) {
      Record record = raw.get(null, new Key(serverProperties().getProperty("as.namespace"), table, "user1"));
      assertThat(record.bins).containsOnlyKeys("field0", "field1");
      assertThat(record.bins.get("field0")).isEqualTo("a".getBytes(StandardCharsets.UTF_8));
    }
  }

  @Test
  void binsOfOtherTypesWrittenByOtherToolsReadAsTheUtf8BytesOfTheirText() throws Exception {
    try (IAerospikeClient raw = rawClient()) {
      raw.put(null, new Key(serverProperties().getProperty("as.namespace"), table, "other"), new Bin("name", "zoë"),
          new Bin("count", 42L));
    }
    written.add("other");

    assertThat(read("other", null)).isEqualTo(Map.of("name", "zoë", "count", "42"));
  }

  @Test
  void aScanOfZeroRecordsReturnsNone() {
    IntStream.range(0, 3).forEach(i -> insert("user" + i, "field0", "v"));

    Vector<HashMap<String, ByteIterator>> none = new Vector<>();
    assertThat(db.scan(table, "user1", 0, null, none)).isEqualTo(Status.OK);
    assertThat(none).as("the server's limit 0 would mean every record").isEmpty();
  }

  @Test
  void deleteRemovesTheRecord() {
    insert("user1", "field0", "a");

    assertThat(db.delete(table, "user1")).isEqualTo(Status.OK);

    assertThat(db.read(table, "user1", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void scanReturnsRecordcountRecordsOfTheSetWithTheRequestedFields() {
    IntStream.range(0, 30).forEach(i -> insert("user" + i, "field0", "v" + i, "field1", "w" + i));

    Vector<HashMap<String, ByteIterator>> some = new Vector<>();
    assertThat(db.scan(table, "user5", 10, Set.of("field0"), some)).isEqualTo(Status.OK);
    assertThat(some).hasSize(10).allSatisfy(row -> assertThat(row).containsOnlyKeys("field0"));

    Vector<HashMap<String, ByteIterator>> all = new Vector<>();
    assertThat(db.scan(table, "user5", 100, null, all)).isEqualTo(Status.OK);
    assertThat(all).extracting(row -> text(row.get("field0")))
        .containsExactlyInAnyOrderElementsOf(IntStream.range(0, 30).mapToObj(i -> "v" + i).toList());
  }

  @Test
  void aSecondInstanceSharesTheClientAndOutlivesTheFirstCleanup() throws Exception {
    AerospikeClient second = open();
    insert("user1", "field0", "a");

    second.cleanup();

    assertThat(read("user1", null)).isEqualTo(Map.of("field0", "a"));
  }

  private Status insert(String key, String... keyValues) {
    Status status = db.insert(table, key, values(keyValues));
    if (status.isOk()) {
      written.add(key);
    }
    return status;
  }

  private Map<String, String> read(String key, Set<String> fields) {
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(db.read(table, key, fields, result)).isEqualTo(Status.OK);
    return result.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> text(e.getValue())));
  }

  private static String text(ByteIterator value) {
    return new String(value.toArray(), StandardCharsets.UTF_8);
  }

  private static Map<String, ByteIterator> values(String... keyValues) {
    Map<String, ByteIterator> values = new LinkedHashMap<>();
    for (int i = 0; i < keyValues.length; i += 2) {
      values.put(keyValues[i], new StringByteIterator(keyValues[i + 1]));
    }
    return values;
  }

  @Test
  void aScanFromTheHighestPartitionWrapsAroundToPartitionZeroBlockingAndAsync() throws Exception {
    List<String> keys = IntStream.range(0, 40).mapToObj(i -> "user" + i).toList();
    keys.forEach(k -> insert(k, "field0", k, "field1", "x"));
    String last = keys.stream().max(Comparator.comparingInt(AerospikeCrudContract::partition)).orElseThrow();
    AerospikeClient async = openAsync();
    try {
      for (AerospikeClient binding : List.of(db, async)) {
        Vector<HashMap<String, ByteIterator>> one = new Vector<>();
        assertThat(await(binding.scanAsync(table, last, 1, null, one))).isEqualTo(Status.OK);
        assertThat(one).as("the server stops at recordcount; the first record is the start key's partition's")
            .extracting(row -> text(row.get("field0"))).containsExactly(last);

        Vector<HashMap<String, ByteIterator>> five = new Vector<>();
        assertThat(await(binding.scanAsync(table, last, 5, Set.of("field0"), five))).isEqualTo(Status.OK);
        assertThat(five).hasSize(5).extracting(row -> text(row.get("field0"))).contains(last).doesNotHaveDuplicates();

        Vector<HashMap<String, ByteIterator>> all = new Vector<>();
        assertThat(await(binding.scanAsync(table, last, 100, null, all))).isEqualTo(Status.OK);
        assertThat(all).extracting(row -> text(row.get("field0"))).containsExactlyInAnyOrderElementsOf(keys);
      }
    } finally {
      async.cleanup();
    }
  }

  @Test
  void asynchronousCommandsOnTheClientsEventLoopsHaveTheBlockingSemantics() throws Exception {
    AerospikeClient async = openAsync();
    try {
      assertThat(async.startsOnCompletingThreads()).as("running on the client's event loops").isTrue();
      assertThat(await(async.insertAsync(table, "user1", values("field0", "a", "field1", "b")))).isEqualTo(Status.OK);
      written.add("user1");
      assertThat(await(async.insertAsync(table, "user1", values("field0", "x")))).isEqualTo(ResultCodeStatus.KEY_EXISTS);
      assertThat(await(async.updateAsync(table, "user1", values("field1", "B")))).isEqualTo(Status.OK);
      assertThat(await(async.updateAsync(table, "nobody", values("field1", "B")))).isEqualTo(Status.NOT_FOUND);

      Map<String, ByteIterator> row = new HashMap<>();
      assertThat(await(async.readAsync(table, "user1", null, row))).isEqualTo(Status.OK);
      assertThat(strings(row)).isEqualTo(Map.of("field0", "a", "field1", "B"));
      Map<String, ByteIterator> subset = new HashMap<>();
      assertThat(await(async.readAsync(table, "user1", Set.of("field1"), subset))).isEqualTo(Status.OK);
      assertThat(strings(subset)).isEqualTo(Map.of("field1", "B"));
      assertThat(await(async.readAsync(table, "nobody", null, new HashMap<>()))).isEqualTo(Status.NOT_FOUND);

      assertThat(await(async.deleteAsync(table, "user1"))).isEqualTo(Status.OK);
      assertThat(await(async.deleteAsync(table, "user1"))).isEqualTo(Status.NOT_FOUND);
    } finally {
      async.cleanup();
    }
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"blocking", "async"})
  void loadAndRunOfTheMixedWorkloadThroughBinYcsb(String mode, @TempDir Path dir) throws Exception {
    AerospikeEndToEnd.loadAndRunMixed(serverProperties(), dir,
        mode.equals("async") ? new String[] {"-p", "async.inflight=16"} : new String[0]);
  }

  private IAerospikeClient rawClient() throws Exception {
    Properties server = serverProperties();
    return new com.aerospike.client.AerospikeClient(new ClientPolicy(),
        new Host(server.getProperty("as.host"), Integer.parseInt(server.getProperty("as.port"))));
  }

  /** A binding in asynchronous mode with a client of its own (the shared one is opened blocking by {@link #db}). */
  private AerospikeClient openAsync() throws Exception {
    AerospikeClient binding = new AerospikeClient(new SharedClientHolder(SharedClientHolder.realClients()));
    Properties properties = serverProperties();
    properties.setProperty("threadcount", "1");
    properties.setProperty("async.inflight", "8");
    binding.setProperties(properties);
    binding.init();
    return binding;
  }

  private static Status await(CompletionStage<Status> stage) throws Exception {
    return stage.toCompletableFuture().get(30, TimeUnit.SECONDS);
  }

  private static int partition(String userKey) {
    return Partition.getPartitionId(new Key("ycsb", "any", userKey).digest); // the digest ignores the namespace
  }

  private static Map<String, String> strings(Map<String, ByteIterator> row) {
    return row.entrySet().stream().collect(Collectors.toMap(Map.Entry::getKey, e -> text(e.getValue())));
  }
}

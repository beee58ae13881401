package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.config.UsageException;
import site.ycsb.db.aerospike.SharedClientHolder;
import site.ycsb.db.aerospike.testserver.AerospikeServer;
import site.ycsb.db.aerospike.testserver.LocalAerospikeServer;
import site.ycsb.db.aerospike.testserver.SharedAerospike;

/**
 * The workload's ttl on a real server (issue 39): a record written with a time to live reads OK
 * before it and NOT_FOUND after, blocking and asynchronous; a namespace without nsup (nsup-period 0,
 * the server's default, which refuses expiring writes) is one line before the run. The local
 * server's nsup-period is set through its info port (1 s here, back to 0 after); against
 * AEROSPIKE_HOST, whose configuration is not ours to change, the tests skip.
 */
@ExtendWith(SharedAerospike.class)
class AerospikeTtlIT {
  /** Expiry on a busy machine: generous; a test ends as soon as it sees the key gone. */
  private static final long DEADLINE_MS = 60_000;
  private static AerospikeServer server;
  private static LocalAerospikeServer local;

  @BeforeAll
  static void server(AerospikeServer shared) {
    server = shared;
    local = shared instanceof LocalAerospikeServer l ? l : null;
  }

  @AfterAll
  static void nsupBackToTheDefault() throws Exception {
    if (local != null) {
      nsupPeriod(0);
    }
  }

  private static void nsupPeriod(int seconds) throws Exception {
    String answer = local.info("set-config:context=namespace;id=" + namespace() + ";nsup-period=" + seconds);
    assertThat(answer).as("set-config answer").isEqualTo("ok");
  }

  private static String namespace() {
    return server.bindingProperties().getProperty("as.namespace");
  }

  private static AerospikeClient binding(List<String> warnings, String... more) throws Exception {
    Properties p = server.bindingProperties();
    p.setProperty("ttl", "2");
    for (int i = 0; i < more.length; i += 2) {
      p.setProperty(more[i], more[i + 1]);
    }
    AerospikeClient db = new AerospikeClient(new SharedClientHolder(SharedClientHolder.realClients(), warnings::add));
    db.setProperties(p);
    db.init();
    return db;
  }

  private static Map<String, ByteIterator> values() {
    Map<String, ByteIterator> m = new HashMap<>();
    m.put("field0", new StringByteIterator("v"));
    return m;
  }

  /** Milliseconds until {@code read} gives NOT_FOUND, or -1 when it never does before the deadline. */
  private static long millisUntilNotFound(Supplier<Status> read) throws InterruptedException {
    long start = System.nanoTime();
    while ((System.nanoTime() - start) / 1_000_000 < DEADLINE_MS) {
      Status s = read.get();
      if (s == Status.NOT_FOUND) {
        return (System.nanoTime() - start) / 1_000_000;
      }
      assertThat(s).isEqualTo(Status.OK);
      Thread.sleep(100);
    }
    return -1;
  }

  @Test
  void aNamespaceWithoutNsupIsOneLineNamingTheSettingBeforeTheRun() throws Exception {
    assumeTrue(local != null, "needs the local server, whose configuration the test may change");
    nsupPeriod(0);
    try {
      assertThatThrownBy(() -> binding(new CopyOnWriteArrayList<>())).isInstanceOf(UsageException.class)
          .hasMessageContaining("nsup-period").hasMessageContaining("allow-ttl-without-nsup")
          .hasMessageNotContaining("\n");
    } finally {
      nsupPeriod(1);
    }
  }

  @ParameterizedTest(name = "async.inflight={0}")
  @ValueSource(ints = {0, 4})
  void aKeyWrittenWithATtlReadsOkBeforeItAndNotFoundAfter(int inFlight) throws Exception {
    assumeTrue(local != null, "needs the local server, whose configuration the test may change");
    nsupPeriod(1);
    List<String> warnings = new CopyOnWriteArrayList<>();
    AerospikeClient db = binding(warnings, "async.inflight", Integer.toString(inFlight));
    try {
      String table = "ttl_" + UUID.randomUUID().toString().substring(0, 8);
      long written = System.nanoTime();
      Status inserted = inFlight == 0 ? db.insert(table, "inserted", values(), 2)
          : db.insertAsync(table, "inserted", values(), 2).toCompletableFuture().get();
      assertThat(inserted).as("warnings %s", warnings).isEqualTo(Status.OK);
      assertThat(db.insert(table, "updated", values())).isEqualTo(Status.OK);
      Status updated = inFlight == 0 ? db.update(table, "updated", values(), 2)
          : db.updateAsync(table, "updated", values(), 2).toCompletableFuture().get();
      assertThat(updated).isEqualTo(Status.OK);
      assertThat(db.insert(table, "forever", values(), 0)).isEqualTo(Status.OK);
      Status first = db.read(table, "inserted", null, new HashMap<>());
      if ((System.nanoTime() - written) / 1_000_000 < 1_000) { // the server counts whole seconds
        assertThat(first).isEqualTo(Status.OK);
      }
      long gone = millisUntilNotFound(() -> inFlight == 0 ? db.read(table, "inserted", null, new HashMap<>())
          : db.readAsync(table, "inserted", null, new HashMap<>()).toCompletableFuture().join());
      assertThat(gone).as("expired before the deadline").isNotNegative();
      assertThat((System.nanoTime() - written) / 1_000_000).as("not before its ttl (whole seconds)")
          .isGreaterThanOrEqualTo(1_000);
      assertThat(millisUntilNotFound(() -> db.read(table, "updated", null, new HashMap<>()))).isNotNegative();
      assertThat(db.read(table, "forever", null, new HashMap<>())).isEqualTo(Status.OK);
      assertThat(warnings).noneMatch(w -> w.contains("FORBIDDEN"));
    } finally {
      db.cleanup();
    }
  }
}

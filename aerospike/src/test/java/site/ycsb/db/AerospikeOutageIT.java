package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.db.aerospike.SharedClientHolder;
import site.ycsb.db.aerospike.testserver.LocalAerospikeServer;
import site.ycsb.db.aerospike.testserver.OwnAerospikeServer;

/**
 * The server stops under load and starts again (empty: memory storage): the binding reports the
 * failures as statuses and never throws, the same binding instances work again without a new init,
 * and a {@code bin/ycsb run} goes on to its end with the failures counted by status. Blocking and
 * asynchronous. Uses a server of its own, since it stops it.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AerospikeOutageIT {
  private static final String TABLE = "usertable";
  private static final Pattern STACK_TRACE_LINE =
      Pattern.compile("(?m)^\\s+at [\\w$.<>/]+\\(.*\\)\\s*$|^Exception in thread |^Caused by: ");
  private static final List<String> OUTAGE_STATUSES = List.of("SERVICE_UNAVAILABLE", "TIMEOUT", "ERROR");
  private LocalAerospikeServer server;

  /** One operation's outcome, stamped with when it finished. */
  private record Outcome(long nanos, Status status) {
  }

  private OwnAerospikeServer own;

  @BeforeAll
  void startOwnServer() throws Exception {
    own = OwnAerospikeServer.start("outage", "stop");
    server = own.server();
  }

  /** Each run skips on its own, so the reports count it as skipped (an abort in @BeforeAll counts none). */
  @BeforeEach
  void needsOwnServer() {
    own.assumeRunning();
  }

  @AfterAll
  void stopOwnServer() {
    own.close();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"blocking", "async"})
  void aStoppedServerGivesErrorStatusesAndTheSameInstancesWorkAgainOnceItIsBack(String mode) throws Exception {
    boolean async = mode.equals("async");
    SharedClientHolder holder = new SharedClientHolder(SharedClientHolder.realClients());
    Properties props = server.bindingProperties();
    props.setProperty("as.timeout", "2000");
    props.setProperty("threadcount", "3");
    if (async) {
      props.setProperty("async.inflight", "4");
    }
    AerospikeClient main = open(holder, props);
    assertThat(call(main, async, db -> db.insertAsync(TABLE, "before", values("written before the stop")),
        db -> db.insert(TABLE, "before", values("written before the stop")))).isEqualTo(Status.OK);

    AtomicBoolean running = new AtomicBoolean(true);
    List<Outcome> outcomes = Collections.synchronizedList(new ArrayList<>());
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Future<Void>> workers = new ArrayList<>();
    for (int w = 0; w < 2; w++) {
      String prefix = mode + w + "-";
      workers.add(pool.submit(() -> {
        AerospikeClient db = open(holder, props); // each client thread has its own instance, as in a run
        try {
          for (int i = 0; running.get(); i++) {
            String key = prefix + i;
            outcomes.add(new Outcome(System.nanoTime(), call(db, async, d -> d.insertAsync(TABLE, key, values(key)),
                d -> d.insert(TABLE, key, values(key)))));
            outcomes.add(new Outcome(System.nanoTime(), call(db, async,
                d -> d.readAsync(TABLE, key, null, new HashMap<>()), d -> d.read(TABLE, key, null, new HashMap<>()))));
            Thread.sleep(20);
          }
        } finally {
          db.cleanup();
        }
        return null;
      }));
    }

    Thread.sleep(1000);
    server.stop();
    long outageStart = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(500); // after what was in flight
    Thread.sleep(3000);
    long outageEnd = System.nanoTime();
    server.start(); // same port, empty namespace
    long restarted = System.nanoTime();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!okAfter(outcomes, restarted) && System.nanoTime() < deadline) {
      Thread.sleep(200);
    }
    running.set(false);
    for (Future<Void> worker : workers) {
      worker.get(1, TimeUnit.MINUTES); // rethrows anything an operation threw
    }
    pool.shutdown();

    List<Status> duringOutage = statusesBetween(outcomes, outageStart, outageEnd);
    assertThat(duringOutage).isNotEmpty().doesNotContain(Status.OK);
    assertThat(duringOutage).extracting(Status::getName).allMatch(OUTAGE_STATUSES::contains);
    assertThat(okAfter(outcomes, restarted)).as("operations succeed again after the restart").isTrue();

    // the instance opened before the stop works without a new init; the restart emptied the namespace
    assertThat(call(main, async, db -> db.readAsync(TABLE, "before", null, new HashMap<>()),
        db -> db.read(TABLE, "before", null, new HashMap<>()))).isEqualTo(Status.NOT_FOUND);
    assertThat(call(main, async, db -> db.insertAsync(TABLE, "after", values("x")),
        db -> db.insert(TABLE, "after", values("x")))).isEqualTo(Status.OK);
    main.cleanup();
    assertThat(holder.users()).isZero();
  }

  @ParameterizedTest(name = "{0}")
  @ValueSource(strings = {"blocking", "async"})
  void aRunWhoseServerStopsAndStartsAgainCountsTheFailuresAndGoesOnToItsEndWithoutAStackTrace(String mode,
      @TempDir Path dir) throws Exception {
    List<String> common = new ArrayList<>(List.of("-P", "workloads/mixed", "-p", "recordcount=2000",
        "-p", "fieldlength=20", "-p", "as.timeout=2000", "-p", "hdrhistogram.fileoutput=false", "-threads", "4"));
    server.bindingProperties().forEach((k, v) -> common.addAll(List.of("-p", k + "=" + v)));
    if (mode.equals("async")) {
      common.addAll(List.of("-p", "async.inflight=16")); // unpaced: operations chain on the event loops
    }
    Process load = launch(dir, "load", common);
    assertThat(load.waitFor(5, TimeUnit.MINUTES)).isTrue();
    assertThat(load.exitValue()).as(Files.readString(dir.resolve("load.err"))).isZero();

    List<String> run = new ArrayList<>(common);
    run.addAll(List.of("-p", "operationcount=0", "-p", "maxexecutiontime=20", "-s", "-p", "status.interval=1"));
    Process process = launch(dir, "run", run);
    Path err = dir.resolve("run.err");
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
    while (!Files.readString(err).contains("current ops/sec") && process.isAlive() && System.nanoTime() < deadline) {
      Thread.sleep(200);
    }
    Thread.sleep(2000); // some seconds of successful operations first
    server.stop();
    Thread.sleep(3000);
    server.start();
    boolean ended = process.waitFor(3, TimeUnit.MINUTES);
    long insertedAfterRestart = server.objects();
    if (!ended) {
      process.destroyForcibly();
    }
    String out = Files.readString(dir.resolve("run.out"));
    String describe = "--- stdout\n" + out + "\n--- stderr\n" + Files.readString(err);
    assertThat(ended).as("the run ended by itself").isTrue();
    assertThat(process.exitValue()).as(describe).isZero();
    assertThat(STACK_TRACE_LINE.matcher(out + Files.readString(err)).find()).as(describe).isFalse();
    assertThat(out).as(describe).contains("[OVERALL], RunTime(ms)", "[OVERALL], Throughput(ops/sec)",
        "[READ], Operations", "[READ-FAILED], Operations");
    long failures = 0;
    for (String op : List.of("READ", "INSERT", "UPDATE", "DELETE")) {
      for (String status : OUTAGE_STATUSES) {
        failures += returned(out, op, status);
      }
    }
    assertThat(failures).as("operations failed, counted by status:\n" + describe).isPositive();
    assertThat(insertedAfterRestart).as("records inserted after the restart (it emptied the namespace)").isPositive();
  }

  private Process launch(Path dir, String phase, List<String> args) throws Exception {
    Path root = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath().normalize();
    List<String> command = new ArrayList<>(List.of(root.resolve("bin/ycsb").toString(), phase, "aerospike"));
    command.addAll(args);
    ProcessBuilder builder = new ProcessBuilder(command).directory(root.toFile())
        .redirectOutput(dir.resolve(phase + ".out").toFile()).redirectError(dir.resolve(phase + ".err").toFile());
    builder.environment().put("YCSB_CDS_DIR", dir.resolve("cds").toString());
    Process process = builder.start();
    process.getOutputStream().close();
    return process;
  }

  private static long returned(String report, String op, String status) {
    Matcher m = Pattern.compile("^\\[" + op + "\\], Return=" + status + ", (\\d+)$", Pattern.MULTILINE).matcher(report);
    return m.find() ? Long.parseLong(m.group(1)) : 0;
  }

  private static AerospikeClient open(SharedClientHolder holder, Properties props) throws Exception {
    AerospikeClient db = new AerospikeClient(holder);
    db.setProperties(props);
    db.init();
    return db;
  }

  /** The operation through the asynchronous API (waited for) or the blocking one. */
  private static Status call(AerospikeClient db, boolean async,
      java.util.function.Function<AerospikeClient, CompletionStage<Status>> asyncCall,
      java.util.function.Function<AerospikeClient, Status> blockingCall) throws Exception {
    return async ? asyncCall.apply(db).toCompletableFuture().get(1, TimeUnit.MINUTES) : blockingCall.apply(db);
  }

  private static Map<String, ByteIterator> values(String value) {
    Map<String, ByteIterator> values = new HashMap<>();
    values.put("field0", new StringByteIterator(value));
    return values;
  }

  private static boolean okAfter(List<Outcome> outcomes, long since) {
    synchronized (outcomes) {
      return outcomes.stream().anyMatch(o -> o.nanos() > since && o.status() == Status.OK);
    }
  }

  private static List<Status> statusesBetween(List<Outcome> outcomes, long from, long to) {
    synchronized (outcomes) {
      return outcomes.stream().filter(o -> o.nanos() >= from && o.nanos() <= to).map(Outcome::status).toList();
    }
  }
}

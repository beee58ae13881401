package site.ycsb.db.cql.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import static site.ycsb.db.cql.contract.CqlBinding.strings;
import static site.ycsb.db.cql.contract.CqlBinding.values;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.testkit.cassandra.ExternalCassandraServer;
import site.ycsb.testkit.cassandra.LocalCassandraServer;

/**
 * The server is killed under load and comes back: the binding reports failures as statuses, never
 * throws, and the same DB instances work again without a new init. Uses its own server, since it
 * kills it. A subclass names the binding.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class OutageContract {
  private static final String TABLE = "usertable";
  private CqlBinding binding;
  private LocalCassandraServer server;

  /** The binding under test. */
  protected abstract CqlBinding binding();

  /** One operation's outcome, stamped with when it finished. */
  private record Outcome(long nanos, Status status) {
  }

  @BeforeAll
  void startOwnServer() throws Exception {
    assumeTrue(System.getenv(ExternalCassandraServer.HOSTS_ENV) == null,
        "needs a server it may kill; not run against " + ExternalCassandraServer.HOSTS_ENV);
    binding = binding();
    server = LocalCassandraServer.start("outage", "512M");
  }

  @AfterAll
  void stopOwnServer() {
    if (server != null) {
      server.close();
    }
  }

  @Test
  void killedServerGivesErrorStatusesAndTheSameInstancesRecoverWhenItReturns(@TempDir Path dir) throws Exception {
    // reconnect quickly once the node is back (the driver's default waits up to a minute)
    Path driverConf = Files.writeString(dir.resolve("application.conf"),
        "datastax-java-driver.advanced.reconnection-policy { base-delay = 100 milliseconds, max-delay = 1 second }");
    Properties props = binding.properties(server, "outage", CqlRole.CREATE_SCHEMA, "true",
        CqlRole.DRIVER_CONFIG, driverConf.toString(), CqlRole.REQUEST_TIMEOUT_MILLIS, "2000",
        CqlRole.CONNECT_TIMEOUT_MILLIS, "1000");
    DB main = binding.open(props);
    assertThat(main.insert(TABLE, "before", values("field0", "written before the crash"))).isEqualTo(Status.OK);

    AtomicBoolean running = new AtomicBoolean(true);
    List<Outcome> outcomes = Collections.synchronizedList(new ArrayList<>());
    ExecutorService pool = Executors.newFixedThreadPool(2);
    List<Future<Void>> workers = new ArrayList<>();
    for (int w = 0; w < 2; w++) {
      int worker = w;
      workers.add(pool.submit(() -> {
        DB db = binding.open(props); // each client thread has its own instance, as in a run
        try {
          for (int i = 0; running.get(); i++) {
            String key = "w" + worker + "-" + i;
            outcomes.add(new Outcome(System.nanoTime(), db.insert(TABLE, key, values("field0", key))));
            outcomes.add(new Outcome(System.nanoTime(), db.read(TABLE, key, null, new HashMap<>())));
            Thread.sleep(20);
          }
        } finally {
          db.cleanup();
        }
        return null;
      }));
    }

    Thread.sleep(1000);
    server.kill();
    long outageStart = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(500); // after in-flight requests end
    Thread.sleep(3000);
    long outageEnd = System.nanoTime();
    server.start(); // same ports, same data
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
    assertThat(duringOutage).extracting(Status::getName).allMatch(n -> List.of("SERVICE_UNAVAILABLE", "ERROR",
        "TIMEOUT", "UNAVAILABLE", "OVERLOADED").contains(n));
    assertThat(okAfter(outcomes, restarted)).as("operations succeed again after the restart").isTrue();

    // the instance opened before the crash works without a new init, and the commit log kept the data
    Map<String, ByteIterator> result = new HashMap<>();
    assertThat(main.read(TABLE, "before", null, result)).isEqualTo(Status.OK);
    assertThat(strings(result)).containsEntry("field0", "written before the crash");
    assertThat(main.insert(TABLE, "after", values("field0", "x"))).isEqualTo(Status.OK);
    main.cleanup();
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

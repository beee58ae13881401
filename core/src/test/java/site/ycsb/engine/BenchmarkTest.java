package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.db.MemoryDB;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;

class BenchmarkTest {

  @Test
  void aRunDoesExactlyItsOperationCountAcrossThreads() throws Exception {
    Properties p = TestRuns.props("db=memory", "recordcount=500", "operationcount=10001", "threadcount=3",
        "readproportion=0.5", "updateproportion=0.5");
    RunResult r = TestRuns.loadThenRun(p, null);
    assertThat(r.stopReason()).isEqualTo(StopReason.COMPLETED);
    assertThat(r.operations()).isEqualTo(10001);
    assertThat(r.count("READ") + r.count("UPDATE")).isEqualTo(10001);
    assertThat(r.statusCount("READ", "OK") + r.statusCount("UPDATE", "OK")).isEqualTo(10001);
  }

  @Test
  void operationSharesOfCountsPastTwoToThe31AddUpExactly() {
    RunSettings s = new RunSettings(Settings.of(TestRuns.props("operationcount=5000000001", "threadcount=7")));
    long sum = 0;
    for (int i = 0; i < 7; i++) {
      sum += s.operationsForThread(i);
    }
    assertThat(sum).isEqualTo(5_000_000_001L);
    RunSettings load = new RunSettings(Settings.of(TestRuns.props("dotransactions=false", "recordcount=6000000000",
        "insertstart=3000000000", "threadcount=4")));
    assertThat(load.totalOperations()).isEqualTo(3_000_000_000L);
  }

  @Test
  @Timeout(30)
  void maxExecutionTimeEndsAnUnlimitedRunWithACompleteResult() throws Exception {
    Properties p = TestRuns.props("db=memory", "recordcount=100", "operationcount=0", "maxexecutiontime=2",
        "threadcount=2");
    RunResult r = TestRuns.loadThenRun(p, null);
    assertThat(r.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
    // never before the limit; the upper bound only rules out a run that ignored it (@Timeout catches a hang)
    assertThat(r.runTimeMs()).isBetween(1900L, 20_000L);
    assertThat(r.count("READ")).isPositive();
    assertThat(r.statusCount("READ", "OK")).isEqualTo(r.count("READ"));
  }

  @Test
  @Timeout(30)
  void requestStopFromAnotherThreadEndsTheRunWithAResult() throws Exception {
    Properties p = TestRuns.props("recordcount=100", "operationcount=0", "basicdb.verbose=false");
    CountDownLatch reading = new CountDownLatch(1);
    Benchmark b = Benchmark.builder(p).err(System.err).dbFactory(() -> new BasicDB() {
      @Override
      public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
        reading.countDown();
        return super.read(table, key, fields, result);
      }
    }).build();
    CompletableFuture<RunResult> f = CompletableFuture.supplyAsync(() -> {
      try {
        return b.run();
      } catch (Exception e) {
        throw new RuntimeException(e);
      }
    });
    // stopped once it is reading, not after a fixed time: on a busy machine 500 ms may pass before the first read
    assertThat(reading.await(20, TimeUnit.SECONDS)).as("the run reads").isTrue();
    Thread.sleep(100);
    b.requestStop();
    RunResult r = f.get(20, TimeUnit.SECONDS);
    assertThat(r.stopReason()).isEqualTo(StopReason.REQUESTED);
    assertThat(r.count("READ")).isPositive();
  }

  @Test
  @Timeout(60)
  void twoBenchmarksSideBySideInOneJvmAreIndependent() throws Exception {
    Properties a = TestRuns.props("db=memory", "recordcount=300", "operationcount=20000", "threadcount=2");
    Properties b = TestRuns.props("db=memory", "recordcount=700", "operationcount=30000", "threadcount=2",
        "readproportion=0", "updateproportion=1");
    CompletableFuture<RunResult> ra = CompletableFuture.supplyAsync(() -> call(a));
    CompletableFuture<RunResult> rb = CompletableFuture.supplyAsync(() -> call(b));
    RunResult x = ra.get();
    RunResult y = rb.get();
    assertThat(x.operations()).isEqualTo(20000);
    assertThat(y.operations()).isEqualTo(30000);
    assertThat(y.count("READ")).isZero();
    assertThat(x.statusCount("READ", "NOT_FOUND") + x.statusCount("UPDATE", "NOT_FOUND")).isZero();
    // one after the other: the second run's figures do not include the first's
    RunResult again = call(TestRuns.props("db=memory", "recordcount=300", "operationcount=20000"));
    assertThat(again.operations()).isEqualTo(20000);
    assertThat(again.count("READ") + again.count("UPDATE")).isEqualTo(20000);
  }

  private static RunResult call(Properties p) {
    try {
      return TestRuns.loadThenRun(p, null);
    } catch (Exception e) {
      throw new RuntimeException(e);
    }
  }

  /** Throws on updates, returns null on reads. */
  static final class BrokenDB extends BasicDB {
    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return null;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      throw new IllegalStateException("connection reset");
    }
  }

  @Test
  void aDbThatThrowsOrReturnsNullCountsErrorsAndTheRunGoesOn() throws Exception {
    Properties p = TestRuns.props("recordcount=100", "operationcount=2000", "readproportion=0.5",
        "updateproportion=0.5", "basicdb.verbose=false");
    RunResult r = TestRuns.run(p, BrokenDB::new);
    assertThat(r.operations()).isEqualTo(2000);
    assertThat(r.statusCount("READ", "ERROR") + r.statusCount("UPDATE", "ERROR")).isEqualTo(2000);
    assertThat(r.count("READ-FAILED") + r.count("UPDATE-FAILED")).isEqualTo(2000);
    assertThat(r.count("READ")).isZero();
  }

  @Test
  void aBindingThatCannotInitialiseFailsTheRunWithOneLine() {
    Properties p = TestRuns.props("recordcount=10", "operationcount=10", "threadcount=2");
    assertThatThrownBy(() -> TestRuns.run(p, () -> new BasicDB() {
      @Override
      public void init() {
        throw new IllegalStateException("cannot reach 127.0.0.1:9");
      }
    })).isInstanceOf(DBException.class).hasMessageContaining("cannot reach 127.0.0.1:9")
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  @Test
  void aFactoryReturningNullIsAClearError() {
    assertThatThrownBy(() -> TestRuns.run(TestRuns.props("recordcount=10", "operationcount=1"), () -> null))
        .isInstanceOf(DBException.class).hasMessageContaining("returned null");
  }

  /** The 20th read of each instance blocks (ignoring interrupts) until released. */
  static final class StuckDB extends MemoryDB {
    static volatile boolean release;
    private int reads;

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      while (++reads >= 20 && !release) {
        LockSupport.parkNanos(10_000_000);
      }
      return Status.OK;
    }
  }

  @Test
  @Timeout(30)
  void threadsStuckInADatabaseCallAreGivenUpOnAfterTheGracePeriod() throws Exception {
    StuckDB.release = false;
    try {
      Properties p = TestRuns.props("recordcount=10", "operationcount=0", "maxexecutiontime=1",
          "shutdown.graceperiod=1", "threadcount=2", "readproportion=0.5", "updateproportion=0.5");
      RunResult r = TestRuns.run(p, StuckDB::new);
      assertThat(r.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
      assertThat(r.abandonedThreads()).isEqualTo(2);
      assertThat(r.count("UPDATE") + r.count("UPDATE-NOT_FOUND") + r.count("UPDATE-FAILED")).isPositive();
    } finally {
      StuckDB.release = true;
    }
  }

  @Test
  void scanOfAMemoryTableReturnsRecordsInKeyOrder() throws Exception {
    DB db = new MemoryDB();
    db.setProperties(new Properties());
    db.init();
    for (String k : new String[] {"b", "a", "d", "c"}) {
      db.insert("t", k, new HashMap<>(Map.of("f", new site.ycsb.StringByteIterator(k))));
    }
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertThat(db.scan("t", "b", 2, null, rows)).isEqualTo(Status.OK);
    assertThat(rows).extracting(r -> r.get("f").toString()).containsExactly("b", "c");
    assertThat(db.delete("t", "b")).isEqualTo(Status.OK);
    assertThat(db.delete("t", "b")).isEqualTo(Status.NOT_FOUND);
    assertThat(db.read("t", "b", null, new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.update("t", "zz", Map.of())).isEqualTo(Status.NOT_FOUND);
  }
}

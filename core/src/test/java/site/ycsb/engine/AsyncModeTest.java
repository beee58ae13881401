package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import site.ycsb.AsyncDB;
import site.ycsb.BasicDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.Workload;
import site.ycsb.config.UsageException;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;

/** The engine's asynchronous mode: every completion recorded once, complete results on every way a run ends. */
class AsyncModeTest {

  /** Completes each operation 1 ms later on a thread of its own; keys ending in 7 are NOT_FOUND; counts in flight. */
  static class DelayedAsyncDB extends AsyncDB {
    static final Executor LATER = CompletableFuture.delayedExecutor(1, TimeUnit.MILLISECONDS);
    final AtomicLong inFlight;
    final AtomicLong maxInFlight;
    final boolean neverCompleteKey13;

    DelayedAsyncDB(AtomicLong inFlight, AtomicLong maxInFlight, boolean neverCompleteKey13) {
      this.inFlight = inFlight;
      this.maxInFlight = maxInFlight;
      this.neverCompleteKey13 = neverCompleteKey13;
    }

    private CompletionStage<Status> later(String key) {
      maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
      if (neverCompleteKey13 && key.endsWith("13")) {
        return new CompletableFuture<>();
      }
      return CompletableFuture.supplyAsync(() -> {
        inFlight.decrementAndGet();
        return key.endsWith("7") ? Status.NOT_FOUND : Status.OK;
      }, LATER);
    }

    @Override
    public CompletionStage<Status> readAsync(String t, String key, Set<String> f, Map<String, ByteIterator> r) {
      return later(key);
    }

    @Override
    public CompletionStage<Status> scanAsync(String t, String k, int n, Set<String> f,
        Vector<HashMap<String, ByteIterator>> r) {
      return later(k);
    }

    @Override
    public CompletionStage<Status> updateAsync(String t, String key, Map<String, ByteIterator> v) {
      return later(key);
    }

    @Override
    public CompletionStage<Status> insertAsync(String t, String key, Map<String, ByteIterator> v) {
      return later(key);
    }

    @Override
    public CompletionStage<Status> deleteAsync(String t, String key) {
      return later(key);
    }
  }

  /**
   * Allows the engine to start operations on its completing threads: completes each on a pool of
   * "completer" threads (or at once, on the calling thread), and remembers which threads started them.
   */
  static final class ChainableAsyncDB extends DelayedAsyncDB {
    static final java.util.concurrent.ExecutorService COMPLETERS = java.util.concurrent.Executors.newFixedThreadPool(2,
        r -> {
          Thread t = new Thread(r, "completer");
          t.setDaemon(true);
          return t;
        });
    final Set<String> startingThreads;
    final boolean completeAtOnce;

    ChainableAsyncDB(AtomicLong inFlight, AtomicLong maxInFlight, Set<String> startingThreads, boolean completeAtOnce) {
      super(inFlight, maxInFlight, false);
      this.startingThreads = startingThreads;
      this.completeAtOnce = completeAtOnce;
    }

    @Override
    public boolean startsOnCompletingThreads() {
      return true;
    }

    @Override
    public CompletionStage<Status> readAsync(String t, String key, Set<String> f, Map<String, ByteIterator> r) {
      startingThreads.add(Thread.currentThread().getName());
      maxInFlight.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
      if (completeAtOnce) {
        inFlight.decrementAndGet();
        return CompletableFuture.completedFuture(Status.OK);
      }
      return CompletableFuture.supplyAsync(() -> {
        inFlight.decrementAndGet();
        return Status.OK;
      }, COMPLETERS);
    }
  }

  /** Reads random keys; each slot's state counts the transactions it ran. */
  static final class ReadingWorkload extends Workload {
    final Map<Object, AtomicLong> perSlot = new ConcurrentHashMap<>();

    @Override
    public Object initThread(Properties p, int id, int count) {
      AtomicLong slot = new AtomicLong();
      perSlot.put(id, slot);
      return slot;
    }

    @Override
    public boolean supportsAsync() {
      return true;
    }

    @Override
    public boolean doInsert(DB db, Object state) {
      return true;
    }

    @Override
    public boolean doTransaction(DB db, Object state) {
      return true;
    }

    @Override
    public CompletionStage<Boolean> doTransactionAsync(AsyncDB db, Object state) {
      ((AtomicLong) state).incrementAndGet();
      return db.readAsync("t", "user" + ThreadLocalRandom.current().nextInt(100), null, new HashMap<>())
          .thenApply(s -> !isStopRequested());
    }
  }

  private static RunResult run(Properties p, Workload w, BindingFactory f) throws Exception {
    return Benchmark.builder(p).workload(w).dbFactory(f).err(new java.io.PrintStream(
        java.io.OutputStream.nullOutputStream())).build().run();
  }

  @Test
  void everyCompletionIsRecordedOnceAndTheWindowIsKept() throws Exception {
    AtomicLong inFlight = new AtomicLong();
    AtomicLong max = new AtomicLong();
    ReadingWorkload w = new ReadingWorkload();
    RunResult r = run(TestRuns.props("operationcount=5000", "threadcount=2", "async.inflight=16"), w,
        () -> new DelayedAsyncDB(inFlight, max, false));
    assertThat(r.operations()).isEqualTo(5000);
    long ok = r.statusCount("READ", "OK");
    long notFound = r.statusCount("READ", "NOT_FOUND");
    assertThat(ok + notFound).isEqualTo(5000);
    assertThat(notFound).isBetween(250L, 750L); // one key in ten ends in 7
    assertThat(r.count("READ-COMB")).isEqualTo(5000);
    assertThat(r.metrics().get("READ").getMinValue()).as("never faster than the 1 ms delay").isGreaterThanOrEqualTo(990);
    assertThat(max.get()).as("at most 2 threads x 16 in flight").isLessThanOrEqualTo(32).isGreaterThan(2);
    assertThat(w.perSlot).hasSize(32);
    assertThat(w.perSlot.values().stream().mapToLong(AtomicLong::get).sum()).isEqualTo(5000);
  }

  @Test
  @Timeout(60)
  void theTimeLimitEndsAnUnlimitedAsyncRunWithACompleteResult() throws Exception {
    RunResult r = run(TestRuns.props("operationcount=0", "maxexecutiontime=2", "threadcount=1", "async.inflight=8"),
        new ReadingWorkload(), () -> new DelayedAsyncDB(new AtomicLong(), new AtomicLong(), false));
    assertThat(r.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
    assertThat(r.operations()).isPositive().isEqualTo(r.count("READ-COMB"));
    assertThat(r.abandonedOperations()).isZero();
  }

  @Test
  @Timeout(60)
  void aCompletionThatNeverComesEndsWithTheGracePeriodAndIsCountedAsAbandoned() throws Exception {
    RunResult r = run(TestRuns.props("operationcount=0", "maxexecutiontime=2", "threadcount=1", "async.inflight=4",
        "shutdown.graceperiod=1"), new ReadingWorkload(),
        () -> new DelayedAsyncDB(new AtomicLong(), new AtomicLong(), true));
    // key 13 never completes: once all 4 slots hold one, nothing more can be issued until the time limit
    assertThat(r.abandonedThreads()).isEqualTo(1);
    assertThat(r.abandonedOperations()).isBetween(1L, 4L);
    assertThat(r.operations()).isEqualTo(r.count("READ-COMB"));
  }

  @Test
  void anUnpacedRunStartsEachNextOperationOnTheThreadThatCompletedTheLastWhenTheBindingAllowsIt() throws Exception {
    AtomicLong inFlight = new AtomicLong();
    AtomicLong max = new AtomicLong();
    Set<String> starters = ConcurrentHashMap.newKeySet();
    ReadingWorkload w = new ReadingWorkload();
    RunResult r = run(TestRuns.props("operationcount=20000", "threadcount=2", "async.inflight=8"), w,
        () -> new ChainableAsyncDB(inFlight, max, starters, false));
    assertThat(r.operations()).isEqualTo(20000);
    assertThat(r.statusCount("READ", "OK")).isEqualTo(20000);
    assertThat(w.perSlot.values().stream().mapToLong(AtomicLong::get).sum()).isEqualTo(20000);
    assertThat(max.get()).as("at most 2 threads x 8 in flight").isLessThanOrEqualTo(16);
    assertThat(starters).as("the client threads start the chains; the completers go on with them")
        .contains("completer").hasSizeGreaterThan(1);
  }

  @Test
  @Timeout(60)
  void aChainedBindingThatCompletesAtOnceRunsItsShareInALoopNotARecursion() throws Exception {
    Set<String> starters = ConcurrentHashMap.newKeySet();
    RunResult r = run(TestRuns.props("operationcount=200000", "threadcount=1", "async.inflight=2"),
        new ReadingWorkload(), () -> new ChainableAsyncDB(new AtomicLong(), new AtomicLong(), starters, true));
    assertThat(r.operations()).isEqualTo(200000).isEqualTo(r.count("READ-COMB"));
    assertThat(starters).doesNotContain("completer");
  }

  @Test
  @Timeout(60)
  void aPacedRunKeepsStartingOnTheClientThreadEvenWhenTheBindingAllowsChains() throws Exception {
    Set<String> starters = ConcurrentHashMap.newKeySet();
    RunResult r = run(TestRuns.props("operationcount=300", "threadcount=1", "async.inflight=4", "target=1000"),
        new ReadingWorkload(), () -> new ChainableAsyncDB(new AtomicLong(), new AtomicLong(), starters, false));
    assertThat(r.operations()).isEqualTo(300);
    assertThat(starters).doesNotContain("completer");
  }

  @Test
  @Timeout(60)
  void theTimeLimitEndsAChainedRunWithEveryStartedOperationCompletedAndCounted() throws Exception {
    RunResult r = run(TestRuns.props("operationcount=0", "maxexecutiontime=2", "threadcount=2", "async.inflight=8"),
        new ReadingWorkload(), () -> new ChainableAsyncDB(new AtomicLong(), new AtomicLong(),
            ConcurrentHashMap.newKeySet(), false));
    assertThat(r.stopReason()).isEqualTo(StopReason.TIME_LIMIT);
    assertThat(r.operations()).isPositive().isEqualTo(r.count("READ-COMB"));
    assertThat(r.abandonedOperations()).isZero();
  }

  @Test
  void aBlockingOnlyBindingOrWorkloadIsAUsageError() {
    assertThatThrownBy(() -> run(TestRuns.props("operationcount=10", "async.inflight=4"), new ReadingWorkload(),
        BasicDB::new)).isInstanceOf(UsageException.class).hasMessageContaining("has no asynchronous API");
    Workload blockingOnly = new Workload() {
      @Override
      public boolean doInsert(DB db, Object state) {
        return true;
      }

      @Override
      public boolean doTransaction(DB db, Object state) {
        return true;
      }
    };
    assertThatThrownBy(() -> run(TestRuns.props("operationcount=10", "async.inflight=4"), blockingOnly,
        () -> new DelayedAsyncDB(new AtomicLong(), new AtomicLong(), false)))
        .isInstanceOf(UsageException.class).hasMessageContaining("has no asynchronous mode");
  }
}

package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import org.junit.jupiter.api.Test;
import site.ycsb.intervallog.EventLine;
import site.ycsb.measurements.IntervalListener;
import site.ycsb.measurements.LogHeader;
import site.ycsb.measurements.TickData;
import site.ycsb.model.RunResult;

/** A listener sees the run as the reporter does, never from a client thread: drains and intervals add up to the totals. */
class IntervalListenerTest {

  /** Counts what it is shown, and the threads it is shown on. */
  static final class Counting implements IntervalListener {
    final List<String> calls = new ArrayList<>();
    final List<String> threads = new ArrayList<>();
    long drainedReads;
    long intervalReads;
    LogHeader header;
    String stopReason;

    private void called(String what) {
      calls.add(what);
      threads.add(Thread.currentThread().getName());
    }

    @Override
    public void started(LogHeader h, long startEpochMs) {
      header = h;
      called("started");
    }

    @Override
    public void drained(TickData tick, long nowEpochMs, boolean warmup) {
      drainedReads += tick.statusCountsByMetric().getOrDefault("READ", Map.of()).values().stream()
          .mapToLong(Long::longValue).sum();
      called("drained");
    }

    @Override
    public void intervalClosed(TickData interval, long startEpochMs, long endEpochMs, boolean warmup) {
      intervalReads += interval.statusCountsByMetric().getOrDefault("READ", Map.of()).values().stream()
          .mapToLong(Long::longValue).sum();
      called("interval");
    }

    @Override
    public void event(EventLine e) {
      called("event " + e.state());
    }

    @Override
    public void finished(String reason) {
      stopReason = reason;
      called("finished");
    }
  }

  private static RunResult run(Properties p, IntervalListener... listeners) throws Exception {
    Benchmark.Builder b = Benchmark.builder(p)
        .err(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    for (IntervalListener l : listeners) {
      b.listener(l);
    }
    return b.build().run();
  }

  @Test
  void aListenerSeesEveryOperationOnceOnTheReporterThreadAndTheEndLast() throws Exception {
    Properties p = TestRuns.props("db=memory", "recordcount=200", "operationcount=1500", "target=1000", "threadcount=2",
        "readproportion=0.5", "updateproportion=0.5");
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, null); // the memory store carries over in the properties
    Counting listener = new Counting();
    p.setProperty("dotransactions", "true");
    RunResult result = run(p, listener);

    long reads = result.statusCounts().get("READ").values().stream().mapToLong(Long::longValue).sum();
    assertThat(listener.drainedReads).isEqualTo(reads);
    assertThat(listener.intervalReads).isEqualTo(reads);
    assertThat(listener.calls.get(0)).isEqualTo("started");
    assertThat(listener.calls.get(listener.calls.size() - 1)).isEqualTo("finished");
    assertThat(listener.calls).contains("drained", "interval");
    // paced over 1.5 s: the reporter drains at least once a second, and the run's own thread drains last
    assertThat(listener.threads).contains("ycsb-reporter")
        .containsOnly("ycsb-reporter", Thread.currentThread().getName());
    assertThat(listener.header.meta()).containsEntry("phase", "run");
    assertThat(listener.stopReason).isEqualTo("COMPLETED");
  }

  @Test
  void aListenerReadsWhatAnAsyncRunHasInFlightWhileItRunsAndNothingOnceItEnded() throws Exception {
    AtomicReference<LongSupplier> inFlight = new AtomicReference<>();
    IntervalListener listener = new IntervalListener() {
      @Override
      public void started(LogHeader header, long startEpochMs, LongSupplier operationsInFlight) {
        inFlight.set(operationsInFlight);
      }
    };
    Properties p = TestRuns.props("operationcount=0", "maxexecutiontime=1", "threadcount=2", "async.inflight=8");
    AtomicLong seenMax = new AtomicLong();
    ExecutorService exec = Executors.newSingleThreadExecutor();
    try {
      Future<RunResult> run = exec.submit(() -> Benchmark.builder(p).workload(new AsyncModeTest.ReadingWorkload())
          .dbFactory(() -> new AsyncModeTest.DelayedAsyncDB(new AtomicLong(), new AtomicLong(), false))
          .err(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8)).listener(listener)
          .build().run());
      while (!run.isDone()) { // any thread may read it: sample it from this one while the run goes on
        LongSupplier s = inFlight.get();
        if (s != null) {
          seenMax.accumulateAndGet(s.getAsLong(), Math::max);
        }
        Thread.sleep(1);
      }
      assertThat(run.get().operations()).isPositive();
    } finally {
      exec.shutdownNow();
    }
    assertThat(seenMax.get()).as("each operation waits 1 ms: some are in flight, at most 2 threads x 8")
        .isBetween(1L, 16L);
    assertThat(inFlight.get().getAsLong()).isZero();
  }

  @Test
  void aListenerThatThrowsIsDroppedAndTheRunAndTheOthersGoOn() throws Exception {
    Properties p = TestRuns.props("db=basic", "operationcount=500", "threadcount=1", "basicdb.verbose=false");
    IntervalListener failing = new IntervalListener() {
      @Override
      public void drained(TickData tick, long nowEpochMs, boolean warmup) {
        throw new IllegalStateException("boom");
      }
    };
    Counting healthy = new Counting();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    RunResult result = Benchmark.builder(p).err(new PrintStream(err, true, StandardCharsets.UTF_8))
        .listener(failing).listener(healthy).build().run();

    assertThat(result.operations()).isEqualTo(500);
    assertThat(healthy.calls).contains("interval", "finished");
    assertThat(err.toString(StandardCharsets.UTF_8)).containsOnlyOnce("failed and is called no more")
        .contains("boom");
  }
}

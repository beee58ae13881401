package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.MeasurementsBinding;

/**
 * Upstream's harness threads: a ClientThread does its operation count paced to its target and
 * serves its measurements on its own thread; a TerminatorThread ends a run that would go on; a
 * StatusThread prints upstream's status line every interval and tracks the JVM when asked.
 */
class UpstreamThreadsTest {
  /** Counts transactions; each records OP through the measurements its thread reaches. */
  static class CountingWorkload extends Workload {
    final AtomicLong transactions = new AtomicLong();
    final Queue<Long> intendedStarts = new ConcurrentLinkedQueue<>();
    final long pauseNanos;

    CountingWorkload(long pauseNanos) {
      this.pauseNanos = pauseNanos;
    }

    @Override
    public boolean doInsert(DB db, Object threadstate) {
      return doTransaction(db, threadstate);
    }

    @Override
    public boolean doTransaction(DB db, Object threadstate) {
      Measurements m = Measurements.getMeasurements(); // works on a client thread: it is bound
      intendedStarts.add(m.getIntendedtartTimeNs());
      if (pauseNanos > 0) {
        LockSupport.parkNanos(pauseNanos);
      }
      m.measure("OP", 100);
      transactions.incrementAndGet();
      return true;
    }
  }

  @Test
  void aClientThreadDoesItsCountPacedToItsTargetAndCountsDownTheLatch() throws Exception {
    Properties p = DBWrapperTest.props("measurement.interval=both");
    CountingWorkload workload = new CountingWorkload(0);
    CountDownLatch latch = new CountDownLatch(2);
    List<Thread> threads = new ArrayList<>();
    List<ClientThread> clients = new ArrayList<>();
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(new Measurements(p))) {
      for (int i = 0; i < 2; i++) {
        ClientThread c = new ClientThread(new DBWrapperTest.ScriptedDB(), true, workload, p, 50, 0.2, latch);
        c.setThreadId(i);
        c.setThreadCount(2);
        clients.add(c);
        threads.add(new Thread(c));
      }
    }
    long start = System.nanoTime();
    threads.forEach(Thread::start);
    assertThat(latch.await(60, TimeUnit.SECONDS)).isTrue();
    long elapsedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

    assertThat(clients).allSatisfy(c -> assertThat(c.getOpsDone()).isEqualTo(50));
    assertThat(workload.transactions).hasValue(100);
    assertThat(elapsedMs).as("50 operations at 0.2 per ms take at least 49 x 5 ms").isGreaterThanOrEqualTo(200);
    assertThat(workload.intendedStarts.stream().filter(t -> t != 0).count())
        .as("every operation after a thread's first has its due time as intended start").isEqualTo(98);
  }

  @Test
  void aClientThreadWithNoTargetAndACountOfZeroGoesOnUntilTheTerminatorStopsTheWorkload() throws Exception {
    CountingWorkload workload = new CountingWorkload(TimeUnit.MICROSECONDS.toNanos(200));
    CountDownLatch latch = new CountDownLatch(2);
    List<Thread> threads = new ArrayList<>();
    List<ClientThread> clients = new ArrayList<>();
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(new Measurements(new Properties()))) {
      for (int i = 0; i < 2; i++) {
        ClientThread c = new ClientThread(new DBWrapperTest.ScriptedDB(), true, workload, new Properties(), 0, 0,
            latch);
        clients.add(c);
        threads.add(new Thread(c, "client-" + i));
      }
    }
    TerminatorThread terminator = new TerminatorThread(1, threads, workload);
    threads.forEach(Thread::start);
    terminator.start();

    assertThat(latch.await(60, TimeUnit.SECONDS)).as("the client threads ended").isTrue();
    terminator.join(TimeUnit.SECONDS.toMillis(60));
    assertThat(terminator.isAlive()).isFalse();
    assertThat(workload.isStopRequested()).isTrue();
    assertThat(clients).allSatisfy(c -> assertThat(c.getOpsDone()).isPositive());
    assertThat(clients.get(0).getOpsDone() + clients.get(1).getOpsDone()).isEqualTo(workload.transactions.get());
  }

  @Test
  void aTerminatorInterruptedBeforeItsTimeLeavesTheWorkloadRunning() throws Exception {
    CountingWorkload workload = new CountingWorkload(0);
    TerminatorThread terminator = new TerminatorThread(3600, List.of(), workload);
    terminator.start();
    terminator.interrupt();
    terminator.join(TimeUnit.SECONDS.toMillis(60));
    assertThat(terminator.isAlive()).isFalse();
    assertThat(workload.isStopRequested()).isFalse();
  }

  @Test
  void theStatusThreadPrintsUpstreamsStatusLineEveryIntervalAndOnceAtTheEnd() throws Exception {
    Properties p = new Properties();
    CountingWorkload workload = new CountingWorkload(0);
    CountDownLatch latch = new CountDownLatch(1);
    ClientThread client;
    StatusThread status;
    Measurements measurements = new Measurements(p);
    try (MeasurementsBinding.Scope bound = MeasurementsBinding.bind(measurements)) {
      client = new ClientThread(new DBWrapperTest.ScriptedDB(), true, workload, p, 30, 0.02, latch);
      status = new StatusThread(latch, List.of(client), "label ", true, 1, true);
    }
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PrintStream stderr = System.err;
    PrintStream stdout = System.out;
    System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      status.start();
      Thread t = new Thread(client);
      t.start();
      t.join(TimeUnit.SECONDS.toMillis(60));
      status.join(TimeUnit.SECONDS.toMillis(60));
    } finally {
      System.setErr(stderr);
      System.setOut(stdout);
    }

    List<String> lines = err.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("label ")).toList();
    assertThat(lines).as("30 operations at 0.02 per ms take 1.5 s: a line at 0, at 1 s and at the end")
        .hasSizeGreaterThanOrEqualTo(3);
    assertThat(lines.get(0)).matches("label \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d:\\d{3} 0 sec: \\d+ operations;.*");
    assertThat(lines.get(lines.size() - 1)).contains(" sec: 30 operations; ").contains(" current ops/sec; ")
        .contains("[OP: Count=");
    assertThat(lines.subList(1, lines.size() - 1)).as("while the client runs, the estimate")
        .anyMatch(l -> l.contains(" current ops/sec; est completion in "));
    assertThat(out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("label ")).toList())
        .as("standardstatus: the same lines on stdout").isEqualTo(lines);
    assertThat(status.getMaxThreads()).isPositive();
    assertThat(status.getMinThreads()).isBetween(1, status.getMaxThreads());
    assertThat(status.getMinUsedMem()).isBetween(1L, status.getMaxUsedMem());
    assertThat(DBWrapperTest.export(measurements)).contains("[THREAD_COUNT], Operations, ", "[USED_MEM_MB], Operations, ",
        "[GCS], Operations, ", "[GCS_TIME], Operations, ");
  }
}

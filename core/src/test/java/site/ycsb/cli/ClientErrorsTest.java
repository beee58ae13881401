package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;

/**
 * A binding that throws an {@link Error} (here an AssertionError on its 1,000th call): whatever the
 * mode, the run ends, reports what it measured, names the error once and exits 1. Chained, the
 * error is thrown on a completing thread inside a completion callback, where a stage would swallow
 * it; unchained and blocking, on the client thread.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ClientErrorsTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";
  private static final ExecutorService COMPLETERS = Executors.newFixedThreadPool(2, r -> {
    Thread t = new Thread(r, "probe-completer");
    t.setDaemon(true);
    return t;
  });

  /** Throws on the 1,000th call of its instance; completes the others on a completer thread. */
  public static class ThrowingAsyncDB extends AsyncDB {
    private final AtomicLong calls = new AtomicLong();

    CompletionStage<Status> call() {
      if (calls.incrementAndGet() == 1000) {
        throw new AssertionError("probe: the 1000th call");
      }
      return CompletableFuture.supplyAsync(() -> Status.OK, COMPLETERS);
    }

    @Override
    public CompletionStage<Status> readAsync(String t, String k, Set<String> f, Map<String, ByteIterator> r) {
      return call();
    }

    @Override
    public CompletionStage<Status> scanAsync(String t, String k, int n, Set<String> f,
        Vector<HashMap<String, ByteIterator>> r) {
      return call();
    }

    @Override
    public CompletionStage<Status> updateAsync(String t, String k, Map<String, ByteIterator> v) {
      return call();
    }

    @Override
    public CompletionStage<Status> insertAsync(String t, String k, Map<String, ByteIterator> v) {
      return call();
    }

    @Override
    public CompletionStage<Status> deleteAsync(String t, String k) {
      return call();
    }
  }

  /** The same, letting the engine start each slot's next operation on the completing thread. */
  public static class ThrowingChainedAsyncDB extends ThrowingAsyncDB {
    @Override
    public boolean startsOnCompletingThreads() {
      return true;
    }
  }

  /** A blocking binding throwing on its 1,000th call. */
  public static class ThrowingDB extends DB {
    private long calls;

    Status call() {
      if (++calls == 1000) {
        throw new AssertionError("probe: the 1000th call");
      }
      return Status.OK;
    }

    @Override
    public Status read(String t, String k, Set<String> f, Map<String, ByteIterator> r) {
      return call();
    }

    @Override
    public Status scan(String t, String k, int n, Set<String> f, Vector<HashMap<String, ByteIterator>> r) {
      return call();
    }

    @Override
    public Status update(String t, String k, Map<String, ByteIterator> v) {
      return call();
    }

    @Override
    public Status insert(String t, String k, Map<String, ByteIterator> v) {
      return call();
    }

    @Override
    public Status delete(String t, String k) {
      return call();
    }
  }

  private static CommandLineTest.Outcome run(String db, String... extra) {
    List<String> a = new ArrayList<>(List.of("-t", "-db", "site.ycsb.cli.ClientErrorsTest$" + db, "-P",
        WORKLOADS + "workloada", "-p", "recordcount=100", "-p", "operationcount=20000",
        "-p", "hdrhistogram.fileoutput=false", "-p", "shutdown.graceperiod=20"));
    a.addAll(List.of(extra));
    return CommandLineTest.run(a.toArray(new String[0]));
  }

  private static void assertEndedNamingTheErrorOnce(CommandLineTest.Outcome o) {
    assertThat(o.code()).as(o.err()).isEqualTo(1);
    assertThat(o.out()).as("the report of what was measured").contains("[OVERALL], Throughput(ops/sec)");
    Matcher ops = Pattern.compile("(?m)^\\[(READ|UPDATE)(-FAILED)?\\], Operations, (\\d+)$").matcher(o.out());
    long measured = 0;
    while (ops.find()) {
      measured += Long.parseLong(ops.group(3));
    }
    assertThat(measured).as("operations measured before the error\n" + o.out()).isBetween(999L, 19_999L);
    assertThat(o.err().lines().filter(l -> l.contains("java.lang.AssertionError: probe: the 1000th call")))
        .as(o.err()).hasSize(1);
    assertThat(o.err()).contains("[ERROR] the run was stopped: a client thread failed with"
        + " java.lang.AssertionError: probe: the 1000th call at site.ycsb.cli.ClientErrorsTest$Throwing",
        "[INFO] stopped early: a client thread failed");
  }

  @Test
  void anErrorOnACompletingThreadOfAChainedAsyncRunEndsTheRunWithItsReportAndExitOne() {
    assertEndedNamingTheErrorOnce(run("ThrowingChainedAsyncDB", "-p", "async.inflight=8"));
  }

  @Test
  void anErrorInAnUnchainedAsyncRunEndsTheRunWithItsReportAndExitOneInsteadOfCompletingWithout() {
    assertEndedNamingTheErrorOnce(run("ThrowingAsyncDB", "-p", "async.inflight=8"));
  }

  @Test
  void anErrorInAPacedAsyncRunEndsTheRunWithItsReportAndExitOne() {
    assertEndedNamingTheErrorOnce(run("ThrowingChainedAsyncDB", "-p", "async.inflight=8", "-target", "20000"));
  }

  @Test
  void anErrorFromABlockingBindingEndsTheRunWithItsReportAndExitOneInsteadOfCountingErrorsOn() {
    assertEndedNamingTheErrorOnce(run("ThrowingDB", "-threads", "2"));
  }
}

package site.ycsb.bench.jmh;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.engine.Benchmark.Builder;
import site.ycsb.model.RunResult;

/**
 * The engine's asynchronous path over a binding whose operations complete on one driver thread (an
 * event loop stand-in: a command started anywhere is queued to it and completed there): each
 * completion handed back to the client thread ({@code chained=false}), or the next operation started
 * on the driver thread ({@code chained=true}, AsyncDB.startsOnCompletingThreads). One invocation is a
 * whole run of 200,000 workloada operations with 64 in flight; the score is time per operation, of
 * which the hand-offs (a queue and a thread wake-up each way) are what differs.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
public class AsyncHandOffBench {
  private static final int OPERATIONS = 200_000;

  @Param({"false", "true"})
  public boolean chained;

  private ExecutorService driver;

  /** Completes every operation on the driver thread, OK; reads return no fields. */
  public static final class DriverThreadDB extends AsyncDB {
    private final ExecutorService driver;
    private final boolean chained;

    public DriverThreadDB(ExecutorService driver, boolean chained) {
      this.driver = driver;
      this.chained = chained;
    }

    @Override
    public boolean startsOnCompletingThreads() {
      return chained;
    }

    private CompletionStage<Status> onDriver() {
      return CompletableFuture.supplyAsync(() -> Status.OK, driver);
    }

    @Override
    public CompletionStage<Status> readAsync(String t, String k, Set<String> f, Map<String, ByteIterator> r) {
      return onDriver();
    }

    @Override
    public CompletionStage<Status> scanAsync(String t, String k, int n, Set<String> f,
        Vector<HashMap<String, ByteIterator>> r) {
      return onDriver();
    }

    @Override
    public CompletionStage<Status> updateAsync(String t, String k, Map<String, ByteIterator> v) {
      return onDriver();
    }

    @Override
    public CompletionStage<Status> insertAsync(String t, String k, Map<String, ByteIterator> v) {
      return onDriver();
    }

    @Override
    public CompletionStage<Status> deleteAsync(String t, String k) {
      return onDriver();
    }
  }

  @Setup(Level.Trial)
  public void setup() {
    driver = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "driver");
      t.setDaemon(true);
      return t;
    });
  }

  @TearDown(Level.Trial)
  public void tearDown() {
    driver.shutdownNow();
  }

  @Benchmark
  @OperationsPerInvocation(OPERATIONS)
  public long workloadaRun() throws Exception {
    Properties p = new Properties();
    p.setProperty("workload", "site.ycsb.workloads.CoreWorkload");
    p.setProperty("readproportion", "0.5");
    p.setProperty("updateproportion", "0.5");
    p.setProperty("insertproportion", "0");
    p.setProperty("requestdistribution", "zipfian");
    p.setProperty("recordcount", "100000");
    p.setProperty("operationcount", Integer.toString(OPERATIONS));
    p.setProperty("threadcount", "1");
    p.setProperty("async.inflight", "64");
    p.setProperty("hdrhistogram.fileoutput", "false");
    Builder builder = site.ycsb.engine.Benchmark.builder(p).dbFactory(() -> new DriverThreadDB(driver, chained))
        .err(new PrintStream(OutputStream.nullOutputStream()));
    RunResult result = builder.build().run();
    return result.operations();
  }
}

package site.ycsb;

import java.util.Properties;
import java.util.concurrent.CompletionStage;
import java.util.function.Consumer;
import site.ycsb.config.Settings;
import site.ycsb.options.RunOptions;

/**
 * A workload: decides which operations a client thread performs. One instance is shared by all
 * threads of a run; per-thread state comes from {@link #initThread}. Binary compatible with
 * upstream YCSB's {@code site.ycsb.Workload}.
 */
public abstract class Workload {
  public static final String INSERT_START_PROPERTY = RunOptions.INSERT_START.name();
  public static final String INSERT_COUNT_PROPERTY = RunOptions.INSERT_COUNT.name();
  public static final String INSERT_START_PROPERTY_DEFAULT = RunOptions.INSERT_START.defaultText();

  private volatile boolean stopRequested;

  /** The kinds of operation a workload performs. */
  public enum Operation {
    READ,
    UPDATE,
    INSERT,
    SCAN,
    DELETE
  }

  /** Reads the run's properties; called once, before any thread starts. Upstream's entry point. */
  public void init(Properties p) throws WorkloadException {
  }

  /**
   * The engine's call, once before any thread starts. By default it hands upstream's
   * {@link #init(Properties)} the phase's properties, so a workload compiled against upstream (or a
   * subclass of one of ours that overrides {@code init(Properties)}) runs unchanged; a new workload may
   * override this one instead and read {@link WorkloadContext#settings()} typed.
   */
  public void init(WorkloadContext context) throws WorkloadException {
    init(context.properties());
  }

  /**
   * Whether a load inserts a range of key numbers: {@code insertstart} on, {@code insertcount} keys
   * (by default {@code recordcount - insertstart}), as CoreWorkload's does. Otherwise (the default)
   * a load inserts {@code insertcount}, else {@code recordcount} records, as upstream's client
   * counted for any workload (TimeSeriesWorkload reads {@code insertstart} as a timestamp). The
   * engine counts a load's operations by it.
   */
  public boolean loadsKeyRange() {
    return false;
  }

  /**
   * Called when the phase's operations start ({@code System.nanoTime()} terms), before any thread's
   * first: a workload whose behaviour follows the phase's clock (stages) starts it here. Default: nothing.
   */
  public void started(long startNanos) {
  }

  /**
   * The workload a run phase in stages ({@code stages}) runs instead of this one, which the stages'
   * mix and key choice override. Default: refused, one line (exit 2).
   */
  public Workload staged() {
    throw new site.ycsb.config.UsageException("stages: the workload " + getClass().getName() + " cannot be staged;"
        + " expected workload=site.ycsb.workloads.CoreWorkload (stages override its mix and key choice)");
  }

  /**
   * Checks a phase before it starts, from its options alone (the workload need not be initialised):
   * where nothing sensible can happen, a {@link site.ycsb.config.UsageException} of one line (exit
   * 2); where the run is merely surprising, a line to {@code warnings} (starting {@code [WARN]}) and
   * it goes on. The engine calls it after its own checks. Default: nothing to check.
   */
  public void check(Settings settings, PhaseFacts facts, Consumer<String> warnings) {
  }

  /** Creates the state of one client thread; the result is passed to each do* call of that thread. */
  public Object initThread(Properties p, int mythreadid, int threadcount) throws WorkloadException {
    return null;
  }

  /** Called once at the end of the run. */
  public void cleanup() throws WorkloadException {
  }

  /** Performs one load-phase insert; false stops this thread. */
  public abstract boolean doInsert(DB db, Object threadstate);

  /** Performs one run-phase operation; false stops this thread. */
  public abstract boolean doTransaction(DB db, Object threadstate);

  /**
   * Whether the workload runs asynchronously ({@code async.inflight}): then the engine calls
   * {@link #doInsertAsync} and {@link #doTransactionAsync} instead, with up to {@code async.inflight}
   * calls in flight per client thread, each with a thread state of its own ({@link #initThread} is
   * called once per in-flight slot).
   */
  public boolean supportsAsync() {
    return false;
  }

  /**
   * Starts one load-phase insert on an asynchronous binding; the stage completes when everything the
   * insert does is done, with false to stop this client thread.
   */
  public CompletionStage<Boolean> doInsertAsync(AsyncDB db, Object threadstate) {
    throw new UnsupportedOperationException(getClass().getName() + " has no asynchronous mode");
  }

  /** Starts one run-phase operation on an asynchronous binding; see {@link #doInsertAsync}. */
  public CompletionStage<Boolean> doTransactionAsync(AsyncDB db, Object threadstate) {
    throw new UnsupportedOperationException(getClass().getName() + " has no asynchronous mode");
  }

  /**
   * The setting by which this workload's writes expire (as {@code "ttl=60"}), or null when they
   * do not: the engine then refuses, in one line before the run, a binding that cannot expire data
   * ({@link DB#supportsTtl}). Default: none.
   */
  public String expiringWrites() {
    return null;
  }

  /** Asks the workload to stop; threads end after their current operation. */
  public void requestStop() {
    stopRequested = true;
  }

  public boolean isStopRequested() {
    return stopRequested;
  }
}

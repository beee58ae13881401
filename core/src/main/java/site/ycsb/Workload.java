package site.ycsb;

import java.util.Properties;
import java.util.concurrent.CompletionStage;
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

  /** Reads the run's properties; called once, before any thread starts. */
  public void init(Properties p) throws WorkloadException {
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

  /** Asks the workload to stop; threads end after their current operation. */
  public void requestStop() {
    stopRequested = true;
  }

  public boolean isStopRequested() {
    return stopRequested;
  }
}

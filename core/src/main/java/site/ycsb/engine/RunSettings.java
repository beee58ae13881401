package site.ycsb.engine;

import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.RunOptions;

/** The engine's own properties, typed and checked once. All counts are longs. */
public final class RunSettings {
  /** How a target's errors word what is expected. */
  static final String RATE = RunOptions.RATE;

  public static final String DEFAULT_WORKLOAD = RunOptions.WORKLOAD.defaultValue();

  /** Operations per thread when the run has no operation limit. */
  public static final long UNLIMITED = -1;

  private final boolean doTransactions;
  private final int threads;
  private final double target;
  private final long operationCount;
  private final long recordCount;
  private final long insertStart;
  private final long insertCount;
  private final long maxExecutionSeconds;
  private final long gracePeriodSeconds;
  private final int asyncInFlight;
  private final String db;
  private final String workload;
  private final String exporter;
  private final String exportFile;
  private final boolean status;
  private final String label;
  private final String clientId;
  private final int clientCount;
  private final int clientIndex;
  private final long startAtEpochMs;

  /** The settings of a CoreWorkload phase: a load inserts the key range insertstart .. recordcount. */
  public RunSettings(Settings s) {
    this(s, true);
  }

  /**
   * @param keyRangeLoad whether insertstart is a key number in a range of recordcount keys
   *     (CoreWorkload: a load inserts insertcount, by default recordcount - insertstart); otherwise a
   *     load inserts insertcount, else recordcount, as upstream's client counted for any workload
   *     (TimeSeriesWorkload reads insertstart as a timestamp)
   */
  public RunSettings(Settings s, boolean keyRangeLoad) {
    doTransactions = s.get(RunOptions.DO_TRANSACTIONS);
    threads = s.get(RunOptions.THREAD_COUNT);
    target = s.get(RunOptions.TARGET);
    operationCount = s.get(RunOptions.OPERATION_COUNT);
    recordCount = s.get(RunOptions.RECORD_COUNT);
    insertStart = s.get(RunOptions.INSERT_START);
    boolean insertCountSet = s.isSet(RunOptions.INSERT_COUNT);
    insertCount = insertCountSet ? s.get(RunOptions.INSERT_COUNT)
        : keyRangeLoad ? Math.max(0, recordCount - insertStart) : recordCount;
    if (keyRangeLoad && insertCountSet && recordCount > 0 && insertStart + insertCount > recordCount) {
      throw new UsageException("insertstart + insertcount = " + (insertStart + insertCount)
          + ": expected at most recordcount = " + recordCount);
    }
    if (keyRangeLoad && !doTransactions && !insertCountSet && recordCount > 0 && insertStart >= recordCount) {
      // the load range insertstart .. recordcount - 1 is empty: the load would insert nothing and say so nowhere
      throw new UsageException("insertstart=" + insertStart + ": expected less than recordcount=" + recordCount
          + " (a load inserts keys insertstart to recordcount - 1, none here; to load keys from " + insertStart
          + " on, raise recordcount to where the range ends)");
    }
    maxExecutionSeconds = s.get(RunOptions.MAX_EXECUTION_TIME);
    gracePeriodSeconds = s.get(RunOptions.SHUTDOWN_GRACE_PERIOD);
    asyncInFlight = s.get(RunOptions.ASYNC_INFLIGHT);
    db = s.get(RunOptions.DB);
    workload = s.get(RunOptions.WORKLOAD);
    exporter = s.get(RunOptions.EXPORTER);
    exportFile = s.get(RunOptions.EXPORT_FILE);
    status = s.get(RunOptions.STATUS);
    label = s.get(RunOptions.LABEL);
    clientCount = s.get(RunOptions.CLIENT_COUNT);
    clientIndex = s.get(RunOptions.CLIENT_INDEX);
    clientId = s.isSet(RunOptions.CLIENT_ID) ? s.get(RunOptions.CLIENT_ID)
        : (clientCount > 1 ? "client" + clientIndex + "-" : "") + HostFacts.hostName() + "-" + HostFacts.pid();
    startAtEpochMs = s.isSet(RunOptions.START_AT) ? StartGate.parse(s.get(RunOptions.START_AT)) : 0;
  }

  public boolean doTransactions() {
    return doTransactions;
  }

  public String phase() {
    return doTransactions ? "run" : "load";
  }

  public int threads() {
    return threads;
  }

  public double target() {
    return target;
  }

  /** Operations for all threads together: operationcount for a run, insertcount for a load; 0 = unlimited. */
  public long totalOperations() {
    return doTransactions ? operationCount : insertCount;
  }

  /** A load with nothing to insert does nothing; a run with operationcount 0 runs until stopped. */
  public boolean unlimited() {
    return doTransactions && operationCount == 0;
  }

  /**
   * Thread {@code i}'s share of the operations ({@link #UNLIMITED} when the run has no limit): the
   * shares add up to the total exactly, and a thread with a share of 0 has nothing to do.
   */
  public long operationsForThread(int i) {
    if (unlimited()) {
      return UNLIMITED;
    }
    long total = totalOperations();
    return total / threads + (i < total % threads ? 1 : 0);
  }

  public long recordCount() {
    return recordCount;
  }

  public long insertCount() {
    return insertCount;
  }

  public String clientId() {
    return clientId;
  }

  public int clientCount() {
    return clientCount;
  }

  public int clientIndex() {
    return clientIndex;
  }

  /** When operations start, epoch milliseconds; 0 = as soon as every thread is ready. */
  public long startAtEpochMs() {
    return startAtEpochMs;
  }

  public long maxExecutionSeconds() {
    return maxExecutionSeconds;
  }

  public long gracePeriodSeconds() {
    return gracePeriodSeconds;
  }

  /** Operations in flight per client thread; 0 = blocking mode. */
  public int asyncInFlight() {
    return asyncInFlight;
  }

  public String db() {
    return db;
  }

  public String workload() {
    return workload;
  }

  public String exporter() {
    return exporter;
  }

  public String exportFile() {
    return exportFile;
  }

  public boolean status() {
    return status;
  }

  public String label() {
    return label;
  }
}

package site.ycsb.engine;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.List;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;

/** The engine's own properties, typed and checked once. All counts are longs. */
public final class RunSettings {
  public static final List<PropertyDefinition> PROPERTIES = List.of(
      of("db", "site.ycsb.BasicDB", "Binding: short name (basic, memory, memory-ts, cassandra, scylla, aerospike) or DB class."),
      of("workload", "site.ycsb.workloads.CoreWorkload", "Workload class."),
      of("dotransactions", "true", "true: run phase (-t); false: load phase (-load)."),
      of("threadcount", "1", "Client threads."),
      of("target", "0", "Target operations per second for all threads together (0 = as fast as possible)."),
      of("load.threads", null, "Client threads of the load phase (default threadcount)."),
      of("load.target", null, "Target operations per second of the load phase (default target)."),
      of("operationcount", "0", "Operations of the run phase (0 = until maxexecutiontime or a signal). A run phase"
          + " with neither operationcount nor maxexecutiontime is refused; operationcount=0 written out runs until"
          + " interrupted."),
      of("recordcount", "0", "Records in the data set."),
      of("insertstart", "0", "First key number this client loads."),
      of("insertcount", null, "Records this client loads (default recordcount - insertstart)."),
      of("maxexecutiontime", "0", "Seconds after which the run stops (0 = no limit)."),
      of("async.inflight", "0", "Asynchronous mode: operations in flight per client thread (0 = blocking). Needs a"
          + " binding and workload with an asynchronous API (cassandra, scylla, aerospike, memory; CoreWorkload)."),
      of("shutdown.graceperiod", "10", "Seconds to wait for threads still in a database call at the end."),
      of("failed.warnpercent", "1", "A phase whose failed operations (results other than OK and NOT_FOUND) exceed"
          + " this percentage ends with a warning after its report; one where none succeeded exits 1."),
      of("exporter", "site.ycsb.measurements.exporter.TextMeasurementsExporter", "Report format (exporter class)."),
      of("exportfile", null, "Write the report to this file instead of standard output."),
      site.ycsb.config.RunFolder.DEFINITION,
      of("strict", null, "true: a property that nothing reads stops the run (exit 2); false: it only warns. Default:"
          + " strict when thresholds are set or the environment variable CI is set, else false."),
      of("status", "false", "Print a status line every status.interval seconds (-s)."),
      of("label", "", "Prefix of every status line."),
      of("client.id", null, "Names this client in its interval log and the log's file name (default <host>-<pid>,"
          + " with client.count > 1 client<index>-<host>-<pid>)."),
      of("client.count", "1", "Clients that run this benchmark together; each takes its share of recordcount (its load"
          + " range), operationcount and target."),
      of("client.index", "0", "This client's number, 0 to client.count - 1."),
      of("start.at", null, "Start operations at this instant (ISO-8601, e.g. 2026-11-23T10:00:00Z, or epoch"
          + " milliseconds), after connecting; so that several clients measure the same window."));

  /** How a target's errors word what is expected. */
  static final String RATE = "a number of operations per second";

  public static final String DEFAULT_WORKLOAD = "site.ycsb.workloads.CoreWorkload";

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
  public RunSettings(Props p) {
    this(p, true);
  }

  /**
   * @param keyRangeLoad whether insertstart is a key number in a range of recordcount keys
   *     (CoreWorkload: a load inserts insertcount, by default recordcount - insertstart); otherwise a
   *     load inserts insertcount, else recordcount, as upstream's client counted for any workload
   *     (TimeSeriesWorkload reads insertstart as a timestamp)
   */
  public RunSettings(Props p, boolean keyRangeLoad) {
    doTransactions = p.bool("dotransactions", true);
    threads = p.intValue("threadcount", 1, 1);
    target = p.doubleValue("target", 0, 0, Double.MAX_VALUE, RATE);
    operationCount = p.longValue("operationcount", 0, 0);
    recordCount = p.longValue("recordcount", 0, 0);
    insertStart = p.longValue("insertstart", 0, 0);
    insertCount = p.longValue("insertcount", keyRangeLoad ? Math.max(0, recordCount - insertStart) : recordCount, 0);
    if (keyRangeLoad && p.has("insertcount") && recordCount > 0 && insertStart + insertCount > recordCount) {
      throw new UsageException("insertstart + insertcount = " + (insertStart + insertCount)
          + ": expected at most recordcount = " + recordCount);
    }
    if (keyRangeLoad && !doTransactions && !p.has("insertcount") && recordCount > 0 && insertStart >= recordCount) {
      // the load range insertstart .. recordcount - 1 is empty: the load would insert nothing and say so nowhere
      throw new UsageException("insertstart=" + insertStart + ": expected less than recordcount=" + recordCount
          + " (a load inserts keys insertstart to recordcount - 1, none here; to load keys from " + insertStart
          + " on, raise recordcount to where the range ends)");
    }
    maxExecutionSeconds = p.seconds("maxexecutiontime", 0, 0);
    gracePeriodSeconds = p.seconds("shutdown.graceperiod", 10, 0);
    asyncInFlight = p.intValue("async.inflight", 0, 0);
    db = p.string("db", "site.ycsb.BasicDB");
    workload = p.string("workload", DEFAULT_WORKLOAD);
    exporter = p.string("exporter", "site.ycsb.measurements.exporter.TextMeasurementsExporter");
    exportFile = p.string("exportfile", null);
    status = p.bool("status", false);
    label = p.string("label", "");
    clientCount = p.intValue("client.count", 1, 1);
    clientIndex = p.intValue("client.index", 0, 0);
    clientId = p.has("client.id") ? p.string("client.id", "")
        : (clientCount > 1 ? "client" + clientIndex + "-" : "") + HostFacts.hostName() + "-" + HostFacts.pid();
    startAtEpochMs = p.has("start.at") ? StartGate.parse(p.string("start.at", "")) : 0;
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

package site.ycsb.options;

import site.ycsb.config.Command;
import site.ycsb.config.Option;
import site.ycsb.config.RunFolder;

/** The engine's options: what runs, how many threads and operations, how it stops, where it reports. */
public final class RunOptions {
  /** How a target's errors word what is expected. */
  public static final String RATE = "a number of operations per second";

  public static final Option<String> DB = Option.className("db", "site.ycsb.BasicDB")
      .describe("Binding: short name (basic, memory, memory-ts, cassandra, scylla, aerospike) or DB class.");
  public static final Option<String> WORKLOAD = Option.className("workload", "site.ycsb.workloads.CoreWorkload")
      .describe("Workload class.");
  public static final Option<Boolean> DO_TRANSACTIONS = Option.flag("dotransactions", true)
      .describe("true: run phase (-t); false: load phase (-load).");
  public static final Option<Integer> THREAD_COUNT = Option.integer("threadcount", 1, 1)
      .describe("Client threads.");
  public static final Option<Double> TARGET = Option.number("target", 0.0, 0, Double.MAX_VALUE, RATE).unit("ops/s")
      .describe("Target operations per second for all threads together (0 = as fast as possible).");
  public static final Option<Integer> LOAD_THREADS = Option.integer("load.threads", null, 1)
      .readBy(Command.LOAD)
      .describe("Client threads of the load phase (default threadcount).");
  public static final Option<Double> LOAD_TARGET = Option.number("load.target", null, 0, Double.MAX_VALUE, RATE)
      .unit("ops/s").readBy(Command.LOAD)
      .describe("Target operations per second of the load phase (default target).");
  public static final Option<Long> OPERATION_COUNT = Option.count("operationcount", 0L, 0).readBy(Command.RUN)
      .describe("Operations of the run phase (0 = until maxexecutiontime or a signal). A run phase with neither"
          + " operationcount nor maxexecutiontime is refused; operationcount=0 written out runs until interrupted.");
  public static final Option<Long> RECORD_COUNT = Option.count("recordcount", 0L, 0)
      .describe("Records in the data set.");
  public static final Option<Long> INSERT_START = Option.count("insertstart", 0L, 0)
      .describe("First key number this client loads.");
  public static final Option<Long> INSERT_COUNT = Option.count("insertcount", null, 0)
      .describe("Records this client loads (default recordcount - insertstart).");
  public static final Option<Long> MAX_EXECUTION_TIME = Option.seconds("maxexecutiontime", 0L, 0)
      .describe("Seconds after which the run stops (0 = no limit).");
  public static final Option<Integer> ASYNC_INFLIGHT = Option.integer("async.inflight", 0, 0)
      .describe("Asynchronous mode: operations in flight per client thread (0 = blocking). Needs a binding and"
          + " workload with an asynchronous API (cassandra, scylla, aerospike, memory; CoreWorkload).");
  public static final Option<Long> SHUTDOWN_GRACE_PERIOD = Option.seconds("shutdown.graceperiod", 10L, 0)
      .describe("Seconds to wait for threads still in a database call at the end.");
  public static final Option<Double> FAILED_WARN_PERCENT = Option.number("failed.warnpercent", 1.0, 0, 100,
      "a percentage")
      .unit("%")
      .describe("A phase whose failed operations (results other than OK and NOT_FOUND) exceed this percentage ends"
          + " with a warning after its report; one where none succeeded exits 1.");
  public static final Option<String> EXPORTER = Option.className("exporter",
      "site.ycsb.measurements.exporter.TextMeasurementsExporter").readBy(Command.LOAD, Command.RUN, Command.REPORT)
      .describe("Report format (exporter class).");
  public static final Option<String> EXPORT_FILE = Option.text("exportfile", null)
      .readBy(Command.LOAD, Command.RUN, Command.REPORT)
      .describe("Write the report to this file instead of standard output.");
  public static final Option<String> RESULTS_DIR = Option.text(RunFolder.PROPERTY, null)
      .describe("Folder for the files a run writes where no other property names a place (interval logs, events'"
          + " output, calibrate's steps); default results/<yyyyMMdd-HHmmss>-<command>-<binding>/, one per run.");
  public static final Option<Boolean> STRICT = Option.flag("strict", null)
      .describe("true: a property that nothing reads stops the run (exit 2); false: it only warns. Default: strict"
          + " when thresholds are set or the environment variable CI is set, else false.");
  public static final Option<Boolean> STATUS = Option.flag("status", false)
      .describe("Print a status line every status.interval seconds (-s).");
  public static final Option<String> LABEL = Option.text("label", "").describe("Prefix of every status line.");
  public static final Option<String> CLIENT_ID = Option.text("client.id", null)
      .describe("Names this client in its interval log and the log's file name (default <host>-<pid>, with"
          + " client.count > 1 client<index>-<host>-<pid>).");
  public static final Option<Integer> CLIENT_COUNT = Option.integer("client.count", 1, 1)
      .describe("Clients that run this benchmark together; each takes its share of recordcount (its load range),"
          + " operationcount and target.");
  public static final Option<Integer> CLIENT_INDEX = Option.integer("client.index", 0, 0)
      .describe("This client's number, 0 to client.count - 1.");
  public static final Option<String> START_AT = Option.text("start.at", null)
      .describe("Start operations at this instant (ISO-8601, e.g. 2026-11-23T10:00:00Z, or epoch milliseconds),"
          + " after connecting; so that several clients measure the same window.");

  public static final OptionGroup GROUP = new OptionGroup("Engine and measurement properties", "properties.md", java.util.List.of(DB, WORKLOAD,
      DO_TRANSACTIONS, THREAD_COUNT, TARGET, LOAD_THREADS, LOAD_TARGET, OPERATION_COUNT, RECORD_COUNT, INSERT_START,
      INSERT_COUNT, MAX_EXECUTION_TIME, ASYNC_INFLIGHT, SHUTDOWN_GRACE_PERIOD, FAILED_WARN_PERCENT, EXPORTER,
      EXPORT_FILE, RESULTS_DIR, STRICT, STATUS, LABEL, CLIENT_ID, CLIENT_COUNT, CLIENT_INDEX, START_AT));

  private RunOptions() {
  }
}

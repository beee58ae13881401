package site.ycsb.engine;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.List;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;

/** The engine's own properties, typed and checked once. All counts are longs. */
public final class RunSettings {
  public static final List<PropertyDefinition> PROPERTIES = List.of(
      of("db", "site.ycsb.BasicDB", "Binding: short name (basic, memory, cassandra, scylla, aerospike) or DB class."),
      of("workload", "site.ycsb.workloads.CoreWorkload", "Workload class."),
      of("dotransactions", "true", "true: run phase (-t); false: load phase (-load)."),
      of("threadcount", "1", "Client threads."),
      of("target", "0", "Target operations per second for all threads together (0 = as fast as possible)."),
      of("operationcount", "0", "Operations of the run phase (0 = until maxexecutiontime or a signal)."),
      of("recordcount", "0", "Records in the data set."),
      of("insertstart", "0", "First key number this client loads."),
      of("insertcount", null, "Records this client loads (default recordcount - insertstart)."),
      of("maxexecutiontime", "0", "Seconds after which the run stops (0 = no limit)."),
      of("shutdown.graceperiod", "10", "Seconds to wait for threads still in a database call at the end."),
      of("exporter", "site.ycsb.measurements.exporter.TextMeasurementsExporter", "Report format (exporter class)."),
      of("exportfile", null, "Write the report to this file instead of standard output."),
      of("status", "false", "Print a status line every status.interval seconds (-s)."),
      of("label", "", "Prefix of every status line."));

  private final boolean doTransactions;
  private final int threads;
  private final double target;
  private final long operationCount;
  private final long recordCount;
  private final long insertStart;
  private final long insertCount;
  private final long maxExecutionSeconds;
  private final long gracePeriodSeconds;
  private final String db;
  private final String workload;
  private final String exporter;
  private final String exportFile;
  private final boolean status;
  private final String label;

  public RunSettings(Props p) {
    doTransactions = p.bool("dotransactions", true);
    threads = p.intValue("threadcount", 1, 1);
    target = p.doubleValue("target", 0, 0, Double.MAX_VALUE);
    operationCount = p.longValue("operationcount", 0, 0);
    recordCount = p.longValue("recordcount", 0, 0);
    insertStart = p.longValue("insertstart", 0, 0);
    insertCount = p.longValue("insertcount", Math.max(0, recordCount - insertStart), 0);
    if (p.has("insertcount") && recordCount > 0 && insertStart + insertCount > recordCount) {
      throw new UsageException("insertstart + insertcount = " + (insertStart + insertCount)
          + ": expected at most recordcount = " + recordCount);
    }
    maxExecutionSeconds = p.longValue("maxexecutiontime", 0, 0);
    gracePeriodSeconds = p.longValue("shutdown.graceperiod", 10, 0);
    db = p.string("db", "site.ycsb.BasicDB");
    workload = p.string("workload", "site.ycsb.workloads.CoreWorkload");
    exporter = p.string("exporter", "site.ycsb.measurements.exporter.TextMeasurementsExporter");
    exportFile = p.string("exportfile", null);
    status = p.bool("status", false);
    label = p.string("label", "");
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

  /** Thread {@code i}'s share of the operations (0 = unlimited); the shares add up to the total. */
  public long operationsForThread(int i) {
    if (unlimited()) {
      return 0;
    }
    long total = totalOperations();
    return total / threads + (i < total % threads ? 1 : 0);
  }

  public long maxExecutionSeconds() {
    return maxExecutionSeconds;
  }

  public long gracePeriodSeconds() {
    return gracePeriodSeconds;
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

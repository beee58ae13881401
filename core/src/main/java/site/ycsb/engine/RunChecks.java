package site.ycsb.engine;

import java.io.PrintStream;
import java.util.Locale;
import site.ycsb.Workload;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.db.MemoryDB;
import site.ycsb.db.MemoryStore;
import site.ycsb.workloads.CoreWorkload;

/**
 * Catches runs whose numbers would mean nothing before they start: where nothing sensible can
 * happen, one line and exit 2; where the run is merely surprising, one warning line and it goes on.
 */
final class RunChecks {
  private RunChecks() {
  }

  static void check(Props p, RunSettings s, Workload workload, Class<?> dbClass, PrintStream err) {
    check(p, s, workload instanceof CoreWorkload, dbClass, err);
  }

  /** @param dbClass the binding's class, or null when unknown (then nothing is said about it) */
  static void check(Props p, RunSettings s, boolean coreWorkload, Class<?> dbClass, PrintStream err) {
    long warmup = p.seconds("measurement.warmup", 0, 0);
    if (warmup > 0 && s.maxExecutionSeconds() > 0 && warmup >= s.maxExecutionSeconds()) {
      throw new UsageException("measurement.warmup=" + warmup + ": expected less than maxexecutiontime="
          + s.maxExecutionSeconds() + " (the whole run would be warm-up, nothing measured)");
    }
    if (s.doTransactions() && s.unlimited() && s.maxExecutionSeconds() == 0) {
      if (!p.has("operationcount")) {
        // a workload file without operationcount would otherwise run until someone notices
        throw new UsageException("operationcount: not set and no maxexecutiontime, so the run would never end;"
            + " expected operationcount=<n> or maxexecutiontime=<seconds> (operationcount=0 written out runs until"
            + " interrupted)");
      }
      err.println("[WARN] operationcount=0 and no maxexecutiontime: the run goes on until it is interrupted"
          + " (Ctrl-C writes the report)");
    }
    if (coreWorkload) {
      checkCoreWorkload(p, s, dbClass, err);
    }
  }

  private static void checkCoreWorkload(Props p, RunSettings s, Class<?> dbClass, PrintStream err) {
    if (p.raw().getProperty(CoreWorkload.TABLENAME_PROPERTY) != null
        && p.string(CoreWorkload.TABLENAME_PROPERTY, "").isEmpty()) {
      throw new UsageException("table=: expected a table name");
    }
    if (!s.doTransactions()) {
      return;
    }
    double insert = share(p, CoreWorkload.INSERT_PROPORTION_PROPERTY, CoreWorkload.INSERT_PROPORTION_PROPERTY_DEFAULT);
    double others = share(p, CoreWorkload.READ_PROPORTION_PROPERTY, CoreWorkload.READ_PROPORTION_PROPERTY_DEFAULT)
        + share(p, CoreWorkload.UPDATE_PROPORTION_PROPERTY, CoreWorkload.UPDATE_PROPORTION_PROPERTY_DEFAULT)
        + share(p, CoreWorkload.SCAN_PROPORTION_PROPERTY, CoreWorkload.SCAN_PROPORTION_PROPERTY_DEFAULT)
        + share(p, CoreWorkload.READMODIFYWRITE_PROPORTION_PROPERTY,
            CoreWorkload.READMODIFYWRITE_PROPORTION_PROPERTY_DEFAULT)
        + share(p, CoreWorkload.DELETE_PROPORTION_PROPERTY, CoreWorkload.DELETE_PROPORTION_PROPERTY_DEFAULT);
    double sum = insert + others;
    if (sum > 0 && Math.abs(sum - 1) > 1e-9) {
      err.println(String.format(Locale.ROOT, "[WARN] the operation proportions sum to %.4g, not 1: each is divided"
          + " by the sum (as upstream does)", sum));
    }
    if (others > 0 && s.insertCount() == 0) {
      long start = p.longValue(CoreWorkload.INSERT_START_PROPERTY, 0, 0);
      String what = "recordcount=" + s.recordCount() + (s.recordCount() == 0 ? ""
          : !p.has(CoreWorkload.INSERT_COUNT_PROPERTY) && start >= s.recordCount()
          ? " with insertstart=" + start + " (this client's key range insertstart to recordcount - 1 is empty)"
          : " with insertcount=0");
      err.println("[WARN] " + what + ": reads, updates, scans and deletes find "
          + (insert > 0 ? "only the keys this run inserts" : "no loaded records (set recordcount to the loaded data set)"));
    }
    if (dbClass != null && MemoryDB.class.isAssignableFrom(dbClass) && p.raw().get(MemoryStore.PROPERTY_KEY) == null
        && others > 0 && s.insertCount() > 0) {
      if (insert == 0) {
        throw new UsageException("db=memory: nothing is loaded in this process, so every operation would be"
            + " NOT_FOUND; the memory binding keeps its data in the process: use 'loadrun'");
      }
      err.println("[WARN] db=memory: nothing is loaded in this process (use 'loadrun'): reads, updates and deletes"
          + " find only the keys this run inserts");
    }
  }

  private static double share(Props p, String name, String def) {
    return p.doubleValue(name, Double.parseDouble(def), 0, 1);
  }
}

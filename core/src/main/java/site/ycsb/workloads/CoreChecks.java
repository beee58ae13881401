package site.ycsb.workloads;

import java.util.Locale;
import java.util.function.Consumer;
import site.ycsb.PhaseFacts;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.options.RunOptions;
import site.ycsb.options.WorkloadOptions;

/**
 * CoreWorkload's checks of a phase before it starts ({@link CoreWorkload#check}): an empty table
 * name is refused; a run whose proportions do not sum to 1, or whose reads would find no loaded
 * record, is warned of; a run on a store that starts empty (the memory binding without a load in
 * this process) whose operations would all be NOT_FOUND is refused.
 */
final class CoreChecks {
  private CoreChecks() {
  }

  static void check(Settings s, PhaseFacts facts, Consumer<String> warnings) {
    if (s.properties().getProperty(WorkloadOptions.TABLE.name()) != null && s.get(WorkloadOptions.TABLE).isEmpty()) {
      throw new UsageException("table=: expected a table name");
    }
    if (s.get(WorkloadOptions.VALIDATION)) {
      CoreSettings.checkValidation(s);
    }
    if (!facts.doTransactions()) {
      return;
    }
    HotspotMoveSetting.check(s);
    double insert = s.get(WorkloadOptions.INSERT_PROPORTION);
    double others = 0;
    for (var proportion : WorkloadOptions.PROPORTIONS) {
      others += proportion == WorkloadOptions.INSERT_PROPORTION ? 0 : s.get(proportion);
    }
    double sum = insert + others;
    if (sum > 0 && Math.abs(sum - 1) > 1e-9) {
      warnings.accept(String.format(Locale.ROOT, "[WARN] the operation proportions sum to %.4g, not 1: each is"
          + " divided by the sum (as upstream does)", sum));
    }
    if (others > 0 && facts.insertCount() == 0) {
      long start = s.get(RunOptions.INSERT_START);
      long records = facts.recordCount();
      String what = "recordcount=" + records + (records == 0 ? ""
          : !s.isSet(RunOptions.INSERT_COUNT) && start >= records
          ? " with insertstart=" + start + " (this client's key range insertstart to recordcount - 1 is empty)"
          : " with insertcount=0");
      warnings.accept("[WARN] " + what + ": reads, updates, scans and deletes find "
          + (insert > 0 ? "only the keys this run inserts" : "no loaded records (set recordcount to the loaded data set)"));
    }
    if (facts.storeStartsEmpty() && others > 0 && facts.insertCount() > 0) {
      String db = facts.binding();
      if (insert == 0) {
        throw new UsageException("db=" + db + ": nothing is loaded in this process, so every operation would be"
            + " NOT_FOUND; the " + db + " binding keeps its data in the process: use 'loadrun'");
      }
      warnings.accept("[WARN] db=" + db + ": nothing is loaded in this process (use 'loadrun'): reads, updates and"
          + " deletes find only the keys this run inserts");
    }
  }
}

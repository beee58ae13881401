package site.ycsb.thresholds;

import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import site.ycsb.config.Props;
import site.ycsb.config.Settings;
import site.ycsb.measurements.Op;
import site.ycsb.options.BatchOptions;
import site.ycsb.options.RunOptions;
import site.ycsb.options.WorkloadOptions;

/**
 * The operations a CoreWorkload phase will do, known from its properties before it starts: a load
 * inserts; a run does each operation whose proportion is above 0 (a READ-MODIFY-WRITE also records
 * its READ and UPDATE). Lets a check refuse a criterion on SCAN of a workload without scans at once,
 * rather than after a run that never recorded one. It reads the workload's properties only, never
 * its code: the criteria's checks need nothing of the workloads package.
 */
final class CoreWorkloadOperations {
  private static final Set<String> CLASSES = Set.of(RunOptions.WORKLOAD.defaultValue(),
      "site.ycsb.workloads.ConstantOccupancyWorkload");
  /** Each operation's metric, in the order of {@link WorkloadOptions#PROPORTIONS}. */
  private static final String[] METRICS = {"READ", "UPDATE", "INSERT", "SCAN", "READ-MODIFY-WRITE", "DELETE"};

  private final boolean load;
  private final Set<Op> operations;

  private CoreWorkloadOperations(boolean load, Set<Op> operations) {
    this.load = load;
    this.operations = operations;
  }

  /** The phase's operations, or empty when its workload is not a CoreWorkload (another may do anything). */
  public static Optional<CoreWorkloadOperations> of(Props p) {
    Settings s = Settings.of(p.raw());
    if (!CLASSES.contains(s.get(RunOptions.WORKLOAD))) {
      return Optional.empty();
    }
    Set<Op> ops = EnumSet.of(Op.CLEANUP);
    boolean load = !s.get(RunOptions.DO_TRANSACTIONS);
    if (load) {
      ops.add(Op.INSERT);
      return Optional.of(new CoreWorkloadOperations(true, ops));
    }
    for (int i = 0; i < METRICS.length; i++) {
      if (s.get(WorkloadOptions.PROPORTIONS.get(i)) > 0) {
        ops.add(batched(Op.byMetricName(METRICS[i]), s));
      }
    }
    if (ops.contains(Op.READ_MODIFY_WRITE)) {
      ops.add(Op.READ);
      ops.add(Op.UPDATE);
    }
    if (s.get(WorkloadOptions.DATA_INTEGRITY) && (ops.contains(Op.READ) || ops.contains(Op.SCAN))) {
      ops.add(Op.VERIFY);
    }
    return Optional.of(new CoreWorkloadOperations(false, ops));
  }

  /** A read, insert or update of several keys is its batch operation (batchreadsize, ...). */
  private static Op batched(Op op, Settings s) {
    return switch (op) {
      case READ -> s.get(BatchOptions.BATCH_READ_SIZE) > 1 ? Op.BATCH_READ : op;
      case INSERT -> s.get(BatchOptions.BATCH_INSERT_SIZE) > 1 ? Op.BATCH_INSERT : op;
      case UPDATE -> s.get(BatchOptions.BATCH_UPDATE_SIZE) > 1 ? Op.BATCH_UPDATE : op;
      default -> op;
    };
  }

  public boolean does(Op op) {
    return operations.contains(op);
  }

  public Set<Op> operations() {
    return Set.copyOf(operations);
  }

  /** Why the phase records nothing of {@code op}, in a few words naming the property. */
  public String whyNot(Op op) {
    if (load) {
      return "a load phase does INSERT only";
    }
    if (op == Op.VERIFY) {
      return "VERIFY is recorded only with dataintegrity=true and reads";
    }
    String property = "";
    for (int i = 0; i < METRICS.length; i++) {
      if (METRICS[i].equals(op.metricName())) {
        property = " (" + WorkloadOptions.PROPORTIONS.get(i).name() + "=0)";
      }
    }
    if (op.isBatch()) {
      property = " (" + (op == Op.BATCH_READ ? BatchOptions.BATCH_READ_SIZE : op == Op.BATCH_INSERT
          ? BatchOptions.BATCH_INSERT_SIZE : BatchOptions.BATCH_UPDATE_SIZE).name() + "=1 or its proportion 0)";
    }
    StringBuilder does = new StringBuilder();
    for (Op o : Op.values()) {
      if (operations.contains(o) && o != Op.CLEANUP) {
        does.append(does.length() == 0 ? "" : ", ").append(o.metricName());
      }
    }
    return "the workload does no " + op.metricName() + property + "; it does " + does;
  }
}

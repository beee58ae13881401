package site.ycsb.workloads;

import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.WeightedChoice;
import site.ycsb.options.WorkloadOptions;

/** Picks the next run-phase operation from the *proportion options. */
final class OperationChooser {
  /** Upstream's operation names, in the order of {@link WorkloadOptions#PROPORTIONS}. */
  private static final String[] UPSTREAM_NAMES = {"READ", "UPDATE", "INSERT", "SCAN", "READMODIFYWRITE", "DELETE"};
  private static final CoreOperation[] OPERATIONS = {CoreOperation.READ, CoreOperation.UPDATE, CoreOperation.INSERT,
      CoreOperation.SCAN, CoreOperation.READ_MODIFY_WRITE, CoreOperation.DELETE};
  private final WeightedChoice<CoreOperation> gen = new WeightedChoice<>();
  private final double insertShare;

  OperationChooser(Settings s) {
    double total = 0;
    for (int i = 0; i < OPERATIONS.length; i++) {
      double share = s.get(WorkloadOptions.PROPORTIONS.get(i));
      gen.add(OPERATIONS[i], share);
      total += share;
    }
    if (total <= 0) {
      throw new UsageException("readproportion, updateproportion, insertproportion, scanproportion, "
          + "readmodifywriteproportion, deleteproportion: all are 0; expected at least one > 0");
    }
    insertShare = s.get(WorkloadOptions.INSERT_PROPORTION) / total;
  }

  /**
   * Upstream's chooser of the same mix (DiscreteGenerator of upstream's operation names), for
   * CoreWorkload.createOperationGenerator: boxed and writing shared state, so not the workload's own.
   */
  static DiscreteGenerator upstreamGenerator(Settings s) {
    DiscreteGenerator ops = new DiscreteGenerator();
    for (int i = 0; i < UPSTREAM_NAMES.length; i++) {
      double share = s.get(WorkloadOptions.PROPORTIONS.get(i));
      if (share > 0) {
        ops.addValue(share, UPSTREAM_NAMES[i]);
      }
    }
    return ops;
  }

  CoreOperation next() {
    return gen.next();
  }

  /** Share of operations that insert, for sizing the zipfian key range. */
  double insertShare() {
    return insertShare;
  }
}

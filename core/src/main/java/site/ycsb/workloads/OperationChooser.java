package site.ycsb.workloads;

import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.WeightedChoice;

/** Picks the next run-phase operation from the *proportion properties. */
final class OperationChooser {
  private final WeightedChoice<CoreOperation> gen = new WeightedChoice<>();
  private final double insertShare;

  OperationChooser(Props p) {
    double read = p.doubleValue("readproportion", 0.95, 0, 1);
    double update = p.doubleValue("updateproportion", 0.05, 0, 1);
    double insert = p.doubleValue("insertproportion", 0.0, 0, 1);
    double scan = p.doubleValue("scanproportion", 0.0, 0, 1);
    double rmw = p.doubleValue("readmodifywriteproportion", 0.0, 0, 1);
    double delete = p.doubleValue("deleteproportion", 0.0, 0, 1);
    gen.add(CoreOperation.READ, read);
    gen.add(CoreOperation.UPDATE, update);
    gen.add(CoreOperation.INSERT, insert);
    gen.add(CoreOperation.SCAN, scan);
    gen.add(CoreOperation.READ_MODIFY_WRITE, rmw);
    gen.add(CoreOperation.DELETE, delete);
    double total = read + update + insert + scan + rmw + delete;
    if (total <= 0) {
      throw new UsageException("readproportion, updateproportion, insertproportion, scanproportion, "
          + "readmodifywriteproportion, deleteproportion: all are 0; expected at least one > 0");
    }
    insertShare = insert / total;
  }

  /**
   * Upstream's chooser of the same mix (DiscreteGenerator of upstream's operation names), for
   * CoreWorkload.createOperationGenerator: boxed and writing shared state, so not the workload's own.
   */
  static DiscreteGenerator upstreamGenerator(Props p) {
    DiscreteGenerator ops = new DiscreteGenerator();
    String[][] kinds = {{"readproportion", "READ", "0.95"}, {"updateproportion", "UPDATE", "0.05"},
        {"insertproportion", "INSERT", "0"}, {"scanproportion", "SCAN", "0"},
        {"readmodifywriteproportion", "READMODIFYWRITE", "0"}, {"deleteproportion", "DELETE", "0"}};
    for (String[] k : kinds) {
      double share = p.doubleValue(k[0], Double.parseDouble(k[2]), 0, 1);
      if (share > 0) {
        ops.addValue(share, k[1]);
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

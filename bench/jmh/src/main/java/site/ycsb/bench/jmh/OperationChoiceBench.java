package site.ycsb.bench.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import site.ycsb.generator.WeightedChoice;

/** Choosing the next operation from the workload's proportions (CoreWorkload's operation chooser). */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class OperationChoiceBench {
  /** read/update/insert/scan/rmw/delete proportions of workloada, workloadb and mixed. */
  @Param({"workloada", "workloadb", "mixed"})
  public String mix;

  private enum OpKind { READ, UPDATE, INSERT, SCAN, READ_MODIFY_WRITE, DELETE }

  private final WeightedChoice<OpKind> gen = new WeightedChoice<>();

  @Setup
  public void setup() {
    double[] p = switch (mix) {
      case "workloada" -> new double[] {0.5, 0.5, 0, 0, 0, 0};
      case "workloadb" -> new double[] {0.95, 0.05, 0, 0, 0, 0};
      case "mixed" -> new double[] {0.5, 0.06, 0.4, 0, 0, 0.04};
      default -> throw new IllegalArgumentException(mix);
    };
    OpKind[] kinds = OpKind.values();
    for (int i = 0; i < kinds.length; i++) {
      gen.add(kinds[i], p[i]);
    }
  }

  @Benchmark
  public Object next() {
    return gen.next();
  }
}

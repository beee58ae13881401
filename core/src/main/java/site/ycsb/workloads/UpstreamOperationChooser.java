package site.ycsb.workloads;

import site.ycsb.generator.DiscreteGenerator;

/**
 * CoreWorkload's {@code operationchooser} as upstream's type: upstream's names ("READ", "UPDATE",
 * "INSERT", "SCAN", "READMODIFYWRITE", "DELETE") of what its own {@link OperationChooser} picks.
 * The operations use the chooser directly, and the field only once a subclass has replaced it.
 */
final class UpstreamOperationChooser extends DiscreteGenerator {
  private final OperationChooser operations;
  private volatile String last;

  UpstreamOperationChooser(OperationChooser operations) {
    this.operations = operations;
  }

  @Override
  public String nextValue() {
    String name = operations.next().upstreamName;
    last = name;
    return name;
  }

  @Override
  public String lastValue() {
    String name = last;
    return name != null ? name : nextValue();
  }

  /** The mix comes from the *proportion properties; a weight added here would be chosen by no one. */
  @Override
  public void addValue(double weight, String value) {
    throw new UnsupportedOperationException("operationchooser follows the *proportion properties;"
        + " to change the mix, assign a DiscreteGenerator of your own to it");
  }
}

package site.ycsb.generator;

/** Always the same number. */
public final class ConstantGenerator extends NumberGenerator {
  private final long value;

  public ConstantGenerator(long value) {
    this.value = value;
  }

  @Override
  public long nextValue() {
    return value;
  }

  @Override
  public double mean() {
    return value;
  }
}

package site.ycsb.generator;

/** Always the same number. */
public class ConstantIntegerGenerator extends NumberGenerator {
  private final int value;

  public ConstantIntegerGenerator(int value) {
    this.value = value;
  }

  @Override
  public long nextLong() {
    return value;
  }

  @Override
  public Integer nextValue() {
    Integer v = value;
    setLastValue(v);
    return v;
  }

  @Override
  public double mean() {
    return value;
  }
}

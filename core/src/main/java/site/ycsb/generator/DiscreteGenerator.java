package site.ycsb.generator;

/** Upstream's weighted choice among strings; a thin adapter over {@link WeightedChoice}. */
public class DiscreteGenerator extends Generator<String> {
  private final WeightedChoice<String> choice = new WeightedChoice<>();
  private volatile String last;

  /** Adds a value with a weight; weights need not sum to one. */
  public void addValue(double weight, String value) {
    choice.add(value, weight);
  }

  @Override
  public String nextValue() {
    if (choice.isEmpty()) {
      throw new IllegalStateException("DiscreteGenerator has no value with a weight > 0");
    }
    String v = choice.next();
    last = v;
    return v;
  }

  @Override
  public String lastValue() {
    if (last == null) {
      nextValue();
    }
    return last;
  }
}

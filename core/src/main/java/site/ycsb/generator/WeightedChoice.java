package site.ycsb.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/** Picks one of a few values with given weights (for example the next operation). */
public final class WeightedChoice<T> {
  private final List<T> values = new ArrayList<>();
  private double[] cumulative = new double[0];
  private double total;

  /** Adds a value with a weight; weights need not sum to one. Zero weights are dropped. */
  public void add(T value, double weight) {
    if (weight < 0 || Double.isNaN(weight)) {
      throw new IllegalArgumentException("weight must be >= 0: " + weight);
    }
    if (weight == 0) {
      return;
    }
    values.add(value);
    total += weight;
    double[] c = java.util.Arrays.copyOf(cumulative, cumulative.length + 1);
    c[c.length - 1] = total;
    cumulative = c;
  }

  public boolean isEmpty() {
    return values.isEmpty();
  }

  public T next() {
    double u = ThreadLocalRandom.current().nextDouble() * total;
    double[] c = cumulative;
    for (int i = 0; i < c.length; i++) {
      if (u < c[i]) {
        return values.get(i);
      }
    }
    return values.get(values.size() - 1);
  }
}

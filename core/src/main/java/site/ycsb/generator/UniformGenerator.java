package site.ycsb.generator;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/** Each of a fixed collection of strings with equal probability. */
public class UniformGenerator extends Generator<String> {
  private final List<String> values;
  private volatile String last;

  public UniformGenerator(Collection<String> values) {
    if (values.isEmpty()) {
      throw new IllegalArgumentException("UniformGenerator needs at least one value");
    }
    this.values = new ArrayList<>(values);
  }

  @Override
  public String nextValue() {
    String v = values.get(ThreadLocalRandom.current().nextInt(values.size()));
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

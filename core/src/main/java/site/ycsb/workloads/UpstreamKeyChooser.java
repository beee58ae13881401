package site.ycsb.workloads;

import java.util.function.LongSupplier;
import site.ycsb.generator.NumberGenerator;

/**
 * CoreWorkload's {@code keychooser} as upstream's type: the key numbers its own {@link KeyChooser}
 * picks for reads, updates, scans and deletes. The operations draw from the chooser directly, and
 * from the field only once a subclass has put a generator of its own there.
 */
final class UpstreamKeyChooser extends NumberGenerator {
  private final KeyChooser chooser;
  private final KeySpace keys;
  private final LongSupplier existingKeys;

  UpstreamKeyChooser(KeyChooser chooser, KeySpace keys, LongSupplier existingKeys) {
    this.chooser = chooser;
    this.keys = keys;
    this.existingKeys = existingKeys;
  }

  @Override
  public long nextLong() {
    return keys.keyNumber(chooser.next(existingKeys.getAsLong()));
  }

  /** Not computed: the key choice has no closed-form mean (it moves with the inserts of the run). */
  @Override
  public double mean() {
    throw new UnsupportedOperationException("keychooser: CoreWorkload's key choice has no mean");
  }
}

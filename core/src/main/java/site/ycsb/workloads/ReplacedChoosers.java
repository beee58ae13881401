package site.ycsb.workloads;

import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.ExponentialGenerator;
import site.ycsb.generator.NumberGenerator;

/**
 * Draws from the choosers a CoreWorkload subclass put in upstream's fields in place of the views
 * init installed, with upstream's meaning. Boxed (upstream's {@code nextValue}): only subclasses
 * that replaced a chooser come here.
 */
final class ReplacedChoosers {
  /** Draws of a key chooser past the newest key before the newest key is taken instead. */
  static final int MAX_KEY_DRAWS = 1000;

  private ReplacedChoosers() {
  }

  /** The operation named by upstream's name; null when the chooser returns null (the thread stops). */
  static CoreOperation operation(DiscreteGenerator chooser) {
    String name = chooser.nextString();
    return name == null ? null : CoreOperation.ofUpstreamName(name);
  }

  /**
   * A key number, drawn again while it lies past the newest acknowledged insert, as upstream does
   * (an ExponentialGenerator's draws count back from the newest); after {@link #MAX_KEY_DRAWS}
   * misses the newest key, where upstream would spin for ever.
   */
  static long keyNumber(NumberGenerator chooser, AcknowledgedCounterGenerator inserts) {
    long newest = inserts.lastValue();
    boolean backFromNewest = chooser instanceof ExponentialGenerator;
    long keyNumber = 0;
    for (int draws = 0; draws < MAX_KEY_DRAWS; draws++) {
      long drawn = chooser.nextValue().longValue();
      keyNumber = backFromNewest ? newest - drawn : drawn;
      if (backFromNewest ? keyNumber >= 0 : keyNumber <= newest) {
        return keyNumber;
      }
    }
    return newest >= 0 ? newest : Math.max(0, keyNumber);
  }

  /** A field number, which must name one of the {@code fieldCount} fields. */
  static int field(NumberGenerator chooser, int fieldCount) {
    long field = chooser.nextValue().longValue();
    if (field < 0 || field >= fieldCount) {
      throw new IllegalStateException("fieldchooser drew " + field + ": expected a field number from 0 to "
          + (fieldCount - 1));
    }
    return (int) field;
  }
}

package site.ycsb.thresholds;

/** How a criterion compares the measured value with its bound. */
public enum Operator {
  LESS("<"), LESS_OR_EQUAL("<="), GREATER(">"), GREATER_OR_EQUAL(">="),
  /** Exactly the bound: for counts that must stay at it ({@code VALIDATION.lost == 0}). */
  EQUAL("==");

  private final String symbol;

  Operator(String symbol) {
    this.symbol = symbol;
  }

  public String symbol() {
    return symbol;
  }

  /** Whether {@code measured} satisfies the comparison with {@code bound}. */
  public boolean holds(double measured, double bound) {
    return switch (this) {
      case LESS -> measured < bound;
      case LESS_OR_EQUAL -> measured <= bound;
      case GREATER -> measured > bound;
      case GREATER_OR_EQUAL -> measured >= bound;
      case EQUAL -> measured == bound;
    };
  }

  /** Whether the bound is an upper one (a larger value is worse). */
  public boolean upper() {
    return this == LESS || this == LESS_OR_EQUAL;
  }

  /** Whether {@code measured} breaks the bound further than {@code worst} did. */
  boolean worse(double measured, double worst, double bound) {
    return this == EQUAL ? Math.abs(measured - bound) > Math.abs(worst - bound)
        : upper() ? measured > worst : measured < worst;
  }

  /** The operator written as {@code symbol}, or null. */
  static Operator of(String symbol) {
    for (Operator o : values()) {
      if (o.symbol.equals(symbol)) {
        return o;
      }
    }
    return null;
  }
}

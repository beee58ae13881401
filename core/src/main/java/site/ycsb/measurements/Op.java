package site.ycsb.measurements;

/**
 * The operations measured, in the order the report lists them. Metric names follow upstream
 * ({@code READ}, {@code READ-MODIFY-WRITE}, ...).
 */
public enum Op {
  READ("READ"),
  UPDATE("UPDATE"),
  INSERT("INSERT"),
  SCAN("SCAN"),
  DELETE("DELETE"),
  READ_MODIFY_WRITE("READ-MODIFY-WRITE"),
  VERIFY("VERIFY"),
  CLEANUP("CLEANUP");

  private final String metricName;

  Op(String metricName) {
    this.metricName = metricName;
  }

  public String metricName() {
    return metricName;
  }

  /** True for the single database calls that the TOTAL metric merges. */
  public boolean isDatabaseCall() {
    return ordinal() <= DELETE.ordinal();
  }

  /** Operations that get an OP-COMB metric (OK + NOT_FOUND): the ones that can find nothing. */
  public boolean hasCombinedMetric() {
    return isDatabaseCall() || this == READ_MODIFY_WRITE;
  }

  public static Op byMetricName(String name) {
    for (Op op : values()) {
      if (op.metricName.equals(name)) {
        return op;
      }
    }
    throw new IllegalArgumentException("unknown operation metric: " + name);
  }
}

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
  /** Batches (batchreadsize, ...): one per batch, its keys' results counted under {@link #keysMetric}. */
  BATCH_READ("BATCH-READ"),
  BATCH_INSERT("BATCH-INSERT"),
  BATCH_UPDATE("BATCH-UPDATE"),
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
    return ordinal() <= BATCH_UPDATE.ordinal();
  }

  /** True for the batch operations, whose keys are counted apart ({@link #keysMetric}). */
  public boolean isBatch() {
    return this == BATCH_READ || this == BATCH_INSERT || this == BATCH_UPDATE;
  }

  /**
   * The metric whose status counts are a batch's results per key ({@code BATCH-READ-KEYS}): their
   * sum is the keys the batches touched. It belongs to no operation ({@link MetricNames#opOf}), so
   * no count of operations or failures includes it.
   */
  public String keysMetric() {
    return metricName + MetricNames.KEYS_SUFFIX;
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

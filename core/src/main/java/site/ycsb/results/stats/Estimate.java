package site.ycsb.results.stats;

/**
 * A figure with its confidence interval.
 *
 * @param value the figure itself (the whole run's, as the report prints it)
 * @param low the interval's lower end
 * @param high its upper end
 * @param standardError the figure's standard error
 * @param degreesOfFreedom of the t distribution the interval is taken from
 * @param confidence the interval's confidence, e.g. 0.99
 * @param method how the standard error was found ({@link #BATCH_MEANS}, {@link #BATCH_QUANTILES},
 *     {@link #BETWEEN_RUNS})
 */
public record Estimate(double value, double low, double high, double standardError, double degreesOfFreedom,
    double confidence, String method) {
  /** The standard error of the batches' figures, each batch a run of consecutive intervals. */
  public static final String BATCH_MEANS = "batch means";
  /** A percentile's standard error from the same percentile of each batch (sectioning). */
  public static final String BATCH_QUANTILES = "batch quantiles";
  /** The spread of the figure over repeated runs, each run one sample. */
  public static final String BETWEEN_RUNS = "between runs";

  /** No interval (too few intervals, or nothing recorded). */
  public static Estimate none(double value, double confidence, String method) {
    return new Estimate(value, Double.NaN, Double.NaN, Double.NaN, Double.NaN, confidence, method);
  }

  /** An interval of {@code value} plus or minus t times {@code standardError}. */
  public static Estimate of(double value, double standardError, double degreesOfFreedom, double confidence,
      String method) {
    if (!(degreesOfFreedom >= 1) || Double.isNaN(standardError)) {
      return none(value, confidence, method);
    }
    double half = StudentT.quantile((1 + confidence) / 2, degreesOfFreedom) * standardError;
    return new Estimate(value, value - half, value + half, standardError, degreesOfFreedom, confidence, method);
  }

  /**
   * The interval with its lower end raised to {@code floor}: a latency or a throughput is never
   * negative, however wide the symmetric interval of a short, noisy run.
   */
  public Estimate atLeast(double floor) {
    return low >= floor || !known() ? this
        : new Estimate(value, floor, high, standardError, degreesOfFreedom, confidence, method);
  }

  /** Whether there is an interval. */
  public boolean known() {
    return !Double.isNaN(low);
  }

  /** Half the interval's width over the figure: 0.02 for a figure known to within 2%. */
  public double relativeHalfWidth() {
    return value == 0 ? Double.NaN : (high - low) / 2 / Math.abs(value);
  }

  /** "CI99", "CI95", "CI99.9": the suffix of the report's interval lines. */
  public static String label(double confidence) {
    double pct = Math.round(confidence * 1000) / 10.0;
    return "CI" + (pct == Math.rint(pct) ? Long.toString((long) pct) : Double.toString(pct));
  }
}

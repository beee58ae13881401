package site.ycsb.results.stats;

/**
 * A candidate's figure against a baseline's: the difference (candidate less baseline) with its
 * confidence interval by Welch's unequal-variance t test, each side's standard error and degrees of
 * freedom taken from its {@link Estimate}, the degrees of freedom of the difference by
 * Welch-Satterthwaite.
 *
 * @param baseline the baseline's figure
 * @param candidate the candidate's figure
 * @param value candidate less baseline
 * @param low the difference's interval, lower end
 * @param high upper end
 * @param pValue two-sided p-value of "no difference"
 * @param verdict faster, slower or no significant difference at the confidence
 */
public record Difference(double baseline, double candidate, double value, double low, double high, double pValue,
    Verdict verdict) {

  /**
   * Compares two estimates taken at the same confidence.
   *
   * @param higherIsBetter true for throughput, false for latency
   */
  public static Difference of(Estimate baseline, Estimate candidate, boolean higherIsBetter) {
    double d = candidate.value() - baseline.value();
    if (!baseline.known() || !candidate.known()) {
      return new Difference(baseline.value(), candidate.value(), d, Double.NaN, Double.NaN, Double.NaN,
          Verdict.UNKNOWN);
    }
    double va = baseline.standardError() * baseline.standardError();
    double vb = candidate.standardError() * candidate.standardError();
    double se = Math.sqrt(va + vb);
    double df = (va + vb) * (va + vb)
        / (va * va / baseline.degreesOfFreedom() + vb * vb / candidate.degreesOfFreedom());
    double p;
    double half;
    if (se == 0) {
      // both sides constant: any difference at all is certain
      p = d == 0 ? 1 : 0;
      half = 0;
    } else {
      p = StudentT.twoSidedP(d / se, df);
      half = StudentT.quantile((1 + baseline.confidence()) / 2, df) * se;
    }
    Verdict v = p >= 1 - baseline.confidence() ? Verdict.NO_SIGNIFICANT_DIFFERENCE
        : (d > 0) == higherIsBetter ? Verdict.FASTER : Verdict.SLOWER;
    return new Difference(baseline.value(), candidate.value(), d, d - half, d + half, p, v);
  }

  /** The difference relative to the baseline, in percent (NaN when the baseline is 0). */
  public double percent() {
    return relative(value);
  }

  public double lowPercent() {
    return relative(low);
  }

  public double highPercent() {
    return relative(high);
  }

  private double relative(double v) {
    return baseline == 0 ? Double.NaN : 100 * v / baseline;
  }
}

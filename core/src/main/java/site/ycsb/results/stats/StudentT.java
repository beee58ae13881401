package site.ycsb.results.stats;

/**
 * Student's t distribution: its distribution function through the regularized incomplete beta
 * function (a continued fraction), and its quantiles by bisection on it. Accurate to about 1e-10,
 * far below what a confidence interval of measured figures needs.
 */
public final class StudentT {
  private StudentT() {
  }

  /** P(T <= t) for T with {@code df} degrees of freedom ({@code df} > 0, not necessarily whole). */
  public static double cdf(double t, double df) {
    if (Double.isNaN(t) || !(df > 0)) {
      return Double.NaN;
    }
    if (Double.isInfinite(t)) {
      return t > 0 ? 1 : 0;
    }
    double tail = 0.5 * incompleteBeta(df / 2, 0.5, df / (df + t * t));
    return t > 0 ? 1 - tail : tail;
  }

  /** The t with {@code cdf(t, df) == p}, 0 < p < 1. */
  public static double quantile(double p, double df) {
    if (!(p > 0 && p < 1) || !(df > 0)) {
      return Double.NaN;
    }
    if (p < 0.5) {
      return -quantile(1 - p, df);
    }
    double lo = 0;
    double hi = 1;
    while (cdf(hi, df) < p) {
      lo = hi;
      hi *= 2;
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; i++) {
      double mid = (lo + hi) / 2;
      if (cdf(mid, df) < p) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }

  /** The two-sided p-value of an observed t. */
  public static double twoSidedP(double t, double df) {
    return 2 * cdf(-Math.abs(t), df);
  }

  /** I_x(a, b), the regularized incomplete beta function. */
  static double incompleteBeta(double a, double b, double x) {
    if (x <= 0) {
      return 0;
    }
    if (x >= 1) {
      return 1;
    }
    double front = Math.exp(logGamma(a + b) - logGamma(a) - logGamma(b) + a * Math.log(x) + b * Math.log1p(-x));
    // the continued fraction converges fast only on this side of the mean; use the symmetry otherwise
    if (x < (a + 1) / (a + b + 2)) {
      return front * continuedFraction(a, b, x) / a;
    }
    return 1 - front * continuedFraction(b, a, 1 - x) / b;
  }

  /** Lentz's evaluation of the incomplete beta function's continued fraction. */
  private static double continuedFraction(double a, double b, double x) {
    final double tiny = 1e-300;
    double c = 1;
    double d = 1 - (a + b) * x / (a + 1);
    d = 1 / (Math.abs(d) < tiny ? tiny : d);
    double h = d;
    for (int m = 1; m <= 300; m++) {
      int m2 = 2 * m;
      double even = m * (b - m) * x / ((a + m2 - 1) * (a + m2));
      d = 1 / nonZero(1 + even * d, tiny);
      c = nonZero(1 + even / c, tiny);
      h *= d * c;
      double odd = -(a + m) * (a + b + m) * x / ((a + m2) * (a + m2 + 1));
      d = 1 / nonZero(1 + odd * d, tiny);
      c = nonZero(1 + odd / c, tiny);
      double step = d * c;
      h *= step;
      if (Math.abs(step - 1) < 1e-15) {
        break;
      }
    }
    return h;
  }

  private static double nonZero(double v, double tiny) {
    return Math.abs(v) < tiny ? tiny : v;
  }

  /** ln Gamma(x) for x > 0 (Lanczos, g = 7, nine terms). */
  static double logGamma(double x) {
    if (x < 0.5) {
      return Math.log(Math.PI / Math.abs(Math.sin(Math.PI * x))) - logGamma(1 - x);
    }
    double[] g = {0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313,
        -176.61502916214059, 12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6,
        1.5056327351493116e-7};
    double y = x - 1;
    double sum = g[0];
    for (int i = 1; i < g.length; i++) {
      sum += g[i] / (y + i);
    }
    double t = y + 7.5;
    return 0.5 * Math.log(2 * Math.PI) + (y + 0.5) * Math.log(t) - t + Math.log(sum);
  }
}

package site.ycsb.results.stats;

import java.util.SplittableRandom;

/**
 * Interval data with a known answer: a run of {@code intervals} 10-second intervals whose
 * throughput is 1,000 ops/s times (1 + 5% z), and whose READ latencies (100 per interval) are
 * log-normal around a 1 ms median (sigma 0.5, drawn from 4,096 quantiles) times a level of exp(5% w), z and w two independent
 * AR(1) series of autocorrelation {@code rho} with unit variance. The same draws feed a second,
 * shifted copy (throughput and every latency multiplied), so a true shift of known size is
 * compared on the same noise a no-shift comparison sees.
 */
final class SyntheticRun {
  static final double OPS_PER_SECOND = 1000;
  static final double THROUGHPUT_CV = 0.05;
  static final double SECONDS = 10;
  static final double MEDIAN_US = 1000;
  static final double SPREAD = 0.5;
  static final double LEVEL_CV = 0.05;
  static final int SAMPLES = 100;
  static final String METRIC = "READ";

  /**
   * The log-normal's quantiles at (j + 0.5) / 4096: a latency is one of them, drawn uniformly
   * (a discrete log-normal, drawn far faster than by exp of a Gaussian).
   */
  private static final double[] SHAPE = new double[4096];

  static {
    for (int j = 0; j < SHAPE.length; j++) {
      SHAPE[j] = Math.exp(SPREAD * normalQuantile((j + 0.5) / SHAPE.length));
    }
  }

  private SyntheticRun() {
  }

  /** The standard normal quantile: the t distribution with 10^7 degrees of freedom, by bisection (once per table entry). */
  static double normalQuantile(double p) {
    double lo = -10;
    double hi = 10;
    for (int i = 0; i < 100; i++) {
      double mid = (lo + hi) / 2;
      if (StudentT.cdf(mid, 1e7) < p) {
        lo = mid;
      } else {
        hi = mid;
      }
    }
    return (lo + hi) / 2;
  }

  /**
   * Generates one run.
   *
   * @param into receives the run as drawn
   * @param shifted receives the same run with throughput times {@code throughputFactor} and every
   *     latency times {@code latencyFactor}, or null
   */
  static void generate(long seed, double rho, int intervals, IntervalBatches into, IntervalBatches shifted,
      double throughputFactor, double latencyFactor) {
    SplittableRandom rng = new SplittableRandom(seed);
    double innovation = Math.sqrt(1 - rho * rho);
    double z = rng.nextGaussian();
    double w = rng.nextGaussian();
    for (int i = 0; i < intervals; i++) {
      if (i > 0) {
        z = rho * z + innovation * rng.nextGaussian();
        w = rho * w + innovation * rng.nextGaussian();
      }
      double ops = OPS_PER_SECOND * (1 + THROUGHPUT_CV * z) * SECONDS;
      into.startInterval(SECONDS, Math.round(ops));
      var h = into.latency(METRIC);
      var hs = shifted == null ? null : shifted.latency(METRIC);
      if (shifted != null) {
        shifted.startInterval(SECONDS, Math.round(ops * throughputFactor));
      }
      double level = MEDIAN_US * Math.exp(LEVEL_CV * w);
      for (int s = 0; s < SAMPLES; s++) {
        double v = level * SHAPE[rng.nextInt(SHAPE.length)];
        h.recordValue(Math.max(1, Math.round(v)));
        if (hs != null) {
          hs.recordValue(Math.max(1, Math.round(v * latencyFactor)));
        }
      }
      into.endInterval();
      if (shifted != null) {
        shifted.endInterval();
      }
    }
  }
}

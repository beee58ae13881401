package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The long-tailed value sizes match their parameters within sampling error: a fixed seed, and
 * bounds of four standard errors (a sound generator fails them about once in 15,000 seeds).
 */
class LongTailGeneratorTest {
  private static final int DRAWS = 200_000;

  private static long[] sample(LongTailGenerator g, long seed) {
    SplittableRandom random = new SplittableRandom(seed);
    long[] out = new long[DRAWS];
    for (int i = 0; i < DRAWS; i++) {
      out[i] = g.draw(random);
    }
    return out;
  }

  private static double quantile(long[] sorted, double q) {
    return sorted[(int) (q * (sorted.length - 1))];
  }

  @Test
  void logNormalSizesHaveTheLogMeanAndLogDeviationAsked() {
    double median = 2000;
    double sigma = 0.5;
    long[] x = sample(LongTailGenerator.logNormal(median, sigma, 1, Long.MAX_VALUE), 42);
    double sum = 0;
    double sumSq = 0;
    for (long v : x) {
      double l = Math.log(v);
      sum += l;
      sumSq += l * l;
    }
    double mean = sum / DRAWS;
    double sd = Math.sqrt(sumSq / DRAWS - mean * mean);
    assertThat(mean).isCloseTo(Math.log(median), within(4 * sigma / Math.sqrt(DRAWS)));
    // the standard error of a normal sample's deviation is sigma / sqrt(2n)
    assertThat(sd).isCloseTo(sigma, within(4 * sigma / Math.sqrt(2.0 * DRAWS) + 1e-4));
    double arithmetic = Arrays.stream(x).average().orElseThrow();
    double expectedMean = median * Math.exp(sigma * sigma / 2);
    double sdOfX = expectedMean * Math.sqrt(Math.exp(sigma * sigma) - 1);
    assertThat(arithmetic).isCloseTo(expectedMean, within(4 * sdOfX / Math.sqrt(DRAWS)));
  }

  @Test
  void paretoSizesHaveTheMeanAndQuantilesOfTheirScaleAndShape() {
    double scale = 100;
    double shape = 3;
    long[] x = sample(LongTailGenerator.pareto(scale, shape, 1, Long.MAX_VALUE), 7);
    double mean = Arrays.stream(x).average().orElseThrow();
    double expectedMean = shape * scale / (shape - 1); // 150
    double sdOfX = scale / (shape - 1) * Math.sqrt(shape / (shape - 2)); // 86.6
    assertThat(mean).isCloseTo(expectedMean, within(4 * sdOfX / Math.sqrt(DRAWS) + 0.5)); // + rounding to bytes
    long[] sorted = x.clone();
    Arrays.sort(sorted);
    assertThat(sorted[0]).isEqualTo(100);
    // quantile q of Pareto: scale / (1 - q)^(1/shape); rounding to whole bytes is within 1
    for (double q : new double[] {0.5, 0.9, 0.99}) {
      double expected = scale / Math.pow(1 - q, 1 / shape);
      double density = shape * Math.pow(scale, shape) / Math.pow(expected, shape + 1);
      double se = Math.sqrt(q * (1 - q) / DRAWS) / density;
      assertThat(quantile(sorted, q)).as("quantile %s", q).isCloseTo(expected, within(4 * se + 1));
    }
  }

  @Test
  void drawsAreHeldBetweenTheLeastAndTheMostLength() {
    long[] x = sample(LongTailGenerator.pareto(1000, 0.8, 1, 50_000), 3);
    assertThat(Arrays.stream(x).max().orElseThrow()).isEqualTo(50_000);
    long[] y = sample(LongTailGenerator.logNormal(100, 3, 20, 10_000), 3);
    assertThat(Arrays.stream(y).min().orElseThrow()).isEqualTo(20);
    assertThat(Arrays.stream(y).max().orElseThrow()).isEqualTo(10_000);
  }

  @Test
  void theThreadSafeDrawsComeFromTheSameDistribution() {
    LongTailGenerator g = LongTailGenerator.logNormal(500, 0.1, 1, 100_000);
    long[] x = new long[10_000];
    for (int i = 0; i < x.length; i++) {
      x[i] = g.nextLong();
    }
    Arrays.sort(x);
    assertThat(x[x.length / 2]).isBetween(490L, 510L);
  }
}

package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Each distribution stays in its range and has its shape. */
class DistributionsTest {
  private static final int DRAWS = 200_000;

  @Test
  void uniformCoversItsInclusiveRangeEvenly() {
    UniformLongGenerator g = new UniformLongGenerator(10, 19);
    long[] counts = new long[10];
    for (int i = 0; i < DRAWS; i++) {
      long v = g.nextLong();
      assertThat(v).isBetween(10L, 19L);
      counts[(int) (v - 10)]++;
    }
    for (long c : counts) {
      assertThat((double) c / DRAWS).isCloseTo(0.1, within(0.01));
    }
  }

  @Test
  void uniformWorksBeyondIntRange() {
    long lo = 5_000_000_000L;
    UniformLongGenerator g = new UniformLongGenerator(lo, lo + 3_000_000_000L);
    for (int i = 0; i < 10_000; i++) {
      assertThat(g.nextLong()).isBetween(lo, lo + 3_000_000_000L);
    }
  }

  @Test
  void zipfianFavoursTheFirstItemsAndStaysInRange() {
    ZipfianGenerator g = new ZipfianGenerator(0, 999);
    long[] counts = new long[1000];
    for (int i = 0; i < DRAWS; i++) {
      long v = g.nextLong();
      assertThat(v).isBetween(0L, 999L);
      counts[(int) v]++;
    }
    assertThat(counts[0]).isGreaterThan(counts[1]);
    assertThat(counts[1]).isGreaterThan(counts[10]);
    assertThat(counts[10]).isGreaterThan(counts[500]);
    // P(rank 0) = 1 / zeta(1000, 0.99) ~= 0.1337
    assertThat((double) counts[0] / DRAWS).isCloseTo(1 / Zeta.exact(1000, 0.99), within(0.01));
  }

  @Test
  void zipfianOverBillionsOfItemsIsCheapToSetUpAndInRange() {
    long n = 3_000_000_000L;
    ZipfianGenerator g = new ZipfianGenerator(0, n - 1);
    for (int i = 0; i < 10_000; i++) {
      assertThat(g.nextLong()).isBetween(0L, n - 1);
    }
  }

  @Test
  void scrambledZipfianSpreadsPopularItemsOverTheRange() {
    ScrambledZipfianGenerator g = new ScrambledZipfianGenerator(100, 100 + 9_999);
    long[] counts = new long[10_000];
    for (int i = 0; i < DRAWS; i++) {
      long v = g.nextLong();
      assertThat(v).isBetween(100L, 10_099L);
      counts[(int) (v - 100)]++;
    }
    long max = 0;
    int argmax = 0;
    for (int i = 0; i < counts.length; i++) {
      if (counts[i] > max) {
        max = counts[i];
        argmax = i;
      }
    }
    assertThat(max).isGreaterThan(20L * DRAWS / counts.length); // skewed: far above the uniform share
    assertThat(argmax).isNotEqualTo(0); // the hottest item is not simply the first
  }

  @Test
  void hotspotSendsTheOperationFractionToTheHotSet() {
    HotspotIntegerGenerator g = new HotspotIntegerGenerator(0, 9_999, 0.01, 0.55);
    long hot = 0;
    for (int i = 0; i < DRAWS; i++) {
      long v = g.nextLong();
      assertThat(v).isBetween(0L, 9_999L);
      if (v < 100) {
        hot++;
      }
    }
    // 55% directed at the hot 1%, plus the cold draws never land there
    assertThat((double) hot / DRAWS).isCloseTo(0.55, within(0.01));
  }

  @Test
  void aHotspotFractionOutsideZeroToOneIsRefusedWhenTheGeneratorIsMadeNotTakenForAnotherDistribution() {
    assertThatThrownBy(() -> new HotspotIntegerGenerator(0, 9, 1.5, 0.8))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hot data fraction 1.5");
    assertThatThrownBy(() -> new HotspotIntegerGenerator(0, 9, 0.2, -0.1))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hot operation fraction -0.1");
    assertThatThrownBy(() -> new HotspotIntegerGenerator(0, 9, Double.NaN, 0.8))
        .isInstanceOf(IllegalArgumentException.class);
    assertThat(new HotspotIntegerGenerator(0, 9, 1, 0).getHotsetFraction()).isEqualTo(1.0);
  }

  @Test
  void sequentialCyclesThroughTheRange() {
    SequentialGenerator g = new SequentialGenerator(5, 7);
    long[] seen = new long[7];
    for (int i = 0; i < 7; i++) {
      seen[i] = g.nextLong();
    }
    assertThat(seen).containsExactly(5, 6, 7, 5, 6, 7, 5);
  }

  @Test
  void exponentialPutsThePercentileBelowTheRange() {
    ExponentialGenerator g = new ExponentialGenerator(95, 1000);
    long below = 0;
    for (int i = 0; i < DRAWS; i++) {
      long v = g.nextLong();
      assertThat(v).isGreaterThanOrEqualTo(0);
      if (v < 1000) {
        below++;
      }
    }
    assertThat((double) below / DRAWS).isCloseTo(0.95, within(0.01));
  }

  @Test
  void skewedLatestFavoursTheNewestOfAGrowingCount() {
    AtomicLong count = new AtomicLong(1000);
    SkewedLatestGenerator g = new SkewedLatestGenerator(count::get);
    long newest = 0;
    for (int i = 0; i < DRAWS; i++) {
      long v = g.nextLong();
      assertThat(v).isBetween(0L, 999L);
      if (v == 999) {
        newest++;
      }
    }
    assertThat((double) newest / DRAWS).isCloseTo(1 / Zeta.exact(1000, 0.99), within(0.01));
    count.set(5000);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < DRAWS; i++) {
      long v = g.nextLong();
      assertThat(v).isBetween(0L, 4999L);
      seen.add(v);
    }
    assertThat(seen).contains(4999L, 4998L);
  }

  @Test
  void discreteGeneratorHonoursWeightsAndDropsZeroWeights() {
    WeightedChoice<String> g = new WeightedChoice<>();
    g.add("a", 0.75);
    g.add("never", 0);
    g.add("b", 0.25);
    long a = 0;
    for (int i = 0; i < DRAWS; i++) {
      String v = g.next();
      assertThat(v).isIn("a", "b");
      if (v.equals("a")) {
        a++;
      }
    }
    assertThat((double) a / DRAWS).isCloseTo(0.75, within(0.01));
  }

  @Test
  void aHistogramNeverDrawsABucketWithNoCount() {
    // buckets 1 and 2 are empty: their running totals repeat bucket 0's
    HistogramGenerator g = new HistogramGenerator(new long[] {1, 0, 0, 1}, 30);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < 10_000; i++) {
      seen.add(g.nextLong());
    }
    assertThat(seen).containsExactlyInAnyOrder(30L, 120L);
  }
}

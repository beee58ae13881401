package site.ycsb.results.stats;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class IntervalBatchesTest {
  @Test
  void wholeRunFiguresAreThoseOfTheMergedHistogramWhateverTheBlocking() {
    IntervalBatches b = new IntervalBatches(3);
    Histogram all = new Histogram(3);
    SplittableRandom rng = new SplittableRandom(7);
    for (int i = 0; i < 1000; i++) {
      b.startInterval(1, 100);
      for (int s = 0; s < 20; s++) {
        long v = 100 + rng.nextInt(100_000);
        b.latency("READ").recordValue(v);
        all.recordValue(v);
      }
      b.endInterval();
    }
    for (double p : new double[] {50, 95, 99, 99.9, 100}) {
      assertEquals(all.getValueAtPercentile(p), b.wholePercentile("READ", p), 0, "p" + p);
    }
    assertEquals(all.getMean(), b.wholeMean("READ"), 1e-6);
    assertEquals(100, b.wholeThroughput(), 1e-9);
    assertEquals(1000, b.intervals());
  }

  @Test
  void aRunOfTenOrMoreIntervalsGetsATenBatchIntervalAroundTheGivenFigure() {
    IntervalBatches b = new IntervalBatches(3);
    for (int i = 0; i < 30; i++) {
      b.startInterval(10, i % 2 == 0 ? 9_000 : 11_000);
      b.latency("READ").recordValue(1000 + i);
      b.endInterval();
    }
    Estimate e = b.throughput(1000, 0.99);
    assertTrue(e.known());
    assertEquals(9, e.degreesOfFreedom(), 0);
    assertTrue(e.low() < 1000 && e.high() > 1000, e.toString());
    assertEquals(1000, (e.low() + e.high()) / 2, 1e-9);
  }

  @Test
  void oneIntervalGivesNoInterval() {
    IntervalBatches b = new IntervalBatches(3);
    b.startInterval(10, 100);
    b.endInterval();
    assertFalse(b.throughput(10, 0.99).known());
    assertFalse(b.mean("READ", 0, 0.99).known());
  }

  @Test
  void aConstantRunIsKnownExactlyAndAnyDifferenceFromItIsSignificant() {
    IntervalBatches a = new IntervalBatches(3);
    IntervalBatches c = new IntervalBatches(3);
    for (int i = 0; i < 20; i++) {
      a.startInterval(1, 100);
      a.endInterval();
      c.startInterval(1, 101);
      c.endInterval();
    }
    Estimate ea = a.throughput(a.wholeThroughput(), 0.99);
    assertEquals(0, ea.high() - ea.low(), 0);
    assertEquals(Verdict.FASTER, Difference.of(ea, c.throughput(c.wholeThroughput(), 0.99), true).verdict());
  }

  @Test
  void aStronglyAutocorrelatedShortRunSaysHowManyIntervalsItNeedsAndALongIndependentOneDoesNot() {
    IntervalBatches correlated = new IntervalBatches(2);
    SyntheticRun.generate(5, 0.9, 120, correlated, null, 1, 1);
    assertTrue(correlated.intervalsNeeded() > 120, "needed " + correlated.intervalsNeeded());
    IntervalBatches independent = new IntervalBatches(2);
    SyntheticRun.generate(5, 0, 160, independent, null, 1, 1);
    assertEquals(0, independent.intervalsNeeded());
  }
}

package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Upstream's time-series timestamp generators: the sequence, its units, and the random order. */
class TimestampGeneratorsTest {

  @Test
  void fromAnExplicitStartTimestampsAdvanceByTheIntervalAndRememberTheOneBefore() {
    UnixEpochTimestampGenerator g = new UnixEpochTimestampGenerator(60, TimeUnit.SECONDS, 1_000_000);
    assertThat(g.nextValue()).isEqualTo(1_000_000L);
    assertThat(g.nextValue()).isEqualTo(1_000_060L);
    assertThat(g.lastValue()).isEqualTo(1_000_000L);
    assertThat(g.currentValue()).isEqualTo(1_000_060L);
    assertThat(g.nextTimestamp()).isEqualTo(1_000_120L);
    assertThat(g.nextString()).isEqualTo("1000180");
  }

  @Test
  void beforeTheFirstValueTheGeneratorStandsOneIntervalBeforeTheStartAsUpstreams() {
    UnixEpochTimestampGenerator g = new UnixEpochTimestampGenerator(60, TimeUnit.SECONDS, 1_000_000);
    assertThat(g.startTimestamp).isEqualTo(999_940L);
    assertThat(g.currentValue()).isEqualTo(999_940L);
    assertThat(g.lastValue()).isEqualTo(999_880L);
    assertThat(g.nextValue()).isEqualTo(1_000_000L);
    assertThat(g.lastValue()).isEqualTo(999_940L);
  }

  @Test
  void intervalsOfMinutesHoursAndDaysAdvanceEpochSecondsAndFinerUnitsAdvanceInTheirOwnUnit() {
    assertThat(secondStep(5, TimeUnit.MINUTES)).isEqualTo(300);
    assertThat(secondStep(2, TimeUnit.HOURS)).isEqualTo(7200);
    assertThat(secondStep(1, TimeUnit.DAYS)).isEqualTo(86400);
    assertThat(secondStep(250, TimeUnit.MILLISECONDS)).isEqualTo(250);
    assertThat(secondStep(7, TimeUnit.NANOSECONDS)).isEqualTo(7);
    assertThat(new UnixEpochTimestampGenerator(5, TimeUnit.MINUTES, 0).getOffset(3)).isEqualTo(900);
  }

  private static long secondStep(long interval, TimeUnit unit) {
    UnixEpochTimestampGenerator g = new UnixEpochTimestampGenerator(interval, unit, 0);
    long first = g.nextValue();
    return g.nextValue() - first;
  }

  @Test
  void withoutAStartTheSequenceBeginsOneIntervalBeforeNowInEpochTime() {
    long beforeSeconds = System.currentTimeMillis() / 1000;
    long first = new UnixEpochTimestampGenerator().nextValue();
    long afterSeconds = System.currentTimeMillis() / 1000;
    assertThat(first).isBetween(beforeSeconds - 60, afterSeconds - 60);

    long beforeMs = System.currentTimeMillis();
    long firstMs = new UnixEpochTimestampGenerator(100, TimeUnit.MILLISECONDS).nextValue();
    assertThat(firstMs).isBetween(beforeMs - 100, System.currentTimeMillis() - 100);

    long beforeNs = System.currentTimeMillis() * 1_000_000;
    long firstNs = new UnixEpochTimestampGenerator(1, TimeUnit.NANOSECONDS).nextValue();
    assertThat(firstNs).as("epoch nanoseconds, not System.nanoTime()")
        .isBetween(beforeNs - 1_000_000, (System.currentTimeMillis() + 1) * 1_000_000);
  }

  @Test
  void initalizeTimestampRestartsTheSequenceSoManyIntervalsFromNow() {
    UnixEpochTimestampGenerator g = new UnixEpochTimestampGenerator(10, TimeUnit.SECONDS, 5);
    long now = System.currentTimeMillis() / 1000;
    g.initalizeTimestamp(-3);
    assertThat(g.startTimestamp).isBetween(now - 30, now - 29);
    assertThat(g.nextValue()).isEqualTo(g.startTimestamp + 10);
  }

  @Test
  void randomDiscreteTimestampsStayOnTheIntervalsAndCoverEachOnceThenStop() {
    RandomDiscreteTimestampGenerator g = new RandomDiscreteTimestampGenerator(60, TimeUnit.SECONDS, 1_000_000, 500);
    Set<Long> seen = new HashSet<>();
    List<Long> order = new ArrayList<>();
    for (int i = 0; i < 500; i++) {
      long t = g.nextValue();
      assertThat(t).as("from one interval before the start").isBetween(1_000_000L - 60, 1_000_000L + 498 * 60);
      assertThat((t - 1_000_000) % 60).isZero();
      assertThat(seen.add(t)).as("timestamp %d drawn twice", t).isTrue();
      order.add(t);
    }
    assertThat(g.remaining()).isZero();
    assertThat(order).as("not in order").isNotEqualTo(order.stream().sorted().toList());
    assertThatThrownBy(g::nextValue).isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("Reached the end of the random timestamp intervals");
  }

  @Test
  void randomDiscreteTimestampsNeverRepeatAcrossTheWholeMaxIntervals() {
    int n = RandomDiscreteTimestampGenerator.MAX_INTERVALS;
    RandomDiscreteTimestampGenerator g = new RandomDiscreteTimestampGenerator(1, TimeUnit.MILLISECONDS, 0, n);
    BitSet seen = new BitSet(n);
    for (int i = 0; i < n; i++) {
      long t = g.nextTimestamp();
      if (t < -1 || t >= n - 1 || seen.get((int) t + 1)) {
        throw new AssertionError("draw " + i + " gave " + t + ": outside -1.." + (n - 2) + " or a repeat");
      }
      seen.set((int) t + 1);
    }
    assertThat(seen.cardinality()).isEqualTo(n);
    assertThat(g.remaining()).isZero();
  }

  @Test
  void moreThanMaxIntervalsIsRefused() {
    assertThatThrownBy(() -> new RandomDiscreteTimestampGenerator(60, TimeUnit.SECONDS,
        RandomDiscreteTimestampGenerator.MAX_INTERVALS + 1)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining(Integer.toString(RandomDiscreteTimestampGenerator.MAX_INTERVALS));
  }

  @Test
  void twoRandomGeneratorsDrawInDifferentOrders() {
    RandomDiscreteTimestampGenerator a = new RandomDiscreteTimestampGenerator(1, TimeUnit.SECONDS, 0, 1000);
    RandomDiscreteTimestampGenerator b = new RandomDiscreteTimestampGenerator(1, TimeUnit.SECONDS, 0, 1000);
    List<Long> first = new ArrayList<>();
    List<Long> second = new ArrayList<>();
    for (int i = 0; i < 1000; i++) {
      first.add(a.nextValue());
      second.add(b.nextValue());
    }
    assertThat(first).isNotEqualTo(second).containsExactlyInAnyOrderElementsOf(second);
  }

  @Test
  void aSingleIntervalHasOneTimestamp() {
    RandomDiscreteTimestampGenerator g = new RandomDiscreteTimestampGenerator(60, TimeUnit.SECONDS, 120, 1);
    assertThat(g.nextValue()).as("one interval before the start, as upstream").isEqualTo(60L);
    assertThatThrownBy(g::nextValue).isInstanceOf(IllegalStateException.class);
  }
}

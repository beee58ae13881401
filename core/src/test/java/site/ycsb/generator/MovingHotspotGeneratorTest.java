package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A moving hot set, on a clock the test sets: in each period the share of draws in the window
 * the move puts the hot set in is the hot operation fraction, within sampling error.
 */
class MovingHotspotGeneratorTest {
  private static final long START = 5_000_000_000L; // any nanoTime value: the moves are timed from it
  private static final int DRAWS = 20_000;
  /**
   * Five standard errors of a share of 0.9 over DRAWS draws (0.0021 each): the draws are not seeded,
   * so a check fails by chance once in about two million (at four, a share of 0.45 checked against
   * this 0.9's tolerance failed in CI).
   */
  private static final double TOLERANCE = tolerance(0.9);

  private long now = START;

  /** Five standard errors of a share {@code p} over DRAWS draws. */
  private static double tolerance(double p) {
    return 5 * Math.sqrt(p * (1 - p) / DRAWS);
  }

  private MovingHotspotGenerator generator(HotspotMove move) {
    MovingHotspotGenerator g = new MovingHotspotGenerator(0, 999, 0.1, 0.9, move, () -> now);
    g.start(START);
    return g;
  }

  /** The share of DRAWS draws from [0, 1000) that fall in [first, first + length), wrapping. */
  private static double shareIn(MovingHotspotGenerator g, long first, long length) {
    int in = 0;
    for (int i = 0; i < DRAWS; i++) {
      long v = g.nextLong();
      assertThat(v).isBetween(0L, 999L);
      if (Math.floorMod(v - first, 1000) < length) {
        in++;
      }
    }
    return in / (double) DRAWS;
  }

  private void at(double seconds) {
    now = START + Math.round(seconds * 1e9);
  }

  @Test
  void theHotSetStepsOnByItsOwnSizeEveryPeriodAndWrapsAtTheEndOfTheKeySpace() {
    MovingHotspotGenerator g = generator(HotspotMove.every(TimeUnit.SECONDS.toNanos(10), 0.1));
    for (int period = 0; period < 13; period++) { // 10 periods cover the key space; 11, 12 are 1, 2 again
      long first = period * 100L % 1000;
      at(period * 10 + 5);
      assertThat(g.hotStart(1000)).as("period %d", period).isEqualTo(first);
      assertThat(shareIn(g, first, 100)).as("period %d", period).isCloseTo(0.9, within(TOLERANCE));
    }
  }

  @Test
  void theHotSetMovesAtThePeriodsBoundaryExactly() {
    MovingHotspotGenerator g = generator(HotspotMove.every(TimeUnit.SECONDS.toNanos(10), 0.1));
    now = START + TimeUnit.SECONDS.toNanos(30) - 1;
    assertThat(g.hotStart(1000)).isEqualTo(200);
    now = START + TimeUnit.SECONDS.toNanos(30);
    assertThat(g.hotStart(1000)).isEqualTo(300);
  }

  @Test
  void aStepOtherThanTheHotSetsSizeMovesByThatShare() {
    MovingHotspotGenerator g = generator(HotspotMove.every(TimeUnit.SECONDS.toNanos(1), 0.25));
    at(2.5);
    assertThat(g.hotStart(1000)).isEqualTo(500);
    assertThat(shareIn(g, 500, 100)).isCloseTo(0.9, within(TOLERANCE));
    at(4.5);
    assertThat(g.hotStart(1000)).isZero(); // 4 x 0.25: round the key space once
  }

  @Test
  void aHotSetPastTheEndOfTheKeySpaceWrapsToItsStart() {
    MovingHotspotGenerator g = generator(HotspotMoveSyntax.parse("0s:0.95", 0.1));
    assertThat(g.hotStart(1000)).isEqualTo(950);
    assertThat(shareIn(g, 950, 100)).isCloseTo(0.9, within(TOLERANCE)); // 950..999 and 0..49
    assertThat(shareIn(g, 0, 50)).isCloseTo(0.45, within(tolerance(0.45)));
  }

  @Test
  void aScheduleHoldsEachStartUntilItsNextPoint() {
    MovingHotspotGenerator g = generator(HotspotMoveSyntax.parse("10s:0.5, 20s:0.2, 1m:0.7", 0.1));
    at(5);
    assertThat(g.hotStart(1000)).isZero(); // before the first point: where the hot set is without a move
    at(10);
    assertThat(g.hotStart(1000)).isEqualTo(500);
    assertThat(shareIn(g, 500, 100)).isCloseTo(0.9, within(TOLERANCE));
    at(59.999);
    assertThat(g.hotStart(1000)).isEqualTo(200);
    at(3600);
    assertThat(g.hotStart(1000)).isEqualTo(700); // the last point holds
  }

  @Test
  void beforeItsStartTheHotSetIsWhereTheMovePutsItAtTimeZero() {
    MovingHotspotGenerator g = new MovingHotspotGenerator(0, 999, 0.1, 0.9,
        HotspotMoveSyntax.parse("0s:0.3, 10s:0.6", 0.1), () -> now);
    now = START + TimeUnit.HOURS.toNanos(1);
    assertThat(g.hotStart(1000)).isEqualTo(300);
    g.start(START);
    assertThat(g.hotStart(1000)).isEqualTo(600);
  }

  @Test
  void theKeySpaceItMovesThroughMayGrowFromDrawToDraw() {
    MovingHotspotGenerator g = generator(HotspotMove.every(TimeUnit.SECONDS.toNanos(10), 0.1));
    at(35); // the 4th hot set: from 0.3 of whatever the key space holds now
    assertThat(g.hotStart(1000)).isEqualTo(300);
    assertThat(g.hotSize(2000)).isEqualTo(200);
    assertThat(g.hotStart(2000)).isEqualTo(600);
    for (int i = 0; i < 1000; i++) {
      assertThat(g.next(2000)).isBetween(0L, 1999L);
    }
    assertThat(g.next(1)).isZero();
    assertThat(g.next(0)).isZero();
  }

  @Test
  void theMeanIsThatOfTheHotSetWhereItIsNow() {
    MovingHotspotGenerator g = generator(HotspotMoveSyntax.parse("0s:0.5", 0.1));
    // hot 500..599 (mean 549.5) with 0.9; cold 600..999 and 0..499 (mean of 900 numbers) with 0.1
    double cold = (400 * (600 + 399 / 2.0) + 500 * (499 / 2.0)) / 900;
    assertThat(g.mean()).isCloseTo(0.9 * 549.5 + 0.1 * cold, within(1e-9));
    double sum = 0;
    for (int i = 0; i < 200_000; i++) {
      sum += g.nextLong();
    }
    assertThat(sum / 200_000).isCloseTo(g.mean(), within(3.0));
  }

  @Test
  void aHotSetThatDoesNotMoveDrawsAsUpstreamsHotspot() {
    MovingHotspotGenerator g = generator(HotspotMove.NONE);
    HotspotIntegerGenerator upstream = new HotspotIntegerGenerator(0, 999, 0.1, 0.9);
    assertThat(g.mean()).isCloseTo(upstream.mean(), within(1e-9));
    assertThat(shareIn(g, 0, 100)).isCloseTo(0.9, within(TOLERANCE));
  }

  @Test
  void aDrawOnTheSystemClockAllocatesNothing() {
    MovingHotspotGenerator g = new MovingHotspotGenerator(0, 999, 0.1, 0.9,
        HotspotMove.every(TimeUnit.MILLISECONDS.toNanos(1), 0.1), System::nanoTime);
    g.start(System.nanoTime());
    com.sun.management.ThreadMXBean mx =
        (com.sun.management.ThreadMXBean) java.lang.management.ManagementFactory.getThreadMXBean();
    long sum = 0;
    for (int i = 0; i < 20_000; i++) { // compiled before it is measured
      sum += g.next(1000 + i);
    }
    long before = mx.getCurrentThreadAllocatedBytes();
    for (int i = 0; i < 200_000; i++) {
      sum += g.next(1000 + i);
    }
    long allocated = mx.getCurrentThreadAllocatedBytes() - before;
    assertThat(sum).isPositive();
    assertThat(allocated).as("bytes allocated by 200,000 draws").isLessThan(2_000);
  }
}

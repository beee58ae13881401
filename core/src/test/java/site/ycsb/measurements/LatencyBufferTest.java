package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

/** A thread's latency buffer hands the reporter exactly what a histogram would have held. */
class LatencyBufferTest {

  private static void assertSame(Histogram expected, Histogram actual) {
    assertThat(actual.getTotalCount()).isEqualTo(expected.getTotalCount());
    assertThat(actual.getMinValue()).isEqualTo(expected.getMinValue());
    assertThat(actual.getMaxValue()).isEqualTo(expected.getMaxValue());
    assertThat(actual.getMean()).isEqualTo(expected.getMean());
    for (double p : new double[] {1, 50, 90, 99, 99.9, 99.99, 100}) {
      assertThat(actual.getValueAtPercentile(p)).as("p" + p).isEqualTo(expected.getValueAtPercentile(p));
    }
  }

  @Test
  void fewValuesMoreThanTheSamplesHoldAndValuesBeyondAnIntAllArriveExactly() {
    SplittableRandom rnd = new SplittableRandom(7);
    for (int n : new int[] {0, 1, LatencyBuffer.INITIAL_SAMPLES, LatencyBuffer.INITIAL_SAMPLES + 1,
        LatencyBuffer.MAX_SAMPLES, LatencyBuffer.MAX_SAMPLES + 1, 50_000}) {
      LatencyBuffer buffer = new LatencyBuffer(3);
      Histogram expected = new Histogram(3);
      for (int i = 0; i < n; i++) {
        long v = rnd.nextInt(100) == 0 ? rnd.nextLong(1L << 40) : rnd.nextLong(1, 300_000);
        buffer.record(v);
        expected.recordValue(v);
      }
      Histogram drained = new Histogram(3);
      buffer.addTo(drained);
      assertThat(buffer.totalCount()).as(n + " values").isEqualTo(n);
      assertSame(expected, drained);
    }
  }

  @Test
  void afterAResetTheBufferHoldsOnlyWhatCameSince() {
    LatencyBuffer buffer = new LatencyBuffer(3);
    for (int i = 0; i < 5_000; i++) {
      buffer.record(1_000_000);
    }
    buffer.reset();
    buffer.record(7);
    buffer.record(9);
    Histogram drained = new Histogram(3);
    buffer.addTo(drained);
    assertThat(buffer.totalCount()).isEqualTo(2);
    assertThat(drained.getTotalCount()).isEqualTo(2);
    assertThat(drained.getMaxValue()).isEqualTo(9);
  }
}

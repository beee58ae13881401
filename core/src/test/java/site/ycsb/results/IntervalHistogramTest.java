package site.ycsb.results;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.IntCountsHistogram;
import org.junit.jupiter.api.Test;

/** Reading a logged histogram from its encoding gives exactly what HdrHistogram's own decoder gives. */
class IntervalHistogramTest {

  private static byte[] encode(AbstractHistogram h) {
    ByteBuffer b = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
    int n = h.encodeIntoCompressedByteBuffer(b);
    byte[] out = new byte[n];
    b.rewind();
    b.get(out);
    return out;
  }

  /** Latencies as a benchmark sees them: mostly small, a long tail, now and then a huge stall. */
  private static void fill(AbstractHistogram h, SplittableRandom rnd, int n) {
    for (int i = 0; i < n; i++) {
      long v = (long) (200 * Math.exp(1.2 * rnd.nextGaussian()));
      if (rnd.nextInt(1000) == 0) {
        v *= 10_000;
      }
      h.recordValueWithCount(Math.max(0, v), 1 + rnd.nextInt(3) * rnd.nextInt(100_000));
    }
  }

  @Test
  void decodingEqualsHdrHistogramsDecoderAtEveryPrecisionAndRange() throws Exception {
    SplittableRandom rnd = new SplittableRandom(7);
    IntervalHistogram.Scratch scratch = new IntervalHistogram.Scratch();
    for (int digits = 1; digits <= 5; digits++) {
      for (int round = 0; round < 20; round++) {
        AbstractHistogram source = round % 2 == 0 ? new Histogram(digits) : new IntCountsHistogram(digits);
        fill(source, rnd, round * 37);
        byte[] bytes = encode(source);
        Histogram reference = Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
        IntervalHistogram ours = IntervalHistogram.decode(bytes, scratch);
        assertThat(ours.significantDigits()).isEqualTo(digits);
        assertThat(ours.totalCount()).isEqualTo(reference.getTotalCount());
        assertThat(LogMergeTest.counts(ours.toHistogram())).as("digits %d round %d", digits, round)
            .isEqualTo(LogMergeTest.counts(reference));
      }
    }
  }

  @Test
  void aHistogramWithALowestDiscernibleValueAboveOneDecodesToTheSameBuckets() throws Exception {
    Histogram source = new Histogram(1000, 3_600_000_000L, 3);
    fill(source, new SplittableRandom(3), 500);
    byte[] bytes = encode(source);
    Histogram reference = Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
    Histogram ours = IntervalHistogram.decode(bytes, new IntervalHistogram.Scratch()).toHistogram();
    assertThat(ours.getTotalCount()).isEqualTo(reference.getTotalCount());
    for (double p : new double[] {1, 50, 99, 99.99, 100}) {
      assertThat(reference.valuesAreEquivalent(ours.getValueAtPercentile(p), reference.getValueAtPercentile(p)))
          .as("P%s", p).isTrue();
    }
  }

  @Test
  void aSumHoldsEveryCountOfItsParts() throws Exception {
    SplittableRandom rnd = new SplittableRandom(11);
    IntervalHistogram.Scratch scratch = new IntervalHistogram.Scratch();
    List<IntervalHistogram> parts = new ArrayList<>();
    Histogram reference = new Histogram(3);
    for (int i = 0; i < 5; i++) {
      Histogram h = new Histogram(3);
      fill(h, rnd, 300);
      reference.add(h);
      parts.add(IntervalHistogram.decode(encode(h), scratch));
    }
    assertThat(LogMergeTest.counts(IntervalHistogram.sum(parts).toHistogram()))
        .isEqualTo(LogMergeTest.counts(reference));
  }

  @Test
  void aWindowsFiguresAreTheHistogramsOwnMeanPercentilesAndMax() throws Exception {
    SplittableRandom rnd = new SplittableRandom(5);
    IntervalHistogram.Scratch scratch = new IntervalHistogram.Scratch();
    TimeSeries series = new TimeSeries(m -> true);
    for (int round = 0; round < 50; round++) {
      Histogram h = new Histogram(round % 4 + 1);
      fill(h, rnd, 1 + round * 13);
      TimeSeries.Latency l = series.latency(IntervalHistogram.decode(encode(h), scratch));
      assertThat(l.count()).isEqualTo(h.getTotalCount());
      assertThat(l.mean()).isEqualTo(h.getMean());
      assertThat(l.max()).isEqualTo(h.getMaxValue());
      for (int i = 0; i < TimeSeries.PERCENTILES.length; i++) {
        assertThat(l.percentiles()[i]).as("P%s", TimeSeries.PERCENTILES[i])
            .isEqualTo(h.getValueAtPercentile(TimeSeries.PERCENTILES[i]));
      }
    }
  }
}

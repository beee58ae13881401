package site.ycsb.measurements;

import java.util.Arrays;
import org.HdrHistogram.AbstractHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.IntCountsHistogram;

/**
 * One metric's latencies as one thread recorded them in one interval: the values themselves in a
 * small array that doubles up to {@link #MAX_SAMPLES}, then an HdrHistogram for the rest (and, once
 * made, for everything after: the buffer serves a busy thread, where a histogram costs least). A
 * histogram costs tens of kilobytes whatever it holds, and at the studies' hundreds of threads each
 * thread records only a few operations per interval: kept as values, they cost a few bytes each, so
 * many threads stay cheap; a thread recording more fills its histogram as before. The reporter adds
 * both into the interval's histogram, value by value, exactly. Written by its thread only.
 */
final class LatencyBuffer {
  static final int INITIAL_SAMPLES = 16;
  static final int MAX_SAMPLES = 1024;

  private final int significantDigits;
  private int[] samples = new int[INITIAL_SAMPLES];
  private int count;
  /** Made when the samples are full at their largest (a thread recording many operations). */
  private AbstractHistogram overflow;

  LatencyBuffer(int significantDigits) {
    this.significantDigits = significantDigits;
  }

  void record(long valueUs) {
    recordAndGetHistogram(valueUs);
  }

  /**
   * Records, and returns the histogram a busy thread's values go to from now on (null while they go
   * to the samples), so that the caller may record there directly.
   */
  AbstractHistogram recordAndGetHistogram(long valueUs) {
    AbstractHistogram h = overflow;
    if (h != null) { // this buffer once served a busy thread: the histogram is paid for, and quicker
      h.recordValue(valueUs);
    } else if (count < samples.length && valueUs <= Integer.MAX_VALUE) {
      samples[count++] = (int) valueUs;
    } else {
      recordBeyondSamples(valueUs);
    }
    return overflow;
  }

  private void recordBeyondSamples(long valueUs) {
    if (count == samples.length && samples.length < MAX_SAMPLES && valueUs <= Integer.MAX_VALUE) {
      samples = Arrays.copyOf(samples, samples.length * 2);
      samples[count++] = (int) valueUs;
      return;
    }
    if (overflow == null) {
      overflow = new IntCountsHistogram(significantDigits);
    }
    overflow.recordValue(valueUs);
  }

  long totalCount() {
    return count + (overflow == null ? 0 : overflow.getTotalCount());
  }

  /** Adds everything recorded into {@code target}. Reporter thread, after a phase flip. */
  void addTo(Histogram target) {
    for (int i = 0; i < count; i++) {
      target.recordValue(samples[i]);
    }
    if (overflow != null && overflow.getTotalCount() > 0) {
      target.add(overflow);
    }
  }

  void reset() {
    count = 0;
    if (overflow != null) {
      overflow.reset();
    }
  }
}

package site.ycsb.results;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * One logged histogram as its recorded values and their counts, read straight from the log's
 * compressed encoding: no histogram of full width is built per interval, so a 12-hour log of 20
 * metrics (86,400 histograms) reads in a fraction of what decoding each into a Histogram costs.
 * The values are the lowest value of each bucket, so adding them into a histogram of the same
 * precision puts every count into the bucket it came from: merging stays exact.
 *
 * <p>The encoding is HdrHistogram's V2 format: a header (cookie, payload length, normalizing
 * offset, significant digits, lowest discernible value, highest trackable value, conversion ratio)
 * and a payload of ZigZag LEB128 words, a word {@code >= 0} being the count at the next index and
 * a word {@code -n} a run of n empty indexes; compressed, it is wrapped in a cookie, a length and
 * zlib. Any other encoding is handed to HdrHistogram's own decoder.
 */
public final class IntervalHistogram {
  private static final int COMPRESSED_COOKIE = 0x1c849304;
  private static final int V2_COOKIE = 0x1c849303;
  private static final int V2_HEADER = 40;

  private final int significantDigits;
  private final long[] values;
  private final long[] counts;
  private final int size;
  private final long totalCount;

  private IntervalHistogram(int significantDigits, long[] values, long[] counts, int size, long totalCount) {
    this.significantDigits = significantDigits;
    this.values = values;
    this.counts = counts;
    this.size = size;
    this.totalCount = totalCount;
  }

  /** What a decoding thread reuses from one histogram to the next. */
  static final class Scratch {
    final Inflater inflater = new Inflater();
    byte[] plain = new byte[1 << 14];
  }

  public int significantDigits() {
    return significantDigits;
  }

  public long totalCount() {
    return totalCount;
  }

  int size() {
    return size;
  }

  /** The lowest value of the i-th bucket with counts, in ascending order. */
  long value(int i) {
    return values[i];
  }

  long count(int i) {
    return counts[i];
  }

  /** Several histograms of one precision added together (the one itself when alone). */
  static IntervalHistogram sum(List<IntervalHistogram> parts) {
    if (parts.size() == 1) {
      return parts.get(0);
    }
    int capacity = 0;
    for (IntervalHistogram p : parts) {
      capacity += p.size;
    }
    long[] values = new long[Math.max(1, capacity)];
    long[] counts = new long[values.length];
    int[] at = new int[parts.size()];
    int n = 0;
    while (true) {
      long lowest = Long.MAX_VALUE;
      for (int k = 0; k < at.length; k++) {
        IntervalHistogram p = parts.get(k);
        if (at[k] < p.size) {
          lowest = Math.min(lowest, p.values[at[k]]);
        }
      }
      if (lowest == Long.MAX_VALUE) {
        break;
      }
      long c = 0;
      for (int k = 0; k < at.length; k++) {
        IntervalHistogram p = parts.get(k);
        if (at[k] < p.size && p.values[at[k]] == lowest) {
          c += p.counts[at[k]++];
        }
      }
      values[n] = lowest;
      counts[n] = c;
      n++;
    }
    long total = 0;
    for (IntervalHistogram p : parts) {
      total += p.totalCount;
    }
    return new IntervalHistogram(parts.get(0).significantDigits, values, counts, n, total);
  }

  /** Adds every count into {@code target} (of the same precision). */
  public void addTo(Histogram target) {
    for (int i = 0; i < size; i++) {
      target.recordValueWithCount(values[i], counts[i]);
    }
  }

  /** A Histogram holding the same counts. */
  public Histogram toHistogram() {
    Histogram h = new Histogram(significantDigits);
    h.setAutoResize(true);
    addTo(h);
    return h;
  }

  /**
   * Decodes one compressed histogram.
   *
   * @param scratch reused between calls of one thread
   */
  static IntervalHistogram decode(byte[] compressed, Scratch scratch) throws DataFormatException {
    ByteBuffer in = ByteBuffer.wrap(compressed);
    if (compressed.length < 8 || (in.getInt(0) & ~0xf0) != COMPRESSED_COOKIE) {
      return fromHistogram(Histogram.decodeFromCompressedByteBuffer(in, 0));
    }
    int length = in.getInt(4);
    Inflater inflater = scratch.inflater;
    inflater.reset();
    inflater.setInput(compressed, 8, Math.min(length, compressed.length - 8));
    byte[] plain = scratch.plain;
    int n = 0;
    while (!inflater.finished()) {
      if (n == plain.length) {
        plain = Arrays.copyOf(plain, plain.length * 2);
        scratch.plain = plain;
      }
      int got = inflater.inflate(plain, n, plain.length - n);
      if (got == 0 && (inflater.needsInput() || inflater.needsDictionary())) {
        throw new DataFormatException("truncated histogram");
      }
      n += got;
    }
    ByteBuffer b = ByteBuffer.wrap(plain, 0, n);
    if (n < V2_HEADER || (b.getInt(0) & ~0xf0) != V2_COOKIE || b.getInt(8) != 0) {
      // another encoding version, or a shifted histogram: HdrHistogram's decoder knows it
      return fromHistogram(Histogram.decodeFromByteBuffer(ByteBuffer.wrap(Arrays.copyOf(plain, n)), 0));
    }
    int payload = b.getInt(4);
    int digits = b.getInt(12);
    long lowest = b.getLong(16);
    Layout layout = new Layout(digits, lowest);
    // about one word per two payload bytes: sized once, rarely grown
    long[] values = new long[Math.max(16, payload / 2)];
    long[] counts = new long[values.length];
    int size = 0;
    long total = 0;
    int pos = V2_HEADER;
    int end = Math.min(n, V2_HEADER + payload);
    int index = 0;
    while (pos < end) {
      long word;
      if (plain[pos] >= 0) { // most words are one byte: a small count or a short run of empty buckets
        word = plain[pos++];
      } else {
        word = 0;
        int shift = 0;
        int bytes = 0;
        while (true) {
          if (pos >= end) {
            throw new DataFormatException("truncated histogram payload");
          }
          int v = plain[pos++] & 0xff;
          bytes++;
          if (bytes == 9) {
            word |= (long) v << 56;
            break;
          }
          word |= (long) (v & 0x7f) << shift;
          shift += 7;
          if ((v & 0x80) == 0) {
            break;
          }
        }
      }
      long value = (word >>> 1) ^ -(word & 1);
      if (value < 0) {
        index += (int) -value;
        continue;
      }
      if (value > 0) {
        if (size == values.length) {
          values = Arrays.copyOf(values, size * 2);
          counts = Arrays.copyOf(counts, size * 2);
        }
        values[size] = layout.valueAt(index);
        counts[size] = value;
        total += value;
        size++;
      }
      index++;
    }
    return new IntervalHistogram(digits, values, counts, size, total);
  }

  private static IntervalHistogram fromHistogram(Histogram h) {
    int n = 0;
    long[] values = new long[64];
    long[] counts = new long[64];
    for (HistogramIterationValue v : h.recordedValues()) {
      if (n == values.length) {
        values = Arrays.copyOf(values, n * 2);
        counts = Arrays.copyOf(counts, n * 2);
      }
      values[n] = h.lowestEquivalentValue(v.getValueIteratedTo());
      counts[n] = v.getCountAtValueIteratedTo();
      n++;
    }
    return new IntervalHistogram(h.getNumberOfSignificantValueDigits(), values, counts, n, h.getTotalCount());
  }

  /**
   * Where HdrHistogram keeps counts: {@code subBuckets} linear sub-buckets per power of two (the
   * smallest power of two above {@code 2 * 10^digits}), the first bucket whole and each further
   * bucket its upper half, each step twice as wide.
   */
  private static final class Layout {
    final int halfMagnitude;
    final int half;
    final int unitMagnitude;

    Layout(int digits, long lowest) {
      long largestSingleUnit = 2 * (long) Math.pow(10, digits);
      int magnitude = (int) Math.ceil(Math.log(largestSingleUnit) / Math.log(2));
      halfMagnitude = Math.max(magnitude, 1) - 1;
      half = 1 << halfMagnitude;
      unitMagnitude = 63 - Long.numberOfLeadingZeros(Math.max(1, lowest));
    }

    /** The lowest value counted at {@code index}. */
    long valueAt(int index) {
      int bucket = (index >> halfMagnitude) - 1;
      int sub = (index & (half - 1)) + half;
      if (bucket < 0) {
        sub -= half;
        bucket = 0;
      }
      return (long) sub << (bucket + unitMagnitude);
    }
  }
}

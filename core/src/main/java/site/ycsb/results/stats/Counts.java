package site.ycsb.results.stats;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramIterationValue;

/**
 * A histogram's recorded values and counts, kept sparse (only buckets with counts), as a batch of
 * intervals needs it: added together, a percentile and a mean, each as HdrHistogram computes it
 * for the same counts. A run's batches are kept this way, not as full-width histograms, so a long
 * run of many metrics stays small.
 */
final class Counts {
  static final Counts EMPTY = new Counts(new long[0], new long[0], 0, 0);

  /** Each bucket's highest equivalent value (what getValueAtPercentile reports), ascending. */
  private final long[] values;
  private final long[] counts;
  private final long total;
  /** Sum of each bucket's median equivalent value times its count (getMean's numerator). */
  private final double sum;

  private Counts(long[] values, long[] counts, long total, double sum) {
    this.values = values;
    this.counts = counts;
    this.total = total;
    this.sum = sum;
  }

  static Counts of(Histogram h) {
    long n = h.getTotalCount();
    if (n == 0) {
      return EMPTY;
    }
    int size = 0;
    for (HistogramIterationValue v : h.recordedValues()) {
      size++;
    }
    long[] values = new long[size];
    long[] counts = new long[size];
    int i = 0;
    for (HistogramIterationValue v : h.recordedValues()) {
      values[i] = v.getValueIteratedTo();
      counts[i++] = v.getCountAtValueIteratedTo();
    }
    return new Counts(values, counts, n, h.getMean() * n);
  }

  /** Both added: one pass over the two sorted bucket lists. */
  Counts plus(Counts o) {
    if (o.total == 0) {
      return this;
    }
    if (total == 0) {
      return o;
    }
    long[] v = new long[values.length + o.values.length];
    long[] c = new long[v.length];
    int i = 0;
    int j = 0;
    int k = 0;
    while (i < values.length || j < o.values.length) {
      if (j >= o.values.length || i < values.length && values[i] < o.values[j]) {
        v[k] = values[i];
        c[k++] = counts[i++];
      } else if (i >= values.length || o.values[j] < values[i]) {
        v[k] = o.values[j];
        c[k++] = o.counts[j++];
      } else {
        v[k] = values[i];
        c[k++] = counts[i++] + o.counts[j++];
      }
    }
    return new Counts(java.util.Arrays.copyOf(v, k), java.util.Arrays.copyOf(c, k), total + o.total, sum + o.sum);
  }

  long total() {
    return total;
  }

  double mean() {
    return total == 0 ? Double.NaN : sum / total;
  }

  /** The value at a percentile, found at the rank HdrHistogram's getValueAtPercentile looks for. */
  double percentile(double p) {
    if (total == 0) {
      return Double.NaN;
    }
    double q = Math.min(Math.max(Math.nextAfter(p, Double.NEGATIVE_INFINITY), 0), 100);
    long rank = Math.max(1, (long) Math.ceil(q * total / 100));
    long seen = 0;
    for (int i = 0; i < values.length; i++) {
      seen += counts[i];
      if (seen >= rank) {
        return values[i];
      }
    }
    return values[values.length - 1];
  }
}

package site.ycsb.workloads;

import java.util.Random;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.generator.IncrementingPrintableStringGenerator;
import site.ycsb.options.RunOptions;
import site.ycsb.options.TimeSeriesOptions;
import site.ycsb.options.WorkloadOptions;

/**
 * TimeSeriesWorkload's series: the keys (metrics), tag keys and tag values, counting strings of
 * upstream's lengths ({@code fieldlength}, {@code tagkeylength}, {@code tagvaluelength}), shuffled
 * with {@code randomtimeseriesorder}; the tag cardinalities and the weights that number a series;
 * and how many timestamps the load writes per series.
 */
final class SeriesSpace {
  /** Seeds the shuffle of randomtimeseriesorder, so that every phase and client names the same series. */
  private static final long SERIES_ORDER_SEED = 0x5EED_0F_7135L;

  private SeriesSpace() {
  }

  /** Builds them into {@code w}'s fields (upstream's), from its properties and the settings read before. */
  static void build(TimeSeriesWorkload w) {
    Settings s = Settings.of(w.properties);
    w.keyGenerator = new IncrementingPrintableStringGenerator(s.get(WorkloadOptions.FIELD_LENGTH));
    w.tagKeyGenerator = new IncrementingPrintableStringGenerator(s.get(TimeSeriesOptions.TAG_KEY_LENGTH));
    w.tagValueGenerator = new IncrementingPrintableStringGenerator(s.get(TimeSeriesOptions.TAG_VALUE_LENGTH));

    int threads = s.get(RunOptions.THREAD_COUNT);
    if (w.numKeys < threads) {
      throw new UsageException(WorkloadOptions.FIELD_COUNT.name() + "=" + w.numKeys + ": expected at least threadcount="
          + threads + " (TimeSeriesWorkload gives each thread keys of its own to write)");
    }
    int maxCardinality = cardinalities(s, w);

    w.keys = new String[w.numKeys];
    w.tagKeys = new String[w.tagPairs];
    w.tagValues = new String[maxCardinality];
    for (int i = 0; i < w.numKeys; i++) {
      w.keys[i] = w.keyGenerator.nextValue();
    }
    for (int i = 0; i < w.tagPairs; i++) {
      w.tagKeys[i] = w.tagKeyGenerator.nextValue();
    }
    for (int i = 0; i < maxCardinality; i++) {
      w.tagValues[i] = w.tagValueGenerator.nextValue();
    }
    if (w.randomizeTimeseriesOrder) {
      Random shuffle = new Random(SERIES_ORDER_SEED); // the same order in the load and in the run
      shuffle(w.keys, shuffle);
      shuffle(w.tagValues, shuffle);
    }

    w.maxOffsets = (int) Math.min(Integer.MAX_VALUE, w.dataPoints / w.totalCardinality + 1);
    w.cumulativeCardinality = new int[w.tagPairs + 1];
    int weight = 1;
    for (int i = w.tagPairs; i >= 1; i--) {
      w.cumulativeCardinality[i] = weight;
      weight *= w.tagCardinality[i - 1];
    }
    w.cumulativeCardinality[0] = w.tagPairs == 0 ? 1 : weight; // = perKeyCardinality
  }

  /**
   * Reads tagcardinality into {@code w.tagCardinality} (missing entries are 1), with the series per
   * key and in all; returns the largest cardinality.
   */
  private static int cardinalities(Settings s, TimeSeriesWorkload w) {
    String cardinalities = s.get(TimeSeriesOptions.TAG_CARDINALITY);
    String[] parts = cardinalities.split(",");
    int maxCardinality = 0;
    long perKey = 1;
    for (int i = 0; i < w.tagPairs; i++) {
      int c = 1; // tags beyond the list have one value
      if (i < parts.length) {
        try {
          c = Integer.parseInt(parts[i].trim());
        } catch (NumberFormatException e) {
          c = 0;
        }
        if (c < 1) {
          throw new UsageException(TimeSeriesOptions.TAG_CARDINALITY.name() + "=" + cardinalities
              + ": expected comma-separated whole numbers >= 1, one per tag (tagcount=" + w.tagPairs + ")");
        }
      }
      w.tagCardinality[i] = c;
      perKey *= c;
      maxCardinality = Math.max(maxCardinality, c);
      if (perKey * w.numKeys > Integer.MAX_VALUE) {
        throw new UsageException(TimeSeriesOptions.TAG_CARDINALITY.name() + "=" + cardinalities + ": fieldcount x the product of the"
            + " cardinalities (the number of series) must be at most " + Integer.MAX_VALUE);
      }
    }
    w.perKeyCardinality = (int) perKey;
    w.totalCardinality = (int) (perKey * w.numKeys);
    w.firstIncrementableCardinality = 0;
    for (int i = 0; i < w.tagCardinality.length; i++) {
      if (w.tagCardinality[i] > 1) {
        w.firstIncrementableCardinality = i;
        break;
      }
    }
    return maxCardinality;
  }

  private static void shuffle(String[] a, Random random) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      String t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /**
   * Thread {@code threadID}'s keys, {start, end}: split evenly between the threads, the last
   * taking the remainder (each writes series of its own).
   */
  static int[] threadKeys(int keyCount, int threadID, int threadCount) {
    int totalThreads = threadCount > 0 ? threadCount : 1;
    if (threadID >= totalThreads) {
      throw new IllegalStateException("Thread ID " + threadID + " cannot be greater than or equal to the thread count "
          + totalThreads);
    }
    if (keyCount < totalThreads) {
      throw new UsageException(CoreWorkload.FIELD_COUNT_PROPERTY + "=" + keyCount + ": expected at least threadcount="
          + totalThreads + " (TimeSeriesWorkload gives each thread keys of its own to write)");
    }
    int keysPerThread = keyCount / totalThreads;
    int start = keysPerThread * threadID;
    return new int[] {start, threadID == totalThreads - 1 ? keyCount : start + keysPerThread};
  }
}

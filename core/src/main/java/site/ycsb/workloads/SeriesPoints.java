package site.ycsb.workloads;

import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.ByteIterator;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.config.UsageException;
import site.ycsb.generator.RandomDiscreteTimestampGenerator;
import site.ycsb.generator.UnixEpochTimestampGenerator;

/**
 * TimeSeriesWorkload's data points: which series a thread writes next (an odometer over the tag
 * values, then the key, then the next timestamp), a point's tags, timestamp and value (random, or
 * with dataintegrity {@code validationFunction} of its series and the timestamp it is written at),
 * and the check of a point read back.
 */
final class SeriesPoints {
  private SeriesPoints() {
  }

  /**
   * A thread's timestamps from {@code start}: in order, or each of {@code w.maxOffsets} once in a
   * random order (upstream's, from one interval before the start).
   */
  static UnixEpochTimestampGenerator timestamps(TimeSeriesWorkload w, long start) {
    if (!w.randomizeTimestampOrder) {
      return new UnixEpochTimestampGenerator(w.timestampInterval, w.timeUnits, start);
    }
    if (w.maxOffsets > RandomDiscreteTimestampGenerator.MAX_INTERVALS) {
      throw new UsageException(TimeSeriesWorkload.RANDOMIZE_TIMESTAMP_ORDER_PROPERTY
          + "=true: expected at most " + RandomDiscreteTimestampGenerator.MAX_INTERVALS + " timestamps per series, but"
          + " recordcount=" + w.recordcount + " over " + w.totalCardinality + " series makes " + w.maxOffsets);
    }
    return new RandomDiscreteTimestampGenerator(w.timestampInterval, w.timeUnits, start, w.maxOffsets);
  }

  /**
   * Fills {@code map} with the next point of thread {@code s} and returns its key; null when a
   * random timestamp order has no timestamp left. With {@code sparsity}, some series are skipped.
   */
  static String next(TimeSeriesWorkload w, TimeSeriesWorkload.ThreadState s, Map<String, ByteIterator> map,
      boolean isInsert) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    int iterations = 1;
    if (w.sparsity > 0) {
      int bound = (int) (w.perKeyCardinality * w.sparsity);
      iterations = bound > 1 ? Math.max(1, random.nextInt(bound)) : 1;
    }
    while (true) {
      iterations--;
      if (s.rollover) {
        if (s.timestampGenerator instanceof RandomDiscreteTimestampGenerator r && r.remaining() == 0) {
          return null;
        }
        s.timestampGenerator.nextTimestamp();
        s.rollover = false;
      }
      String key = null;
      if (iterations <= 0) {
        key = w.keys[s.keyIdx];
        fill(w, s, map, key, isInsert, random);
      }
      advance(w, s);
      if (iterations <= 0) {
        return key;
      }
    }
  }

  /**
   * The point of the thread's current series: an insert at the current timestamp (earlier for a
   * delayed series), an update at a random earlier one.
   */
  private static void fill(TimeSeriesWorkload w, TimeSeriesWorkload.ThreadState s, Map<String, ByteIterator> map,
      String key, boolean isInsert, ThreadLocalRandom random) {
    int series = s.keyIdx * w.cumulativeCardinality[0];
    for (int i = 0; i < w.tagPairs; i++) {
      int tv = s.tagValueIdxs[i];
      map.put(w.tagKeys[i], new StringByteIterator(w.tagValues[tv]));
      series += tv * w.cumulativeCardinality[i + 1];
    }
    long current = s.timestampGenerator.currentValue();
    long interval = s.intervalTicks;
    long timestamp;
    if (!isInsert) {
      long past = (current - s.startTimestamp) / interval;
      timestamp = s.startTimestamp + (past > 0 ? random.nextLong(past) : 0) * interval;
    } else if (w.delayedSeries > 0 && (double) series / w.totalCardinality < w.delayedSeries) {
      timestamp = current - interval * (series % w.delayedIntervals); // a lagging source
    } else {
      timestamp = current;
    }
    map.put(w.timestampKey, new NumericByteIterator(timestamp));
    if (w.dataintegrity) {
      TreeMap<String, String> tags = new TreeMap<>();
      for (int i = 0; i < w.tagPairs; i++) {
        tags.put(w.tagKeys[i], w.tagValues[s.tagValueIdxs[i]]);
      }
      map.put(w.valueKey, new NumericByteIterator(w.validationFunction(key, timestamp, tags)));
      return;
    }
    boolean floating = w.valueType == TimeSeriesWorkload.ValueType.FLOATS
        || w.valueType == TimeSeriesWorkload.ValueType.MIXED && random.nextBoolean();
    map.put(w.valueKey, floating ? new NumericByteIterator(random.nextDouble() * 100000)
        : new NumericByteIterator(random.nextInt()));
  }

  /** Moves to the next series: the tag values count like an odometer, then the key; after the last, the next timestamp. */
  private static void advance(TimeSeriesWorkload w, TimeSeriesWorkload.ThreadState s) {
    for (int i = w.tagCardinality.length - 1; i >= 0; i--) {
      if (w.tagCardinality[i] <= 1) {
        continue;
      }
      if (s.tagValueIdxs[i] + 1 < w.tagCardinality[i]) {
        s.tagValueIdxs[i]++;
        return;
      }
      s.tagValueIdxs[i] = 0;
    }
    if (s.keyIdx + 1 >= s.keyIdxEnd) {
      s.keyIdx = s.keyIdxStart;
      s.rollover = true;
    } else {
      s.keyIdx++;
    }
  }

  /**
   * A point read back checked against {@code validationFunction} of its key, timestamp and tags
   * (every cell but the timestamp and the value); see {@link TimeSeriesWorkload#verifyRow}.
   */
  static Status verify(TimeSeriesWorkload w, String key, Map<String, ByteIterator> cells) {
    long timestamp = 0;
    long integer = 0;
    double floating = 0;
    boolean isFloating = false;
    TreeMap<String, String> tags = new TreeMap<>();
    for (Map.Entry<String, ByteIterator> e : cells.entrySet()) {
      if (e.getKey().equals(w.timestampKey)) {
        if (!(e.getValue() instanceof NumericByteIterator ts)) {
          return Status.UNEXPECTED_STATE;
        }
        timestamp = ts.getLong();
      } else if (e.getKey().equals(w.valueKey)) {
        if (!(e.getValue() instanceof NumericByteIterator v)) {
          return Status.UNEXPECTED_STATE;
        }
        isFloating = v.isFloatingPoint();
        if (isFloating) {
          floating = v.getDouble();
        } else {
          integer = v.getLong();
        }
      } else {
        tags.put(e.getKey(), e.getValue().toString());
      }
    }
    long expected = w.validationFunction(key, timestamp, tags);
    boolean matches = isFloating ? expected == floating : expected == integer;
    return matches ? Status.OK : Status.UNEXPECTED_STATE;
  }

  /** Upstream's dataintegrity value: the hash of the tag keys and values in key order, xor the timestamp. */
  static long upstreamValue(TreeMap<String, String> tags, long timestamp) {
    StringBuilder b = new StringBuilder();
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      b.append(tag.getKey()).append(tag.getValue());
    }
    return (long) b.toString().hashCode() ^ timestamp;
  }
}

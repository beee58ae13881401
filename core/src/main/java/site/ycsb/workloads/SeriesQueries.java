package site.ycsb.workloads;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.measurements.CompoundRecorder;

/**
 * TimeSeriesWorkload's reads, scans and deletes in upstream's encoding: a read or scan names its
 * series and time in the fields ({@code tagkey=value} per tag, a bare tag key for a group-by tag,
 * {@code timestampkey=ts} or {@code ts,end}, the group-by and downsampling fields), a delete flattens
 * the same into its key. Everything is read from the workload's fields at each call (a subclass
 * may replace them after init) and the containers are the thread's own.
 */
final class SeriesQueries {
  private SeriesQueries() {
  }

  /** One data point (or one span) of a random series, verified with dataintegrity. */
  static void read(TimeSeriesWorkload w, DB db, TimeSeriesWorkload.ThreadState state) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    String key = w.keys[(int) w.keychooser.nextLong()];
    long offsets = state.queryOffsetGenerator.nextLong();
    long start = state.startTimestamp + (offsets > 0 ? state.timestampGenerator.getOffset(offsets) : 0);
    Set<String> fields = state.fields;
    fields.clear();
    addQueryFields(w, fields, start, random, state.text);
    Map<String, ByteIterator> cells = state.cells;
    cells.clear();
    Status status = db.read(w.table, key, fields, cells);
    if (w.dataintegrity && status != null && status.isOk()) {
      long t0 = System.nanoTime();
      Status verdict = w.verifyRow(key, cells);
      long t1 = System.nanoTime();
      if (db instanceof CompoundRecorder measured) {
        measured.recordCompound("VERIFY", t0, t1, verdict);
      }
    }
    cells.clear();
  }

  /** A random series from a random loaded timestamp (over querytimespan), up to a scan length of rows. */
  static void scan(TimeSeriesWorkload w, DB db, TimeSeriesWorkload.ThreadState state) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    String key = w.keys[random.nextInt(w.keys.length)];
    int length = (int) Math.min(Integer.MAX_VALUE, w.scanlength.nextLong());
    long start = randomStart(w, state, random);
    Set<String> fields = state.fields;
    fields.clear();
    addQueryFields(w, fields, start, random, state.text);
    Vector<HashMap<String, ByteIterator>> rows = state.rows;
    rows.clear();
    db.scan(w.table, key, length, fields, rows);
    rows.clear();
  }

  /** The data of a random series at a random loaded timestamp (or span); group-by tags are left open. */
  static void delete(TimeSeriesWorkload w, DB db, TimeSeriesWorkload.ThreadState state) {
    ThreadLocalRandom random = ThreadLocalRandom.current();
    StringBuilder b = state.text;
    b.setLength(0);
    b.append(w.keys[random.nextInt(w.keys.length)]);
    long start = randomStart(w, state, random);
    for (int i = 0; i < w.tagPairs; i++) {
      b.append(w.deleteDelimiter).append(w.tagKeys[i]);
      if (!(w.groupBy && w.groupBys[i])) {
        b.append(w.tagPairDelimiter).append(w.tagValues[random.nextInt(w.tagCardinality[i])]);
      }
    }
    b.append(w.deleteDelimiter);
    appendTime(w, b, start, random);
    db.delete(w.table, b.toString());
  }

  /** A random loaded timestamp of this thread's sequence (scans and deletes, as upstream). */
  private static long randomStart(TimeSeriesWorkload w, TimeSeriesWorkload.ThreadState state,
      ThreadLocalRandom random) {
    int offsets = random.nextInt(Math.max(1, w.maxOffsets - 1));
    return state.startTimestamp + (offsets > 0 ? state.timestampGenerator.getOffset(offsets) : 0);
  }

  /** A read's or scan's fields: a tag pair per tag (a bare key when grouped), the time, group-by, downsampling. */
  private static void addQueryFields(TimeSeriesWorkload w, Set<String> fields, long start, ThreadLocalRandom random,
      StringBuilder b) {
    for (int i = 0; i < w.tagPairs; i++) {
      if (w.groupBy && w.groupBys[i]) {
        fields.add(w.tagKeys[i]);
      } else {
        b.setLength(0);
        fields.add(b.append(w.tagKeys[i]).append(w.tagPairDelimiter)
            .append(w.tagValues[random.nextInt(w.tagCardinality[i])]).toString());
      }
    }
    b.setLength(0);
    appendTime(w, b, start, random);
    fields.add(b.toString());
    if (w.groupBy) {
      fields.add(w.groupByKey + w.tagPairDelimiter + w.groupByFunction);
    }
    if (w.downsample) {
      fields.add(w.downsampleKey + w.tagPairDelimiter + w.downsampleFunction + w.downsampleInterval);
    }
  }

  /** {@code timestampkey=start}, or {@code timestampkey=start,end} with a query time span. */
  private static void appendTime(TimeSeriesWorkload w, StringBuilder b, long start, ThreadLocalRandom random) {
    b.append(w.timestampKey).append(w.tagPairDelimiter).append(start);
    if (w.queryTimeSpan > 0) {
      long end;
      if (w.queryRandomTimeSpan) {
        int steps = w.queryTimeSpan / w.timestampInterval;
        end = start + ticks(w, w.timestampInterval) * (steps > 0 ? random.nextInt(steps) : 0);
      } else {
        end = start + ticks(w, w.queryTimeSpan);
      }
      b.append(w.queryTimeSpanDelimiter).append(end);
    }
  }

  /** {@code count} timestamp intervals in timestamp units (epoch seconds for MINUTES and coarser). */
  private static long ticks(TimeSeriesWorkload w, long count) {
    switch (w.timeUnits) {
      case MINUTES:
        return count * 60;
      case HOURS:
        return count * 3600;
      case DAYS:
        return count * 86400;
      default:
        return count;
    }
  }
}

package site.ycsb.db;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TimeseriesDB;
import site.ycsb.db.MemoryTimeseriesStore.Series;

/**
 * The embedded time-series database ({@code memory-ts}): data points of {@code TimeSeriesWorkload}
 * kept in process memory, per metric (the record key), tag set and timestamp. One instance per
 * client thread; all instances of a run share one {@link MemoryTimeseriesStore}. The table name is
 * not part of the data (time-series calls carry none).
 * <ul>
 * <li>insert writes a point (overwriting one at the same timestamp); update rewrites a point that
 * exists, else NOT_FOUND;
 * <li>read returns the first row of its query (see {@link SeriesQuery}): for a read naming every tag
 * and one timestamp, that point, as cells: each tag, the timestamp and the value (the cells
 * {@code TimeSeriesWorkload.verifyRow} checks); NOT_FOUND when there is none. A read with a time
 * span returns its earliest point (upstream's base class refuses such reads; this store answers);
 * <li>scan returns up to its record count of rows, oldest first, folded by the requested group-by
 * and downsampling; a scan of one timestamp returns the matching series at that timestamp;
 * <li>delete removes the points its key names (a tag left open matches every value), NOT_FOUND
 * when there were none.
 * </ul>
 * Malformed requests are BAD_REQUEST.
 */
public class MemoryTimeseriesDB extends TimeseriesDB {
  private MemoryTimeseriesStore store;

  @Override
  public void init() throws DBException {
    super.init();
    store = MemoryTimeseriesStore.of(getProperties());
  }

  /** The store this instance writes to (shared by the run). */
  public MemoryTimeseriesStore store() {
    return store;
  }

  // ---- writes ----

  @Override
  protected Status insert(String metric, long timestamp, long value, Map<String, ByteIterator> tags) {
    store.series(metric, tagStrings(tags)).points.put(timestamp, value);
    return Status.OK;
  }

  @Override
  protected Status insert(String metric, long timestamp, double value, Map<String, ByteIterator> tags) {
    store.series(metric, tagStrings(tags)).points.put(timestamp, value);
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    if (!(values.get(timestampKey) instanceof NumericByteIterator ts)
        || !(values.get(valueKey) instanceof NumericByteIterator number)) {
      return Status.BAD_REQUEST;
    }
    SortedMap<String, String> tags = new TreeMap<>();
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      if (!e.getKey().equals(timestampKey) && !e.getKey().equals(valueKey)) {
        tags.put(e.getKey(), e.getValue().toString());
      }
    }
    Series s = store.existing(key, MemoryTimeseriesStore.seriesId(tags));
    Number value = number.isFloatingPoint() ? (Number) number.getDouble() : (Number) number.getLong();
    return s != null && s.points.replace(ts.getLong(), value) != null ? Status.OK : Status.NOT_FOUND;
  }

  @Override
  public Status delete(String table, String key) {
    Query q = deleteQuery(key);
    if (q == null) {
      return Status.BAD_REQUEST;
    }
    SeriesQuery what = query(q, 0);
    long removed = 0;
    for (Series s : store.seriesOf(q.metric())) {
      if (what.matches(s)) {
        for (Long t : s.points.subMap(q.startTs(), true, q.endTs(), true).keySet()) {
          removed += s.points.remove(t) != null ? 1 : 0;
        }
      }
    }
    return removed > 0 ? Status.OK : Status.NOT_FOUND;
  }

  /** The tags of an insert as strings, in key order (the iterators are consumed). */
  private static SortedMap<String, String> tagStrings(Map<String, ByteIterator> tags) {
    SortedMap<String, String> out = new TreeMap<>();
    for (Map.Entry<String, ByteIterator> e : tags.entrySet()) {
      out.put(e.getKey(), e.getValue().toString());
    }
    return out;
  }

  // ---- queries ----

  private SeriesQuery query(Query q, int limit) {
    return new SeriesQuery(q.metric(), q.startTs(), q.endTs(), q.tags(), q.groupByFunction(),
        q.downsamplingFunction(), width(q.downsamplingInterval(), q.unit()), limit);
  }

  /** A downsampling interval in timestamp units: epoch seconds for MINUTES and coarser (as the timestamps). */
  private static long width(long interval, TimeUnit unit) {
    switch (unit) {
      case MINUTES:
      case HOURS:
      case DAYS:
        return unit.toSeconds(interval);
      default:
        return interval;
    }
  }

  @Override
  protected Status read(Query query, Map<String, ByteIterator> result) {
    List<SeriesQuery.Row> rows = query(query, 1).rows(store);
    if (rows.isEmpty()) {
      return Status.NOT_FOUND;
    }
    putRow(rows.get(0), result);
    return Status.OK;
  }

  @Override
  protected Status scan(Query query, Vector<HashMap<String, ByteIterator>> result) {
    for (SeriesQuery.Row row : query(query, Math.max(0, query.limit())).rows(store)) {
      HashMap<String, ByteIterator> cells = new HashMap<>();
      putRow(row, cells);
      result.add(cells);
    }
    return Status.OK;
  }

  private void putRow(SeriesQuery.Row row, Map<String, ByteIterator> cells) {
    for (Map.Entry<String, String> tag : row.tags().entrySet()) {
      cells.put(tag.getKey(), new StringByteIterator(tag.getValue()));
    }
    cells.put(timestampKey, new NumericByteIterator(row.timestamp()));
    cells.put(valueKey, row.value() instanceof Double d ? new NumericByteIterator(d)
        : new NumericByteIterator(row.value().longValue()));
  }

  /** Upstream's typed read, for callers that use it directly: the status of the point, no cells. */
  @Override
  protected Status read(String metric, long timestamp, Map<String, List<String>> tags) {
    SeriesQuery q = new SeriesQuery(metric, timestamp, timestamp, tags, AggregationOperation.NONE,
        AggregationOperation.NONE, 0, 1);
    return q.rows(store).isEmpty() ? Status.NOT_FOUND : Status.OK;
  }

  /** Upstream's typed scan, for callers that use it directly: the status only. */
  @Override
  protected Status scan(String metric, long startTs, long endTs, Map<String, List<String>> tags,
      AggregationOperation downsamplingFunction, int downsamplingWindowLength, TimeUnit downsamplingWindowUnit) {
    return Status.OK;
  }
}

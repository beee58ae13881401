package site.ycsb.db;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.SortedMap;
import java.util.TreeMap;
import site.ycsb.TimeseriesDB.AggregationOperation;
import site.ycsb.db.MemoryTimeseriesStore.Series;

/**
 * A read, scan or delete of {@code memory-ts}: the series of a metric whose tags match
 * {@code tags} (a tag key to the values allowed; tags not named are open), between {@code start}
 * and {@code end} inclusive.
 *
 * <p>Its rows, oldest first (then by series): with {@code groupBy}, the matching series are folded
 * into one per timestamp, tagged with the tags the query fixed to one value; with
 * {@code downsampling}, each series' points fall into buckets of {@code width} timestamp units
 * counted from {@code start}, one row per bucket at the bucket's first timestamp. Group-by comes
 * first, then downsampling.
 */
record SeriesQuery(String metric, long start, long end, Map<String, List<String>> tags, AggregationOperation groupBy,
    AggregationOperation downsampling, long width, int limit) {

  /** One row of a result. */
  record Row(SortedMap<String, String> tags, long timestamp, Number value) {
  }

  boolean matches(Series s) {
    for (Map.Entry<String, List<String>> want : tags.entrySet()) {
      String has = s.tags.get(want.getKey());
      if (has == null || !want.getValue().contains(has)) {
        return false;
      }
    }
    return true;
  }

  /** The tags the query fixes to one value, in key order: the tags of a grouped row. */
  SortedMap<String, String> fixedTags() {
    SortedMap<String, String> fixed = new TreeMap<>();
    for (Map.Entry<String, List<String>> e : tags.entrySet()) {
      if (e.getValue().size() == 1) {
        fixed.put(e.getKey(), e.getValue().get(0));
      }
    }
    return fixed;
  }

  /** Up to {@code limit} rows (all when limit <= 0). */
  List<Row> rows(MemoryTimeseriesStore store) {
    if (end < start) {
      return List.of();
    }
    List<Row> out = new ArrayList<>();
    if (groupBy != AggregationOperation.NONE) {
      TreeMap<Long, RunningAggregate> byTime = new TreeMap<>();
      for (Series s : store.seriesOf(metric)) {
        if (matches(s)) {
          for (Map.Entry<Long, Number> p : s.points.subMap(start, true, end, true).entrySet()) {
            byTime.computeIfAbsent(p.getKey(), t -> new RunningAggregate()).add(p.getValue());
          }
        }
      }
      TreeMap<Long, Number> grouped = new TreeMap<>();
      byTime.forEach((t, a) -> grouped.put(t, a.result(groupBy)));
      addSeries(out, fixedTags(), grouped);
    } else {
      for (Series s : store.seriesOf(metric)) {
        if (matches(s)) {
          addSeries(out, s.tags, s.points.subMap(start, true, end, true));
        }
      }
    }
    out.sort(Comparator.comparingLong(Row::timestamp)); // stable: series order within a timestamp
    return limit > 0 && out.size() > limit ? out.subList(0, limit) : out;
  }

  private void addSeries(List<Row> out, SortedMap<String, String> seriesTags, NavigableMap<Long, Number> points) {
    if (downsampling == AggregationOperation.NONE || width <= 0) {
      for (Map.Entry<Long, Number> p : points.entrySet()) {
        out.add(new Row(seriesTags, p.getKey(), p.getValue()));
      }
      return;
    }
    TreeMap<Long, RunningAggregate> buckets = new TreeMap<>();
    for (Map.Entry<Long, Number> p : points.entrySet()) {
      long bucket = start + Math.floorDiv(p.getKey() - start, width) * width;
      buckets.computeIfAbsent(bucket, b -> new RunningAggregate()).add(p.getValue());
    }
    buckets.forEach((t, a) -> out.add(new Row(seriesTags, t, a.result(downsampling))));
  }
}

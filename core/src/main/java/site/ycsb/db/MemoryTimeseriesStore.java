package site.ycsb.db;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The data of the embedded {@code memory-ts} database: per metric, its series (one per distinct
 * tag set), each a time-ordered map of data points (timestamp to a Long or Double value). Safe for
 * any number of threads without locks (concurrent maps throughout).
 *
 * <p>All {@link MemoryTimeseriesDB} instances of one run share one store, kept in the run's
 * {@link Properties} under {@link #PROPERTY_KEY} (no static state), so {@code loadrun} keeps the
 * loaded data for its run phase, as with {@code memory}.
 */
public final class MemoryTimeseriesStore {
  /** The key under which the store object sits in the run's Properties. */
  public static final String PROPERTY_KEY = "memorytsdb.store";

  private final Map<String, Map<String, Series>> metrics = new ConcurrentHashMap<>();

  MemoryTimeseriesStore() {
  }

  /** The store of this run, created on first use. */
  public static MemoryTimeseriesStore of(Properties props) {
    return (MemoryTimeseriesStore) props.computeIfAbsent(PROPERTY_KEY, k -> new MemoryTimeseriesStore());
  }

  /** One series: its tags and its points. */
  static final class Series {
    final String id;
    final SortedMap<String, String> tags;
    final ConcurrentSkipListMap<Long, Number> points = new ConcurrentSkipListMap<>();

    Series(String id, SortedMap<String, String> tags) {
      this.id = id;
      this.tags = Collections.unmodifiableSortedMap(new TreeMap<>(tags));
    }
  }

  /** The identity of a tag set: its pairs in key order, with separators no generated string holds. */
  static String seriesId(SortedMap<String, String> tags) {
    StringBuilder b = new StringBuilder();
    for (Map.Entry<String, String> e : tags.entrySet()) {
      b.append(e.getKey()).append('\u0000').append(e.getValue()).append('\u0001');
    }
    return b.toString();
  }

  /** The series of {@code metric} with exactly {@code tags}, created when absent. */
  Series series(String metric, SortedMap<String, String> tags) {
    Map<String, Series> all = metrics.computeIfAbsent(metric, m -> new ConcurrentHashMap<>());
    String id = seriesId(tags);
    Series s = all.get(id);
    return s != null ? s : all.computeIfAbsent(id, k -> new Series(k, tags));
  }

  /** The series of {@code metric} with exactly these tags, or null. */
  Series existing(String metric, String seriesId) {
    Map<String, Series> all = metrics.get(metric);
    return all == null ? null : all.get(seriesId);
  }

  /** Every series of {@code metric} in the order of their tags (a stable order for results). */
  List<Series> seriesOf(String metric) {
    Map<String, Series> all = metrics.get(metric);
    if (all == null) {
      return List.of();
    }
    List<Series> out = new ArrayList<>(all.values());
    out.sort((a, b) -> a.id.compareTo(b.id));
    return out;
  }

  /** The number of series holding at least one data point, over every metric. */
  public long seriesCount() {
    long n = 0;
    for (Map<String, Series> all : metrics.values()) {
      for (Series s : all.values()) {
        n += s.points.isEmpty() ? 0 : 1;
      }
    }
    return n;
  }

  /** The number of data points, over every metric. */
  public long pointCount() {
    long n = 0;
    for (Map<String, Series> all : metrics.values()) {
      for (Series s : all.values()) {
        n += s.points.size();
      }
    }
    return n;
  }

  /** The metrics that have series. */
  public List<String> metrics() {
    List<String> out = new ArrayList<>(metrics.keySet());
    out.sort(null);
    return out;
  }

  /** The timestamps of one series in order (empty when absent): for tests and inspection. */
  public List<Long> timestamps(String metric, Map<String, String> tags) {
    Series s = existing(metric, seriesId(new TreeMap<>(tags)));
    return s == null ? List.of() : List.copyOf(s.points.keySet());
  }
}

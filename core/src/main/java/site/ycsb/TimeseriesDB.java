package site.ycsb;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.generator.IncrementingPrintableStringGenerator;
import site.ycsb.options.TimeSeriesOptions;
import site.ycsb.options.TimeseriesDbOptions;

/**
 * Upstream's base class for time-series bindings: it turns the calls of
 * {@code TimeSeriesWorkload}, which encode a data point or a query in YCSB's key/field model,
 * back into typed calls. A binding implements the protected abstract forms:
 * <ul>
 * <li>{@link #insert(String, long, long, Map)} / {@link #insert(String, long, double, Map)}: the
 * metric (the record key), the timestamp, the value, and the tags (every other entry of the map);
 * <li>{@link #read(String, long, Map)}: the metric, one timestamp, and the tag values asked for
 * (tag key to the values that match);
 * <li>{@link #scan(String, long, long, Map, AggregationOperation, int, TimeUnit)}: a time span
 * with the configured downsampling.
 * </ul>
 * The encoding: {@code timestampkey=<ts>} or {@code timestampkey=<start><querytimespandelimiter><end>}
 * gives the time, {@code groupbykey=<function>} a group-by function, {@code downsamplingkey=<function><interval>}
 * (or {@code <function>=<interval>}) downsampling, a bare tag key a tag left open by a group-by,
 * and {@code <tag key>=<value>} a tag; the delimiters are the workload's properties, read in
 * {@link #init()} (a subclass that overrides it calls {@code super.init()}).
 *
 * <p>Beyond upstream, for stores that answer a query whole (group-by included, and a result to
 * fill): {@link #read(Query, Map)} and {@link #scan(Query, Vector)}, which by default call the
 * typed forms exactly as upstream does; and {@link #deleteQuery(String)}, which parses a delete.
 *
 * <p>Differences from upstream, each a defect there: the typed forms receive the record key as
 * the metric (upstream passed the table name, so every series of a table became one metric); bad
 * numbers or an unknown aggregation in a
 * field are {@link Status#BAD_REQUEST} (upstream threw); a read's group-by and downsampling fields
 * are parsed as in a scan, not passed on as tag queries, and a bare tag key in a read is a group-by
 * tag (upstream failed on it); delimiters are matched literally (upstream used them as regular
 * expressions); a map without a numeric timestamp and value is {@link Status#BAD_REQUEST}.
 */
public abstract class TimeseriesDB extends DB {

  /** The aggregations a query may ask for; a binding need not support all of them. */
  public enum AggregationOperation {
    NONE, SUM, AVERAGE, COUNT, MAX, MIN
  }

  protected String timestampKey;
  protected String valueKey;
  protected String tagPairDelimiter;
  protected String queryTimeSpanDelimiter;
  protected String deleteDelimiter;
  protected TimeUnit timestampUnit;
  protected String groupByKey;
  protected String downsamplingKey;
  protected Integer downsamplingInterval;
  protected AggregationOperation downsamplingFunction;
  protected boolean debug;
  protected boolean test;

  /**
   * A read, scan or delete as the workload encoded it, parsed.
   *
   * @param metric the time series key
   * @param startTs first timestamp asked for
   * @param endTs last timestamp asked for (inclusive; equal to startTs without a time span)
   * @param timeSpan whether the request named a span ({@code start,end}) rather than one timestamp
   * @param tags tag key to the values that match
   * @param groupByTags tag keys named without a value: left open by a group-by
   * @param groupByFunction the group-by aggregation, NONE without one
   * @param downsamplingFunction the downsampling aggregation, NONE when the request asks for none
   * @param downsamplingInterval the downsampling bucket width in {@code unit}, 0 without downsampling
   * @param unit the unit of the timestamps and of the interval ({@code timestampunits})
   * @param limit most rows wanted: 1 for a read, the record count for a scan, 0 for a delete
   */
  protected record Query(String metric, long startTs, long endTs, boolean timeSpan, Map<String, List<String>> tags,
      Set<String> groupByTags, AggregationOperation groupByFunction, AggregationOperation downsamplingFunction,
      int downsamplingInterval, TimeUnit unit, int limit) {
  }

  @Override
  public void init() throws DBException {
    Props p = new Props(getProperties());
    // the workload's encoding, read as TimeSeriesWorkload reads it (its declarations)
    timestampKey = TimeSeriesOptions.TIMESTAMP_KEY.read(p);
    valueKey = TimeSeriesOptions.VALUE_KEY.read(p);
    tagPairDelimiter = TimeSeriesOptions.PAIR_DELIMITER.read(p);
    queryTimeSpanDelimiter = TimeSeriesOptions.QUERY_TIMESPAN_DELIMITER.read(p);
    deleteDelimiter = TimeSeriesOptions.DELETE_DELIMITER.read(p);
    timestampUnit = timeUnit(p, TimeSeriesOptions.TIMESTAMP_UNITS.name(), TimeSeriesOptions.TIMESTAMP_UNITS.defaultText());
    groupByKey = TimeSeriesOptions.GROUPBY_KEY.read(p);
    downsamplingKey = TimeSeriesOptions.DOWNSAMPLING_KEY.read(p);
    // a store's own defaults: no downsampling unless a request asks for it
    String function = TimeseriesDbOptions.DOWNSAMPLING_FUNCTION.read(p);
    downsamplingFunction = aggregation(function);
    if (downsamplingFunction == null) {
      throw new UsageException(TimeSeriesOptions.DOWNSAMPLING_FUNCTION.name() + "=" + function + ": expected one of "
          + aggregationNames());
    }
    downsamplingInterval = TimeseriesDbOptions.DOWNSAMPLING_INTERVAL.read(p);
    test = TimeseriesDbOptions.TEST.read(p);
    debug = TimeseriesDbOptions.DEBUG.read(p);
  }

  static TimeUnit timeUnit(Props p, String name, String def) {
    String v = p.string(name, def);
    try {
      return TimeUnit.valueOf(v.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UsageException(name + "=" + v + ": expected one of NANOSECONDS, MICROSECONDS, MILLISECONDS, SECONDS,"
          + " MINUTES, HOURS, DAYS");
    }
  }

  /** The aggregation named (any case), or null. */
  static AggregationOperation aggregation(String name) {
    for (AggregationOperation a : AggregationOperation.values()) {
      if (a.name().equalsIgnoreCase(name.trim())) {
        return a;
      }
    }
    return null;
  }

  static String aggregationNames() {
    List<String> names = new ArrayList<>();
    for (AggregationOperation a : AggregationOperation.values()) {
      names.add(a.name());
    }
    return String.join(", ", names);
  }

  // ---- reads ----

  @Override
  public final Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    if (debug) {
      System.err.println("[TimeseriesDB] read " + table + " " + key + " " + fields);
    }
    Query q = parse(key, fields, 1);
    return q == null ? Status.BAD_REQUEST : read(q, result);
  }

  /**
   * Answers a parsed read, filling {@code result} with what was found. By default, as upstream:
   * a time span is {@link Status#BAD_REQUEST} (the typed read takes one timestamp), else
   * {@link #read(String, long, Map)}, which has no result to fill.
   */
  protected Status read(Query query, Map<String, ByteIterator> result) {
    if (query.timeSpan()) {
      return Status.BAD_REQUEST;
    }
    return read(query.metric(), query.startTs(), query.tags());
  }

  /**
   * Reads the data point of {@code metric} at {@code timestamp} in the series matching {@code tags}.
   *
   * @param tags tag key to the values that match (may be empty)
   * @return OK, NOT_FOUND, or an error
   */
  protected abstract Status read(String metric, long timestamp, Map<String, List<String>> tags);

  // ---- scans ----

  @Override
  public final Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    if (debug) {
      System.err.println("[TimeseriesDB] scan " + table + " " + startkey + " " + recordcount + " " + fields);
    }
    Query q = parse(startkey, fields, recordcount);
    return q == null ? Status.BAD_REQUEST : scan(q, result);
  }

  /**
   * Answers a parsed scan, adding a row per data point (or aggregate) to {@code result}. By default,
   * as upstream: a single timestamp is {@link Status#NOT_IMPLEMENTED}, a span goes to
   * {@link #scan(String, long, long, Map, AggregationOperation, int, TimeUnit)} with the
   * configured downsampling.
   */
  protected Status scan(Query query, Vector<HashMap<String, ByteIterator>> result) {
    if (!query.timeSpan()) {
      return Status.NOT_IMPLEMENTED;
    }
    return scan(query.metric(), query.startTs(), query.endTs(), query.tags(), downsamplingFunction,
        downsamplingInterval, timestampUnit);
  }

  /**
   * Scans the data points of {@code metric} from {@code startTs} to {@code endTs} in the series
   * matching {@code tags}, downsampled with {@code downsamplingFunction} over windows of
   * {@code downsamplingWindowLength} {@code downsamplingWindowUnit} (NONE and 0: no downsampling).
   */
  protected abstract Status scan(String metric, long startTs, long endTs, Map<String, List<String>> tags,
      AggregationOperation downsamplingFunction, int downsamplingWindowLength, TimeUnit downsamplingWindowUnit);

  // ---- writes ----

  /** Not supported by most time-series stores (upstream's default); a binding may override it. */
  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return Status.NOT_IMPLEMENTED;
  }

  /**
   * Takes the timestamp and value out of {@code values} (so the typed insert sees the tags alone,
   * as upstream) and calls the typed insert for an integer or a floating-point value.
   */
  @Override
  public final Status insert(String table, String key, Map<String, ByteIterator> values) {
    ByteIterator ts = values.remove(timestampKey);
    ByteIterator value = values.remove(valueKey);
    if (!(ts instanceof NumericByteIterator timestamp) || !(value instanceof NumericByteIterator number)) {
      return Status.BAD_REQUEST;
    }
    return number.isFloatingPoint()
        ? insert(key, timestamp.getLong(), number.getDouble(), values)
        : insert(key, timestamp.getLong(), number.getLong(), values);
  }

  /** Writes an integer data point of {@code metric} at {@code timestamp} in the series named by {@code tags}. */
  protected abstract Status insert(String metric, long timestamp, long value, Map<String, ByteIterator> tags);

  /** Writes a floating-point data point of {@code metric} at {@code timestamp} in the series named by {@code tags}. */
  protected abstract Status insert(String metric, long timestamp, double value, Map<String, ByteIterator> tags);

  /**
   * Not supported by most time-series stores, which expire data by retention (upstream's default).
   * A binding that supports it may parse the key with {@link #deleteQuery(String)}.
   */
  @Override
  public Status delete(String table, String key) {
    return Status.NOT_IMPLEMENTED;
  }

  // ---- parsing ----

  /**
   * Parses a delete's key: {@code metric}, then {@code deletedelimiter}-separated tag pairs, bare
   * (open) tag keys and the timestamp or span, as {@code TimeSeriesWorkload} builds it. Null when
   * it is malformed or names no timestamp.
   */
  protected final Query deleteQuery(String key) {
    if (key == null) {
      return null;
    }
    List<String> parts = split(key, deleteDelimiter);
    return parse(parts.get(0), parts.subList(1, parts.size()), 0);
  }

  private static List<String> split(String s, String delimiter) {
    List<String> parts = new ArrayList<>();
    int from = 0;
    for (int at = s.indexOf(delimiter); at >= 0; at = s.indexOf(delimiter, from)) {
      parts.add(s.substring(from, at));
      from = at + delimiter.length();
    }
    parts.add(s.substring(from));
    return parts;
  }

  /** The query the fields encode, or null when they are malformed or name no timestamp. */
  private Query parse(String metric, Iterable<String> fields, int limit) {
    if (fields == null) {
      return null;
    }
    Map<String, List<String>> tags = new HashMap<>();
    Set<String> open = new LinkedHashSet<>();
    AggregationOperation groupBy = AggregationOperation.NONE;
    AggregationOperation downsample = AggregationOperation.NONE;
    int interval = 0;
    boolean timed = false;
    boolean span = false;
    long start = 0;
    long end = 0;
    try {
      for (String field : fields) {
        int at = field.indexOf(tagPairDelimiter);
        String value = at < 0 ? null : field.substring(at + tagPairDelimiter.length());
        if (field.startsWith(timestampKey) && value != null) {
          int sep = value.indexOf(queryTimeSpanDelimiter);
          span = sep >= 0;
          start = Long.parseLong(span ? value.substring(0, sep).trim() : value.trim());
          end = span ? Long.parseLong(value.substring(sep + queryTimeSpanDelimiter.length()).trim()) : start;
          timed = true;
        } else if (field.startsWith(groupByKey) && value != null) {
          groupBy = aggregation(value);
          if (groupBy == null) {
            return null;
          }
        } else if (field.startsWith(downsamplingKey) && value != null) {
          String spec = value.replace(tagPairDelimiter, "");
          if (!spec.equalsIgnoreCase(downsamplingFunction.name() + downsamplingInterval)) {
            if (debug) {
              System.err.println("[TimeseriesDB] downsampling " + spec + " is not the configured "
                  + downsamplingFunction + downsamplingInterval);
            }
            return null;
          }
          downsample = downsamplingFunction;
          interval = downsamplingInterval;
        } else if (value == null) {
          open.add(field);
        } else {
          tags.computeIfAbsent(field.substring(0, at), k -> new ArrayList<>(1)).add(value);
        }
      }
    } catch (NumberFormatException e) {
      return null;
    }
    if (!timed) {
      return null;
    }
    return new Query(metric, start, end, span, tags, Collections.unmodifiableSet(open), groupBy, downsample,
        interval, timestampUnit, limit);
  }

  /**
   * The tag keys {@code TimeSeriesWorkload} generates for these properties ({@code tagcount} keys
   * of {@code tagkeylength} letters), for stores that need a schema before the first write.
   */
  protected static String[] getPossibleTagKeys(Properties properties) {
    Props p = new Props(properties);
    int tagCount = TimeSeriesOptions.TAG_COUNT.read(p);
    int keyLength = TimeSeriesOptions.TAG_KEY_LENGTH.read(p);
    IncrementingPrintableStringGenerator names = new IncrementingPrintableStringGenerator(keyLength);
    String[] keys = new String[tagCount];
    for (int i = 0; i < tagCount; i++) {
      keys[i] = names.nextValue();
    }
    return keys;
  }
}

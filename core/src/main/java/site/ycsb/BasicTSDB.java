package site.ycsb;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import site.ycsb.options.TimeSeriesOptions;

/**
 * {@link BasicDB} for {@code TimeSeriesWorkload}: does nothing and returns OK, but prints the data
 * points decoded ({@code basicdb.verbose}: the timestamp and value as numbers) and, with
 * {@code basicdb.count}, counts the distinct timestamps and series it saw.
 *
 * <p>Upstream counted in static maps shared by every thread and printed the totals once; core has
 * no static mutable state (two runs may share a JVM), so each instance (each client thread)
 * counts what it saw and prints its own line at cleanup, as {@code basicdb.count} does here.
 */
public class BasicTSDB extends BasicDB {
  private String timestampKey;
  private String valueKey;
  private String tagPairDelimiter;
  private String queryTimeSpanDelimiter;
  private long lastTimestamp;
  private long operations;
  private final Set<Long> timestamps = new HashSet<>();
  private final Set<Integer> floatSeries = new HashSet<>();
  private final Set<Integer> integerSeries = new HashSet<>();

  @Override
  public void init() {
    super.init();
    Properties p = getProperties();
    // as upstream's BasicTSDB: the values as written, untrimmed (the workload's names and defaults)
    timestampKey = raw(p, TimeSeriesOptions.TIMESTAMP_KEY);
    valueKey = raw(p, TimeSeriesOptions.VALUE_KEY);
    tagPairDelimiter = raw(p, TimeSeriesOptions.PAIR_DELIMITER);
    queryTimeSpanDelimiter = raw(p, TimeSeriesOptions.QUERY_TIMESPAN_DELIMITER);
  }

  private static String raw(Properties p, site.ycsb.config.Option<String> option) {
    return p.getProperty(option.name(), option.defaultText());
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    delay();
    if (verbose) {
      System.out.println("READ " + table + " " + key + " " + (fields == null ? "<all fields>" : fields));
    }
    if (count) {
      operations++;
      if (fields != null) {
        for (String f : fields) {
          if (f.startsWith(timestampKey)) {
            countReadTimestamp(f);
          }
        }
      }
    }
    return Status.OK;
  }

  /** The (first) timestamp a read asks for, counted like a written one. */
  private void countReadTimestamp(String field) {
    int at = field.indexOf(tagPairDelimiter);
    if (at < 0) {
      return;
    }
    String value = field.substring(at + tagPairDelimiter.length());
    int span = value.indexOf(queryTimeSpanDelimiter);
    try {
      lastTimestamp = Long.parseLong((span < 0 ? value : value.substring(0, span)).trim());
      timestamps.add(lastTimestamp);
    } catch (NumberFormatException e) {
      // not a timestamp this binding can count; the operation itself is still OK
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    if (count) {
      operations++;
    }
    return super.scan(table, startkey, recordcount, fields, result);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return write("UPDATE", table, key, values);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return write("INSERT", table, key, values);
  }

  @Override
  public Status delete(String table, String key) {
    if (count) {
      operations++;
    }
    return super.delete(table, key);
  }

  private Status write(String what, String table, String key, Map<String, ByteIterator> values) {
    delay();
    if (verbose) {
      System.out.println(what + " " + table + " " + key + " " + describe(values));
    }
    if (count) {
      operations++;
      int series = hash(table, key, values);
      timestamps.add(lastTimestamp);
      (values.get(valueKey) instanceof NumericByteIterator n && n.isFloatingPoint() ? floatSeries : integerSeries)
          .add(series);
    }
    return Status.OK;
  }

  /** The data point in key order, the timestamp and value as numbers. */
  private String describe(Map<String, ByteIterator> values) {
    StringBuilder b = new StringBuilder("[");
    for (Map.Entry<String, ByteIterator> e : new TreeMap<>(values).entrySet()) {
      if (b.length() > 1) {
        b.append(' ');
      }
      b.append(e.getKey()).append('=');
      ByteIterator v = e.getValue();
      if (v instanceof NumericByteIterator n) {
        b.append(n.isFloatingPoint() ? Double.toString(n.getDouble()) : Long.toString(n.getLong()));
      } else {
        b.append(v);
        v.reset();
      }
    }
    return b.append(']').toString();
  }

  @Override
  public void cleanup() {
    if (!count) {
      return;
    }
    long min = Long.MAX_VALUE;
    long max = Long.MIN_VALUE;
    for (long t : timestamps) {
      min = Math.min(min, t);
      max = Math.max(max, t);
    }
    System.out.println("[BasicTSDB] on this thread: operations " + operations + ", unique timestamps "
        + timestamps.size() + (timestamps.isEmpty() ? "" : " (min " + min + ", max " + max + ")")
        + ", unique float series " + floatSeries.size() + ", unique integer series " + integerSeries.size());
  }

  /**
   * Identifies the series of a data point: the hash of table, key and tags in key order (the value
   * left out); remembers the point's timestamp. Reads the tag iterators and resets them.
   */
  protected int hash(String table, String key, Map<String, ByteIterator> values) {
    TreeMap<String, ByteIterator> tags = new TreeMap<>();
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      if (e.getKey().equals(valueKey)) {
        continue;
      }
      if (e.getKey().equals(timestampKey)) {
        if (e.getValue() instanceof NumericByteIterator ts) {
          lastTimestamp = ts.getLong();
        }
        continue;
      }
      tags.put(e.getKey(), e.getValue());
    }
    StringBuilder b = new StringBuilder(table).append(key);
    for (Map.Entry<String, ByteIterator> e : tags.entrySet()) {
      ByteIterator v = e.getValue();
      v.reset();
      b.append(e.getKey()).append(v);
      v.reset();
    }
    return b.toString().hashCode();
  }
}

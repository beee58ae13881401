package site.ycsb.db;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentNavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;

/**
 * The data of the embedded {@code memory} database: tables of records in key order, safe for any
 * number of threads. Records are immutable maps replaced atomically, so a reader never sees half
 * an update.
 *
 * <p>All {@link MemoryDB} instances of one run share one store, kept in the run's
 * {@link Properties} object under {@link #PROPERTY_KEY} (no static state: two runs in one JVM have
 * two stores unless a harness hands both the same one).
 */
public final class MemoryStore {
  /** The key under which the store object sits in the run's Properties. */
  public static final String PROPERTY_KEY = "memorydb.store";

  private final Map<String, ConcurrentSkipListMap<String, Map<String, byte[]>>> tables =
      new java.util.concurrent.ConcurrentHashMap<>();

  /** The store of this run, created on first use. */
  public static MemoryStore of(Properties props) {
    return (MemoryStore) props.computeIfAbsent(PROPERTY_KEY, k -> new MemoryStore());
  }

  ConcurrentSkipListMap<String, Map<String, byte[]>> table(String name) {
    return tables.computeIfAbsent(name, k -> new ConcurrentSkipListMap<>());
  }

  /** Number of records in a table. */
  public long size(String table) {
    return table(table).size();
  }

  /** A copy of one record, or null. */
  public Map<String, byte[]> get(String table, String key) {
    Map<String, byte[]> rec = table(table).get(key);
    return rec == null ? null : copy(rec, null);
  }

  static Map<String, byte[]> copy(Map<String, byte[]> rec, Set<String> fields) {
    Map<String, byte[]> out = new HashMap<>();
    for (Map.Entry<String, byte[]> e : rec.entrySet()) {
      if (fields == null || fields.contains(e.getKey())) {
        out.put(e.getKey(), Arrays.copyOf(e.getValue(), e.getValue().length));
      }
    }
    return out;
  }

  ConcurrentNavigableMap<String, Map<String, byte[]>> from(String table, String startKey) {
    return table(table).tailMap(startKey, true);
  }
}

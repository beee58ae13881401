package site.ycsb;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;

/**
 * A database binding: one instance per client thread. Binary compatible with upstream YCSB's
 * {@code site.ycsb.DB}, so bindings compiled against upstream run unchanged on this core.
 *
 * <p>Every method returns a {@link Status}; a binding should never throw out of an operation
 * (the engine counts a thrown exception or a {@code null} status as an error anyway; a thrown
 * {@link Error} is counted, then ends the run with exit code 1).
 */
public abstract class DB {
  private Properties properties = new Properties();

  /** Sets the run's properties; called once, before {@link #init()}. */
  public void setProperties(Properties p) {
    properties = p;
  }

  /** The run's properties, as given to {@link #setProperties(Properties)}. */
  public Properties getProperties() {
    return properties;
  }

  /** Connects; called once per instance, on the thread that will use it. */
  public void init() throws DBException {
  }

  /**
   * Whether this binding reads the values it is given (the map of an insert or update and its
   * {@link ByteIterator}s) only during the call, or for an {@link AsyncDB} until the call's stage
   * completes, and keeps no reference to them afterwards. Then the workload may hand it the same
   * containers again for the next operation, which saves their allocation. The default, no, gives
   * every operation a map and values of its own: safe for a binding that batches writes or whose
   * driver encodes a value later, and for any binding compiled against upstream YCSB.
   */
  public boolean readsValuesOnlyDuringCall() {
    return false;
  }

  /** Disconnects; called once per instance at the end of the run. */
  public void cleanup() throws DBException {
  }

  /** Reads one record; {@code fields == null} means all fields. */
  public abstract Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result);

  /** Reads {@code recordcount} records in key order, starting at {@code startkey}. */
  public abstract Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result);

  /** Writes the given fields of an existing record, keeping the others. */
  public abstract Status update(String table, String key, Map<String, ByteIterator> values);

  /** Creates a record. */
  public abstract Status insert(String table, String key, Map<String, ByteIterator> values);

  /** Deletes a record. */
  public abstract Status delete(String table, String key);

  // ---- writes that expire (issue 39: the workload's ttl) ----

  /**
   * Whether this binding gives a write the time to live of {@link #insert(String, String, Map, int)}
   * and {@link #update(String, String, Map, int)}. The engine refuses a run with {@code ttl} above 0
   * on a binding that says no (one line, before the run): a binding that cannot expire data must
   * not silently keep it. Upstream's bindings say no.
   */
  public boolean supportsTtl() {
    return false;
  }

  /**
   * Creates a record that expires {@code ttlSeconds} after this write (0: never). The default is
   * the plain insert for 0 and NOT_IMPLEMENTED otherwise (never reached: see {@link #supportsTtl}).
   */
  public Status insert(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return ttlSeconds == 0 ? insert(table, key, values) : Status.NOT_IMPLEMENTED;
  }

  /** Writes the given fields of an existing record, which then expires {@code ttlSeconds} after this write. */
  public Status update(String table, String key, Map<String, ByteIterator> values, int ttlSeconds) {
    return ttlSeconds == 0 ? update(table, key, values) : Status.NOT_IMPLEMENTED;
  }

  // ---- batches (batchreadsize, batchinsertsize, batchupdatesize): by default one call per key, so
  // every binding (and one compiled against upstream) runs them; a binding overrides them natively.

  /**
   * Reads {@code keys} as one operation: {@code results.get(i)} receives key i's fields. Returns one
   * status per key, in the order of {@code keys} (NOT_FOUND for a key that is not there). The
   * default reads the keys one by one.
   */
  public Status[] batchRead(String table, List<String> keys, Set<String> fields,
      List<Map<String, ByteIterator>> results) {
    Status[] out = new Status[keys.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = read(table, keys.get(i), fields, results.get(i));
    }
    return out;
  }

  /** Creates the records {@code keys} as one operation, key i with {@code values.get(i)}; one status per key. */
  public Status[] batchInsert(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    Status[] out = new Status[keys.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = insert(table, keys.get(i), values.get(i));
    }
    return out;
  }

  /** Updates the records {@code keys} as one operation, key i with {@code values.get(i)}; one status per key. */
  public Status[] batchUpdate(String table, List<String> keys, List<Map<String, ByteIterator>> values) {
    Status[] out = new Status[keys.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = update(table, keys.get(i), values.get(i));
    }
    return out;
  }
}

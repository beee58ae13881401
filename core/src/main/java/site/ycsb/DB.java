package site.ycsb;

import java.util.HashMap;
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
}

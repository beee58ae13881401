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
}

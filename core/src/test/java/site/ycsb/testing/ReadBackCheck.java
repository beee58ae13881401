package site.ycsb.testing;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.Status;
import site.ycsb.engine.BindingFactory;

/**
 * Does a binding store what the workload gave it? Wraps the binding to remember each insert's values
 * as they were at the call (a copy, the values then reset for the binding), then reads every row
 * back and compares. A binding that keeps the values it is given, or whose driver reads them after
 * the call returns, while the workload reuses them, stores another row's values: the check names
 * the rows that differ. Published in core's test-jar for the bindings' own read-back tests.
 */
public final class ReadBackCheck {
  private final Map<String, Map<String, String>> written = new ConcurrentHashMap<>();

  /** The binding of {@code factory}, each instance wrapped to remember what its inserts were given. */
  public BindingFactory wrap(BindingFactory factory) {
    return () -> new Remembering((AsyncDB) factory.create(), written);
  }

  /** How many rows were inserted (each key once). */
  public int rows() {
    return written.size();
  }

  /**
   * Reads every inserted row back through {@code reader} (initialised) and describes each that
   * differs from what its insert was given (at most 10, then a count); empty when all are equal.
   */
  public List<String> mismatches(DB reader, String table) {
    List<String> out = new ArrayList<>();
    int differ = 0;
    for (Map.Entry<String, Map<String, String>> row : new TreeMap<>(written).entrySet()) {
      Map<String, ByteIterator> read = new HashMap<>();
      Status s = reader.read(table, row.getKey(), null, read);
      Map<String, String> got = new TreeMap<>();
      read.forEach((field, value) -> got.put(field, value.toString()));
      if (!s.isOk() || !got.equals(new TreeMap<>(row.getValue()))) {
        if (++differ <= 10) {
          out.add(row.getKey() + ": " + s.getName() + ", " + firstDifference(row.getValue(), got));
        }
      }
    }
    if (differ > 10) {
      out.add("... " + differ + " rows differ in all");
    }
    return out;
  }

  private static String firstDifference(Map<String, String> expected, Map<String, String> got) {
    for (Map.Entry<String, String> e : new TreeMap<>(expected).entrySet()) {
      String g = got.get(e.getKey());
      if (!e.getValue().equals(g)) {
        return e.getKey() + " written " + abbreviated(e.getValue()) + ", read " + (g == null ? "nothing" : abbreviated(g));
      }
    }
    return "fields read " + got.keySet() + ", written " + expected.keySet();
  }

  private static String abbreviated(String s) {
    return s.length() <= 24 ? "'" + s + "'" : "'" + s.substring(0, 24) + "...' (" + s.length() + " bytes)";
  }

  /** Copies what an insert is given, resets the values, and hands them on; declares what the binding declares. */
  private static final class Remembering extends AsyncDB {
    private final AsyncDB db;
    private final Map<String, Map<String, String>> written;

    Remembering(AsyncDB db, Map<String, Map<String, String>> written) {
      this.db = db;
      this.written = written;
    }

    private void remember(String key, Map<String, ByteIterator> values) {
      Map<String, String> copy = new HashMap<>();
      for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
        copy.put(e.getKey(), new String(e.getValue().toArray(), java.nio.charset.StandardCharsets.ISO_8859_1));
        e.getValue().reset();
      }
      written.put(key, copy);
    }

    @Override
    public boolean readsValuesOnlyDuringCall() {
      return db.readsValuesOnlyDuringCall();
    }

    @Override
    public boolean startsOnCompletingThreads() {
      return db.startsOnCompletingThreads();
    }

    @Override
    public void setProperties(Properties p) {
      db.setProperties(p);
    }

    @Override
    public Properties getProperties() {
      return db.getProperties();
    }

    @Override
    public void init() throws DBException {
      db.init();
    }

    @Override
    public void cleanup() throws DBException {
      db.cleanup();
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      remember(key, values);
      return db.insert(table, key, values);
    }

    @Override
    public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
      remember(key, values);
      return db.insertAsync(table, key, values);
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return db.read(table, key, fields, result);
    }

    @Override
    public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
        Map<String, ByteIterator> result) {
      return db.readAsync(table, key, fields, result);
    }

    @Override
    public Status scan(String table, String startkey, int n, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return db.scan(table, startkey, n, fields, result);
    }

    @Override
    public CompletionStage<Status> scanAsync(String table, String startkey, int n, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return db.scanAsync(table, startkey, n, fields, result);
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return db.update(table, key, values);
    }

    @Override
    public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values) {
      return db.updateAsync(table, key, values);
    }

    @Override
    public Status delete(String table, String key) {
      return db.delete(table, key);
    }

    @Override
    public CompletionStage<Status> deleteAsync(String table, String key) {
      return db.deleteAsync(table, key);
    }
  }
}

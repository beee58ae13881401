package site.ycsb.db;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;

/**
 * The embedded default database: real read/insert/update/delete/scan semantics in process memory,
 * NOT_FOUND when a key is absent. Inserting an existing key overwrites it (as CQL does); updating
 * a missing key is NOT_FOUND. One instance per client thread (as every binding); all instances of
 * a run share one {@link MemoryStore}.
 *
 * <p>A read returns iterators over the stored bytes themselves (no copy: stored rows are never
 * overwritten). A write copies the values once into a reusable buffer, then once into the
 * thread's chunk; an update retries on a concurrent change of the same record (no lock).
 */
public class MemoryDB extends DB {
  private MemoryStore store;
  private final WriteValues values = new WriteValues();
  private final RowFormat.FieldCursor cursor = new RowFormat.FieldCursor();
  private final Map<String, TableWriter> writers = new HashMap<>();
  private String lastTableName;
  private TableWriter lastWriter;

  @Override
  public void init() {
    store = MemoryStore.of(getProperties());
  }

  /** This thread's writer of a table (the last one used is kept at hand: runs use one table). */
  private TableWriter writer(String table) {
    if (table.equals(lastTableName)) {
      return lastWriter;
    }
    TableWriter w = writers.computeIfAbsent(table, t -> new TableWriter(store.table(t)));
    lastTableName = table;
    lastWriter = w;
    return w;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    MemoryTable t = writer(table).table;
    Row row = t.rows.get(key);
    if (row == null) {
      return Status.NOT_FOUND;
    }
    putFields(t, row, fields, result, cursor);
    return Status.OK;
  }

  private static void putFields(MemoryTable t, Row row, Set<String> fields, Map<String, ByteIterator> out,
      RowFormat.FieldCursor cursor) {
    byte[] bytes = row.bytes();
    cursor.start(bytes, row.offset);
    while (cursor.next()) {
      String name = t.fields.name(cursor.fieldIndex);
      if (fields == null || fields.contains(name)) {
        out.put(name, new ByteArrayByteIterator(bytes, cursor.valueOffset, cursor.valueLength));
      }
    }
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    MemoryTable t = writer(table).table;
    int n = 0;
    for (Row row : t.rows.tailMap(startkey, true).values()) {
      if (n++ >= recordcount) {
        break;
      }
      cursor.start(row.bytes(), row.offset);
      HashMap<String, ByteIterator> fieldsOfRow = new HashMap<>((int) (cursor.count() / 0.75f) + 1);
      putFields(t, row, fields, fieldsOfRow, cursor);
      result.add(fieldsOfRow);
    }
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> changes) {
    TableWriter w = writer(table);
    values.fill(changes, w.table.fields);
    int keyLength = RowFormat.keyLength(key);
    while (true) {
      Row old = w.table.rows.get(key);
      if (old == null) {
        return Status.NOT_FOUND;
      }
      Row row = write(w, key, keyLength, old);
      if (w.table.rows.replace(key, old, row)) {
        old.chunk.release(old.length);
        w.clean(TableWriter.CLEANING_PER_BYTE * ((long) row.length + old.length));
        return Status.OK;
      }
      row.chunk.release(row.length); // the record changed meanwhile: merge again with its new version
    }
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> fieldValues) {
    TableWriter w = writer(table);
    values.fill(fieldValues, w.table.fields);
    Row row = write(w, key, RowFormat.keyLength(key), null);
    Row old = w.table.rows.put(key, row);
    long released = 0;
    if (old != null) {
      old.chunk.release(old.length);
      released = old.length;
    }
    w.clean(TableWriter.CLEANING_PER_BYTE * (row.length + released));
    return Status.OK;
  }

  /** Writes the row of {@code key}: the values over the fields of {@code old} (null: none). */
  private Row write(TableWriter w, String key, int keyLength, Row old) {
    int length = values.writeBody(key, keyLength, old, cursor, null, 0);
    int at = w.reserve(length);
    Chunk chunk = w.chunk();
    values.writeBody(key, keyLength, old, cursor, chunk.bytes, at);
    chunk.addLive(length);
    return new Row(chunk, at, length);
  }

  @Override
  public Status delete(String table, String key) {
    TableWriter w = writer(table);
    Row old = w.table.rows.remove(key);
    if (old == null) {
      return Status.NOT_FOUND;
    }
    old.chunk.release(old.length);
    w.clean(TableWriter.CLEANING_PER_BYTE * (long) old.length);
    return Status.OK;
  }

  @Override
  public void cleanup() {
    for (TableWriter w : writers.values()) {
      w.close();
    }
    writers.clear();
    lastTableName = null;
    lastWriter = null;
  }
}

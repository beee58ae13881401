package site.ycsb.db;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The data of the embedded {@code memory} database: tables of records in key order, safe for any
 * number of threads without locks. A record is one row of bytes in a large shared chunk (see
 * {@link Chunk}); the index maps each key to its row. Rows are immutable and replaced atomically,
 * so a reader never sees half an update.
 *
 * <p>Heap per record: the row (key, field numbers and lengths, values: raw size plus 3 to 5
 * bytes a field), the index entry (key string, skip-list node, row reference: about 120 bytes),
 * and garbage left in chunks by updates and deletes, at most a third of the live rows before it is
 * cleaned.
 *
 * <p>All {@link MemoryDB} instances of one run share one store, kept in the run's
 * {@link Properties} object under {@link #PROPERTY_KEY} (no static state: two runs in one JVM have
 * two stores unless a harness hands both the same one).
 */
public final class MemoryStore {
  /** The key under which the store object sits in the run's Properties. */
  public static final String PROPERTY_KEY = "memorydb.store";

  /** Whether {@code props} hold a store (a load phase of this process made one). */
  public static boolean heldIn(Properties props) {
    return props.get(PROPERTY_KEY) != null;
  }

  final Map<String, MemoryTable> tables = new ConcurrentHashMap<>();
  private final ChunkSizes chunkSizes;

  MemoryStore(ChunkSizes chunkSizes) {
    this.chunkSizes = chunkSizes;
  }

  /** The store of this run, created on first use. */
  public static MemoryStore of(Properties props) {
    return (MemoryStore) props.computeIfAbsent(PROPERTY_KEY, k -> new MemoryStore(ChunkSizes.forThisJvm()));
  }

  MemoryTable table(String name) {
    MemoryTable t = tables.get(name);
    return t != null ? t : tables.computeIfAbsent(name, k -> new MemoryTable(chunkSizes));
  }

  /** Number of records in a table. */
  public long size(String table) {
    return table(table).rows.size();
  }

  /** A copy of one record (field name to value), or null. */
  public Map<String, byte[]> get(String table, String key) {
    MemoryTable t = table(table);
    Row row = t.rows.get(key);
    if (row == null || row.expired()) {
      return null;
    }
    Map<String, byte[]> out = new HashMap<>();
    RowFormat.FieldCursor c = new RowFormat.FieldCursor().start(row.bytes(), row.offset);
    while (c.next()) {
      out.put(t.fields.name(c.fieldIndex), java.util.Arrays.copyOfRange(row.bytes(), c.valueOffset,
          c.valueOffset + c.valueLength));
    }
    return out;
  }

  /** Bytes of the chunks a table holds: its rows, garbage not yet cleaned, and unfilled space. */
  public long chunkBytes(String table) {
    return table(table).arena.allocatedBytes();
  }
}

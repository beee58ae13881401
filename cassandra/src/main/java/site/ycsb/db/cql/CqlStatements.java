package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.CqlIdentifier;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The CQL text of the five operations on a {@code (y_id varchar primary key, field... varchar)}
 * table. Keyspace and table names follow CQL rules (unquoted means case-insensitive, as in
 * upstream YCSB); field names are used exactly as the workload spells them. With lightweight
 * transactions, writes are conditional: an insert only of a new key, an update or delete only of
 * an existing row.
 */
public final class CqlStatements {
  /** The primary key column, as upstream YCSB's CQL bindings name it. */
  public static final String KEY_COLUMN = "y_id";

  private final String keyspace;
  private final boolean lwt;

  /** Plain (unconditional) writes. */
  public CqlStatements(String keyspace) {
    this(keyspace, false);
  }

  /** {@code lwt}: inserts, updates and deletes are lightweight transactions. */
  public CqlStatements(String keyspace, boolean lwt) {
    this.keyspace = CqlIdentifier.fromCql(keyspace).asCql(true);
    this.lwt = lwt;
  }

  /** Binds: key. {@code columns} null selects all columns. */
  public String read(String table, List<String> columns) {
    return "SELECT " + selection(columns) + " FROM " + qualified(table) + " WHERE " + KEY_COLUMN + " = ?";
  }

  /** Binds: start key, row limit. Rows come in token order, as the partitioner spreads them. */
  public String scan(String table, List<String> columns) {
    return "SELECT " + selection(columns) + " FROM " + qualified(table)
        + " WHERE token(" + KEY_COLUMN + ") >= token(?) LIMIT ?";
  }

  /** Binds: key, then the columns' values in order. */
  public String insert(String table, List<String> columns) {
    String names = columns.stream().map(c -> ", " + column(c)).collect(Collectors.joining());
    String markers = ", ?".repeat(columns.size());
    return "INSERT INTO " + qualified(table) + " (" + KEY_COLUMN + names + ") VALUES (?" + markers + ")"
        + (lwt ? " IF NOT EXISTS" : "");
  }

  /** Binds: the columns' values in order, then the key. */
  public String update(String table, List<String> columns) {
    String assignments = columns.stream().map(c -> column(c) + " = ?").collect(Collectors.joining(", "));
    return "UPDATE " + qualified(table) + " SET " + assignments + " WHERE " + KEY_COLUMN + " = ?"
        + (lwt ? " IF EXISTS" : "");
  }

  /** An insert that expires (CQL {@code USING TTL}). Binds: key, the columns' values in order, then the ttl in seconds (0: none). */
  public String insertWithTtl(String table, List<String> columns) {
    return insert(table, columns) + " USING TTL ?";
  }

  /** An update whose columns expire. Binds: the ttl in seconds (0: none), the columns' values in order, then the key. */
  public String updateWithTtl(String table, List<String> columns) {
    return update(table, columns).replaceFirst(" SET ", " USING TTL ? SET ");
  }

  /** Binds: key. */
  public String delete(String table) {
    return "DELETE FROM " + qualified(table) + " WHERE " + KEY_COLUMN + " = ?" + (lwt ? " IF EXISTS" : "");
  }

  String qualified(String table) {
    return keyspace + "." + CqlIdentifier.fromCql(table).asCql(true);
  }

  static String column(String field) {
    return CqlIdentifier.fromInternal(field).asCql(true);
  }

  private static String selection(List<String> columns) {
    return columns == null ? "*" : columns.stream().map(CqlStatements::column).collect(Collectors.joining(", "));
  }
}

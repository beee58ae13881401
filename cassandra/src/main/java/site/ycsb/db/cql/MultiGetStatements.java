package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import site.ycsb.db.cql.StatementCache.Prepared;

/**
 * The multi-get's statement, {@code SELECT y_id, ... WHERE y_id IN ?} (the keys bound as one list,
 * so one statement serves every batch size), prepared once per (table, field set). The key column
 * is always selected: it says which key each row is.
 */
final class MultiGetStatements {
  private record Key(String table, Set<String> fields) { }

  private final ConcurrentHashMap<Key, Prepared<PreparedStatement>> cache = new ConcurrentHashMap<>();
  private final CqlStatements cql;
  private final Function<String, PreparedStatement> preparer;

  MultiGetStatements(String keyspace, Function<String, PreparedStatement> preparer) {
    this.cql = new CqlStatements(keyspace);
    this.preparer = preparer;
  }

  /** {@code fields} null: every column. */
  Prepared<PreparedStatement> get(String table, Set<String> fields) {
    Prepared<PreparedStatement> hit = cache.get(new Key(table, fields));
    if (hit != null) {
      return hit;
    }
    Key key = new Key(table, fields == null ? null : Set.copyOf(fields));
    return cache.computeIfAbsent(key, k -> new Prepared<>(preparer.apply(text(k.table(), k.fields())), null));
  }

  /** The CQL text of the multi-get of {@code fields} (null: every column). */
  String text(String table, Set<String> fields) {
    String selection = "*";
    if (fields != null) {
      List<String> columns = new ArrayList<>();
      columns.add(CqlStatements.KEY_COLUMN);
      fields.stream().sorted().map(CqlStatements::column).forEach(columns::add);
      selection = columns.stream().collect(Collectors.joining(", "));
    }
    return "SELECT " + selection + " FROM " + cql.qualified(table) + " WHERE " + CqlStatements.KEY_COLUMN + " IN ?";
  }
}

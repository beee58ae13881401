package site.ycsb.db.cql;

import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;
import site.ycsb.db.cql.StatementCache.Prepared;

/**
 * The multi-get's statement, {@code SELECT y_id, ... WHERE y_id IN ?} (the keys bound as one list,
 * so one statement serves every batch size), prepared once per (table, field set). The key column
 * is always selected: it says which key each row is. The prepare is asynchronous and never waited for
 * inside the cache: an asynchronous batch may start on a driver I/O thread (the CQL bindings chain
 * there), which must not block, nor wait for a thread that blocks holding the cache's entry.
 */
final class MultiGetStatements {
  private record Key(String table, Set<String> fields) { }

  private final ConcurrentHashMap<Key, CompletableFuture<Prepared<PreparedStatement>>> cache =
      new ConcurrentHashMap<>();
  private final CqlStatements cql;
  private final Function<String, CompletionStage<PreparedStatement>> preparer;

  MultiGetStatements(String keyspace, Function<String, CompletionStage<PreparedStatement>> preparer) {
    this.cql = new CqlStatements(keyspace);
    this.preparer = preparer;
  }

  /** The statement, prepared or being prepared (never waits); {@code fields} null: every column. */
  CompletableFuture<Prepared<PreparedStatement>> prepared(String table, Set<String> fields) {
    CompletableFuture<Prepared<PreparedStatement>> hit = cache.get(new Key(table, fields));
    if (hit != null && !hit.isCompletedExceptionally()) {
      return hit;
    }
    Key key = new Key(table, fields == null ? null : Set.copyOf(fields));
    if (hit != null) {
      cache.remove(key, hit); // a failed prepare is tried again
    }
    return cache.computeIfAbsent(key, k -> preparer.apply(text(k.table(), k.fields()))
        .thenApply(ps -> new Prepared<>(ps, (List<String>) null)).toCompletableFuture());
  }

  /** The statement, waiting for its prepare: for the blocking multi-get, on a client thread. */
  Prepared<PreparedStatement> get(String table, Set<String> fields) {
    return prepared(table, fields).join();
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

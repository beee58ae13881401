package site.ycsb.db.cql;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Prepares each distinct (operation, table, field set) once and hands the same statement to every
 * thread afterwards. Field sets are compared as sets, so {a, b} and {b, a} share a statement; the
 * statement's column order is the returned {@link Prepared#columns()}.
 *
 * @param <S> the prepared statement type (the driver's; plain text in tests)
 */
public final class StatementCache<S> {
  /** The five operations, and the writes with a time to live (ttl). */
  public enum Kind { READ, SCAN, INSERT, UPDATE, DELETE, INSERT_TTL, UPDATE_TTL }

  /** A prepared statement and the order its field columns are bound in (null: all columns). */
  public record Prepared<S>(S statement, List<String> columns) { }

  private record Key(Kind kind, String table, Set<String> fields) { }

  private final ConcurrentHashMap<Key, Prepared<S>> cache = new ConcurrentHashMap<>();
  private final CqlStatements cql;
  private final Function<String, S> preparer;

  /** {@code preparer} turns CQL text into a statement; it may throw, and is retried next time. */
  public StatementCache(CqlStatements cql, Function<String, S> preparer) {
    this.cql = cql;
    this.preparer = preparer;
  }

  /** {@code fields} null means all fields (read, scan); delete takes null. */
  public Prepared<S> get(Kind kind, String table, Set<String> fields) {
    Prepared<S> hit = cache.get(new Key(kind, table, fields));
    if (hit != null) {
      return hit;
    }
    // copy: the caller's set may be mutated or reused by the workload afterwards
    Key key = new Key(kind, table, fields == null ? null : Set.copyOf(fields));
    return cache.computeIfAbsent(key, this::prepare);
  }

  /** How many statements were prepared (one per distinct key). */
  public int size() {
    return cache.size();
  }

  private Prepared<S> prepare(Key key) {
    List<String> columns = key.fields() == null ? null : key.fields().stream().sorted().toList();
    String text = switch (key.kind()) {
      case READ -> cql.read(key.table(), columns);
      case SCAN -> cql.scan(key.table(), columns);
      case INSERT -> cql.insert(key.table(), columns);
      case UPDATE -> cql.update(key.table(), columns);
      case DELETE -> cql.delete(key.table());
      case INSERT_TTL -> cql.insertWithTtl(key.table(), columns);
      case UPDATE_TTL -> cql.updateWithTtl(key.table(), columns);
    };
    return new Prepared<>(preparer.apply(text), columns);
  }
}

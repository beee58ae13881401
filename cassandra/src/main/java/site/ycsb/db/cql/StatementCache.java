package site.ycsb.db.cql;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * Prepares each distinct (operation, table, field set) once and hands the same statement to every
 * thread afterwards. Field sets are compared as sets, so {a, b} and {b, a} share a statement; the
 * statement's column order is the returned {@link Prepared#columns()}.
 *
 * <p>Preparing is asynchronous: the driver refuses a blocking prepare on its I/O thread, where a
 * chained asynchronous run starts its operations. {@link #prepared} never waits; {@link #get} waits
 * (for blocking callers and the start-up, off the driver's threads).
 *
 * @param <S> the prepared statement type (the driver's; plain text in tests)
 */
public final class StatementCache<S> {
  /** The five operations, and the writes with a time to live (ttl). */
  public enum Kind { READ, SCAN, INSERT, UPDATE, DELETE, INSERT_TTL, UPDATE_TTL }

  /** A prepared statement and the order its field columns are bound in (null: all columns). */
  public record Prepared<S>(S statement, List<String> columns) { }

  private record Key(Kind kind, String table, Set<String> fields) { }

  private final ConcurrentHashMap<Key, CompletableFuture<Prepared<S>>> cache = new ConcurrentHashMap<>();
  private final CqlStatements cql;
  private final Function<String, ? extends CompletionStage<S>> preparer;

  /**
   * {@code preparer} starts preparing CQL text and never waits for it; it may throw or fail its stage,
   * and is retried next time.
   */
  public StatementCache(CqlStatements cql, Function<String, ? extends CompletionStage<S>> preparer) {
    this.cql = cql;
    this.preparer = preparer;
  }

  /** A cache over a preparer that returns its statement (a test double, a blocking prepare). */
  public static <S> StatementCache<S> blocking(CqlStatements cql, Function<String, S> preparer) {
    return new StatementCache<>(cql, text -> CompletableFuture.completedFuture(preparer.apply(text)));
  }

  /**
   * The statement, prepared or being prepared; never waits. {@code fields} null means all fields (read,
   * scan); delete takes null. A stage that failed is forgotten, so the next call prepares again.
   */
  public CompletableFuture<Prepared<S>> prepared(Kind kind, String table, Set<String> fields) {
    CompletableFuture<Prepared<S>> hit = cache.get(new Key(kind, table, fields));
    if (hit != null && !hit.isCompletedExceptionally()) {
      return hit;
    }
    // copy: the caller's set may be mutated or reused by the workload afterwards
    Key key = new Key(kind, table, fields == null ? null : Set.copyOf(fields));
    if (hit != null) {
      cache.remove(key, hit);
    }
    return cache.computeIfAbsent(key, this::prepare);
  }

  /** The statement, waiting for its prepare; throws what the prepare threw. */
  public Prepared<S> get(Kind kind, String table, Set<String> fields) {
    try {
      return prepared(kind, table, fields).join();
    } catch (CompletionException e) {
      if (e.getCause() instanceof RuntimeException cause) {
        throw cause;
      }
      throw e;
    }
  }

  /** How many statements were prepared or are being prepared (one per distinct key). */
  public int size() {
    return cache.size();
  }

  private CompletableFuture<Prepared<S>> prepare(Key key) {
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
    try {
      return preparer.apply(text).toCompletableFuture().thenApply(s -> new Prepared<>(s, columns));
    } catch (RuntimeException e) {
      return CompletableFuture.failedFuture(e);
    }
  }
}

package site.ycsb.db.cql;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Shares one resource per key between the client threads of a run: the first {@link #acquire}
 * opens it, the last {@link #release} closes it and forgets it, so a later run in the same JVM
 * opens a fresh one. Thread-safe; opening happens under the lock so concurrent first callers wait
 * for one open instead of racing.
 */
public final class RefCountedRegistry<K, V> {
  /** Opens the resource of a key. */
  @FunctionalInterface
  public interface Opener<K, V, E extends Exception> {
    V open(K key) throws E;
  }

  private static final class Entry<V> {
    final V value;
    int references;

    Entry(V value) {
      this.value = value;
    }
  }

  private final Map<K, Entry<V>> entries = new HashMap<>();
  private final Consumer<V> closer;

  public RefCountedRegistry(Consumer<V> closer) {
    this.closer = closer;
  }

  /** The key's resource, opened by {@code opener} if nobody holds it; a failed open is not counted. */
  public synchronized <E extends Exception> V acquire(K key, Opener<K, V, E> opener) throws E {
    Entry<V> entry = entries.get(key);
    if (entry == null) {
      entry = new Entry<>(opener.open(key));
      entries.put(key, entry);
    }
    entry.references++;
    return entry.value;
  }

  /** Drops one reference; the last one closes the resource. Unknown keys are a caller bug. */
  public synchronized void release(K key) {
    Entry<V> entry = entries.get(key);
    if (entry == null) {
      throw new IllegalStateException("release without acquire");
    }
    if (--entry.references == 0) {
      entries.remove(key);
      closer.accept(entry.value);
    }
  }

  /** References held on the key's resource; 0 when it is closed. */
  public synchronized int references(K key) {
    Entry<V> entry = entries.get(key);
    return entry == null ? 0 : entry.references;
  }
}

package site.ycsb.db;

/**
 * Where one record's bytes are: a run of {@link RowFormat} bytes in a chunk. Immutable; an update
 * writes a new row and swaps the index entry, so a reader holding a row reads one consistent
 * version (chunks are never overwritten, only dropped when nothing points into them).
 */
class Row {
  final Chunk chunk;
  final int offset;
  final int length;

  Row(Chunk chunk, int offset, int length) {
    this.chunk = chunk;
    this.offset = offset;
    this.length = length;
  }

  byte[] bytes() {
    return chunk.bytes;
  }

  /** Whether this version has expired at {@code nowNanos} (System.nanoTime); one without a ttl never does. */
  boolean expiredAt(long nowNanos) {
    return false;
  }

  /** Whether this version has expired now; the clock is read only for a row with a time to live. */
  final boolean expired() {
    return this instanceof Expiring && expiredAt(System.nanoTime());
  }

  /** A row at another place with this row's expiry (a cleaner's move, or an update without a time to live). */
  Row like(Chunk to, int at, int length) {
    return new Row(to, at, length);
  }

  /**
   * A row written with a time to live (ttl): read as absent from its expiry on. A subclass, so that
   * rows without one (the default) carry no expiry field.
   */
  static final class Expiring extends Row {
    private final long expiresAtNanos;

    Expiring(Chunk chunk, int offset, int length, long expiresAtNanos) {
      super(chunk, offset, length);
      this.expiresAtNanos = expiresAtNanos;
    }

    @Override
    boolean expiredAt(long nowNanos) {
      return nowNanos - expiresAtNanos >= 0;
    }

    @Override
    Row like(Chunk to, int at, int length) {
      return new Expiring(to, at, length, expiresAtNanos);
    }
  }
}

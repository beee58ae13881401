package site.ycsb.db;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A large byte array that rows are appended to by one writer thread, then sealed. Sealed chunks
 * are never written again; the bytes of rows that were replaced or deleted stay behind as garbage
 * until the chunk's live rows are moved elsewhere and the chunk is dropped (see {@link ChunkArena}).
 *
 * <p>Holding records in few large arrays, not in millions of small objects, is what keeps the
 * store out of the garbage collector's way: a chunk as large as a G1 region is allocated straight
 * into the old generation and never copied.
 */
final class Chunk {
  final byte[] bytes;
  private final ChunkArena arena;
  /** Bytes written; only the owning writer touches it before sealing. */
  private int used;
  /** Bytes written when sealed, -1 while a writer still appends. */
  private volatile int sealedEnd = -1;
  /** Bytes of rows the index points to (written rows count until replaced or deleted). */
  private final AtomicInteger live = new AtomicInteger();
  private final AtomicBoolean queuedForCleaning = new AtomicBoolean();
  /** How far cleaning got; only the thread holding the chunk for cleaning touches it. */
  int cleanedTo;

  Chunk(ChunkArena arena, int size) {
    this.arena = arena;
    this.bytes = new byte[size];
  }

  int free() {
    return bytes.length - used;
  }

  /** Reserves {@code n} bytes; returns their offset. The caller checked {@link #free()}. */
  int take(int n) {
    int at = used;
    used += n;
    return at;
  }

  /** No more appends; a chunk already mostly garbage is queued for cleaning at once. */
  void seal() {
    sealedEnd = used;
    queueIfSparse(live.get());
  }

  /** Bytes holding rows, once sealed; -1 before. */
  int sealedEnd() {
    return sealedEnd;
  }

  void addLive(int n) {
    live.addAndGet(n);
  }

  int live() {
    return live.get();
  }

  /** A row of {@code n} bytes in this chunk was replaced or deleted. */
  void release(int n) {
    queueIfSparse(live.addAndGet(-n));
  }

  private void queueIfSparse(int liveNow) {
    int end = sealedEnd;
    if (end >= 0 && liveNow < ChunkArena.MIN_LIVE_SHARE * end && queuedForCleaning.compareAndSet(false, true)) {
      arena.queueForCleaning(this);
    }
  }
}

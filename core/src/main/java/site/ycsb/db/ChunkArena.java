package site.ycsb.db;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The chunks of one table: hands out chunks to writers, takes back the half-filled chunk of a
 * writer that closes (the next writer goes on filling it), and keeps the queue of sealed chunks
 * that are mostly garbage. Writers clean those a few rows at a time as they write (see
 * {@link TableWriter#clean}): a chunk's live rows are copied to the writer's chunk, and the chunk
 * is dropped; the garbage collector frees it once no reader still holds one of its rows.
 *
 * <p>A sealed chunk is queued once less than {@link #MIN_LIVE_SHARE} of it is live, so chunks
 * hold at most 1 / MIN_LIVE_SHARE times their live rows, and cleaning copies at most
 * MIN_LIVE_SHARE / (1 - MIN_LIVE_SHARE) = 3 bytes per byte it frees.
 */
final class ChunkArena {
  static final double MIN_LIVE_SHARE = 0.75;

  private final ChunkSizes sizes;
  private final ConcurrentLinkedQueue<Chunk> open = new ConcurrentLinkedQueue<>();
  private final ConcurrentLinkedQueue<Chunk> toClean = new ConcurrentLinkedQueue<>();
  /** The chunk being cleaned, parked here between two writers' turns (no queue node per turn). */
  private final AtomicReference<Chunk> cleaning = new AtomicReference<>();
  private final AtomicLong allocated = new AtomicLong();

  ChunkArena(ChunkSizes sizes) {
    this.sizes = sizes;
  }

  ChunkSizes sizes() {
    return sizes;
  }

  /** A half-filled chunk a closed writer left, or null. */
  Chunk takeOpen() {
    return open.poll();
  }

  void returnOpen(Chunk c) {
    open.offer(c);
  }

  Chunk allocate(int size) {
    allocated.addAndGet(size);
    return new Chunk(this, size);
  }

  void queueForCleaning(Chunk c) {
    toClean.offer(c);
  }

  /** A chunk to clean, held by the caller alone until {@link #putBack} or {@link #drop}; or null. */
  Chunk takeForCleaning() {
    Chunk c = cleaning.get() != null ? cleaning.getAndSet(null) : null;
    return c != null ? c : toClean.poll();
  }

  void putBack(Chunk c) {
    if (!cleaning.compareAndSet(null, c)) {
      toClean.offer(c);
    }
  }

  /** Nothing in the index points into the chunk any more. */
  void drop(Chunk c) {
    allocated.addAndGet(-c.bytes.length);
  }

  /** Bytes of every chunk the table holds (filled or not, garbage included). */
  long allocatedBytes() {
    return allocated.get();
  }
}

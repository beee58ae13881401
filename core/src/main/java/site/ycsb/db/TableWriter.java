package site.ycsb.db;

/**
 * One thread's writing into one table: appends rows to the thread's own chunk (no other thread
 * writes it, so appending takes no lock and no atomic operation), and does the table's cleaning a
 * few rows at a time.
 */
final class TableWriter {
  /** Cleaning work per write: bytes of sealed chunks walked per byte written or released. */
  static final int CLEANING_PER_BYTE = 4;

  final MemoryTable table;
  private Chunk chunk;
  private int nextSize = ChunkSizes.FIRST;

  TableWriter(MemoryTable table) {
    this.table = table;
  }

  /**
   * Makes room for a row body of {@code length} bytes and writes its length prefix; the body goes
   * at the returned offset of {@link #chunk()}.
   */
  int reserve(int length) {
    int need = RowFormat.varintSize(length) + length;
    if (chunk == null) {
      chunk = table.arena.takeOpen();
    }
    if (chunk == null || chunk.free() < need) {
      if (chunk != null) {
        chunk.seal();
      }
      chunk = newChunk(need);
    }
    int at = chunk.take(need);
    return RowFormat.putVarint(chunk.bytes, at, length);
  }

  private Chunk newChunk(int need) {
    ChunkArena arena = table.arena;
    int size = nextSize;
    while (size < need && size < arena.sizes().largest()) {
      size = arena.sizes().after(size);
    }
    nextSize = arena.sizes().after(size);
    return arena.allocate(Math.max(size, need)); // a row larger than any chunk gets one of its own size
  }

  Chunk chunk() {
    return chunk;
  }

  /**
   * Walks up to {@code budget} bytes of a chunk queued for cleaning, moving each row the index
   * still points to into this writer's chunk; the chunk is dropped once walked to its end.
   */
  void clean(long budget) {
    ChunkArena arena = table.arena;
    Chunk victim = arena.takeForCleaning();
    if (victim == null) {
      return;
    }
    int end = victim.sealedEnd();
    int pos = victim.live() == 0 ? end : victim.cleanedTo;
    long walked = 0;
    while (pos < end && walked < budget) {
      int length = RowFormat.getVarint(victim.bytes, pos);
      int body = pos + RowFormat.varintSize(length);
      move(victim, body, length);
      pos = body + length;
      walked += length;
    }
    victim.cleanedTo = pos;
    if (pos >= end) {
      arena.drop(victim);
    } else {
      arena.putBack(victim);
    }
  }

  private void move(Chunk victim, int body, int length) {
    String key = RowFormat.key(victim.bytes, body);
    Row current = table.rows.get(key);
    if (current == null || current.chunk != victim || current.offset != body) {
      return; // garbage: replaced or deleted since
    }
    int at = reserve(length);
    Chunk to = chunk;
    System.arraycopy(victim.bytes, body, to.bytes, at, length);
    to.addLive(length);
    if (table.rows.replace(key, current, current.like(to, at, length))) {
      victim.release(length);
    } else {
      to.release(length); // a writer replaced or deleted it meanwhile: the copy is garbage
    }
  }

  /** Hands the unfilled rest of this writer's chunk to the next writer of the table. */
  void close() {
    if (chunk != null) {
      table.arena.returnOpen(chunk);
      chunk = null;
    }
  }
}

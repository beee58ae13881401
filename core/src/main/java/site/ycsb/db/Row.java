package site.ycsb.db;

/**
 * Where one record's bytes are: a run of {@link RowFormat} bytes in a chunk. Immutable; an update
 * writes a new row and swaps the index entry, so a reader holding a row reads one consistent
 * version (chunks are never overwritten, only dropped when nothing points into them).
 */
final class Row {
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
}

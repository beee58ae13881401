package site.ycsb.db;

import java.util.concurrent.ConcurrentSkipListMap;

/** One table of the memory store: the key-ordered index of rows, the field names, the chunks. */
final class MemoryTable {
  final ConcurrentSkipListMap<String, Row> rows;
  final FieldNumbers fields = new FieldNumbers();
  final ChunkArena arena;

  MemoryTable(ChunkSizes sizes) {
    this(sizes, new ConcurrentSkipListMap<>());
  }

  MemoryTable(ChunkSizes sizes, ConcurrentSkipListMap<String, Row> rows) {
    this.arena = new ChunkArena(sizes);
    this.rows = rows;
  }
}

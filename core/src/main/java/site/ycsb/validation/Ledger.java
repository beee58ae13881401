package site.ycsb.validation;

import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * One client's record of its writes, per key index (the workload's owned key index): one long per
 * key, changed by compare-and-set, so threads and async completions need no lock. Chunks of 2^20
 * keys are allocated as keys are first written (8 bytes per key; 800 MB for 100 M keys).
 *
 * <p>A key's word ({@link KeyState} reads it): the last version handed out, the writes in flight,
 * and the state the last settled write left. A write settles the key when it was the only write
 * in flight from its start to its acknowledgement: then the database must hold it. Writes that
 * overlapped leave the key ambiguous (any version it was given is accepted) until one settles it
 * again; a write of unknown outcome leaves it uncertain until a later acknowledged write.
 */
public final class Ledger {
  static final int CHUNK_BITS = 20;
  private static final int CHUNK = 1 << CHUNK_BITS;
  private static final int MAX_CHUNKS = 1 << 16;

  /** How a write ended. */
  public enum Outcome {
    /** Acknowledged: applied. */
    ACKNOWLEDGED,
    /** Refused for certain (not found, bad request, forbidden, not implemented): not applied. */
    REFUSED,
    /** Any other error: the database may have applied it or not. */
    UNKNOWN
  }

  /** What a write does to the key. */
  public enum Kind {
    /** Every field written (an insert, or an update with writeallfields). */
    FULL,
    /** One field written: the one {@link Ledger#fieldOf} names for the version. */
    ONE_FIELD,
    /** The key deleted. */
    DELETE
  }

  /**
   * Where a phase leaves its ledger in the properties it ran with, for the next phase of the same
   * process on the same properties (loadrun: the run judges reads of the keys the load wrote), as the
   * memory database leaves its store.
   */
  public static final Object PROPERTY_KEY = new Object() {
    @Override
    public String toString() {
      return "validation ledger";
    }
  };

  private final AtomicReferenceArray<AtomicLongArray> chunks = new AtomicReferenceArray<>(MAX_CHUNKS);
  private final int writer;
  private final int fieldCount;

  /**
   * @param writer this client's id in the values it writes (16 bits)
   * @param fieldCount the fields of a row
   */
  public Ledger(int writer, int fieldCount) {
    this.writer = writer & 0xffff;
    this.fieldCount = fieldCount;
  }

  public int writer() {
    return writer;
  }

  public int fieldCount() {
    return fieldCount;
  }

  /** The field a one-field write of {@code version} to key {@code index} touches: fixed, so the ledger need not store it. */
  public int fieldOf(long index, long version) {
    long h = (index * 0x9E3779B97F4A7C15L) ^ (version * 0xC2B2AE3D27D4EB4FL);
    h ^= h >>> 31;
    return (int) Long.remainderUnsigned(h, fieldCount);
  }

  /** The key's word now (0 for a key never written). */
  public long state(long index) {
    AtomicLongArray chunk = index < 0 ? null : chunks.get((int) (index >>> CHUNK_BITS));
    return chunk == null ? 0 : chunk.get((int) (index & (CHUNK - 1)));
  }

  /** Records a write's start: the version its values carry. */
  public long begin(long index) {
    AtomicLongArray chunk = chunk(index);
    int i = (int) (index & (CHUNK - 1));
    while (true) {
      long w = chunk.get(i);
      long next = KeyState.begun(w);
      if (chunk.compareAndSet(i, w, next)) {
        return KeyState.version(next);
      }
    }
  }

  /** Records the end of the write that {@link #begin} gave {@code version}. */
  public void end(long index, long version, Kind kind, Outcome outcome) {
    AtomicLongArray chunk = chunk(index);
    int i = (int) (index & (CHUNK - 1));
    while (true) {
      long w = chunk.get(i);
      if (chunk.compareAndSet(i, w, KeyState.ended(w, version, kind, outcome))) {
        return;
      }
    }
  }

  private AtomicLongArray chunk(long index) {
    int c = (int) (index >>> CHUNK_BITS);
    if (index < 0 || c >= MAX_CHUNKS) {
      throw new IllegalArgumentException("key index " + index + ": beyond the ledger's " + ((long) MAX_CHUNKS << CHUNK_BITS) + " keys");
    }
    AtomicLongArray chunk = chunks.get(c);
    if (chunk == null) {
      chunks.compareAndSet(c, null, new AtomicLongArray(CHUNK));
      chunk = chunks.get(c);
    }
    return chunk;
  }

  /** One past the highest key index a chunk covers (keys beyond were never written). */
  public long capacity() {
    for (int c = MAX_CHUNKS - 1; c >= 0; c--) {
      if (chunks.get(c) != null) {
        return (long) (c + 1) << CHUNK_BITS;
      }
    }
    return 0;
  }

  /** The memory its chunks take (8 bytes per key of each allocated chunk). */
  public long bytes() {
    long n = 0;
    for (int c = 0; c < MAX_CHUNKS; c++) {
      if (chunks.get(c) != null) {
        n += 8L * CHUNK;
      }
    }
    return n;
  }

  /** How ledger outcomes follow from a binding's status: OK acknowledged, a definite refusal refused, else unknown. */
  public static Outcome outcomeOf(site.ycsb.Status status) {
    if (status != null && status.isOk()) {
      return Outcome.ACKNOWLEDGED;
    }
    if (status != null && (status.equals(site.ycsb.Status.NOT_FOUND) || status.equals(site.ycsb.Status.BAD_REQUEST)
        || status.equals(site.ycsb.Status.FORBIDDEN) || status.equals(site.ycsb.Status.NOT_IMPLEMENTED))) {
      return Outcome.REFUSED;
    }
    return Outcome.UNKNOWN;
  }
}

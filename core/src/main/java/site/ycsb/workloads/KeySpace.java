package site.ycsb.workloads;

import site.ycsb.Utils;

/**
 * Which keys this client owns and how they are named.
 *
 * <p>A client owns the load range {@code [insertStart, insertStart + insertCount)}. Keys it inserts
 * during the run phase continue in the same slot of the next "generations" of the key space:
 * generation g holds {@code [g * recordCount + insertStart, g * recordCount + insertStart +
 * insertCount)}. Clients with disjoint load ranges therefore never insert the same key, and a
 * single client (insertStart 0, insertCount recordCount) inserts recordCount, recordCount+1, ...
 * exactly as upstream YCSB does.
 *
 * <p>Every owned key has an index: 0..insertCount-1 for the load range, then insertCount + i for
 * the i-th run-phase insert. Key choosers draw indexes; this class turns them into key numbers.
 */
final class KeySpace {
  private static final String PREFIX = "user";
  /** PADDING_NOT_NEEDED[d - 1] = 10^(d-1): numbers from there on have d digits or more. */
  private static final long[] PADDING_NOT_NEEDED = new long[19];

  static {
    long p = 1;
    for (int i = 0; i < PADDING_NOT_NEEDED.length; i++) {
      PADDING_NOT_NEEDED[i] = p;
      p *= 10;
    }
  }

  private final long recordCount;
  private final long insertStart;
  private final long insertCount;
  private final boolean ordered;
  private final int zeroPadding;

  KeySpace(long recordCount, long insertStart, long insertCount, boolean ordered, int zeroPadding) {
    this.recordCount = recordCount;
    this.insertStart = insertStart;
    this.insertCount = insertCount;
    this.ordered = ordered;
    this.zeroPadding = zeroPadding;
  }

  long loadCount() {
    return insertCount;
  }

  long insertStart() {
    return insertStart;
  }

  /** The key number of owned key {@code index}. */
  long keyNumber(long index) {
    if (index < insertCount) {
      return insertStart + index;
    }
    long runIndex = index - insertCount;
    if (insertCount == 0 || recordCount == 0) {
      // No range to repeat: run-phase inserts simply continue after the data set.
      return Math.max(recordCount, insertStart) + runIndex;
    }
    long generation = 1 + runIndex / insertCount;
    return Math.addExact(Math.multiplyExact(generation, recordCount), insertStart + runIndex % insertCount);
  }

  /** The owned index of key number {@code keyNumber} (the inverse of {@link #keyNumber}), or -1 if not owned. */
  long indexOf(long keyNumber) {
    if (keyNumber >= insertStart && keyNumber - insertStart < insertCount) {
      return keyNumber - insertStart;
    }
    if (insertCount == 0 || recordCount == 0) {
      long first = Math.max(recordCount, insertStart);
      return keyNumber >= first ? insertCount + (keyNumber - first) : -1;
    }
    long generation = keyNumber / recordCount;
    long slot = keyNumber % recordCount - insertStart;
    if (generation < 1 || slot < 0 || slot >= insertCount) {
      return -1;
    }
    return insertCount + (generation - 1) * insertCount + slot;
  }

  /** Upstream's key name: "user" + (FNV hash of the number, unless ordered), zero-padded. */
  String keyName(long keyNumber) {
    long n = ordered ? keyNumber : Utils.hash(keyNumber);
    if (zeroPadding <= 1 || (zeroPadding <= 19 && n >= PADDING_NOT_NEEDED[zeroPadding - 1])) {
      return PREFIX + n; // one concatenation: the common case, on every operation
    }
    String digits = Long.toString(n);
    int fill = zeroPadding - digits.length();
    if (fill <= 0) {
      return PREFIX.concat(digits);
    }
    StringBuilder sb = new StringBuilder(PREFIX.length() + zeroPadding).append(PREFIX);
    for (int i = 0; i < fill; i++) {
      sb.append('0');
    }
    return sb.append(digits).toString();
  }
}

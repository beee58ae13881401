package site.ycsb.validation;

/**
 * The verdict on one read: a pure function of the key's ledger word when the read began ({@code
 * before}), when it returned ({@code after}) and what it returned. A read is judged against what was
 * acknowledged before it began; a write in flight during it (begun before or during the read) makes
 * either answer acceptable.
 */
public final class ReadJudge {
  private ReadJudge() {
  }

  /** A NOT_FOUND answer. */
  public static ReadClass notFound(long before, long after) {
    ReadClass unjudged = unjudged(before);
    if (unjudged != null) {
      return unjudged;
    }
    return KeyState.exists(before) && !pending(before, after) ? ReadClass.LOST : ReadClass.VALID;
  }

  /**
   * A row, its fields already checked: {@code versions[i]} the version field {@code fields[i]}
   * carries, or {@link ValueCodec#CORRUPT} / {@link ValueCodec#FOREIGN}.
   */
  public static ReadClass row(long before, long after, long index, Ledger ledger, int[] fields, long[] versions,
      int count) {
    for (int i = 0; i < count; i++) {
      if (versions[i] == ValueCodec.CORRUPT) {
        return ReadClass.CORRUPT;
      }
    }
    ReadClass unjudged = unjudged(before);
    if (unjudged != null) {
      return unjudged;
    }
    boolean pending = pending(before, after);
    if (KeyState.deleted(before)) {
      return pending ? ReadClass.VALID : ReadClass.RESURRECTED;
    }
    long settled = KeyState.settled(before);
    boolean full = KeyState.full(before);
    int lastField = full ? -1 : ledger.fieldOf(index, settled);
    for (int i = 0; i < count; i++) {
      // FOREIGN (negative) where this client's write must be is stale too: a key belongs to one client's key space
      if ((full || fields[i] == lastField) && versions[i] < settled) {
        return ReadClass.STALE;
      }
    }
    return ReadClass.VALID;
  }

  /** The class of a read whose key the ledger cannot judge, or null if it can. */
  private static ReadClass unjudged(long before) {
    if (!KeyState.written(before) || KeyState.uncertain(before)) {
      return ReadClass.UNVERIFIABLE;
    }
    return KeyState.firm(before) ? null : ReadClass.VALID; // the client's own overlapping writes: any of them
  }

  /** Whether a write was in flight when the read began or began during it. */
  private static boolean pending(long before, long after) {
    return KeyState.inFlight(before) > 0 || KeyState.version(after) != KeyState.version(before);
  }
}

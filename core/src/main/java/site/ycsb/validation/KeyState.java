package site.ycsb.validation;

/**
 * A key's word in the {@link Ledger}, packed in one long:
 * <pre>
 *  bits 0..39   the last version handed out (N)
 *  bits 40..51  writes in flight
 *  bit 52       overlap: a write began while another was in flight
 *  bit 53       firm: the last write to end was alone from start to acknowledgement; the database must
 *               hold version N - in flight (S), or the deletion, as the bits below say
 *  bit 54       uncertain: a write of unknown outcome, not yet followed by an acknowledged one
 *  bit 55       exists (firm: S was an insert or update)
 *  bit 56       deleted (firm: S was a delete)
 *  bit 57       full (firm: S wrote every field)
 * </pre>
 * Pure functions of the word, so that the classification can be tested without threads.
 */
public final class KeyState {
  static final long VERSION_MASK = (1L << 40) - 1;
  static final int INFLIGHT_SHIFT = 40;
  static final long INFLIGHT_MAX = (1L << 12) - 1;
  static final long OVERLAP = 1L << 52;
  static final long FIRM = 1L << 53;
  static final long UNCERTAIN = 1L << 54;
  static final long EXISTS = 1L << 55;
  static final long DELETED = 1L << 56;
  static final long FULL = 1L << 57;

  private KeyState() {
  }

  public static long version(long w) {
    return w & VERSION_MASK;
  }

  public static long inFlight(long w) {
    return (w >>> INFLIGHT_SHIFT) & INFLIGHT_MAX;
  }

  public static boolean firm(long w) {
    return (w & FIRM) != 0;
  }

  public static boolean uncertain(long w) {
    return (w & UNCERTAIN) != 0;
  }

  public static boolean exists(long w) {
    return (w & EXISTS) != 0;
  }

  public static boolean deleted(long w) {
    return (w & DELETED) != 0;
  }

  public static boolean full(long w) {
    return (w & FULL) != 0;
  }

  /** The settled version S of a firm word: the last handed out less those still in flight. */
  public static long settled(long w) {
    return version(w) - inFlight(w);
  }

  /** Whether this client ever began a write of the key. */
  public static boolean written(long w) {
    return w != 0;
  }

  static long begun(long w) {
    long inflight = inFlight(w);
    if (inflight == INFLIGHT_MAX || version(w) == VERSION_MASK) {
      throw new IllegalStateException("a key has " + inflight + " writes in flight or " + version(w) + " versions: beyond the ledger's word");
    }
    long next = (w & ~OVERLAP) + 1 + (1L << INFLIGHT_SHIFT);
    return inflight > 0 ? next | OVERLAP : next;
  }

  static long ended(long w, long version, Ledger.Kind kind, Ledger.Outcome outcome) {
    long inflight = inFlight(w);
    if (inflight == 0) {
      throw new IllegalStateException("a write ended that the ledger did not see begin");
    }
    long out = w - (1L << INFLIGHT_SHIFT);
    boolean alone = (w & OVERLAP) == 0 && inflight == 1 && version == version(w);
    switch (outcome) {
      case ACKNOWLEDGED:
        out &= ~UNCERTAIN;
        if (!alone) {
          return out & ~FIRM;
        }
        out &= ~(EXISTS | DELETED | FULL);
        out |= FIRM | (kind == Ledger.Kind.DELETE ? DELETED : EXISTS) | (kind == Ledger.Kind.FULL ? FULL : 0);
        return out;
      case REFUSED:
        // alone: as if never begun (its version is handed out again); else the others' order is unknown
        return alone ? out - 1 : out & ~FIRM;
      default:
        return (out | UNCERTAIN) & ~FIRM;
    }
  }
}

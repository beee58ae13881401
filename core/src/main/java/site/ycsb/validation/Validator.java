package site.ycsb.validation;

import java.util.HashMap;
import java.util.Map;
import site.ycsb.ByteIterator;
import site.ycsb.Status;

/**
 * What a workload's operations call with {@code validation=true}: a write begins and ends in the
 * {@link Ledger}, its values carry the key, field, writer and version ({@link ValueCodec}), and a read
 * is judged ({@link ReadJudge}) from the key's ledger word before and after it. One per workload
 * phase; the per-thread parts (codec, scratch arrays) live in a {@link Scratch}.
 */
public final class Validator {
  private final Ledger ledger;
  private final Map<String, Integer> fieldNumbers;

  public Validator(Ledger ledger, Map<String, Integer> fieldNumbers) {
    this.ledger = ledger;
    this.fieldNumbers = fieldNumbers;
  }

  public Ledger ledger() {
    return ledger;
  }

  /** One thread's codec and arrays, so that judging a read allocates only the copies of its values. */
  public static final class Scratch {
    final ValueCodec codec = new ValueCodec();
    final int[] fields;
    final long[] versions;
    private byte[] buffer = new byte[256];

    public Scratch(int fieldCount) {
      fields = new int[fieldCount];
      versions = new long[fieldCount];
    }

    /** Copies a value read into the thread's buffer (no array per value); returns its length. */
    int copy(ByteIterator value) {
      long left = value.bytesLeft();
      if (left > Integer.MAX_VALUE - 16) {
        return -1;
      }
      if (left > buffer.length) {
        buffer = new byte[(int) Math.max(left, Math.min(Integer.MAX_VALUE - 16, 2L * buffer.length))];
      }
      int n = value.nextBuf(buffer, 0);
      return n == left ? n : -1;
    }

    public ValueCodec codec() {
      return codec;
    }
  }

  public Scratch newScratch() {
    return new Scratch(ledger.fieldCount());
  }

  /** Records a write's start; returns the version its values carry. */
  public long begin(long index) {
    return ledger.begin(index);
  }

  /** Records a write's end from the binding's status. */
  public void end(long index, long version, Ledger.Kind kind, Status status) {
    ledger.end(index, version, kind, Ledger.outcomeOf(status));
  }

  /** The field a one-field update of {@code version} writes. */
  public int fieldOf(long index, long version) {
    return ledger.fieldOf(index, version);
  }

  /** The key's word, taken just before a read is sent. */
  public long before(long index) {
    return ledger.state(index);
  }

  /**
   * Judges a read of key {@code index} ({@code key} its name) that began at ledger word {@code
   * before}; null for a read that got no answer (an error: the database said nothing of the data).
   */
  public ReadClass judge(long index, String key, long before, Status status, Map<String, ByteIterator> row,
      Scratch scratch) {
    if (status == null || (!status.isOk() && !Status.NOT_FOUND.equals(status))) {
      return null;
    }
    long after = ledger.state(index);
    if (!status.isOk()) {
      return ReadJudge.notFound(before, after);
    }
    int keyHash = scratch.codec.keyHash(key);
    int n = 0;
    for (Map.Entry<String, ByteIterator> e : row.entrySet()) {
      Integer field = fieldNumbers.get(e.getKey());
      ByteIterator value = e.getValue();
      scratch.fields[n] = field == null ? -1 : field;
      int length = field == null || value == null ? -1 : scratch.copy(value);
      scratch.versions[n] = length < 0 ? ValueCodec.CORRUPT
          : scratch.codec.check(scratch.buffer, length, keyHash, field, ledger.writer());
      if (++n == scratch.fields.length) {
        break;
      }
    }
    if (n == 0) {
      return ReadJudge.notFound(before, after); // a row without fields is no row
    }
    return ReadJudge.row(before, after, index, ledger, scratch.fields, scratch.versions, n);
  }

  /**
   * A scan's row: sound values (checksum and field) are {@link ReadClass#UNVERIFIABLE}, since a
   * scan's rows do not say their keys; a broken one is {@link ReadClass#CORRUPT}.
   */
  public ReadClass judgeScanRow(HashMap<String, ByteIterator> row, Scratch scratch) {
    for (Map.Entry<String, ByteIterator> e : row.entrySet()) {
      Integer field = fieldNumbers.get(e.getKey());
      int length = field == null || e.getValue() == null ? -1 : scratch.copy(e.getValue());
      if (length < 0 || !scratch.codec.sound(scratch.buffer, length, field)) {
        return ReadClass.CORRUPT;
      }
    }
    return ReadClass.UNVERIFIABLE;
  }
}

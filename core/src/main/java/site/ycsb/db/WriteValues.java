package site.ycsb.db;

import java.util.Arrays;
import java.util.Map;
import site.ycsb.ByteIterator;

/**
 * The fields of one insert or update, copied out of their iterators into one reusable buffer (an
 * iterator is read once, and an update may have to be retried), ready to be written into a row.
 * One per writer thread; reused for every write, so a write allocates nothing here.
 */
final class WriteValues {
  private byte[] bytes = new byte[4096];
  private int used;
  private int[] fieldNumbers = new int[16];
  private int[] offsets = new int[16];
  private int[] lengths = new int[16];
  private boolean[] written = new boolean[16];
  private int count;

  /** Copies {@code values}, numbering their names in {@code names}. */
  WriteValues fill(Map<String, ByteIterator> values, FieldNumbers names) {
    used = 0;
    count = 0;
    for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
      add(names.numberOf(e.getKey()), e.getValue());
    }
    return this;
  }

  private void add(int fieldNumber, ByteIterator value) {
    if (count == fieldNumbers.length) {
      int n = count * 2;
      fieldNumbers = Arrays.copyOf(fieldNumbers, n);
      offsets = Arrays.copyOf(offsets, n);
      lengths = Arrays.copyOf(lengths, n);
      written = Arrays.copyOf(written, n);
    }
    int start = used;
    while (value.hasNext()) {
      long left = Math.max(1, value.bytesLeft());
      if (bytes.length - used < left) {
        bytes = Arrays.copyOf(bytes, (int) Math.min(Integer.MAX_VALUE - 16, Math.max(2L * bytes.length, used + left)));
      }
      used = value.nextBuf(bytes, used);
    }
    fieldNumbers[count] = fieldNumber;
    offsets[count] = start;
    lengths[count] = used - start;
    count++;
  }

  int count() {
    return count;
  }

  /** The position of a field among these values, or -1. */
  int find(int fieldNumber) {
    for (int i = 0; i < count; i++) {
      if (fieldNumbers[i] == fieldNumber) {
        return i;
      }
    }
    return -1;
  }

  /**
   * Writes the body of a row holding {@code key} and these values over the fields of
   * {@code old} (null for an insert), into {@code out} at {@code pos}; with {@code out == null}
   * only counts. Returns the position after the body.
   */
  int writeBody(String key, int keyLength, Row old, RowFormat.FieldCursor cursor, byte[] out, int pos) {
    Arrays.fill(written, 0, count, false);
    int fieldCount = count;
    if (old != null) {
      cursor.start(old.bytes(), old.offset);
      while (cursor.next()) {
        if (find(cursor.fieldIndex) < 0) {
          fieldCount++;
        }
      }
    }
    if (out == null) {
      pos += RowFormat.varintSize(keyLength) + keyLength + RowFormat.varintSize(fieldCount);
    } else {
      pos = RowFormat.putKey(out, pos, key, keyLength);
      pos = RowFormat.putVarint(out, pos, fieldCount);
    }
    if (old != null) {
      cursor.start(old.bytes(), old.offset);
      while (cursor.next()) {
        int mine = find(cursor.fieldIndex);
        if (mine >= 0) {
          written[mine] = true;
          pos = field(out, pos, fieldNumbers[mine], bytes, offsets[mine], lengths[mine]);
        } else {
          pos = field(out, pos, cursor.fieldIndex, old.bytes(), cursor.valueOffset, cursor.valueLength);
        }
      }
    }
    for (int i = 0; i < count; i++) {
      if (!written[i]) {
        pos = field(out, pos, fieldNumbers[i], bytes, offsets[i], lengths[i]);
      }
    }
    return pos;
  }

  private static int field(byte[] out, int pos, int number, byte[] src, int offset, int length) {
    if (out == null) {
      return pos + RowFormat.varintSize(number) + RowFormat.varintSize(length) + length;
    }
    pos = RowFormat.putVarint(out, pos, number);
    pos = RowFormat.putVarint(out, pos, length);
    System.arraycopy(src, offset, out, pos, length);
    return pos + length;
  }
}

package site.ycsb.db;

import java.nio.charset.StandardCharsets;

/**
 * The bytes of one row in a chunk: a length prefix, then the body the index points to:
 * <pre>
 *   varint bodyLength
 *   body: varint keyLength, key (UTF-8), varint fieldCount,
 *         fieldCount x (varint fieldIndex, varint valueLength, value)
 * </pre>
 * Field names are numbers from the table's {@link FieldNumbers}; the key is in the row so that
 * cleaning can find a row's index entry. Varints are 7 bits per byte, low bits first.
 */
final class RowFormat {
  private RowFormat() {
  }

  static int varintSize(int v) {
    int n = 1;
    while ((v & ~0x7f) != 0) {
      v >>>= 7;
      n++;
    }
    return n;
  }

  static int putVarint(byte[] b, int pos, int v) {
    while ((v & ~0x7f) != 0) {
      b[pos++] = (byte) ((v & 0x7f) | 0x80);
      v >>>= 7;
    }
    b[pos++] = (byte) v;
    return pos;
  }

  static int getVarint(byte[] b, int pos) {
    int v = 0;
    int shift = 0;
    byte x;
    do {
      x = b[pos++];
      v |= (x & 0x7f) << shift;
      shift += 7;
    } while (x < 0);
    return v;
  }

  /** Bytes of the key in UTF-8 (keys are ASCII in every workload; others are still stored exactly). */
  static int keyLength(String key) {
    int n = key.length();
    for (int i = 0; i < n; i++) {
      if (key.charAt(i) >= 0x80) {
        return key.getBytes(StandardCharsets.UTF_8).length;
      }
    }
    return n;
  }

  /** Writes the key's length and bytes; {@code keyLength} from {@link #keyLength}. */
  static int putKey(byte[] b, int pos, String key, int keyLength) {
    pos = putVarint(b, pos, keyLength);
    if (keyLength == key.length()) {
      for (int i = 0; i < keyLength; i++) {
        b[pos + i] = (byte) key.charAt(i);
      }
    } else {
      System.arraycopy(key.getBytes(StandardCharsets.UTF_8), 0, b, pos, keyLength);
    }
    return pos + keyLength;
  }

  static String key(byte[] b, int body) {
    int length = getVarint(b, body);
    return new String(b, body + varintSize(length), length, StandardCharsets.UTF_8);
  }

  /** Offset of the field count, just past the key. */
  static int fieldsStart(byte[] b, int body) {
    int length = getVarint(b, body);
    return body + varintSize(length) + length;
  }

  /** Walks the fields of a row without allocating: {@code start(row)}, then {@code next()} until false. */
  static final class FieldCursor {
    private byte[] bytes;
    private int pos;
    private int left;
    int fieldIndex;
    int valueOffset;
    int valueLength;

    FieldCursor start(byte[] b, int body) {
      bytes = b;
      pos = fieldsStart(b, body);
      left = getVarint(b, pos);
      pos += varintSize(left);
      return this;
    }

    int count() {
      return left;
    }

    boolean next() {
      if (left == 0) {
        return false;
      }
      left--;
      fieldIndex = getVarint(bytes, pos);
      pos += varintSize(fieldIndex);
      valueLength = getVarint(bytes, pos);
      valueOffset = pos + varintSize(valueLength);
      pos = valueOffset + valueLength;
      return true;
    }
  }
}

package site.ycsb.validation;

import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32C;

/**
 * The layout of a validated value: printable ASCII (so it survives a binding that stores text), of
 * any length from {@link #MIN_LENGTH} on, the configured length kept.
 *
 * <pre>
 *  0..8    CRC32C of the key's name, 8 hex digits
 *  8..12   the field's number, 4 hex digits (modulo 65536)
 *  12..16  the writer: the ledger's random id, 4 hex digits
 *  16..28  the key's write version, 12 hex digits
 *  28..36  CRC32C of bytes 0..28 and 36..end, 8 hex digits
 *  36..    filler (the workload's random text), covered by the checksum
 * </pre>
 *
 * One instance per thread: the checksum object is reused.
 */
public final class ValueCodec {
  /** The shortest value that holds the header. */
  public static final int MIN_LENGTH = 36;
  private static final int CRC_AT = 28;
  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
  /** {@link #check}'s answer for a value whose checksum, key or field does not match. */
  public static final long CORRUPT = -1;
  /** {@link #check}'s answer for a well-formed value another writer wrote. */
  public static final long FOREIGN = -2;

  private final CRC32C crc = new CRC32C();

  /** The key's hash as values carry it. */
  public int keyHash(String key) {
    crc.reset();
    byte[] b = key.getBytes(StandardCharsets.UTF_8);
    crc.update(b, 0, b.length);
    return (int) crc.getValue();
  }

  /** Writes the header into {@code value} (whose bytes from 36 on are the filler already) and seals it. */
  public void encode(byte[] value, int keyHash, int field, int writer, long version) {
    encode(value, value.length, keyHash, field, writer, version);
  }

  /** As {@link #encode(byte[], int, int, int, long)} for the value in the first {@code length} bytes of {@code value}. */
  public void encode(byte[] value, int length, int keyHash, int field, int writer, long version) {
    hex(value, 0, keyHash & 0xffffffffL, 8);
    hex(value, 8, field & 0xffff, 4);
    hex(value, 12, writer & 0xffff, 4);
    hex(value, 16, version, 12);
    hex(value, CRC_AT, checksum(value, length), 8);
  }

  /**
   * The version a value read back carries, or {@link #CORRUPT} (too short, checksum, key or field
   * wrong), or {@link #FOREIGN} (sound, but another writer's).
   */
  public long check(byte[] value, int keyHash, int field, int writer) {
    return check(value, value.length, keyHash, field, writer);
  }

  /** As {@link #check(byte[], int, int, int)} for the value in the first {@code length} bytes of {@code value}. */
  public long check(byte[] value, int length, int keyHash, int field, int writer) {
    if (length < MIN_LENGTH) {
      return CORRUPT;
    }
    long sum = unhex(value, CRC_AT, 8);
    if (sum < 0 || sum != checksum(value, length) || unhex(value, 0, 8) != (keyHash & 0xffffffffL)
        || unhex(value, 8, 4) != (field & 0xffff)) {
      return CORRUPT;
    }
    long version = unhex(value, 16, 12);
    if (version < 0) {
      return CORRUPT;
    }
    return unhex(value, 12, 4) == (writer & 0xffff) ? version : FOREIGN;
  }

  /** Whether a value is sound (checksum and field) whatever its key: a scan's rows carry no key. */
  public boolean sound(byte[] value, int length, int field) {
    if (length < MIN_LENGTH) {
      return false;
    }
    long sum = unhex(value, CRC_AT, 8);
    return sum >= 0 && sum == checksum(value, length) && unhex(value, 8, 4) == (field & 0xffff);
  }

  private long checksum(byte[] value, int length) {
    crc.reset();
    crc.update(value, 0, CRC_AT);
    crc.update(value, MIN_LENGTH, length - MIN_LENGTH);
    return crc.getValue();
  }

  private static void hex(byte[] out, int at, long v, int digits) {
    for (int i = digits - 1; i >= 0; i--) {
      out[at + i] = HEX[(int) (v & 0xf)];
      v >>>= 4;
    }
  }

  /** The number in {@code digits} lower-case hex digits at {@code at}, or -1 if one is not a hex digit. */
  private static long unhex(byte[] in, int at, int digits) {
    long v = 0;
    for (int i = 0; i < digits; i++) {
      int c = in[at + i];
      int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
      if (d < 0) {
        return -1;
      }
      v = (v << 4) | d;
    }
    return v;
  }
}

package site.ycsb.validation;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
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
 * One instance per thread: the checksum object is reused. A check compares the header's fixed parts
 * (key, field, writer, checksum) as 8-byte words against the expected number written out in hex,
 * and parses only the version, through a table: parsing digit by digit with a branch per digit cost
 * more than the checksum itself (a mispredicted branch for every letter among the digits).
 */
public final class ValueCodec {
  /** The shortest value that holds the header. */
  public static final int MIN_LENGTH = 36;
  private static final int CRC_AT = 28;
  private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);
  /** Each byte's value as a hex digit, or -1. */
  private static final byte[] DIGIT = new byte[256];
  private static final VarHandle WORD = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
  private static final long LOW_HALF = 0xffffffffL;

  /** {@link #check}'s answer for a value whose checksum, key or field does not match. */
  public static final long CORRUPT = -1;
  /** {@link #check}'s answer for a well-formed value another writer wrote. */
  public static final long FOREIGN = -2;

  static {
    Arrays.fill(DIGIT, (byte) -1);
    for (int i = 0; i < HEX.length; i++) {
      DIGIT[HEX[i]] = (byte) i;
    }
  }

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
    // whole words of hex digits, as check reads them; the version's last word spills into the
    // checksum's place, which is written last and is not covered by the checksum
    put(value, 0, hex8(keyHash));
    put(value, 8, hex8(((long) (field & 0xffff) << 16) | (writer & 0xffff)));
    put(value, 16, hex8(version >>> 16));
    put(value, 24, hex8(version & 0xffff) << 32);
    put(value, CRC_AT, hex8(checksum(value, length)));
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
    long fieldAndWriter = word(value, 8);
    if (word(value, CRC_AT) != hex8(checksum(value, length)) || word(value, 0) != hex8(keyHash)
        || (fieldAndWriter >>> 32) != (hex8(field & 0xffff) & LOW_HALF)) {
      return CORRUPT;
    }
    long version = 0;
    int bad = 0;
    for (int i = 16; i < CRC_AT; i++) {
      int d = DIGIT[value[i] & 0xff];
      bad |= d;
      version = (version << 4) | (d & 0xf);
    }
    if (bad < 0) {
      return CORRUPT;
    }
    return (fieldAndWriter & LOW_HALF) == (hex8(writer & 0xffff) & LOW_HALF) ? version : FOREIGN;
  }

  /** Whether a value is sound (checksum and field) whatever its key: a scan's rows carry no key. */
  public boolean sound(byte[] value, int length, int field) {
    return length >= MIN_LENGTH && word(value, CRC_AT) == hex8(checksum(value, length))
        && (word(value, 8) >>> 32) == (hex8(field & 0xffff) & LOW_HALF);
  }

  /**
   * Stores a word byte by byte: the VarHandle's store did not inline into encode (its guards took
   * a quarter of encode's samples in a profile), plain stores always do.
   */
  private static void put(byte[] value, int at, long word) {
    for (int i = 7; i >= 0; i--) {
      value[at + i] = (byte) word;
      word >>>= 8;
    }
  }

  private static long word(byte[] value, int at) {
    return (long) WORD.get(value, at);
  }

  /**
   * The 8 lower-case hex digits of {@code v}'s low 32 bits as the 8 bytes of a big-endian word: each
   * nibble spread into a byte of its own, then 0-9 and a-f shifted to their characters at once.
   */
  static long hex8(long v) {
    long x = v & LOW_HALF;
    x = (x | (x << 16)) & 0x0000ffff0000ffffL;
    x = (x | (x << 8)) & 0x00ff00ff00ff00ffL;
    x = (x | (x << 4)) & 0x0f0f0f0f0f0f0f0fL;
    long letters = ((x + 0x0606060606060606L) >>> 4) & 0x0101010101010101L; // 1 where the nibble is >= 10
    return x + 0x3030303030303030L + letters * ('a' - '0' - 10);
  }

  private long checksum(byte[] value, int length) {
    crc.reset();
    crc.update(value, 0, CRC_AT);
    crc.update(value, MIN_LENGTH, length - MIN_LENGTH);
    return crc.getValue();
  }
}

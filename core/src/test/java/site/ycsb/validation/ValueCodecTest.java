package site.ycsb.validation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A validated value says its key, field, writer and version, and any changed byte is caught. */
class ValueCodecTest {
  private final ValueCodec codec = new ValueCodec();

  private byte[] value(int length, String key, int field, int writer, long version) {
    byte[] v = new byte[length];
    Arrays.fill(v, (byte) 'x');
    codec.encode(v, codec.keyHash(key), field, writer, version);
    return v;
  }

  @Test
  void aValueReadBackGivesItsVersionAtAnyLengthFromTheMinimum() {
    for (int length : new int[] {ValueCodec.MIN_LENGTH, 100, 4000}) {
      byte[] v = value(length, "user1", 3, 9, 0xabcdef12345L);
      assertThat(codec.check(v, codec.keyHash("user1"), 3, 9)).isEqualTo(0xabcdef12345L);
      assertThat(new String(v, java.nio.charset.StandardCharsets.US_ASCII)).matches("[ -~]+");
    }
  }

  @Test
  void anyFlippedByteAnotherKeyOrAnotherFieldIsCorruptAndAnotherWriterForeign() {
    byte[] v = value(100, "user1", 3, 9, 42);
    int key = codec.keyHash("user1");
    for (int i = 0; i < v.length; i++) {
      byte[] flipped = v.clone();
      flipped[i] ^= 1;
      assertThat(codec.check(flipped, key, 3, 9)).as("byte " + i).isEqualTo(ValueCodec.CORRUPT);
    }
    assertThat(codec.check(v, codec.keyHash("user2"), 3, 9)).isEqualTo(ValueCodec.CORRUPT);
    assertThat(codec.check(v, key, 4, 9)).isEqualTo(ValueCodec.CORRUPT);
    assertThat(codec.check(Arrays.copyOf(v, 35), key, 3, 9)).isEqualTo(ValueCodec.CORRUPT);
    assertThat(codec.check(v, key, 3, 10)).isEqualTo(ValueCodec.FOREIGN);
  }

  @Test
  void theHeaderIsTheDocumentedTextAndTheFillerIsKept() {
    byte[] v = value(50, "user1", 0x1abcd, 0x7f3e9, 0x123456789abcL);
    java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    crc.update(v, 0, 28);
    crc.update(v, 36, 14);
    String expected = String.format("%08x", codec.keyHash("user1") & 0xffffffffL) + "abcd" + "f3e9" + "123456789abc"
        + String.format("%08x", crc.getValue()) + "x".repeat(14);
    assertThat(new String(v, java.nio.charset.StandardCharsets.US_ASCII)).isEqualTo(expected);
  }

  @Test
  void theHexWordOfANumberIsItsEightLowerCaseDigits() {
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(7);
    long[] edges = {0, 1, 9, 10, 15, 16, 0xffffffffL, 0x80000000L, 0xabcdef01L, -1L, 0x123456789L};
    for (long v : edges) {
      assertThat(ValueCodec.hex8(v)).as(Long.toHexString(v)).isEqualTo(word(String.format("%08x", v & 0xffffffffL)));
    }
    for (int i = 0; i < 10_000; i++) {
      long v = rnd.nextLong();
      assertThat(ValueCodec.hex8(v)).isEqualTo(word(String.format("%08x", v & 0xffffffffL)));
    }
  }

  @Test
  void everyKeyFieldWriterAndVersionReadsBackAndOnlyItsOwnMatches() {
    java.util.SplittableRandom rnd = new java.util.SplittableRandom(11);
    for (int i = 0; i < 2_000; i++) {
      String key = "user" + rnd.nextLong();
      int field = rnd.nextInt(1 << 17);
      int writer = rnd.nextInt();
      long version = rnd.nextLong(1L << 48);
      byte[] v = value(ValueCodec.MIN_LENGTH + rnd.nextInt(300), key, field, writer, version);
      int hash = codec.keyHash(key);
      assertThat(codec.check(v, hash, field, writer)).isEqualTo(version);
      assertThat(codec.check(v, hash, field & 0xffff, writer & 0xffff)).isEqualTo(version); // modulo 65536, as documented
      assertThat(codec.sound(v, v.length, field)).isTrue();
      assertThat(codec.check(v, hash + 1, field, writer)).isEqualTo(ValueCodec.CORRUPT);
      assertThat(codec.check(v, hash, field + 1, writer)).isEqualTo(ValueCodec.CORRUPT);
      assertThat(codec.sound(v, v.length, field + 1)).isFalse();
      assertThat(codec.check(v, hash, field, writer + 1)).isEqualTo(ValueCodec.FOREIGN);
    }
  }

  @Test
  void upperCaseDigitsUnderAValidChecksumAreCorrupt() {
    byte[] v = value(64, "user1", 3, 9, 0xabcL);
    v[27] = 'C'; // the version's last digit, then the checksum made to match again
    java.util.zip.CRC32C crc = new java.util.zip.CRC32C();
    crc.update(v, 0, 28);
    crc.update(v, 36, v.length - 36);
    byte[] sum = String.format("%08x", crc.getValue()).getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    System.arraycopy(sum, 0, v, 28, 8);
    assertThat(codec.check(v, codec.keyHash("user1"), 3, 9)).isEqualTo(ValueCodec.CORRUPT);
    v[27] = 'c';
    crc.reset();
    crc.update(v, 0, 28);
    crc.update(v, 36, v.length - 36);
    System.arraycopy(String.format("%08x", crc.getValue()).getBytes(java.nio.charset.StandardCharsets.US_ASCII), 0, v, 28, 8);
    assertThat(codec.check(v, codec.keyHash("user1"), 3, 9)).isEqualTo(0xabcL);
  }

  private static long word(String eightChars) {
    return java.nio.ByteBuffer.wrap(eightChars.getBytes(java.nio.charset.StandardCharsets.US_ASCII)).getLong();
  }
}

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
}

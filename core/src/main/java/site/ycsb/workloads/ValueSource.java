package site.ycsb.workloads;

import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * Field values: slices at random offsets of one large buffer of random printable ASCII, generated
 * once per workload. A value costs one random draw and one small object instead of a random call
 * per byte; the buffer is large (16 MiB) so that values a database stores side by side do not
 * repeat each other and compress no better than random text.
 */
final class ValueSource {
  static final int DEFAULT_BUFFER_BYTES = 16 << 20;
  private final byte[] buffer;

  ValueSource(int maxValueLength, long seed) {
    this(Math.max(DEFAULT_BUFFER_BYTES, 4 * maxValueLength), seed, true);
  }

  ValueSource(int bufferBytes, long seed, boolean unused) {
    buffer = new byte[bufferBytes];
    SplittableRandom rnd = new SplittableRandom(seed);
    int i = 0;
    while (i < buffer.length) {
      long bits = rnd.nextLong();
      // 9 printable characters (95 symbols, ' '..'~') from each 63 bits: 7 bits folded per byte
      for (int k = 0; k < 9 && i < buffer.length; k++) {
        buffer[i++] = (byte) (' ' + (int) ((bits & 0x7f) % 95));
        bits >>>= 7;
      }
    }
  }

  /** A value of {@code length} bytes. */
  ByteIterator next(int length) {
    int len = Math.min(length, buffer.length);
    int offset = ThreadLocalRandom.current().nextInt(buffer.length - len + 1);
    return new ByteArrayByteIterator(buffer, offset, len);
  }

  /** A copy of a slice, for tests of the value's randomness. */
  byte[] sample(int offset, int length) {
    return java.util.Arrays.copyOfRange(buffer, offset, offset + length);
  }
}

package site.ycsb.workloads;

import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import site.ycsb.ByteIterator;

/**
 * Field values: slices of one large buffer of random printable ASCII, generated once per workload.
 * Each thread reads the buffer from a random start through its own {@link Cursor}, one slice after
 * the other (memory is streamed, not hit at random: random offsets cost a cache miss per value),
 * and jumps to a new random start at the end. A value costs no object (each thread re-points its
 * own {@link BufferSlice}s) and no random call per byte; the buffer is large (16 MiB) so that
 * values a database stores near each other do not repeat each other and compress no better than
 * random text.
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

  /** One thread's position in the buffer. */
  static final class Cursor {
    private int position = -1;
  }

  /** Points {@code slice} at the {@code length} bytes after the cursor's position. */
  ByteIterator next(int length, Cursor cursor, BufferSlice slice) {
    int len = Math.min(length, buffer.length);
    int offset = cursor.position;
    if (offset < 0 || offset > buffer.length - len) {
      offset = ThreadLocalRandom.current().nextInt(buffer.length - len + 1);
    }
    cursor.position = offset + len;
    return slice.at(offset, len);
  }

  /** Copies the next {@code to - from} bytes after the cursor's position into {@code dst} (a validated value's filler). */
  void fill(byte[] dst, int from, int to, Cursor cursor) {
    int len = Math.min(to - from, buffer.length);
    int offset = cursor.position;
    if (offset < 0 || offset > buffer.length - len) {
      offset = ThreadLocalRandom.current().nextInt(buffer.length - len + 1);
    }
    cursor.position = offset + len;
    System.arraycopy(buffer, offset, dst, from, len);
  }

  /** A value object of its own for one thread: {@link #next(int, Cursor, BufferSlice)} points it at values. */
  BufferSlice newSlice() {
    return new BufferSlice(buffer);
  }

  /** A value from a random offset, for callers without a cursor. */
  ByteIterator next(int length) {
    return next(length, new Cursor(), newSlice());
  }

  /** A copy of a slice, for tests of the value's randomness. */
  byte[] sample(int offset, int length) {
    return java.util.Arrays.copyOfRange(buffer, offset, offset + length);
  }
}

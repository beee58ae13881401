package site.ycsb;

import java.util.concurrent.ThreadLocalRandom;

/**
 * {@code length} random printable ASCII bytes. Kept for bindings and workloads written against
 * upstream; CoreWorkload itself takes values from a pre-generated buffer, which is much cheaper.
 */
public class RandomByteIterator extends ByteIterator {
  private static final int BYTES_PER_DRAW = 9; // 9 x 7 bits of one 64-bit random draw
  private final long length;
  private long produced;
  private long draw;
  private int leftInDraw;

  public RandomByteIterator(long length) {
    this.length = length;
  }

  @Override
  public boolean hasNext() {
    return produced < length;
  }

  @Override
  public byte nextByte() {
    if (leftInDraw == 0) {
      draw = ThreadLocalRandom.current().nextLong();
      leftInDraw = BYTES_PER_DRAW;
    }
    // 95 printable characters from ' ' to '~'; 7 random bits folded into that range.
    int bits = (int) (draw & 0x7f);
    draw >>>= 7;
    leftInDraw--;
    produced++;
    return (byte) (' ' + bits % 95);
  }

  @Override
  public int nextBuf(byte[] buf, int bufOff) {
    int pos = bufOff;
    while (pos < buf.length && produced < length) {
      buf[pos++] = nextByte();
    }
    return pos;
  }

  @Override
  public long bytesLeft() {
    return length - produced;
  }

  /** Starts again with new random bytes. */
  @Override
  public void reset() {
    produced = 0;
    leftInDraw = 0;
  }
}

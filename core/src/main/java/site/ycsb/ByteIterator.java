package site.ycsb;

import java.nio.charset.StandardCharsets;
import java.util.Iterator;

/**
 * A stream of bytes that is read once: the value of one field. Bindings read it with
 * {@link #toArray()} or {@link #nextBuf(byte[], int)}; iterating byte by byte works but is slow.
 * Binary compatible with upstream YCSB's {@code site.ycsb.ByteIterator}.
 */
public abstract class ByteIterator implements Iterator<Byte> {

  @Override
  public abstract boolean hasNext();

  /** Not supported, as upstream: boxing every byte is too slow to offer; use {@link #nextByte()}. */
  @Override
  public Byte next() {
    throw new UnsupportedOperationException("ByteIterator.next() is not supported: use nextByte() or nextBuf()");
  }

  public abstract byte nextByte();

  /**
   * Copies bytes into {@code buf} from {@code bufOff} until the buffer is full or the iterator is
   * empty.
   *
   * @return the offset just past the last byte written
   */
  public int nextBuf(byte[] buf, int bufOff) {
    int pos = bufOff;
    while (pos < buf.length && hasNext()) {
      buf[pos++] = nextByte();
    }
    return pos;
  }

  /** How many bytes are left to read. */
  public abstract long bytesLeft();

  @Override
  public void remove() {
    throw new UnsupportedOperationException("a ByteIterator is read-only");
  }

  /** Rewinds to the first byte, where the implementation supports it. */
  public void reset() {
    throw new UnsupportedOperationException(getClass().getSimpleName() + " cannot be reset");
  }

  /** Consumes the remaining bytes and decodes them as UTF-8. */
  @Override
  public String toString() {
    return new String(toArray(), StandardCharsets.UTF_8);
  }

  /** Consumes the remaining bytes into a new array. */
  public byte[] toArray() {
    long left = bytesLeft();
    if (left > Integer.MAX_VALUE - 8) {
      throw new ArrayIndexOutOfBoundsException("too much data to fit in one array: " + left + " bytes");
    }
    byte[] out = new byte[(int) left];
    int filled = 0;
    while (filled < out.length) {
      filled = nextBuf(out, filled);
    }
    return out;
  }
}

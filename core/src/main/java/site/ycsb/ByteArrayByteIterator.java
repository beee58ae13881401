package site.ycsb;

/** Iterates over a slice of a byte array, without copying it. */
public class ByteArrayByteIterator extends ByteIterator {
  private final byte[] bytes;
  private int start;
  private int end;
  private int pos;

  public ByteArrayByteIterator(byte[] bytes) {
    this(bytes, 0, bytes.length);
  }

  public ByteArrayByteIterator(byte[] bytes, int offset, int length) {
    this.bytes = bytes;
    point(offset, length);
  }

  /**
   * Points this iterator at another slice of the same array and rewinds it: for a subclass that
   * hands out one iterator object for many values (each read within the call it was given to).
   */
  protected final void repoint(int offset, int length) {
    point(offset, length);
  }

  private void point(int offset, int length) {
    if (offset < 0 || length < 0 || offset + length > bytes.length) {
      throw new IndexOutOfBoundsException("slice " + offset + "+" + length + " outside array of " + bytes.length);
    }
    this.start = offset;
    this.end = offset + length;
    this.pos = offset;
  }

  @Override
  public boolean hasNext() {
    return pos < end;
  }

  @Override
  public byte nextByte() {
    return bytes[pos++];
  }

  @Override
  public int nextBuf(byte[] buf, int bufOff) {
    int n = Math.min(buf.length - bufOff, end - pos);
    System.arraycopy(bytes, pos, buf, bufOff, n);
    pos += n;
    return bufOff + n;
  }

  @Override
  public long bytesLeft() {
    return end - pos;
  }

  @Override
  public void reset() {
    pos = start;
  }

  @Override
  public byte[] toArray() {
    byte[] out = java.util.Arrays.copyOfRange(bytes, pos, end);
    pos = end;
    return out;
  }
}

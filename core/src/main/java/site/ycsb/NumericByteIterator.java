package site.ycsb;

/** A long or double value, as its 8 big-endian bytes; bindings may read the number directly. */
public class NumericByteIterator extends ByteIterator {
  private final byte[] bytes;
  private final boolean floatingPoint;
  private int pos;

  public NumericByteIterator(long value) {
    bytes = Utils.longToBytes(value);
    floatingPoint = false;
  }

  public NumericByteIterator(double value) {
    bytes = Utils.doubleToBytes(value);
    floatingPoint = true;
  }

  @Override
  public boolean hasNext() {
    return pos < bytes.length;
  }

  @Override
  public byte nextByte() {
    return bytes[pos++];
  }

  @Override
  public long bytesLeft() {
    return bytes.length - pos;
  }

  @Override
  public void reset() {
    pos = 0;
  }

  public long getLong() {
    if (floatingPoint) {
      throw new IllegalStateException("the value is a double");
    }
    return Utils.bytesToLong(bytes);
  }

  public double getDouble() {
    if (!floatingPoint) {
      throw new IllegalStateException("the value is a long");
    }
    return Utils.bytesToDouble(bytes);
  }

  public boolean isFloatingPoint() {
    return floatingPoint;
  }
}

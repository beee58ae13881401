package site.ycsb;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/** The first {@code length} bytes of an input stream. */
public class InputStreamByteIterator extends ByteIterator {
  private final InputStream in;
  private final long length;
  private long read;

  public InputStreamByteIterator(InputStream in, long length) {
    this.in = in;
    this.length = length;
    if (in.markSupported()) {
      in.mark((int) Math.min(Integer.MAX_VALUE, length));
    }
  }

  @Override
  public boolean hasNext() {
    return read < length;
  }

  @Override
  public byte nextByte() {
    try {
      int b = in.read();
      if (b < 0) {
        throw new IllegalStateException("stream ended after " + read + " of " + length + " bytes");
      }
      read++;
      return (byte) b;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public long bytesLeft() {
    return length - read;
  }

  @Override
  public void reset() {
    if (!in.markSupported()) {
      throw new UnsupportedOperationException("the underlying stream does not support mark/reset");
    }
    try {
      in.reset();
      read = 0;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

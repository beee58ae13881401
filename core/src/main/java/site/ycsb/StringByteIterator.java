package site.ycsb;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

/**
 * The bytes of a string, encoded as UTF-8 (upstream kept the low byte of each character, which
 * loses everything above U+00FF). A null string is accepted, as upstream: {@link #toString()}
 * returns it, reading bytes from it fails.
 */
public class StringByteIterator extends ByteIterator {
  private final String str;
  private byte[] bytes;
  private int pos;

  public StringByteIterator(String s) {
    this.str = s;
  }

  /** Copies {@code in} into {@code out}, wrapping each string value. */
  public static void putAllAsByteIterators(Map<String, ByteIterator> out, Map<String, String> in) {
    for (Map.Entry<String, String> e : in.entrySet()) {
      out.put(e.getKey(), new StringByteIterator(e.getValue()));
    }
  }

  /** Copies {@code in} into {@code out}, consuming each iterator into a string. */
  public static void putAllAsStrings(Map<String, String> out, Map<String, ByteIterator> in) {
    for (Map.Entry<String, ByteIterator> e : in.entrySet()) {
      out.put(e.getKey(), e.getValue().toString());
    }
  }

  public static Map<String, ByteIterator> getByteIteratorMap(Map<String, String> m) {
    Map<String, ByteIterator> out = new HashMap<>();
    putAllAsByteIterators(out, m);
    return out;
  }

  public static Map<String, String> getStringMap(Map<String, ByteIterator> m) {
    Map<String, String> out = new HashMap<>();
    putAllAsStrings(out, m);
    return out;
  }

  private byte[] bytes() {
    if (bytes == null) {
      bytes = str.getBytes(StandardCharsets.UTF_8);
    }
    return bytes;
  }

  @Override
  public boolean hasNext() {
    return pos < bytes().length;
  }

  @Override
  public byte nextByte() {
    return bytes()[pos++];
  }

  @Override
  public long bytesLeft() {
    return bytes().length - pos;
  }

  @Override
  public void reset() {
    pos = 0;
  }

  @Override
  public byte[] toArray() {
    byte[] all = bytes();
    byte[] out = pos == 0 ? all.clone() : java.util.Arrays.copyOfRange(all, pos, all.length);
    pos = all.length;
    return out;
  }

  /**
   * The whole string (null for a null string) while nothing was read, without consuming it, as
   * upstream's; after a read, the remaining characters (consumed).
   */
  @Override
  public String toString() {
    if (pos == 0) {
      return str;
    }
    return super.toString();
  }
}

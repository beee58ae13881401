package site.ycsb;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** Small helpers kept from upstream's public API; all are pure functions or JVM read-outs. */
public final class Utils {
  public static final long FNV_OFFSET_BASIS_64 = 0xCBF29CE484222325L;
  public static final long FNV_PRIME_64 = 1099511628211L;

  private Utils() {
  }

  /** The key hash YCSB uses for {@code insertorder=hashed}: FNV-1a over the 8 bytes, low byte first. */
  public static long hash(long val) {
    return fnvhash64(val);
  }

  /** 64-bit FNV-1a of a long's bytes (low byte first), made non-negative as upstream does. */
  public static long fnvhash64(long val) {
    long h = FNV_OFFSET_BASIS_64;
    long v = val;
    for (int i = 0; i < 8; i++) {
      h ^= v & 0xff;
      h *= FNV_PRIME_64;
      v >>= 8;
    }
    return Math.abs(h);
  }

  /**
   * The first 8 bytes, big-endian. Fewer than 8 is an {@link ArrayIndexOutOfBoundsException} (an
   * {@link IndexOutOfBoundsException}, as upstream's, which reads the array unchecked).
   */
  public static long bytesToLong(byte[] bytes) {
    if (bytes.length < 8) {
      throw new ArrayIndexOutOfBoundsException("expected at least 8 bytes, got " + bytes.length);
    }
    long v = 0;
    for (int i = 0; i < 8; i++) {
      v = (v << 8) | (bytes[i] & 0xffL);
    }
    return v;
  }

  private static void requireEightBytes(byte[] bytes) {
    if (bytes.length < 8) {
      throw new IllegalArgumentException("expected at least 8 bytes, got " + bytes.length);
    }
  }

  public static byte[] longToBytes(long val) {
    byte[] out = new byte[8];
    for (int i = 7; i >= 0; i--) {
      out[i] = (byte) val;
      val >>>= 8;
    }
    return out;
  }

  /** The first 8 bytes, big-endian, as a double's bits; fewer than 8 is an IllegalArgumentException. */
  public static double bytesToDouble(byte[] bytes) {
    requireEightBytes(bytes);
    return Double.longBitsToDouble(bytesToLong(bytes));
  }

  public static byte[] doubleToBytes(double val) {
    return longToBytes(Double.doubleToRawLongBits(val));
  }

  public static int getActiveThreadCount() {
    return Thread.activeCount();
  }

  public static long getUsedMemoryBytes() {
    Runtime rt = Runtime.getRuntime();
    return rt.totalMemory() - rt.freeMemory();
  }

  public static int getUsedMemoryMegaBytes() {
    return (int) (getUsedMemoryBytes() / 1024 / 1024);
  }

  public static double getSystemLoadAverage() {
    return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
  }

  public static long getGCTotalCollectionCount() {
    long total = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      total += Math.max(0, gc.getCollectionCount());
    }
    return total;
  }

  /** Total GC time in milliseconds. */
  public static long getGCTotalTime() {
    long total = 0;
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      total += Math.max(0, gc.getCollectionTime());
    }
    return total;
  }

  /** Per collector: {collection count, collection time in ms}. (Upstream's spelling is kept.) */
  public static Map<String, Long[]> getGCStatst() {
    List<GarbageCollectorMXBean> beans = ManagementFactory.getGarbageCollectorMXBeans();
    Map<String, Long[]> out = new HashMap<>();
    for (GarbageCollectorMXBean gc : beans) {
      out.put(gc.getName().replace(" ", "_"), new Long[] {gc.getCollectionCount(), gc.getCollectionTime()});
    }
    return out;
  }

  /** Shuffles the array in place (Fisher-Yates) and returns it. */
  public static <T> T[] shuffleArray(T[] array) {
    ThreadLocalRandom rnd = ThreadLocalRandom.current();
    for (int i = array.length - 1; i > 0; i--) {
      int j = rnd.nextInt(i + 1);
      T t = array[i];
      array[i] = array[j];
      array[j] = t;
    }
    return array;
  }
}

package site.ycsb.bench.jmh;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;

/**
 * A prototype of another way to slice values, to compare with {@code site.ycsb.workloads.ValueSourceBench}
 * (CoreWorkload's way: a slice at a random offset of a 16 MiB random buffer). Each value is made and
 * then read out in full through {@code nextBuf}, as a binding does.
 *
 * <p>{@code sequentialSlices}: a buffer of {@code bufferKiB}, but each thread takes consecutive
 * slices from its own cursor (a random start, then onwards, back to a random start near the
 * beginning at the end): the reads stream through memory, so the hardware prefetcher hides the
 * misses that random offsets pay per value, and a buffer that fits the caches is copied from there.
 * Over a run every offset is used about equally often, as with random offsets, so two stored values
 * overlap with the same probability (about 2 x length / buffer size) as now.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ValueAlternativesBench {
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  @Param({"16384", "2048", "512"})
  public int bufferKiB;

  @Param({"100", "200"})
  public int length;

  private byte[] buffer;
  private final byte[] scratch = new byte[4096];
  private int cursor;

  @Setup
  public void setup() {
    buffer = printable(bufferKiB * 1024, 42);
    cursor = ThreadLocalRandom.current().nextInt(buffer.length - 4096);
  }

  static byte[] printable(int size, long seed) {
    byte[] b = new byte[size];
    SplittableRandom rnd = new SplittableRandom(seed);
    for (int i = 0; i < size; i++) {
      b[i] = (byte) (' ' + rnd.nextInt(95));
    }
    return b;
  }

  @Benchmark
  public long sequentialSlices() {
    int off = cursor;
    if (off + length > buffer.length) {
      off = ThreadLocalRandom.current().nextInt(4096);
    }
    cursor = off + length;
    return consume(new ByteArrayByteIterator(buffer, off, length), scratch);
  }

  static long consume(ByteIterator it, byte[] scratch) {
    long sum = 0;
    while (it.hasNext()) {
      int end = it.nextBuf(scratch, 0);
      int i = 0;
      for (; i + 8 <= end; i += 8) {
        sum += (long) LONGS.get(scratch, i);
      }
      for (; i < end; i++) {
        sum += scratch[i];
      }
    }
    return sum;
  }
}

package site.ycsb.bench.jmh;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import site.ycsb.ByteIterator;

/**
 * Values computed on the fly instead of sliced from a buffer: the iterator turns a SplitMix64
 * stream into printable bytes, 8 per step, straight into the binding's buffer (upstream's approach,
 * made as cheap as plain Java allows). Shows what generating costs per byte compared with copying
 * a slice (ValueSourceBench, ValueAlternativesBench).
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ValueGeneratedBench {
  @Param({"100", "200"})
  public int length;

  private final byte[] scratch = new byte[4096];

  @Benchmark
  public long generated() {
    return ValueAlternativesBench.consume(new GeneratedByteIterator(ThreadLocalRandom.current().nextLong(), length),
        scratch);
  }

  /** Printable bytes from a SplitMix64 stream, 8 per step (multiply-shift maps a byte onto 95 symbols). */
  static final class GeneratedByteIterator extends ByteIterator {
    private final long seed;
    private final int length;
    private int pos;

    GeneratedByteIterator(long seed, int length) {
      this.seed = seed;
      this.length = length;
    }

    private static long mix(long z) {
      z = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
      z = (z ^ (z >>> 27)) * 0x94d049bb133111ebL;
      return z ^ (z >>> 31);
    }

    private static byte symbol(long bits, int k) {
      return (byte) (' ' + ((((int) (bits >>> (8 * k))) & 0xff) * 95 >>> 8));
    }

    @Override
    public boolean hasNext() {
      return pos < length;
    }

    @Override
    public byte nextByte() {
      long bits = mix(seed + (pos >>> 3) * 0x9e3779b97f4a7c15L);
      return symbol(bits, pos++ & 7);
    }

    @Override
    public int nextBuf(byte[] buf, int off) {
      int n = Math.min(buf.length - off, length - pos);
      int end = off + n;
      int o = off;
      while (o < end && (pos & 7) != 0) {
        buf[o++] = nextByte();
      }
      while (o + 8 <= end) {
        long bits = mix(seed + (pos >>> 3) * 0x9e3779b97f4a7c15L);
        for (int k = 0; k < 8; k++) {
          buf[o + k] = symbol(bits, k);
        }
        o += 8;
        pos += 8;
      }
      while (o < end) {
        buf[o++] = nextByte();
      }
      return end;
    }

    @Override
    public long bytesLeft() {
      return length - pos;
    }
  }
}

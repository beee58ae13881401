package site.ycsb.workloads;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import site.ycsb.ByteIterator;

/**
 * Value generation as a binding sees it: {@link ValueSource#next} (a slice at a random offset of
 * the pre-generated buffer) and then every byte read out through {@code nextBuf}, as a driver
 * copies a value into its send buffer. In this package to reach the package-private ValueSource.
 *
 * <p>{@code bufferKiB} is the size of the pre-generated buffer: 16384 is CoreWorkload's (16 MiB);
 * the smaller ones show what the random offsets cost in cache misses once the buffer no longer
 * fits in the CPU caches.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class ValueSourceBench {
  @Param({"16384", "1024", "256"})
  public int bufferKiB;

  /** Bytes per value: 100 (fieldlength default) and 200 (workloads/mixed). */
  @Param({"100", "200"})
  public int length;

  private ValueSource values;
  private final byte[] scratch = new byte[4096];

  @Setup
  public void setup() {
    values = new ValueSource(bufferKiB * 1024, 42, true);
  }

  /** One value made and consumed. */
  @Benchmark
  public long sliceAndConsume() {
    return ValueConsumer.consume(values.next(length), scratch);
  }

  /** One value made, not read (what a no-op binding costs). */
  @Benchmark
  public ByteIterator sliceOnly() {
    return values.next(length);
  }
}

package site.ycsb.workloads;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import site.ycsb.Utils;

/**
 * Turning a key number into the key string ("user" + FNV hash): {@link KeySpace#keyName} as
 * CoreWorkload calls it for every operation, against a one-concatenation prototype (the same
 * string, built by the JDK's string concatenation in one allocation instead of Long.toString plus
 * String.concat). In this package to reach the package-private KeySpace.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class KeyNameBench {
  private final KeySpace hashed = new KeySpace(1_000_000, 0, 1_000_000, false, 1);
  private long n;

  @Benchmark
  public String keyName() {
    return hashed.keyName(n++ & 0xfffff);
  }

  @Benchmark
  public String prototypeConcat() {
    return "user" + Utils.hash(n++ & 0xfffff);
  }
}

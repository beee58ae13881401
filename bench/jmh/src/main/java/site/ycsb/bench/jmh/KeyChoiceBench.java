package site.ycsb.bench.jmh;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import site.ycsb.generator.ExponentialGenerator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.ScrambledZipfianGenerator;
import site.ycsb.generator.SequentialGenerator;
import site.ycsb.generator.SkewedLatestGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.ZipfianGenerator;

/** One key draw per distribution (the generators CoreWorkload's requestdistribution picks). */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class KeyChoiceBench {
  @Param({"uniform", "zipfian", "scrambledzipfian", "hotspot", "latest", "sequential", "exponential"})
  public String distribution;

  @Param({"1000000"})
  public long items;

  private NumberGenerator gen;

  @Setup
  public void setup() {
    long last = items - 1;
    switch (distribution) {
      case "uniform" -> gen = new UniformLongGenerator(0, last);
      case "zipfian" -> gen = new ZipfianGenerator(0, last);
      case "scrambledzipfian" -> gen = new ScrambledZipfianGenerator(0, last);
      case "hotspot" -> gen = new HotspotIntegerGenerator(0, last, 0.2, 0.8);
      case "latest" -> gen = new SkewedLatestGenerator(() -> items);
      case "sequential" -> gen = new SequentialGenerator(0, last);
      case "exponential" -> gen = new ExponentialGenerator(95, items * 0.8571428571);
      default -> throw new IllegalArgumentException(distribution);
    }
  }

  @Benchmark
  public long next() {
    return gen.nextLong();
  }
}

package site.ycsb.bench.jmh;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.Properties;
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
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.Recorders;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.ThreadRecorder;
import site.ycsb.measurements.TickData;

/**
 * Recording one operation's latency: {@link ThreadRecorder#record} as a worker thread calls it
 * after every database call (the thread's current interval; the reporter's drain is not included,
 * but in {@link #recordOkDrainedEvery16}). Latencies vary over 1 us .. 8 ms so that many buckets are touched.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class RecorderBench {
  /** measurement.combined: whether OK results are also recorded into OP-COMB (the default, true). */
  @Param({"true", "false"})
  public boolean combined;

  /** measurement.interval: op (service time, default) or both (service and intended latency). */
  @Param({"op", "both"})
  public String interval;

  private ThreadRecorder recorder;
  private Recorders recorders;
  private TickData tick;
  private final long[] latencies = new long[4096];
  private int i;
  private long clock = 1_000_000_000L;

  @Setup
  public void setup() {
    Properties p = new Properties();
    p.setProperty("measurement.combined", Boolean.toString(combined));
    p.setProperty("measurement.interval", interval);
    Recorders m = new Recorders(new MeasurementSettings(Settings.of(p)),
        new PrintStream(OutputStream.nullOutputStream()));
    recorder = m.newThreadRecorder();
    recorders = m;
    tick = new TickData(3);
    ThreadLocalRandom rnd = ThreadLocalRandom.current();
    for (int k = 0; k < latencies.length; k++) {
      // mostly tens of microseconds, a tail up to ~8 ms
      latencies[k] = rnd.nextInt(100) < 95 ? 1_000 + rnd.nextInt(200_000) : rnd.nextInt(8_000_000);
    }
  }

  @Benchmark
  public void recordOk() {
    long start = clock;
    long end = start + latencies[i++ & 4095];
    clock = end;
    recorder.record(Op.READ, Status.OK, start, end, start);
  }

  /**
   * A thread at the studies' hundreds of threads records a few operations per reporter tick: here
   * 16, then the drain (its cost included, shared over the 16).
   */
  @Benchmark
  public void recordOkDrainedEvery16() {
    long start = clock;
    long end = start + latencies[i++ & 4095];
    clock = end;
    recorder.record(Op.READ, Status.OK, start, end, start);
    if ((i & 15) == 0) {
      tick.reset();
      recorders.drainInto(tick);
    }
  }

  @Benchmark
  public void recordNotFound() {
    long start = clock;
    long end = start + latencies[i++ & 4095];
    clock = end;
    recorder.record(Op.READ, Status.NOT_FOUND, start, end, start);
  }
}

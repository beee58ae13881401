package site.ycsb.engine;

import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import site.ycsb.intervallog.ClientLine;
import site.ycsb.measurements.ClientInterval;
import site.ycsb.measurements.ClientMeter;
import site.ycsb.model.ClientFigures;

/**
 * The client accounting for itself, beside the interval reporter and never on a client thread's
 * path: per log interval, the process's CPU ({@link ProcessCpu}), the collectors' pauses ({@link
 * GcPauses}), the JVM's hiccups ({@link HiccupSampler}) and whether the client was saturated; and
 * the run's {@link ClientFigures}, added up over the measured intervals as a reader of the log adds
 * them.
 *
 * <p>Saturated: every {@link #SATURATION_EVERY_WAKES}th wake of the hiccup sampler (about every 10
 * ms) compares the slots or threads busy with those there are (an async thread's in-flight slots,
 * a blocking thread unless it is waiting for its next intended start); an interval is saturated
 * when every one was busy in more than half of its samples.
 */
final class ClientAccounting implements ClientMeter, AutoCloseable {
  static final int SATURATION_EVERY_WAKES = 10;

  private final ProcessCpu cpu = new ProcessCpu();
  private final int cores = Runtime.getRuntime().availableProcessors();
  private final LongSupplier busy;
  private final long capacity;
  private final HiccupSampler sampler;
  private GcPauses gc;
  private final ClientFigures.Sum sum = new ClientFigures.Sum();
  // written by the sampler's thread only, read by the reporter's
  private volatile long samples;
  private volatile long saturatedSamples;
  private int wakes;
  // the reporter's
  private long lastCpuNanos;
  private double[] lastUserSystem;
  private long lastSamples;
  private long lastSaturated;
  private Histogram hiccups;

  /**
   * @param busy the slots or threads busy now
   * @param capacity those there are
   */
  ClientAccounting(LongSupplier busy, long capacity) {
    this.busy = busy;
    this.capacity = capacity;
    this.sampler = HiccupSampler.real(this::wake);
  }

  /** Starts measuring: the CPU's baseline, the GC listener and the hiccup sampler's thread. */
  ClientAccounting start() {
    gc = GcPauses.listen();
    lastCpuNanos = cpu.cpuNanos();
    lastUserSystem = cpu.userSystemMs();
    sampler.start();
    return this;
  }

  /** On the sampler's thread after each sleep. */
  private void wake() {
    if (++wakes % SATURATION_EVERY_WAKES != 0) {
      return;
    }
    long n = samples + 1;
    if (capacity > 0 && busy.getAsLong() >= capacity) {
      saturatedSamples = saturatedSamples + 1;
    }
    samples = n;
  }

  @Override
  public ClientInterval close(double startSeconds, double lengthSeconds, boolean warmup, long operations,
      double targetOpsPerSecond) {
    long nowCpu = cpu.cpuNanos();
    double cpuMs = nowCpu < 0 || lastCpuNanos < 0 ? Double.NaN : (nowCpu - lastCpuNanos) / 1e6;
    lastCpuNanos = nowCpu;
    double[] userSystem = cpu.userSystemMs();
    double userMs = userSystem[0] - lastUserSystem[0];
    double systemMs = userSystem[1] - lastUserSystem[1];
    lastUserSystem = userSystem;
    long[] pauses = gc == null ? new long[3] : gc.take();
    long n = samples;
    long s = saturatedSamples;
    boolean saturated = 2 * (s - lastSaturated) > n - lastSamples && n > lastSamples;
    lastSamples = n;
    lastSaturated = s;
    hiccups = sampler.interval(hiccups);
    ClientLine line = new ClientLine(startSeconds, lengthSeconds, cores, cpuMs, userMs, systemMs, pauses[1],
        pauses[0], pauses[2], saturated);
    if (!warmup) {
      sum.add(line, hiccups, operations, targetOpsPerSecond);
    }
    return new ClientInterval(line, hiccups);
  }

  /** The run's figures over its measured intervals; call after the reporter's last interval. */
  ClientFigures figures(boolean heapPressure) {
    return sum.heapPressure(heapPressure).figures();
  }

  @Override
  public void close() {
    sampler.stop();
    if (gc != null) {
      gc.close();
    }
  }
}

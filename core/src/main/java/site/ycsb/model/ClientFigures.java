package site.ycsb.model;

import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import site.ycsb.intervallog.ClientLine;

/**
 * What the client itself spent and suffered over a run's measured intervals (warm-up left out): the
 * sums of its {@code #[client ...]} lines and hiccup histograms, and every figure derived from them.
 * The one definition of the {@code [CLIENT]} figures (docs/numbers.md, "The client's own figures"):
 * the text, JSON and CSV reports, the thresholds and the verdict read them here, whether the run
 * was just measured or is read back from its logs.
 *
 * @param measuredMs the measured intervals' lengths, added
 * @param cores the processors available to the JVM
 * @param cpuMs the process's CPU time in them
 * @param userMs its user-mode part (NaN when unknown)
 * @param systemMs its system-mode part (NaN when unknown)
 * @param operations the workload operations completed in them
 * @param gcMs collector pauses, added
 * @param gcCount how many pauses
 * @param gcMaxMs the longest pause
 * @param hiccups microseconds the hiccup sampler woke late, one value a millisecond
 * @param intervals measured intervals
 * @param saturatedIntervals those in which every slot or thread was busy
 * @param targetOperations the operations the target asked for in them (NaN when the run was not paced)
 * @param heapPressure whether the heap watcher found the heap nearly exhausted
 */
public record ClientFigures(long measuredMs, int cores, double cpuMs, double userMs, double systemMs, long operations,
    double gcMs, long gcCount, double gcMaxMs, Histogram hiccups, int intervals, int saturatedIntervals,
    double targetOperations, boolean heapPressure) {

  public static final String CPU_PER_OPERATION = "CpuPerOperation(us)";
  public static final String CPU_UTILIZATION = "CpuUtilization(%)";
  public static final String CPU_USER_SHARE = "CpuUserShare(%)";
  public static final String GC_PAUSE_TOTAL = "GcPauseTotal(ms)";
  public static final String GC_PAUSE_COUNT = "GcPauseCount";
  public static final String GC_PAUSE_MAX = "GcPauseMax(ms)";
  public static final String HICCUP_P99 = "HiccupP99(ms)";
  public static final String HICCUP_MAX = "HiccupMax(ms)";
  public static final String SATURATED_INTERVALS = "SaturatedIntervals(%)";
  public static final String TARGET_THROUGHPUT = "TargetThroughput(ops/sec)";
  public static final String ACHIEVED_SHARE = "AchievedShare(%)";

  /** Microseconds of process CPU per workload operation; NaN without operations. */
  public double cpuPerOperationUs() {
    return operations == 0 ? Double.NaN : cpuMs * 1000.0 / operations;
  }

  /** CPU time over (measured time x the JVM's processors), in percent: 100 is every core busy throughout. */
  public double cpuUtilizationPercent() {
    return measuredMs <= 0 || cores <= 0 ? Double.NaN : 100.0 * cpuMs / ((double) measuredMs * cores);
  }

  /** The user-mode share of the CPU time, in percent; NaN where the system does not say. */
  public double cpuUserSharePercent() {
    double both = userMs + systemMs;
    return Double.isNaN(both) || both <= 0 ? Double.NaN : 100.0 * userMs / both;
  }

  public double hiccupP99Ms() {
    return hiccups == null || hiccups.getTotalCount() == 0 ? Double.NaN : hiccups.getValueAtPercentile(99) / 1000.0;
  }

  public double hiccupMaxMs() {
    return hiccups == null || hiccups.getTotalCount() == 0 ? Double.NaN : hiccups.getMaxValue() / 1000.0;
  }

  /** The share of measured intervals in which every slot or thread was busy, in percent. */
  public double saturatedPercent() {
    return intervals == 0 ? Double.NaN : 100.0 * saturatedIntervals / intervals;
  }

  /** Whether the run was paced at a target. */
  public boolean paced() {
    return !Double.isNaN(targetOperations);
  }

  /** The target's operations per second over the measured intervals; NaN when unpaced. */
  public double targetThroughput() {
    return !paced() || measuredMs <= 0 ? Double.NaN : targetOperations * 1000.0 / measuredMs;
  }

  /** Operations completed over those the target asked for, in percent; NaN when unpaced. */
  public double achievedSharePercent() {
    return !paced() || targetOperations <= 0 ? Double.NaN : 100.0 * operations / targetOperations;
  }

  /**
   * The figures by their report names, in report order; a figure the run cannot have (the target's
   * without one, the user share where the system does not say, hiccups without samples) is left out.
   */
  public Map<String, Number> byName() {
    Map<String, Number> out = new LinkedHashMap<>();
    put(out, CPU_PER_OPERATION, cpuPerOperationUs());
    put(out, CPU_UTILIZATION, cpuUtilizationPercent());
    put(out, CPU_USER_SHARE, cpuUserSharePercent());
    out.put(GC_PAUSE_TOTAL, gcMs);
    out.put(GC_PAUSE_COUNT, gcCount);
    out.put(GC_PAUSE_MAX, gcMaxMs);
    put(out, HICCUP_P99, hiccupP99Ms());
    put(out, HICCUP_MAX, hiccupMaxMs());
    put(out, SATURATED_INTERVALS, saturatedPercent());
    put(out, TARGET_THROUGHPUT, targetThroughput());
    put(out, ACHIEVED_SHARE, achievedSharePercent());
    return out;
  }

  private static void put(Map<String, Number> out, String name, double v) {
    if (!Double.isNaN(v)) {
      out.put(name, v);
    }
  }

  /** Adds up a run's measured intervals into its figures, the same way from the engine and from logs. */
  public static final class Sum {
    private long measuredMs;
    private int cores;
    private double cpuMs;
    private double userMs;
    private double systemMs;
    private long operations;
    private double gcMs;
    private long gcCount;
    private double gcMaxMs;
    private final Histogram hiccups = new Histogram(3);
    private int intervals;
    private int saturated;
    private double targetOperations = Double.NaN;
    private boolean heapPressure;

    /**
     * One interval: its client line, its hiccups (null when none were logged), the workload
     * operations completed in it and the rate it was paced at (NaN when not). Warm-up intervals are
     * the caller's to leave out.
     */
    public Sum add(ClientLine line, Histogram intervalHiccups, long intervalOperations, double targetOpsPerSecond) {
      long lengthMs = Math.round(line.lengthSeconds() * 1000);
      measuredMs += lengthMs;
      cores = Math.max(cores, line.cores());
      cpuMs += line.cpuMs();
      userMs += line.userMs();
      systemMs += line.systemMs();
      operations += intervalOperations;
      gcMs += line.gcMs();
      gcCount += line.gcCount();
      gcMaxMs = Math.max(gcMaxMs, line.gcMaxMs());
      if (intervalHiccups != null) {
        hiccups.add(intervalHiccups);
      }
      intervals++;
      saturated += line.saturated() ? 1 : 0;
      if (!Double.isNaN(targetOpsPerSecond)) {
        targetOperations = (Double.isNaN(targetOperations) ? 0 : targetOperations)
            + targetOpsPerSecond * lengthMs / 1000.0;
      }
      return this;
    }

    /** Another sum's figures (the clients of one window, a window's warm-up and measured parts). */
    public Sum add(ClientFigures f) {
      measuredMs += f.measuredMs();
      cores = Math.max(cores, f.cores());
      cpuMs += f.cpuMs();
      userMs += f.userMs();
      systemMs += f.systemMs();
      operations += f.operations();
      gcMs += f.gcMs();
      gcCount += f.gcCount();
      gcMaxMs = Math.max(gcMaxMs, f.gcMaxMs());
      if (f.hiccups() != null) {
        hiccups.add(f.hiccups());
      }
      intervals += f.intervals();
      saturated += f.saturatedIntervals();
      if (f.paced()) {
        targetOperations = (Double.isNaN(targetOperations) ? 0 : targetOperations) + f.targetOperations();
      }
      heapPressure |= f.heapPressure();
      return this;
    }

    /** Whether the heap watcher found the heap nearly exhausted during the run. */
    public Sum heapPressure(boolean pressure) {
      heapPressure |= pressure;
      return this;
    }

    public boolean isEmpty() {
      return intervals == 0;
    }

    public ClientFigures figures() {
      hiccups.setAutoResize(true);
      return new ClientFigures(measuredMs, cores, cpuMs, userMs, systemMs, operations, gcMs, gcCount, gcMaxMs,
          hiccups.copy(), intervals, saturated, targetOperations, heapPressure);
    }
  }
}

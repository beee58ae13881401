package site.ycsb;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.StatusLine;

/**
 * Compatibility only: upstream's status thread, for a harness that drives {@link ClientThread}s itself (the engine
 * prints its own status line and does not use this class). Every interval until the client threads
 * have counted the latch down, and once more at the end, it prints upstream's status line (time,
 * seconds, operations, current throughput, estimated completion, then {@code
 * Measurements.getSummary()}) to stderr, and to stdout too when asked. With JVM tracking it also
 * records the thread count, used memory, load average and collections as metrics
 * ({@code THREAD_COUNT}, {@code USED_MEM_MB}, {@code SYS_LOAD_AVG}, {@code GCS}, {@code GCS_TIME})
 * and keeps their minimum and maximum.
 *
 * <p>It serves no run, so where upstream called {@code Measurements.getMeasurements()} on this
 * thread it uses the measurements of the thread that constructed it.
 */
public class StatusThread extends Thread {
  private final CountDownLatch completeLatch;
  private final List<ClientThread> clients;
  private final String label;
  private final boolean standardstatus;
  private final long sleeptimeNs;
  private final boolean trackJVMStats;
  private final Measurements measurements;

  private volatile int maxThreads;
  private volatile int minThreads = Integer.MAX_VALUE;
  private volatile long maxUsedMem;
  private volatile long minUsedMem = Long.MAX_VALUE;
  private volatile double maxLoadAvg;
  private volatile double minLoadAvg = Double.MAX_VALUE;
  private long lastGcCount;
  private long lastGcTimeMs;

  public StatusThread(CountDownLatch completeLatch, List<ClientThread> clients, String label, boolean standardstatus,
      int statusIntervalSeconds) {
    this(completeLatch, clients, label, standardstatus, statusIntervalSeconds, false);
  }

  /**
   * @param label printed at the start of every line (upstream's {@code -l})
   * @param standardstatus also print the lines to stdout
   * @param statusIntervalSeconds seconds between lines, at least 1
   * @param trackJVMStats record and track threads, memory, load average and collections
   */
  public StatusThread(CountDownLatch completeLatch, List<ClientThread> clients, String label, boolean standardstatus,
      int statusIntervalSeconds, boolean trackJVMStats) {
    if (statusIntervalSeconds < 1) {
      throw new UsageException("status.interval=" + statusIntervalSeconds + ": expected at least 1 (seconds)");
    }
    this.completeLatch = completeLatch;
    this.clients = clients;
    this.label = label == null ? "" : label;
    this.standardstatus = standardstatus;
    this.sleeptimeNs = TimeUnit.SECONDS.toNanos(statusIntervalSeconds);
    this.measurements = Measurements.getMeasurements();
    this.trackJVMStats = trackJVMStats;
  }

  @Override
  public void run() {
    long startMs = System.currentTimeMillis();
    long deadlineNanos = System.nanoTime() + sleeptimeNs;
    long intervalStartMs = startMs;
    long lastTotal = 0;
    boolean allDone;
    do {
      long nowMs = System.currentTimeMillis();
      lastTotal = printStatus(startMs, intervalStartMs, nowMs, lastTotal);
      if (trackJVMStats) {
        measureJvm();
      }
      allDone = waitForClientsUntil(deadlineNanos);
      intervalStartMs = nowMs;
      deadlineNanos += sleeptimeNs;
    } while (!allDone);
    if (trackJVMStats) {
      measureJvm();
    }
    printStatus(startMs, intervalStartMs, System.currentTimeMillis(), lastTotal);
  }

  private long printStatus(long startMs, long intervalStartMs, long nowMs, long lastTotal) {
    long total = 0;
    long todo = 0;
    for (ClientThread c : clients) {
      total += c.getOpsDone();
      todo += c.getOpsTodo();
    }
    long elapsedMs = nowMs - startMs;
    long intervalMs = nowMs - intervalStartMs;
    double overall = elapsedMs > 0 ? 1000.0 * total / elapsedMs : 0;
    double current = intervalMs > 0 ? 1000.0 * (total - lastTotal) / intervalMs : 0;
    String line = StatusLine.format(label, nowMs, elapsedMs, total, current, todo, overall,
        measurements.getSummary());
    System.err.println(line);
    if (standardstatus) {
      System.out.println(line);
    }
    return total;
  }

  /** Whether every client thread is done (or this thread was interrupted) by the deadline. */
  private boolean waitForClientsUntil(long deadlineNanos) {
    try {
      return completeLatch.await(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return true;
    }
  }

  private void measureJvm() {
    int threads = Utils.getActiveThreadCount();
    minThreads = Math.min(minThreads, threads);
    maxThreads = Math.max(maxThreads, threads);
    measurements.measure("THREAD_COUNT", threads);
    int usedMb = Utils.getUsedMemoryMegaBytes();
    minUsedMem = Math.min(minUsedMem, usedMb);
    maxUsedMem = Math.max(maxUsedMem, usedMb);
    measurements.measure("USED_MEM_MB", usedMb);
    double load = Utils.getSystemLoadAverage();
    if (load >= 0) { // negative: the platform has no load average
      measurements.measure("SYS_LOAD_AVG", (int) load);
      maxLoadAvg = Math.max(maxLoadAvg, load);
      minLoadAvg = Math.min(minLoadAvg, load);
    }
    long gcCount = Utils.getGCTotalCollectionCount();
    long gcTimeMs = Utils.getGCTotalTime();
    measurements.measure("GCS", (int) (gcCount - lastGcCount));
    measurements.measure("GCS_TIME", (int) (gcTimeMs - lastGcTimeMs));
    lastGcCount = gcCount;
    lastGcTimeMs = gcTimeMs;
  }

  public int getMaxThreads() {
    return maxThreads;
  }

  /** Integer.MAX_VALUE until the first sample, as upstream. */
  public int getMinThreads() {
    return minThreads;
  }

  public long getMaxUsedMem() {
    return maxUsedMem;
  }

  public long getMinUsedMem() {
    return minUsedMem;
  }

  public double getMaxLoadAvg() {
    return maxLoadAvg;
  }

  public double getMinLoadAvg() {
    return minLoadAvg;
  }

  public boolean trackJVMStats() {
    return trackJVMStats;
  }
}

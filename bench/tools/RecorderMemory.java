import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.SplittableRandom;
import site.ycsb.Status;
import site.ycsb.config.Settings;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.Op;
import site.ycsb.measurements.Recorders;
import site.ycsb.measurements.ThreadRecorder;
import site.ycsb.measurements.TickData;

/**
 * Heap the per-thread recorders keep, as a run of `mixed` would leave them: THREADS recorders,
 * each recording OPS_PER_TICK operations per one-second tick (50% reads, 8% of them not found,
 * 25% updates, 12.5% inserts, 12.5% deletes; latencies 1-300 ms, a few to 2 s), drained every tick
 * as the reporter does, for TICKS ticks. Prints the heap used after a full GC, less the heap before
 * the recorders existed, per thread; and the reporter's drain time per tick.
 *
 *   java -cp CORE_CLASSES:HDRHISTOGRAM_JAR bench/tools/RecorderMemory.java THREADS OPS_PER_TICK [TICKS]
 */
public class RecorderMemory {
  public static void main(String[] args) throws Exception {
    int threads = Integer.parseInt(args[0]);
    int opsPerTick = Integer.parseInt(args[1]);
    int ticks = args.length > 2 ? Integer.parseInt(args[2]) : 30;
    long before = usedAfterGc();
    Recorders recorders = new Recorders(new MeasurementSettings(Settings.of(new Properties())),
        new PrintStream(OutputStream.nullOutputStream()));
    List<ThreadRecorder> perThread = new ArrayList<>();
    for (int t = 0; t < threads; t++) {
      perThread.add(recorders.newThreadRecorder());
    }
    SplittableRandom rnd = new SplittableRandom(42);
    TickData tick = new TickData(3);
    TickData totals = new TickData(3);
    long drainNanos = 0;
    for (int k = 0; k < ticks; k++) {
      for (ThreadRecorder r : perThread) {
        for (int i = 0; i < opsPerTick; i++) {
          int pick = rnd.nextInt(8);
          Op op = pick < 4 ? Op.READ : pick < 6 ? Op.UPDATE : pick == 6 ? Op.INSERT : Op.DELETE;
          Status s = op == Op.READ && rnd.nextInt(100) < 8 ? Status.NOT_FOUND : Status.OK;
          long us = rnd.nextInt(100) == 0 ? rnd.nextLong(300_000, 2_000_000) : rnd.nextLong(1_000, 300_000);
          r.record(op, s, 0, us * 1000, 0);
        }
      }
      tick.reset();
      long start = System.nanoTime();
      recorders.drainInto(tick);
      drainNanos += System.nanoTime() - start;
      totals.add(tick);
    }
    long after = usedAfterGc();
    System.out.printf("threads=%d ops/tick/thread=%d ticks=%d: recorders keep %.1f MiB, %.1f KiB per thread;"
        + " drain %.2f ms per tick; %d operations in the totals%n", threads, opsPerTick, ticks,
        (after - before) / 1048576.0, (after - before) / 1024.0 / threads, drainNanos / 1e6 / ticks,
        totals.databaseOperations());
    if (perThread.isEmpty() || recorders == null) {
      System.out.println(); // keeps the recorders reachable until the measurement above
    }
  }

  private static long usedAfterGc() throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(100);
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }
}

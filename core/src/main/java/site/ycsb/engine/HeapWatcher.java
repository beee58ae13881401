package site.ycsb.engine;

import java.io.PrintStream;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.lang.management.MemoryUsage;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

/**
 * Ends a run whose Java heap is nearly exhausted, instead of letting the JVM spend minutes in
 * back-to-back full collections (measuring nothing, answering no signal) or die of an
 * OutOfMemoryError without a report. Nearly exhausted means: a collection of the whole heap (a
 * full or major collection, a concurrent collector's cycle) left at least {@link #FULL_SHARE} of
 * the maximum heap in use; or a client thread ran out of memory ({@link #outOfMemory()}).
 *
 * <p>Only a whole-heap collection tells live data from garbage: an old generation may be full of
 * garbage in a run that is doing fine. But a collector runs its first full collection only when
 * the heap is already full, too late to finish the run in; so when the old generation reaches
 * {@link #FULL_SHARE} of the heap, the watcher asks for a full collection itself, at most once per
 * hundred times its duration (at most 1% of the run spent checking).
 *
 * <p>A thread of its own samples every {@link #POLL_NANOS}. When the heap is nearly exhausted it
 * lets go of a reserve it held from the start (room for stopping, the threads' last operations
 * and the report), stops the run and prints one line naming the remedy, once. Whatever that path
 * needs is made or linked when the watcher starts (a full heap has no room even for a message, nor
 * for linking a call site), and sampling allocates next to nothing. GC notifications are not used:
 * when the heap is full the JVM drops them, for want of memory to build them. Each watcher has its
 * own thread and reserve and nothing JVM-wide is changed, so runs side by side in one JVM each
 * watch for themselves.
 */
final class HeapWatcher implements AutoCloseable {
  static final double FULL_SHARE = 0.90;
  static final long POLL_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
  private static final long MIN_CHECK_INTERVAL_NANOS = TimeUnit.SECONDS.toNanos(1);
  private static final long MAX_RESERVE = 32L << 20;

  private final Runnable stop;
  private final PrintStream err;
  private final long maxHeap = Runtime.getRuntime().maxMemory();
  private final List<MemoryPoolMXBean> heapPools = new ArrayList<>();
  private final List<MemoryPoolMXBean> oldGeneration = new ArrayList<>();
  private final List<GarbageCollectorMXBean> wholeHeapCollectors = new ArrayList<>();
  private final long[] collectionCounts;
  private final String fullAfterCollection;
  private final String outOfMemory;
  private final AtomicBoolean fired = new AtomicBoolean();
  private long nextCheckNanos;
  private volatile boolean closed;
  private final Thread poller;
  @SuppressWarnings("unused") // held only to be let go of
  private volatile byte[] reserve;

  private HeapWatcher(Runnable stop, PrintStream err) {
    this.stop = stop;
    this.err = err;
    for (MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == MemoryType.HEAP) {
        heapPools.add(pool);
      }
    }
    if (heapPools.size() > 1) { // generational: the old generation is the heap pool with a usage threshold
      heapPools.stream().filter(MemoryPoolMXBean::isUsageThresholdSupported).forEach(oldGeneration::add);
    }
    for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (collectsWholeHeap(gc.getName())) {
        wholeHeapCollectors.add(gc);
      }
    }
    collectionCounts = new long[wholeHeapCollectors.size()];
    wholeHeapCollected();
    oldGenerationUsed(); // once now: what sampling needs is loaded and initialised while there is room
    usedAfterCollection();
    nextCheckNanos = System.nanoTime();
    fullAfterCollection = message(Math.round(100 * FULL_SHARE) + "% of it still in use after a full collection",
        maxHeap);
    outOfMemory = message("a client thread ran out of memory", maxHeap);
    reserve = new byte[(int) Math.min(MAX_RESERVE, maxHeap / 16)];
    // The first call of a compare-and-set links its call site, which allocates: done now, not
    // when the heap is full (this one, and the one the run's stop goes through).
    fired.compareAndSet(true, true);
    new AtomicReference<>().compareAndSet(this, this);
    poller = new Thread(this::poll, "ycsb-heap-watcher");
    poller.setDaemon(true);
  }

  /** Starts watching; when the heap is nearly exhausted, calls {@code stop} and prints to {@code err}. */
  static HeapWatcher start(Runnable stop, PrintStream err) {
    HeapWatcher w = new HeapWatcher(stop, err);
    w.poller.start();
    return w;
  }

  /**
   * Whether a collector (by its MXBean name) collects the whole heap: "G1 Old Generation" (G1's
   * full collections), "PS MarkSweep", "MarkSweepCompact", "ZGC Cycles", "ZGC Major Cycles",
   * "Shenandoah Cycles"; not young or minor collections, nor pauses.
   */
  /** Whether the heap was found nearly exhausted (the client's heap pressure). */
  boolean exhausted() {
    return fired.get();
  }

  static boolean collectsWholeHeap(String collectorName) {
    return !collectorName.contains("Minor") && (collectorName.contains("Old") || collectorName.contains("MarkSweep")
        || collectorName.contains("Cycles") || collectorName.contains("Major") || collectorName.contains("Full"));
  }

  static boolean atLeastFull(long used, long maxHeap) {
    return maxHeap > 0 && used >= FULL_SHARE * maxHeap;
  }

  private void poll() {
    while (!closed && !fired.get()) {
      try {
        sample();
      } catch (OutOfMemoryError e) {
        fire(outOfMemory);
      }
      LockSupport.parkNanos(POLL_NANOS);
    }
  }

  private void sample() {
    boolean collected = wholeHeapCollected();
    if (!collected && System.nanoTime() - nextCheckNanos >= 0 && atLeastFull(oldGenerationUsed(), maxHeap)) {
      long start = System.nanoTime();
      System.gc(); // a full collection now, while there is room to stop the run if it finds the heap full
      long took = System.nanoTime() - start;
      nextCheckNanos = System.nanoTime() + Math.max(MIN_CHECK_INTERVAL_NANOS, 100 * took);
      collected = wholeHeapCollected(); // false when explicit collections are disabled or concurrent
    }
    byte[] held = reserve;
    long reserved = held == null ? 0 : held.length; // ours, let go of before the report: not in use
    if (collected && atLeastFull(usedAfterCollection() - reserved, maxHeap)) {
      fire(fullAfterCollection);
    }
  }

  /** Whether a whole-heap collection ran since the last call (allocates nothing). */
  private boolean wholeHeapCollected() {
    boolean ran = false;
    for (int i = 0; i < collectionCounts.length; i++) {
      long count = wholeHeapCollectors.get(i).getCollectionCount();
      if (count != collectionCounts[i]) {
        collectionCounts[i] = count;
        ran = true;
      }
    }
    return ran;
  }

  private long oldGenerationUsed() {
    long used = 0;
    for (int i = 0; i < oldGeneration.size(); i++) {
      used += oldGeneration.get(i).getUsage().getUsed();
    }
    return used;
  }

  /** The heap in use after the latest collection of each pool (after a full collection: the live data). */
  private long usedAfterCollection() {
    long used = 0;
    for (int i = 0; i < heapPools.size(); i++) {
      MemoryUsage after = heapPools.get(i).getCollectionUsage();
      used += after == null ? 0 : after.getUsed();
    }
    return used;
  }

  /** A client thread got an OutOfMemoryError. */
  void outOfMemory() {
    fire(outOfMemory);
  }

  private void fire(String line) {
    if (fired.get()) {
      return;
    }
    reserve = null; // room for stopping (a first call may allocate), the last operations and the report
    try {
      stop.run(); // each thread ends after its current operation
    } catch (OutOfMemoryError noRoomYet) {
      return; // the next sample, or the next thread out of memory, tries again
    }
    if (fired.compareAndSet(false, true)) {
      try {
        err.println(line);
      } catch (OutOfMemoryError stillNoRoom) {
        // the stop reason is in the report
      }
    }
  }

  static String message(String why, long maxHeap) {
    return "[ERROR] the Java heap (" + (maxHeap >> 20) + " MB) is nearly exhausted: " + why + "; stopping the run. "
        + "Give the JVM more heap, for example -jvm-args \"" + xmxOption(2 * maxHeap) + "\" (or JAVA_OPTS), "
        + "or use fewer records";
  }

  /** The -Xmx option for at least {@code bytes}, in whole gigabytes from 2 GB on. */
  static String xmxOption(long bytes) {
    long mb = (bytes + (1 << 20) - 1) >> 20;
    return mb >= 2048 ? "-Xmx" + ((mb + 1023) >> 10) + "g" : "-Xmx" + mb + "m";
  }

  @Override
  public void close() {
    closed = true;
    reserve = null;
    LockSupport.unpark(poller);
  }
}

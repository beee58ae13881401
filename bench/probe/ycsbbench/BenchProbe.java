package ycsbbench;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs another program's main class in this JVM and measures it from the side, without an agent
 * and without touching the program (bench/harness-overhead.sh puts this class first on the class
 * path of both YCSB engines):
 *
 * <pre>
 *   java -Dbenchprobe.out=FILE -cp probe:ENGINE_CLASSPATH ycsbbench.BenchProbe site.ycsb.Client ARGS...
 * </pre>
 *
 * <p>What it measures:
 * <ul>
 *   <li><b>allocation</b>: a daemon thread polls {@code getThreadAllocatedBytes} of every live thread
 *       every {@code benchprobe.pollms} ms (default 5) and keeps each thread's last value, so threads
 *       that have ended still count. The probe's own thread is left out. A thread's allocation in
 *       its last poll period before it ends is lost (at most 5 ms of one run's worth of work);
 *   <li><b>a steady-state window</b>: the program's status lines (YCSB's {@code -s} output on
 *       standard error: {@code "... N sec: M operations; ..."}, upstream's and ours alike) are
 *       tapped; at each line the probe takes the operations count, a fresh allocation poll and the
 *       process CPU time. The window runs from the first line at 1 s or later to the last line
 *       printed while the run was still going (the line before the final one), which leaves out
 *       start-up, JIT warm-up of the first second and shut-down. Per-operation CPU and allocation
 *       are the window's deltas divided by the window's operations;
 *   <li><b>process CPU time</b> (user + system, all threads: workers, GC, JIT, reporter) from the
 *       OS, exact;
 *   <li><b>peak RSS</b>: {@code VmHWM} from {@code /proc/self/status} when the JVM exits (Linux);
 *   <li><b>heap after GC</b>: the heap pools' usage after their last collection (the live data, as
 *       opposed to RSS, which also follows how far the collector has grown the heap).
 * </ul>
 * Results go to {@code benchprobe.out} as key=value lines, written by a shutdown hook (both engines
 * end with System.exit).
 */
public final class BenchProbe {
  private static final Pattern STATUS = Pattern.compile(" (\\d+) sec: (\\d+) operations;");

  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
  private static final com.sun.management.OperatingSystemMXBean OS =
      (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();

  /** Thread id to the last allocated-bytes value seen. Guarded by itself. */
  private static final Map<Long, Long> LAST_ALLOCATED = new HashMap<>();
  private static volatile long probeThreadId = -1;
  private static final List<long[]> SNAPSHOTS = new ArrayList<>(); // {nanoTime, sec, ops, alloc, cpu}
  private static final long START_NANOS = System.nanoTime();

  private BenchProbe() {
  }

  public static void main(String[] args) throws Throwable {
    if (args.length < 1) {
      System.err.println("usage: java -Dbenchprobe.out=FILE ycsbbench.BenchProbe <main class> [args...]");
      System.exit(2);
    }
    String out = System.getProperty("benchprobe.out");
    long pollMs = Long.getLong("benchprobe.pollms", 5);
    THREADS.setThreadAllocatedMemoryEnabled(true);
    THREADS.setThreadCpuTimeEnabled(true);

    Thread poller = new Thread(() -> {
      probeThreadId = Thread.currentThread().getId();
      while (true) {
        poll();
        try {
          Thread.sleep(pollMs);
        } catch (InterruptedException e) {
          return;
        }
      }
    }, "bench-probe");
    poller.setDaemon(true);
    poller.start();

    System.setErr(new PrintStream(new StatusTap(System.err), true, StandardCharsets.UTF_8));
    if (out != null) {
      Runtime.getRuntime().addShutdownHook(new Thread(() -> write(Path.of(out)), "bench-probe-report"));
    }

    Method main = Class.forName(args[0]).getMethod("main", String[].class);
    try {
      main.invoke(null, (Object) Arrays.copyOfRange(args, 1, args.length));
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  /** Polls every live thread's allocation counter; returns the total over all threads ever seen. */
  private static long poll() {
    long[] ids = THREADS.getAllThreadIds();
    long[] bytes = THREADS.getThreadAllocatedBytes(ids);
    synchronized (LAST_ALLOCATED) {
      for (int i = 0; i < ids.length; i++) {
        if (bytes[i] >= 0 && ids[i] != probeThreadId) {
          LAST_ALLOCATED.put(ids[i], bytes[i]);
        }
      }
      long total = 0;
      for (long b : LAST_ALLOCATED.values()) {
        total += b;
      }
      return total;
    }
  }

  private static void onStatusLine(String line) {
    Matcher m = STATUS.matcher(line);
    if (!m.find()) {
      return;
    }
    long now = System.nanoTime();
    long alloc = poll();
    long cpu = OS.getProcessCpuTime();
    synchronized (SNAPSHOTS) {
      SNAPSHOTS.add(new long[] {now, Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), alloc, cpu});
    }
  }

  private static void write(Path file) {
    long alloc = poll();
    long cpu = OS.getProcessCpuTime();
    long wall = System.nanoTime() - START_NANOS;
    StringBuilder sb = new StringBuilder();
    sb.append("wall_ns=").append(wall).append('\n');
    sb.append("cpu_total_ns=").append(cpu).append('\n');
    sb.append("alloc_total_bytes=").append(alloc).append('\n');
    sb.append("peak_rss_kb=").append(procStatus("VmHWM")).append('\n');
    sb.append("rss_kb=").append(procStatus("VmRSS")).append('\n');
    sb.append("heap_after_gc_kb=").append(heapAfterLastGc() / 1024).append('\n');
    sb.append("heap_committed_kb=").append(ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getCommitted() / 1024)
        .append('\n');
    List<long[]> snaps;
    synchronized (SNAPSHOTS) {
      snaps = new ArrayList<>(SNAPSHOTS);
    }
    sb.append("status_lines=").append(snaps.size()).append('\n');
    int first = -1;
    for (int i = 0; i < snaps.size(); i++) {
      if (snaps.get(i)[1] >= 1) {
        first = i;
        break;
      }
    }
    int last = snaps.size() - 2; // the last line is the final one, printed after the run stopped
    if (first >= 0 && last < first + 1) {
      last = snaps.size() - 1;
    }
    if (first >= 0 && last > first) {
      long[] a = snaps.get(first);
      long[] b = snaps.get(last);
      sb.append("steady_ns=").append(b[0] - a[0]).append('\n');
      sb.append("steady_ops=").append(b[2] - a[2]).append('\n');
      sb.append("steady_alloc_bytes=").append(b[3] - a[3]).append('\n');
      sb.append("steady_cpu_ns=").append(b[4] - a[4]).append('\n');
    }
    if (!snaps.isEmpty()) {
      sb.append("final_ops=").append(snaps.get(snaps.size() - 1)[2]).append('\n');
    }
    try {
      Files.writeString(file, sb.toString());
    } catch (IOException e) {
      System.out.println("[bench-probe] cannot write " + file + ": " + e);
    }
  }

  /** Heap in use right after the most recent collection (the live data, plus garbage not yet reached). */
  private static long heapAfterLastGc() {
    com.sun.management.GcInfo latest = null;
    for (java.lang.management.GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans()) {
      if (gc instanceof com.sun.management.GarbageCollectorMXBean g) {
        com.sun.management.GcInfo info = g.getLastGcInfo();
        if (info != null && (latest == null || info.getEndTime() > latest.getEndTime())) {
          latest = info;
        }
      }
    }
    if (latest == null) {
      return -1;
    }
    java.util.Set<String> heapPools = new java.util.HashSet<>();
    for (java.lang.management.MemoryPoolMXBean pool : ManagementFactory.getMemoryPoolMXBeans()) {
      if (pool.getType() == java.lang.management.MemoryType.HEAP) {
        heapPools.add(pool.getName());
      }
    }
    long used = 0;
    for (Map.Entry<String, java.lang.management.MemoryUsage> e : latest.getMemoryUsageAfterGc().entrySet()) {
      if (heapPools.contains(e.getKey())) {
        used += e.getValue().getUsed();
      }
    }
    return used;
  }

  private static long procStatus(String key) {
    try {
      for (String l : Files.readAllLines(Path.of("/proc/self/status"))) {
        if (l.startsWith(key + ":")) {
          return Long.parseLong(l.substring(key.length() + 1).replace("kB", "").trim());
        }
      }
    } catch (IOException | RuntimeException e) {
      // not Linux
    }
    return -1;
  }

  /** Passes everything through to the real standard error and looks at each complete line. */
  private static final class StatusTap extends OutputStream {
    private final PrintStream target;
    private byte[] line = new byte[512];
    private int len;

    StatusTap(PrintStream target) {
      this.target = target;
    }

    @Override
    public synchronized void write(int b) {
      target.write(b);
      take((byte) b);
    }

    @Override
    public synchronized void write(byte[] b, int off, int n) {
      target.write(b, off, n);
      for (int i = off; i < off + n; i++) {
        take(b[i]);
      }
    }

    private void take(byte b) {
      if (b == '\n') {
        onStatusLine(new String(line, 0, len, StandardCharsets.UTF_8));
        len = 0;
        return;
      }
      if (len == line.length) {
        if (len >= 1 << 16) {
          return; // an overlong line: keep its start only
        }
        line = Arrays.copyOf(line, len * 2);
      }
      line[len++] = b;
    }

    @Override
    public void flush() {
      target.flush();
    }
  }
}

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import site.ycsb.Utils;
import site.ycsb.engine.Benchmark;
import site.ycsb.model.RunResult;

/**
 * One scenario of bench/gc.sh, run through the engine library in this JVM (started by gc.sh with
 * bin/ycsb's JVM options): the load phase (unless {@code noload}), then the run phase, each one
 * Benchmark as bin/ycsb runs it. Prints, per phase, what the report says of the garbage collector
 * (collections, their time, its share of the phase) and the heap allocated by all threads during
 * the phase (per second and per operation), and a line "#window PHASE START END" (JVM uptime, s)
 * for reading the phase's pauses off the GC log. With {@code footprint}, only loads, and prints the heap
 * the memory binding's store holds per record against the record's raw size (measured with full
 * collections, which change how the collector sizes the heap: hence a JVM of its own).
 *
 * <p>Raw size of a record = its key's bytes + its field values' bytes (CoreWorkload's key names,
 * insertorder=hashed); field names are left out: they are the schema, the same for every record.
 *
 * <pre>java -cp CORE_CLASSPATH bench/tools/GcBench.java WORKLOAD_FILE [noload|footprint] [key=value...]</pre>
 */
public final class GcBench {
  private static final com.sun.management.ThreadMXBean THREADS =
      (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();

  public static void main(String[] args) throws Exception {
    Properties p = new Properties();
    try (Reader r = Files.newBufferedReader(Path.of(args[0]), StandardCharsets.UTF_8)) {
      p.load(r);
    }
    boolean load = true;
    boolean footprint = false;
    for (int i = 1; i < args.length; i++) {
      if (args[i].equals("noload")) {
        load = false;
      } else if (args[i].equals("footprint")) {
        footprint = true;
      } else {
        String[] kv = args[i].split("=", 2);
        p.setProperty(kv[0], kv[1]);
      }
    }
    p.setProperty("hdrhistogram.fileoutput", "false");
    PrintStream quiet = new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8);
    if (footprint) {
      long heapBefore = liveHeap();
      p.setProperty("dotransactions", "false");
      Benchmark.builder(p).out(quiet).err(quiet).build().run();
      long records = Long.parseLong(p.getProperty("recordcount", "0"));
      store(records, liveHeap() - heapBefore, p);
      return;
    }
    System.out.printf("%-5s %12s %9s %5s %9s %7s %10s %9s %7s%n", "phase", "operations", "time(s)", "GCs",
        "GC(ms)", "GC%", "alloc(MB)", "MB/s", "B/op");
    if (load) {
      p.setProperty("dotransactions", "false");
      phase("load", p, quiet);
    }
    p.setProperty("dotransactions", "true");
    phase("run", p, quiet);
  }

  private static void phase(String name, Properties p, PrintStream quiet) throws Exception {
    long allocatedBefore = THREADS.getTotalThreadAllocatedBytes();
    long startMs = ManagementFactory.getRuntimeMXBean().getUptime();
    RunResult r = Benchmark.builder(p).out(quiet).err(quiet).build().run();
    long endMs = ManagementFactory.getRuntimeMXBean().getUptime();
    long allocated = THREADS.getTotalThreadAllocatedBytes() - allocatedBefore;
    long collections = 0;
    long gcMillis = 0;
    for (long[] countAndMillis : r.garbageCollectors().values()) {
      collections += countAndMillis[0];
      gcMillis += countAndMillis[1];
    }
    double seconds = r.runTimeMs() / 1000.0;
    System.out.printf("%-5s %12d %9.1f %5d %9d %6.2f%% %10.1f %9.1f %7.0f%n", name, r.operations(), seconds,
        collections, gcMillis, 100.0 * gcMillis / Math.max(1, r.runTimeMs()), allocated / 1e6,
        allocated / 1e6 / Math.max(1e-3, seconds), (double) allocated / Math.max(1, r.operations()));
    // for gc.sh: the phase in the JVM's uptime, the clock of -Xlog:gc
    System.out.printf("#window %s %.3f %.3f%n", name, startMs / 1000.0, endMs / 1000.0);
  }

  private static void store(long records, long heapBytes, Properties p) {
    int fields = Integer.parseInt(p.getProperty("fieldcount", "10"));
    int length = Integer.parseInt(p.getProperty("fieldlength", "100"));
    long keyBytes = 0;
    for (long i = 0; i < records; i++) {
      keyBytes += ("user" + Utils.hash(i)).length();
    }
    double raw = (double) keyBytes / records + (double) fields * length;
    double heap = (double) heapBytes / records;
    System.out.printf("store: %d records of %d x %d B; raw %.0f B/record (key + values), heap %.0f B/record: "
        + "%.2fx raw%n", records, fields, length, raw, heap, heap / raw);
  }

  /** Heap in use after full collections (several: the first may leave finalizable garbage). */
  private static long liveHeap() {
    for (int i = 0; i < 3; i++) {
      System.gc();
    }
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }
}

import java.io.Reader;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import site.ycsb.BasicDB;
import site.ycsb.DB;
import site.ycsb.workloads.CoreWorkload;

/**
 * Bytes allocated (and indicative ns) per CoreWorkload.doTransaction and doInsert against BasicDB
 * without output, after a long warm-up so the JIT has settled: the allocation figure is exact and
 * does not depend on the machine's load, unlike a short JMH run's. For comparing two builds of core:
 *
 * <pre>java -cp A.jar:HdrHistogram-2.2.2.jar bench/tools/OperationAllocation.java [workloads dir]
 * java -cp B.jar:HdrHistogram-2.2.2.jar bench/tools/OperationAllocation.java [workloads dir]</pre>
 */
public final class OperationAllocation {
  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args.length > 0 ? args[0] : "workloads");
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    for (String name : new String[] {"workloada", "workloadc", "mixed"}) {
      Properties p = new Properties();
      try (Reader r = Files.newBufferedReader(dir.resolve(name))) {
        p.load(r);
      }
      p.setProperty("operationcount", "2000000000");
      p.setProperty("basicdb.verbose", "false");
      CoreWorkload w = new CoreWorkload();
      w.init(p);
      DB db = new BasicDB();
      db.setProperties(p);
      db.init();
      Object state = w.initThread(p, 0, 1);
      StringBuilder line = new StringBuilder(String.format("%-10s", name));
      for (boolean transaction : new boolean[] {true, false}) {
        for (int i = 0; i < 3_000_000; i++) { // warm-up: C2 compiles the operation path
          run(w, db, state, transaction);
        }
        int n = 2_000_000;
        long bytes = threads.getCurrentThreadAllocatedBytes();
        long start = System.nanoTime();
        for (int i = 0; i < n; i++) {
          run(w, db, state, transaction);
        }
        long ns = System.nanoTime() - start;
        bytes = threads.getCurrentThreadAllocatedBytes() - bytes;
        line.append(String.format("  %s %6.1f B/op %5.0f ns/op", transaction ? "doTransaction" : "doInsert",
            bytes / (double) n, ns / (double) n));
      }
      System.out.println(line);
    }
  }

  private static void run(CoreWorkload w, DB db, Object state, boolean transaction) {
    if (transaction) {
      w.doTransaction(db, state);
    } else {
      w.doInsert(db, state);
    }
  }
}

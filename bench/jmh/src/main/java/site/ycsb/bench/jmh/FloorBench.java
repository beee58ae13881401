package site.ycsb.bench.jmh;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.bench.ConsumingDB;

/**
 * What no harness can save: the consuming DB's own work per operation (with values and result maps
 * that cost the harness nothing: made once, rewound), and the two clock reads that time every
 * operation. A harness's cost per operation is at least the DB's work plus the clock reads, which
 * bounds the speed-up any harness can show over another on the same DB.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class FloorBench {
  private final ConsumingDB db = new ConsumingDB();
  private final HashMap<String, ByteIterator> result = new HashMap<>();
  private final Map<String, ByteIterator> update100 = new HashMap<>();
  private final Map<String, ByteIterator> insert10x200 = new HashMap<>();
  private final byte[] data = ValueAlternativesBench.printable(1 << 16, 1);

  @Setup
  public void setup() {
    Properties p = new Properties();
    p.setProperty("fieldcount", "10");
    p.setProperty("fieldlength", "100");
    db.setProperties(p);
    db.init();
    update100.put("field3", new ByteArrayByteIterator(data, 1000, 100));
    for (int i = 0; i < 10; i++) {
      insert10x200.put("field" + i, new ByteArrayByteIterator(data, 3000 + 200 * i, 200));
    }
  }

  /** A read returning 10 fields of 100 bytes into a map that is then cleared (as our workload does). */
  @Benchmark
  public Status dbRead10Fields() {
    Status s = db.read("usertable", "user6284781860667377211", null, result);
    result.clear();
    return s;
  }

  /** An update of one 100-byte field (workloada), every byte read. */
  @Benchmark
  public Status dbUpdate1x100() {
    update100.values().forEach(ByteIterator::reset);
    return db.update("usertable", "user6284781860667377211", update100);
  }

  /** An insert of 10 fields of 200 bytes (workloads/mixed), every byte read. */
  @Benchmark
  public Status dbInsert10x200() {
    insert10x200.values().forEach(ByteIterator::reset);
    return db.insert("usertable", "user6284781860667377211", insert10x200);
  }

  /** The two clock reads around each operation. */
  @Benchmark
  public long twoClockReads() {
    long a = System.nanoTime();
    return System.nanoTime() - a;
  }
}

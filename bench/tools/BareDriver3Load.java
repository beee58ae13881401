import com.datastax.driver.core.BoundStatement;
import com.datastax.driver.core.Cluster;
import com.datastax.driver.core.ConsistencyLevel;
import com.datastax.driver.core.PreparedStatement;
import com.datastax.driver.core.Session;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Recorder;

/**
 * BareDriverLoad's inserts through the Java driver 3.x, the generation upstream YCSB 0.17.0's CQL
 * binding used: the same table, rows, threads and prepared INSERT, so that the two drivers' latency
 * on one server can be compared (bench/load-latency.sh with DRIVER3=1).
 *
 *   java -cp DRIVER3_CLASS_PATH bench/tools/BareDriver3Load.java HOST KEYSPACE TABLE THREADS RECORDS [FIELDS LENGTH CL]
 */
public class BareDriver3Load {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    String keyspace = args[1];
    String table = args[2];
    int threads = Integer.parseInt(args[3]);
    long records = Long.parseLong(args[4]);
    int fields = args.length > 5 ? Integer.parseInt(args[5]) : 10;
    int length = args.length > 6 ? Integer.parseInt(args[6]) : 200;
    ConsistencyLevel cl = ConsistencyLevel.valueOf(args.length > 7 ? args[7] : "QUORUM");
    StringBuilder cql = new StringBuilder("INSERT INTO " + keyspace + "." + table + " (y_id");
    for (int f = 0; f < fields; f++) {
      cql.append(", field").append(f);
    }
    cql.append(") VALUES (?").append(", ?".repeat(fields)).append(")");
    try (Cluster cluster = Cluster.builder().addContactPoint(host).withPort(9042).build();
         Session session = cluster.connect()) {
      PreparedStatement insert = session.prepare(cql.toString()).setConsistencyLevel(cl).setIdempotent(true);
      String[] values = new String[1021];
      SplittableRandom rnd = new SplittableRandom(42);
      for (int v = 0; v < values.length; v++) {
        StringBuilder sb = new StringBuilder(length);
        for (int c = 0; c < length; c++) {
          sb.append((char) (' ' + rnd.nextInt(95)));
        }
        values[v] = sb.toString();
      }
      Recorder latencies = new Recorder(3);
      AtomicLong next = new AtomicLong();
      long start = System.nanoTime();
      Thread[] workers = new Thread[threads];
      for (int t = 0; t < threads; t++) {
        workers[t] = new Thread(() -> {
          for (long i; (i = next.getAndIncrement()) < records; ) {
            BoundStatement b = insert.bind().setString(0, "user" + Long.hashCode(i * 0x9E3779B97F4A7C15L));
            for (int f = 0; f < fields; f++) {
              b.setString(f + 1, values[(int) ((i * fields + f) % values.length)]);
            }
            long t0 = System.nanoTime();
            session.execute(b);
            latencies.recordValue((System.nanoTime() - t0) / 1000);
          }
        });
        workers[t].start();
      }
      for (Thread w : workers) {
        w.join();
      }
      double seconds = (System.nanoTime() - start) / 1e9;
      var h = latencies.getIntervalHistogram();
      System.out.printf("bare driver: %d threads, %d rows: %.0f ops/s, INSERT p50 %d us, p99 %d us, p99.9 %d us%n",
          threads, records, records / seconds, h.getValueAtPercentile(50), h.getValueAtPercentile(99),
          h.getValueAtPercentile(99.9));
    }
  }
}

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.BoundStatementBuilder;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Recorder;

/**
 * The load phase with the driver alone: THREADS threads insert RECORDS rows of FIELDS random
 * LENGTH-character fields through one prepared INSERT, as the Cassandra binding's load does, timing
 * each execute. What the binding and the engine add to a load's latency is the difference between
 * this and `bin/ycsb load cassandra` on the same table shape (bench/load-latency.sh runs both).
 *
 *   java -cp CASSANDRA_BINDING_CLASS_PATH bench/tools/BareDriverLoad.java HOST KEYSPACE TABLE THREADS RECORDS [FIELDS LENGTH CL]
 */
public class BareDriverLoad {
  public static void main(String[] args) throws Exception {
    String host = args[0];
    String keyspace = args[1];
    String table = args[2];
    int threads = Integer.parseInt(args[3]);
    long records = Long.parseLong(args[4]);
    int fields = args.length > 5 ? Integer.parseInt(args[5]) : 10;
    int length = args.length > 6 ? Integer.parseInt(args[6]) : 200;
    DefaultConsistencyLevel cl = DefaultConsistencyLevel.valueOf(args.length > 7 ? args[7] : "QUORUM");
    StringBuilder cql = new StringBuilder("INSERT INTO " + keyspace + "." + table + " (y_id");
    for (int f = 0; f < fields; f++) {
      cql.append(", field").append(f);
    }
    cql.append(") VALUES (?").append(", ?".repeat(fields)).append(")");
    try (CqlSession session = CqlSession.builder().addContactPoint(new InetSocketAddress(host, 9042))
        .withLocalDatacenter("datacenter1").build()) {
      PreparedStatement insert = session.prepare(cql.toString());
      // values drawn from a pool made beforehand, so that the client spends its CPU on the driver
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
      long cpuBefore = cpuNanos();
      long start = System.nanoTime();
      Thread[] workers = new Thread[threads];
      for (int t = 0; t < threads; t++) {
        workers[t] = new Thread(() -> {
          for (long i; (i = next.getAndIncrement()) < records; ) {
            BoundStatementBuilder b = insert.boundStatementBuilder().setString(0, "user" + Long.hashCode(i * 0x9E3779B97F4A7C15L))
                .setConsistencyLevel(cl).setIdempotence(true);
            for (int f = 0; f < fields; f++) {
              b.setString(f + 1, values[(int) ((i * fields + f) % values.length)]);
            }
            long t0 = System.nanoTime();
            session.execute(b.build());
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
      System.out.printf("bare driver: %d threads, %d rows: %.0f ops/s, INSERT p50 %d us, p99 %d us, p99.9 %d us,"
          + " client CPU %.1f us/op%n", threads, records, records / seconds, h.getValueAtPercentile(50),
          h.getValueAtPercentile(99), h.getValueAtPercentile(99.9), (cpuNanos() - cpuBefore) / 1e3 / records);
    }
  }

  private static long cpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }
}

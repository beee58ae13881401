import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.Row;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.LongAdder;

/**
 * The floor of asynchronous Cassandra: the Java driver 4.x alone, `executeAsync` of prepared
 * statements, a 50/50 mix of reads (all columns) and updates (one field column, or every one with
 * writeall=true) of the rows `bin/ycsb load cassandra` wrote (keys "user" + FNV-64 of a uniform
 * number below records), with INFLIGHT requests always in flight: each request's completion starts
 * the next one on the thread that completed it. Consistency and idempotence as the binding's
 * defaults (QUORUM; idempotent). No harness, no histograms: what a Java client on this driver cannot
 * go below. Prints ops/s and the process's CPU per operation (user + system, from the OS) over the
 * measured window, which follows a warm-up, and the operations done every second on stderr.
 *
 *   java -cp CASSANDRA_BINDING_CLASS_PATH bench/tools/CassandraAsyncFloor.java host=127.0.0.1 port=9042 \
 *       keyspace=ycsb inflight=128 seconds=30 [warmup=5 records=100000 fields=10 length=100 writeall=false dc=datacenter1]
 */
public class CassandraAsyncFloor {
  private static final LongAdder DONE = new LongAdder();
  private static final LongAdder FAILED = new LongAdder();
  private static volatile boolean stopping;

  public static void main(String[] args) throws Exception {
    Map<String, String> a = new HashMap<>();
    for (String arg : args) {
      int eq = arg.indexOf('=');
      a.put(arg.substring(0, eq), arg.substring(eq + 1));
    }
    String host = a.getOrDefault("host", "127.0.0.1");
    int port = Integer.parseInt(a.getOrDefault("port", "9042"));
    String keyspace = a.getOrDefault("keyspace", "ycsb");
    String table = a.getOrDefault("table", "usertable");
    int inflight = Integer.parseInt(a.getOrDefault("inflight", "128"));
    double seconds = Double.parseDouble(a.getOrDefault("seconds", "30"));
    double warmup = Double.parseDouble(a.getOrDefault("warmup", "5"));
    long records = Long.parseLong(a.getOrDefault("records", "100000"));
    int fields = Integer.parseInt(a.getOrDefault("fields", "10"));
    int length = Integer.parseInt(a.getOrDefault("length", "100"));
    boolean writeAll = Boolean.parseBoolean(a.getOrDefault("writeall", "false"));
    String dc = a.getOrDefault("dc", "datacenter1");

    try (CqlSession session = CqlSession.builder().addContactPoint(new InetSocketAddress(host, port))
        .withLocalDatacenter(dc).withKeyspace(keyspace).build()) {
      PreparedStatement read = session.prepare("SELECT * FROM " + table + " WHERE y_id = ?");
      PreparedStatement[] updateOne = new PreparedStatement[fields];
      StringBuilder all = new StringBuilder("UPDATE " + table + " SET ");
      for (int f = 0; f < fields; f++) {
        updateOne[f] = session.prepare("UPDATE " + table + " SET field" + f + " = ? WHERE y_id = ?");
        all.append(f == 0 ? "" : ", ").append("field").append(f).append(" = ?");
      }
      PreparedStatement updateAll = session.prepare(all.append(" WHERE y_id = ?").toString());
      String[] values = new String[1021];
      SplittableRandom rnd = new SplittableRandom(42);
      for (int v = 0; v < values.length; v++) {
        StringBuilder sb = new StringBuilder(length);
        for (int c = 0; c < length; c++) {
          sb.append((char) (' ' + rnd.nextInt(95)));
        }
        values[v] = sb.toString();
      }
      CountDownLatch drained = new CountDownLatch(inflight);
      for (int s = 0; s < inflight; s++) {
        new Slot(session, read, updateOne, updateAll, values, writeAll, records, s, drained).next();
      }
      long begin = System.nanoTime();
      sleepReporting(begin, warmup);
      long cpu0 = cpuNanos();
      long ops0 = DONE.sum();
      long t0 = System.nanoTime();
      sleepReporting(begin, warmup + seconds);
      long cpu1 = cpuNanos();
      long ops1 = DONE.sum();
      long t1 = System.nanoTime();
      stopping = true;
      drained.await();
      long ops = ops1 - ops0;
      System.out.printf("floor cassandra: inflight %d, writeall %s: %.0f ops/s, CPU %.2f us/op"
          + " (%.1f s window after %.1f s warm-up); %d operations, %d failed in all%n", inflight, writeAll,
          ops / ((t1 - t0) / 1e9), (cpu1 - cpu0) / 1e3 / ops, (t1 - t0) / 1e9, warmup, DONE.sum(), FAILED.sum());
    }
  }

  /** Sleeps until {@code until} seconds after {@code begin}, printing the operations done every second. */
  private static void sleepReporting(long begin, double until) throws InterruptedException {
    long end = begin + (long) (until * 1e9);
    for (long now = System.nanoTime(); now < end; now = System.nanoTime()) {
      Thread.sleep(Math.min(1000 - (now - begin) / 1_000_000 % 1000, (end - now) / 1_000_000 + 1));
      System.err.printf("%.0f sec: %d operations%n", (System.nanoTime() - begin) / 1e9, DONE.sum());
    }
  }

  /** One request always in flight: its completion starts the next. */
  private static final class Slot {
    final CqlSession session;
    final PreparedStatement read;
    final PreparedStatement[] updateOne;
    final PreparedStatement updateAll;
    final String[] values;
    final boolean writeAll;
    final long records;
    final SplittableRandom random;
    final CountDownLatch drained;

    Slot(CqlSession session, PreparedStatement read, PreparedStatement[] updateOne, PreparedStatement updateAll,
        String[] values, boolean writeAll, long records, int seed, CountDownLatch drained) {
      this.session = session;
      this.read = read;
      this.updateOne = updateOne;
      this.updateAll = updateAll;
      this.values = values;
      this.writeAll = writeAll;
      this.records = records;
      this.random = new SplittableRandom(seed);
      this.drained = drained;
    }

    void next() {
      if (stopping) {
        drained.countDown();
        return;
      }
      String key = "user" + fnv(random.nextLong(records));
      if (random.nextBoolean()) {
        session.executeAsync(read.boundStatementBuilder().setString(0, key)
            .setConsistencyLevel(DefaultConsistencyLevel.QUORUM).setIdempotence(true).build())
            .whenComplete((rs, failure) -> {
              if (rs != null) {
                consume(rs);
              }
              done(failure);
            });
      } else {
        var bound = (writeAll ? updateAll : updateOne[random.nextInt(updateOne.length)]).boundStatementBuilder();
        int columns = writeAll ? updateOne.length : 1;
        for (int c = 0; c < columns; c++) {
          bound.setString(c, values[random.nextInt(values.length)]);
        }
        session.executeAsync(bound.setString(columns, key).setConsistencyLevel(DefaultConsistencyLevel.QUORUM)
            .setIdempotence(true).build()).whenComplete((rs, failure) -> done(failure));
      }
    }

    /** Reads every column of the row as the binding does (its raw bytes). */
    private static void consume(AsyncResultSet rs) {
      Row row = rs.one();
      if (row != null) {
        for (int i = 0; i < row.size(); i++) {
          ByteBuffer value = row.getBytesUnsafe(i);
          if (value != null) {
            byte[] copy = new byte[value.remaining()];
            value.duplicate().get(copy);
          }
        }
      }
    }

    private void done(Throwable failure) {
      DONE.increment();
      if (failure == null) {
        next();
      } else { // not inline: a request refused at once would recurse
        FAILED.increment();
        java.util.concurrent.CompletableFuture.runAsync(this::next,
            java.util.concurrent.CompletableFuture.delayedExecutor(1, java.util.concurrent.TimeUnit.MILLISECONDS));
      }
    }
  }

  /** CoreWorkload's key hash (insertorder=hashed): 64-bit FNV-1a over the number's bytes, low first. */
  static long fnv(long value) {
    long h = 0xCBF29CE484222325L;
    long v = value;
    for (int i = 0; i < 8; i++) {
      h ^= v & 0xff;
      h *= 1099511628211L;
      v >>= 8;
    }
    return Math.abs(h);
  }

  private static long cpuNanos() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
  }
}

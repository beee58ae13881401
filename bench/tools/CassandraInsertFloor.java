import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DefaultConsistencyLevel;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import java.lang.management.ManagementFactory;
import java.net.InetSocketAddress;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * The floor of an insert-only load on the Java driver 4.x alone: RECORDS rows into a fresh table of
 * the binding's shape with FIELDS fields (y_id varchar primary key, field0.. varchar), keys "user" +
 * FNV-64 of 0 .. RECORDS - 1 as `bin/ycsb load` makes them, values of LENGTH characters, through one
 * prepared INSERT with INFLIGHT requests always in flight, each completion starting the next on the
 * thread that completed it. Consistency and idempotence as the binding's defaults (QUORUM, idempotent).
 * Prints the operations, the wall time and the process's CPU per operation (user + system, from the
 * JVM) from the first insert to the last; the script times the whole process with /usr/bin/time too.
 *
 *   java -cp CASSANDRA_BINDING_CLASS_PATH bench/tools/CassandraInsertFloor.java host=127.0.0.1 port=9042 \
 *       keyspace=latte_floor records=10000000 [inflight=256 fields=1 length=1 dc=datacenter1]
 */
public class CassandraInsertFloor {
  private static final LongAdder DONE = new LongAdder();
  private static final LongAdder FAILED = new LongAdder();

  public static void main(String[] args) throws Exception {
    Map<String, String> a = new HashMap<>();
    for (String arg : args) {
      int eq = arg.indexOf('=');
      a.put(arg.substring(0, eq), arg.substring(eq + 1));
    }
    String host = a.getOrDefault("host", "127.0.0.1");
    int port = Integer.parseInt(a.getOrDefault("port", "9042"));
    String keyspace = a.getOrDefault("keyspace", "latte_floor");
    long records = Long.parseLong(a.getOrDefault("records", "10000000"));
    int inflight = Integer.parseInt(a.getOrDefault("inflight", "256"));
    int fields = Integer.parseInt(a.getOrDefault("fields", "1"));
    int length = Integer.parseInt(a.getOrDefault("length", "1"));
    String dc = a.getOrDefault("dc", "datacenter1");

    try (CqlSession session = CqlSession.builder().addContactPoint(new InetSocketAddress(host, port))
        .withLocalDatacenter(dc).build()) {
      StringBuilder columns = new StringBuilder();
      StringBuilder names = new StringBuilder();
      for (int f = 0; f < fields; f++) {
        columns.append(", field").append(f).append(" varchar");
        names.append(", field").append(f);
      }
      ddl(session, "CREATE KEYSPACE IF NOT EXISTS " + keyspace
          + " WITH replication = {'class': 'NetworkTopologyStrategy', '" + dc + "': 1}");
      ddl(session, "CREATE TABLE IF NOT EXISTS " + keyspace + ".usertable (y_id varchar PRIMARY KEY" + columns + ")");
      PreparedStatement insert = session.prepare("INSERT INTO " + keyspace + ".usertable (y_id" + names
          + ") VALUES (?" + ", ?".repeat(fields) + ")");
      String value = "x".repeat(length);
      AtomicLong next = new AtomicLong();
      CountDownLatch drained = new CountDownLatch(inflight);
      long cpu0 = cpuNanos();
      long t0 = System.nanoTime();
      for (int s = 0; s < inflight; s++) {
        new Slot(session, insert, fields, value, next, records, drained).next();
      }
      drained.await();
      long t1 = System.nanoTime();
      long cpu1 = cpuNanos();
      long ops = DONE.sum();
      System.out.printf("floor insert: inflight %d, %d fields of %d B: %.0f ops/s, CPU %.2f us/op in %.1f s;"
          + " %d operations, %d failed in all%n", inflight, fields, length, ops / ((t1 - t0) / 1e9),
          (cpu1 - cpu0) / 1e3 / Math.max(1, ops), (t1 - t0) / 1e9, ops, FAILED.sum());
    }
  }

  private static void ddl(CqlSession session, String cql) {
    session.execute(SimpleStatement.newInstance(cql).setTimeout(Duration.ofSeconds(60)));
  }

  /** One request always in flight: its completion starts the next, until every key is taken. */
  private static final class Slot {
    final CqlSession session;
    final PreparedStatement insert;
    final int fields;
    final String value;
    final AtomicLong next;
    final long records;
    final CountDownLatch drained;

    Slot(CqlSession session, PreparedStatement insert, int fields, String value, AtomicLong next, long records,
        CountDownLatch drained) {
      this.session = session;
      this.insert = insert;
      this.fields = fields;
      this.value = value;
      this.next = next;
      this.records = records;
      this.drained = drained;
    }

    void next() {
      long i = next.getAndIncrement();
      if (i >= records) {
        drained.countDown();
        return;
      }
      var bound = insert.boundStatementBuilder().setString(0, "user" + fnv(i));
      for (int f = 1; f <= fields; f++) {
        bound.setString(f, value);
      }
      session.executeAsync(bound.setConsistencyLevel(DefaultConsistencyLevel.QUORUM).setIdempotence(true).build())
          .whenComplete((rs, failure) -> {
            DONE.increment();
            if (failure == null) {
              next();
            } else { // not inline: a request refused at once would recurse
              FAILED.increment();
              java.util.concurrent.CompletableFuture.runAsync(this::next, java.util.concurrent.CompletableFuture
                  .delayedExecutor(1, java.util.concurrent.TimeUnit.MILLISECONDS));
            }
          });
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

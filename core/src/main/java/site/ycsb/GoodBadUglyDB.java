package site.ycsb;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.config.UsageException;

/**
 * Upstream's database of good, bad and ugly response times, for seeing what a latency tail looks
 * like in the results: every operation succeeds after a delay drawn from {@code gbudb.delays}
 * (microseconds): the first for 90% of the operations, the second for 9%, the third for 0.99%, the
 * fourth for the remaining 0.01%. Unlike upstream, whose slowest delay holds a JVM-wide lock and
 * stalls every thread, the slowest delay here pauses the calling thread only (core keeps no static
 * state, so that two runs can share a JVM).
 */
public class GoodBadUglyDB extends DB {
  public static final String SIMULATE_DELAY = "gbudb.delays";
  public static final String SIMULATE_DELAY_DEFAULT = "200,1000,10000,50000,100000";

  private static final double[] SHARES = {0.9, 0.99, 0.9999};

  private long[] delaysMicros;

  @Override
  public void init() {
    String spec = getProperties().getProperty(SIMULATE_DELAY, SIMULATE_DELAY_DEFAULT);
    String[] parts = spec.split(",");
    if (parts.length < 4) {
      throw new UsageException(SIMULATE_DELAY + "=" + spec + ": expected at least 4 comma-separated delays in microseconds");
    }
    delaysMicros = new long[4];
    for (int i = 0; i < delaysMicros.length; i++) {
      try {
        delaysMicros[i] = Long.parseLong(parts[i].trim());
      } catch (NumberFormatException e) {
        delaysMicros[i] = -1;
      }
      if (delaysMicros[i] < 0) {
        throw new UsageException(SIMULATE_DELAY + "=" + spec + ": '" + parts[i].trim()
            + "' is not a whole number of microseconds >= 0");
      }
    }
  }

  private void delay() {
    double r = ThreadLocalRandom.current().nextDouble();
    int tier = 0;
    while (tier < SHARES.length && r >= SHARES[tier]) {
      tier++;
    }
    long until = System.nanoTime() + TimeUnit.MICROSECONDS.toNanos(delaysMicros[tier]);
    for (long left = until - System.nanoTime(); left > 0; left = until - System.nanoTime()) {
      LockSupport.parkNanos(left);
      if (Thread.currentThread().isInterrupted()) {
        return;
      }
    }
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    delay();
    return Status.OK;
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    delay();
    return Status.OK;
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    delay();
    return Status.OK;
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    delay();
    return Status.OK;
  }

  @Override
  public Status delete(String table, String key) {
    delay();
    return Status.OK;
  }
}

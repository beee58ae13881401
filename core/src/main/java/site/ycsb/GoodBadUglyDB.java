package site.ycsb;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.config.Settings;
import site.ycsb.options.BasicOptions;

/**
 * Upstream's database of good, bad and ugly response times, for seeing what a latency tail looks
 * like in the results: every operation succeeds after a delay drawn from {@code gbudb.delays}
 * (microseconds): the first for 90% of the operations, the second for 9%, the third for 0.99%, the
 * fourth for the remaining 0.01%. Unlike upstream, whose slowest delay holds a JVM-wide lock and
 * stalls every thread, the slowest delay here pauses the calling thread only (core keeps no static
 * state, so that two runs can share a JVM).
 */
public class GoodBadUglyDB extends DB {
  public static final String SIMULATE_DELAY = BasicOptions.GBU_DELAYS.name();
  public static final String SIMULATE_DELAY_DEFAULT = BasicOptions.GBU_DELAYS.defaultText();

  private static final double[] SHARES = {0.9, 0.99, 0.9999};

  private long[] delaysMicros;

  @Override
  public void init() {
    List<Long> delays = Settings.of(getProperties()).get(BasicOptions.GBU_DELAYS);
    delaysMicros = delays.stream().mapToLong(Long::longValue).toArray();
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

package site.ycsb;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * A database that does nothing: for measuring the client itself. With {@code basicdb.verbose=true}
 * (upstream's default) it prints every operation, which is slow; benchmarks of the harness set it
 * to false. {@code basicdb.simulatedelay} (ms) makes every operation take up to that long.
 */
public class BasicDB extends DB {
  public static final String COUNT = "basicdb.count";
  public static final String COUNT_DEFAULT = "false";
  public static final String VERBOSE = "basicdb.verbose";
  public static final String VERBOSE_DEFAULT = "true";
  public static final String SIMULATE_DELAY = "basicdb.simulatedelay";
  public static final String SIMULATE_DELAY_DEFAULT = "0";
  public static final String RANDOMIZE_DELAY = "basicdb.randomizedelay";
  public static final String RANDOMIZE_DELAY_DEFAULT = "true";

  protected boolean verbose;
  protected boolean randomizedelay;
  protected int todelay;
  protected boolean count;
  private long operations;

  @Override
  public void init() {
    Properties p = getProperties();
    verbose = Boolean.parseBoolean(p.getProperty(VERBOSE, VERBOSE_DEFAULT));
    todelay = Integer.parseInt(p.getProperty(SIMULATE_DELAY, SIMULATE_DELAY_DEFAULT).trim());
    randomizedelay = Boolean.parseBoolean(p.getProperty(RANDOMIZE_DELAY, RANDOMIZE_DELAY_DEFAULT));
    count = Boolean.parseBoolean(p.getProperty(COUNT, COUNT_DEFAULT));
  }

  protected void delay() {
    if (todelay > 0) {
      long ms = randomizedelay ? ThreadLocalRandom.current().nextInt(todelay) : todelay;
      LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(ms));
    }
  }

  private Status done(String what) {
    delay();
    if (count) {
      operations++;
    }
    if (verbose) {
      System.out.println(what);
    }
    return Status.OK;
  }

  @Override
  public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
    return done(verbose ? "READ " + table + " " + key + " " + (fields == null ? "<all fields>" : fields) : null);
  }

  @Override
  public Status scan(String table, String startkey, int recordcount, Set<String> fields,
      Vector<HashMap<String, ByteIterator>> result) {
    return done(verbose ? "SCAN " + table + " " + startkey + " " + recordcount + " "
        + (fields == null ? "<all fields>" : fields) : null);
  }

  @Override
  public Status update(String table, String key, Map<String, ByteIterator> values) {
    return done(verbose ? "UPDATE " + table + " " + key + " " + values.keySet() : null);
  }

  @Override
  public Status insert(String table, String key, Map<String, ByteIterator> values) {
    return done(verbose ? "INSERT " + table + " " + key + " " + values.keySet() : null);
  }

  @Override
  public Status delete(String table, String key) {
    return done(verbose ? "DELETE " + table + " " + key : null);
  }

  @Override
  public void cleanup() {
    if (count) {
      System.out.println("[BasicDB] operations on this thread: " + operations);
    }
  }
}

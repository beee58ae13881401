package site.ycsb;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import site.ycsb.config.Settings;
import site.ycsb.options.BasicOptions;

/**
 * A database that does nothing: for measuring the client itself. With {@code basicdb.verbose=true}
 * (upstream's default) it prints every operation, which is slow; benchmarks of the harness set it
 * to false. {@code basicdb.simulatedelay} (ms) makes every operation take up to that long. Its
 * options are declared in {@link BasicOptions}; a value such as {@code basicdb.verbose=yes} is
 * refused (upstream read it as false).
 */
public class BasicDB extends DB {
  // upstream's constants, from the declarations in BasicOptions
  public static final String COUNT = BasicOptions.COUNT.name();
  public static final String COUNT_DEFAULT = BasicOptions.COUNT.defaultText();
  public static final String VERBOSE = BasicOptions.VERBOSE.name();
  public static final String VERBOSE_DEFAULT = BasicOptions.VERBOSE.defaultText();
  public static final String SIMULATE_DELAY = BasicOptions.SIMULATE_DELAY.name();
  public static final String SIMULATE_DELAY_DEFAULT = BasicOptions.SIMULATE_DELAY.defaultText();
  public static final String RANDOMIZE_DELAY = BasicOptions.RANDOMIZE_DELAY.name();
  public static final String RANDOMIZE_DELAY_DEFAULT = BasicOptions.RANDOMIZE_DELAY.defaultText();

  protected boolean verbose;
  protected boolean randomizedelay;
  protected int todelay;
  protected boolean count;
  private long operations;

  @Override
  public void init() {
    Settings settings = Settings.of(getProperties());
    verbose = settings.get(BasicOptions.VERBOSE);
    todelay = settings.get(BasicOptions.SIMULATE_DELAY);
    randomizedelay = settings.get(BasicOptions.RANDOMIZE_DELAY);
    count = settings.get(BasicOptions.COUNT);
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

package site.ycsb.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.io.PrintStream;
import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import site.ycsb.AsyncDB;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.Status;
import site.ycsb.binding.RateLimitedWarning;
import site.ycsb.config.Settings;
import site.ycsb.measurements.MeasurementSettings;
import site.ycsb.measurements.Recorders;
import site.ycsb.measurements.TickData;

/**
 * The blocking and the asynchronous wrappers time a paced call alike, and a thread's CLEANUP, which
 * the pacer does not schedule, from its own start: never from the last operation's intended start.
 */
class MeasuredCleanupTest {
  /** How far behind its schedule the thread's last operation ran. */
  private static final long BEHIND_NANOS = TimeUnit.SECONDS.toNanos(2);

  private final MeasurementSettings settings;
  private final Recorders recorders;
  private final RateLimitedWarning warnings = new RateLimitedWarning(1, TimeUnit.MINUTES, w -> { });

  MeasuredCleanupTest() {
    Properties p = new Properties();
    p.setProperty("measurement.interval", "both");
    settings = new MeasurementSettings(Settings.of(p));
    recorders = new Recorders(settings, new PrintStream(OutputStream.nullOutputStream()));
  }

  private Map<String, Histogram> recorded() {
    TickData t = new TickData(settings.significantDigits());
    recorders.drainInto(t);
    return t.histograms();
  }

  @Test
  void aBlockingThreadsCleanupIsTimedFromItsOwnStart() throws Exception {
    MeasuredDB db = new MeasuredDB(new DB() {
      @Override
      public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
        return Status.OK;
      }

      @Override
      public Status scan(String t, String k, int n, Set<String> f, Vector<HashMap<String, ByteIterator>> r) {
        return Status.OK;
      }

      @Override
      public Status update(String table, String key, Map<String, ByteIterator> values) {
        return Status.OK;
      }

      @Override
      public Status insert(String table, String key, Map<String, ByteIterator> values) {
        return Status.OK;
      }

      @Override
      public Status delete(String table, String key) {
        return Status.OK;
      }
    }, recorders.newThreadRecorder(), warnings);
    db.setIntendedStartNanos(System.nanoTime() - BEHIND_NANOS);
    db.read("usertable", "user1", null, new HashMap<>());
    db.cleanup();
    assertTimedAlike(recorded());
  }

  @Test
  void anAsynchronousSlotsCleanupIsTimedFromItsOwnStart() throws Exception {
    MeasuredAsyncDB db = new MeasuredAsyncDB(new AsyncDB() {
      @Override
      public CompletionStage<Status> readAsync(String table, String key, Set<String> fields,
          Map<String, ByteIterator> result) {
        return CompletableFuture.completedFuture(Status.OK);
      }

      @Override
      public CompletionStage<Status> scanAsync(String t, String k, int n, Set<String> f,
          Vector<HashMap<String, ByteIterator>> r) {
        return CompletableFuture.completedFuture(Status.OK);
      }

      @Override
      public CompletionStage<Status> updateAsync(String table, String key, Map<String, ByteIterator> values) {
        return CompletableFuture.completedFuture(Status.OK);
      }

      @Override
      public CompletionStage<Status> insertAsync(String table, String key, Map<String, ByteIterator> values) {
        return CompletableFuture.completedFuture(Status.OK);
      }

      @Override
      public CompletionStage<Status> deleteAsync(String table, String key) {
        return CompletableFuture.completedFuture(Status.OK);
      }
    }, recorders, warnings);
    db.setIntendedStartNanos(System.nanoTime() - BEHIND_NANOS);
    db.readAsync("usertable", "user1", null, new HashMap<>()).toCompletableFuture().get();
    db.cleanup();
    assertTimedAlike(recorded());
  }

  /** The read carries the time it was behind; the cleanup (a no-op, microseconds) does not. */
  private static void assertTimedAlike(Map<String, Histogram> h) {
    long behindUs = TimeUnit.NANOSECONDS.toMicros(BEHIND_NANOS);
    assertThat(h.get("Intended-READ").getMinValue()).isGreaterThanOrEqualTo(behindUs * 99 / 100); // 3 digits
    assertThat(h.get("READ").getMaxValue()).isLessThan(behindUs / 2);
    assertThat(h.get("CLEANUP").getTotalCount()).isEqualTo(1);
    assertThat(h.get("Intended-CLEANUP").getMaxValue()).isLessThan(behindUs / 2);
  }
}

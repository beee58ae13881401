package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.Status;
import site.ycsb.db.MemoryDB;
import site.ycsb.model.RunResult;
import site.ycsb.engine.TestRuns;

/** uniform-growing reads keys inserted during the run as often as loaded ones, never before their insert. */
class UniformGrowingTest {
  static final Set<String> LOADED = ConcurrentHashMap.newKeySet();
  static final AtomicLong READS_OF_LOADED = new AtomicLong();
  static final AtomicLong READS_OF_NEW = new AtomicLong();

  /** The memory database, counting whether each read's key was loaded or inserted during the run. */
  public static final class CountingDB extends MemoryDB {
    static volatile boolean loading;

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      if (loading) {
        LOADED.add(key);
      }
      return super.insert(table, key, values);
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      (LOADED.contains(key) ? READS_OF_LOADED : READS_OF_NEW).incrementAndGet();
      return super.read(table, key, fields, result);
    }
  }

  @Test
  void oneThreadReadsNewKeysExactlyAsOftenAsTheyExist() throws Exception {
    assertNewKeyShare(1, 0.03);
  }

  /**
   * Several threads: an insert whose thread is descheduled holds back the acknowledged prefix for a
   * moment (reads never see a key before its insert completes). This run lasts ~0.1 s, so one such
   * pause of a few milliseconds is a large part of it: the share of new keys can fall well short of
   * the analytic value (0.62 against 0.76 was seen on a loaded 2-core machine), but most reads still
   * reach keys inserted during the run, and none misses.
   */
  @Test
  void readsReachKeysInsertedMidRunUnderSeveralThreads() throws Exception {
    assertNewKeyShare(4, 0.35);
  }

  private static void assertNewKeyShare(int threads, double tolerance) throws Exception {
    READS_OF_LOADED.set(0);
    READS_OF_NEW.set(0);
    LOADED.clear();
    long records = 2000;
    long operations = 40_000;
    Properties p = TestRuns.props("recordcount=" + records, "operationcount=" + operations, "threadcount=" + threads,
        "readproportion=0.5", "insertproportion=0.5", "updateproportion=0", "requestdistribution=uniform-growing",
        "fieldcount=2", "fieldlength=10");
    CountingDB.loading = true;
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, CountingDB::new);
    CountingDB.loading = false;
    p.setProperty("dotransactions", "true");
    RunResult r = TestRuns.run(p, CountingDB::new);

    // Nothing is deleted, and a key is read only once its insert is acknowledged: every read finds its key.
    assertThat(r.statusCount("READ", "NOT_FOUND")).isZero();
    assertThat(r.statusCount("READ", "OK")).isEqualTo(READS_OF_LOADED.get() + READS_OF_NEW.get());
    // With n = records + inserted-so-far, a read hits a new key with probability (n - records) / n.
    // Inserts grow n linearly from 2000 to 22000, so the expected share is 1 - (2000/20000) * ln(11) = 0.76.
    double expectedNewShare = 1 - (double) records / (operations / 2.0) * Math.log(1 + operations / 2.0 / records);
    double newShare = (double) READS_OF_NEW.get() / (READS_OF_NEW.get() + READS_OF_LOADED.get());
    assertThat(newShare).isCloseTo(expectedNewShare, within(tolerance));
  }

  @Test
  void plainUniformStaysInTheLoadedRange() throws Exception {
    READS_OF_LOADED.set(0);
    READS_OF_NEW.set(0);
    LOADED.clear();
    Properties p = TestRuns.props("recordcount=500", "operationcount=5000", "threadcount=2",
        "readproportion=0.5", "insertproportion=0.5", "updateproportion=0", "requestdistribution=uniform",
        "fieldcount=1", "fieldlength=10");
    CountingDB.loading = true;
    p.setProperty("dotransactions", "false");
    TestRuns.run(p, CountingDB::new);
    CountingDB.loading = false;
    p.setProperty("dotransactions", "true");
    TestRuns.run(p, CountingDB::new);
    assertThat(READS_OF_NEW.get()).isZero();
    assertThat(READS_OF_LOADED.get()).isPositive();
  }

  @Test
  void zipfianWithAnOperationCountPastTwoToThe31InitialisesAndStaysInRange() throws Exception {
    CoreWorkload w = new CoreWorkload();
    w.init(TestRuns.props("recordcount=3000000000", "operationcount=5000000000", "insertproportion=0.1",
        "readproportion=0.9", "updateproportion=0", "requestdistribution=zipfian", "fieldcount=1"));
    AtomicLong maxKeyDigits = new AtomicLong();
    MemoryDB db = new MemoryDB() {
      @Override
      public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
        maxKeyDigits.accumulateAndGet(key.length(), Math::max);
        return Status.OK;
      }
    };
    db.setProperties(new Properties());
    db.init();
    for (int i = 0; i < 2000; i++) {
      w.doTransactionRead(db);
    }
    assertThat(maxKeyDigits.get()).isGreaterThan(4);
  }
}

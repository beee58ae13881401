package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.Vector;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.DBException;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.cli.CommandLineTest;
import site.ycsb.cli.CommandLineTestAccess;
import site.ycsb.db.MemoryTimeseriesDB;
import site.ycsb.db.MemoryTimeseriesStore;
import site.ycsb.engine.BindingFactory;
import site.ycsb.model.RunResult;
import site.ycsb.model.StopReason;
import site.ycsb.engine.TestRuns;

/**
 * TimeSeriesWorkload through the engine: against the embedded time-series store ({@code memory-ts})
 * and against {@code basic}, from properties and from {@code workloads/tsworkloada} on the command
 * line.
 *
 * <p>Runs with {@code dataintegrity} set {@code insertstart=0}: this engine counts a load's inserts
 * as {@code recordcount - insertstart} (CoreWorkload's key range), and TimeSeriesWorkload reads
 * insertstart as its first timestamp, so a later start would shrink the load.
 */
class TimeSeriesRunsTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";

  /** What the test watches the store answer, from every client thread. */
  static final class Watch {
    final AtomicLong readsWithAPoint = new AtomicLong();
    final AtomicLong scanRows = new AtomicLong();
    final ConcurrentLinkedQueue<String> problems = new ConcurrentLinkedQueue<>();
  }

  /** The embedded store behind a decorator that checks its answers against the request. */
  static final class WatchedStore extends DB {
    private final MemoryTimeseriesDB store = new MemoryTimeseriesDB();
    private final Watch watch;

    WatchedStore(Watch watch) {
      this.watch = watch;
    }

    @Override
    public void setProperties(Properties p) {
      super.setProperties(p);
      store.setProperties(p);
    }

    @Override
    public void init() throws DBException {
      store.init();
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      Status s = store.read(table, key, fields, result);
      if (s == Status.OK && result.containsKey("YCSBTS") && result.containsKey("YCSBV") && result.size() > 2) {
        watch.readsWithAPoint.incrementAndGet();
      }
      return s;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      Status s = store.scan(table, startkey, recordcount, fields, result);
      String time = fields.stream().filter(f -> f.startsWith("YCSBTS=")).findFirst().orElseThrow().substring(7);
      String[] span = time.split(",");
      long from = Long.parseLong(span[0]);
      long to = Long.parseLong(span[span.length - 1]);
      if (result.size() > recordcount) {
        watch.problems.add("scan of " + recordcount + " returned " + result.size() + " rows");
      }
      for (HashMap<String, ByteIterator> row : result) {
        long ts = ((NumericByteIterator) row.get("YCSBTS")).getLong();
        if (ts < from || ts > to) {
          watch.problems.add("row at " + ts + " outside " + time);
        }
        watch.scanRows.incrementAndGet();
      }
      return s;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return store.update(table, key, values);
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      return store.insert(table, key, values);
    }

    @Override
    public Status delete(String table, String key) {
      return store.delete(table, key);
    }
  }

  private static Properties timeSeries(String... more) {
    Properties p = TestRuns.props("workload=site.ycsb.workloads.TimeSeriesWorkload", "db=memory-ts",
        "fieldcount=4", "fieldlength=6", "tagcount=3", "tagcardinality=2,1,3", "recordcount=240", "insertstart=0",
        "threadcount=2", "randomtimeseriesorder=false");
    for (String kv : more) {
      p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    return p;
  }

  @Test
  void afterALoadWithDataIntegrityEveryReadFindsItsPointAndVerifies() throws Exception {
    Properties p = timeSeries("dataintegrity=true", "valuetype=integers", "delayedseries=0", "operationcount=2000",
        "readproportion=1", "updateproportion=0");
    Watch watch = new Watch();
    BindingFactory watched = () -> new WatchedStore(watch);
    RunResult r = TestRuns.loadThenRun(p, watched);
    assertThat(r.stopReason()).isEqualTo(StopReason.COMPLETED);
    assertThat(r.statusCounts().get("READ")).isEqualTo(Map.of("OK", 2000L));
    assertThat(watch.readsWithAPoint.get()).as("each read returned a point to verify").isEqualTo(2000);
    assertThat(r.statusCounts().get("VERIFY")).isEqualTo(Map.of("OK", 2000L));
  }

  @Test
  void theLoadWritesEverySeriesKeysTimesTheProductOfTheCardinalities() throws Exception {
    Properties p = timeSeries("dotransactions=false", "delayedseries=0");
    RunResult load = TestRuns.run(p, null);
    assertThat(load.statusCount("INSERT", "OK")).isEqualTo(240);
    MemoryTimeseriesStore store = MemoryTimeseriesStore.of(p);
    assertThat(store.seriesCount()).isEqualTo(4 * 2 * 1 * 3);
    assertThat(store.pointCount()).as("10 timestamps per series").isEqualTo(240);
    assertThat(store.metrics()).hasSize(4);
  }

  @Test
  void withLateSeriesUpdatesAndInsertsEveryPointFoundStillVerifies() throws Exception {
    Properties p = timeSeries("dataintegrity=true", "valuetype=integers", "delayedseries=0.5", "delayedintervals=3",
        "operationcount=3000", "readproportion=0.6", "updateproportion=0.2", "insertproportion=0.2");
    RunResult r = TestRuns.loadThenRun(p, null);
    assertThat(r.statusCount("READ", "OK")).isPositive();
    assertThat(r.statusCounts().get("VERIFY")).as("every point found verifies")
        .isEqualTo(Map.of("OK", r.statusCount("READ", "OK")));
    assertThat(r.statusCount("UPDATE", "OK")).isPositive();
  }

  @Test
  void scansReturnOnlyPointsWithinTheRequestedSpanAndAtMostTheirLength() throws Exception {
    Properties p = timeSeries("delayedseries=0", "operationcount=600", "readproportion=0", "updateproportion=0",
        "scanproportion=1", "querytimespan=180", "maxscanlength=20");
    Watch watch = new Watch();
    RunResult r = TestRuns.loadThenRun(p, () -> new WatchedStore(watch));
    assertThat(r.statusCounts().get("SCAN")).isEqualTo(Map.of("OK", 600L));
    assertThat(watch.problems).isEmpty();
    assertThat(watch.scanRows.get()).isPositive();
  }

  @Test
  void groupByAndDownsamplingScansAndDeletesRunAgainstTheStore() throws Exception {
    Properties p = timeSeries("delayedseries=0", "operationcount=600", "readproportion=0.3", "updateproportion=0",
        "scanproportion=0.5", "deleteproportion=0.2", "querytimespan=300", "groupbyfunction=SUM",
        "groupbykeys=0,0,1", "downsamplingfunction=AVERAGE", "downsamplinginterval=120");
    Watch watch = new Watch();
    RunResult r = TestRuns.loadThenRun(p, () -> new WatchedStore(watch));
    assertThat(r.statusCounts().get("SCAN")).containsOnlyKeys("OK");
    assertThat(r.statusCounts().get("READ").keySet()).isSubsetOf("OK", "NOT_FOUND");
    assertThat(r.statusCounts().get("DELETE").keySet()).isSubsetOf("OK", "NOT_FOUND");
    assertThat(r.statusCount("READ", "OK")).isPositive();
    assertThat(r.statusCount("DELETE", "OK")).isPositive();
    assertThat(watch.scanRows.get()).isPositive();
    assertThat(watch.problems).isEmpty();
  }

  @Test
  void aRunAgainstBasicDoesEveryOperation() throws Exception {
    Properties p = timeSeries("db=basic", "basicdb.verbose=false", "operationcount=1000", "readproportion=0.4",
        "updateproportion=0.1", "insertproportion=0.3", "scanproportion=0.1", "deleteproportion=0.1");
    RunResult r = TestRuns.loadThenRun(p, null);
    assertThat(r.operations()).isEqualTo(1000);
    for (String op : List.of("READ", "UPDATE", "INSERT", "SCAN", "DELETE")) {
      assertThat(r.statusCounts().get(op)).as(op).containsOnlyKeys("OK");
      assertThat(r.statusCount(op, "OK")).as(op).isPositive();
    }
  }

  @Test
  void workloadFileTsworkloadaRunsOnTheCommandLineAgainstMemoryTs() {
    CommandLineTest.Outcome o = CommandLineTestAccess.run("-loadrun", "-db", "memory-ts", "-P",
        WORKLOADS + "tsworkloada", "-p", "recordcount=10240", "-p", "operationcount=3000",
        "-p", "hdrhistogram.fileoutput=false", "-threads", "2");
    assertThat(o.code()).as(o.err()).isZero();
    // Without insertstart each phase starts at its own clock time (upstream's meaning), so a read may
    // ask past what the load wrote: NOT_FOUND is a possible answer, a failure is not.
    assertThat(o.err()).as("the load's report").contains("[INSERT], Return=OK, 10240");
    assertThat(o.out()).contains("[INSERT], Return=OK", "[READ], Return=OK", "[TOTAL], Operations, 3000")
        .doesNotContain("Return=BAD_REQUEST", "Return=ERROR", "Return=UNEXPECTED_STATE");
  }

  @Test
  void basicTsdbRunsTheWorkloadByItsClassName() throws Exception {
    Properties p = timeSeries("db=site.ycsb.BasicTSDB", "basicdb.verbose=false", "operationcount=300",
        "readproportion=0.5", "updateproportion=0.5");
    RunResult r = TestRuns.loadThenRun(p, null);
    assertThat(r.statusCount("READ", "OK") + r.statusCount("UPDATE", "OK")).isEqualTo(300);
  }
}

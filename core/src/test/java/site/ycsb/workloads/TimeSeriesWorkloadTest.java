package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.WorkloadException;
import site.ycsb.config.UsageException;

/**
 * TimeSeriesWorkload's data model and encoding, seen by a database that records what it is asked:
 * series, timestamps, values, the fields of reads and scans, delete keys; and its bad settings.
 */
class TimeSeriesWorkloadTest {

  /** One data point as a binding receives it. */
  record Point(String key, TreeMap<String, String> tags, long timestamp, Number value) {
  }

  /** Records every call; answers OK. */
  static final class RecordingDB extends DB {
    final List<Point> inserts = new ArrayList<>();
    final List<Point> updates = new ArrayList<>();
    final List<Set<String>> reads = new ArrayList<>();
    final List<Set<String>> scans = new ArrayList<>();
    final List<String> deletes = new ArrayList<>();

    static Point point(String key, Map<String, ByteIterator> values) {
      TreeMap<String, String> tags = new TreeMap<>();
      long ts = 0;
      Number value = null;
      for (Map.Entry<String, ByteIterator> e : values.entrySet()) {
        if (e.getKey().equals("YCSBTS")) {
          ts = ((NumericByteIterator) e.getValue()).getLong();
        } else if (e.getKey().equals("YCSBV")) {
          NumericByteIterator n = (NumericByteIterator) e.getValue();
          value = n.isFloatingPoint() ? (Number) n.getDouble() : (Number) n.getLong();
        } else {
          tags.put(e.getKey(), e.getValue().toString());
        }
      }
      return new Point(key, tags, ts, value);
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      reads.add(new TreeSet<>(fields));
      return Status.OK;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      scans.add(new TreeSet<>(fields));
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      updates.add(point(key, values));
      return Status.OK;
    }

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      inserts.add(point(key, values));
      return Status.OK;
    }

    @Override
    public Status delete(String table, String key) {
      deletes.add(key);
      return Status.OK;
    }
  }

  static Properties props(String... keyValues) {
    Properties p = new Properties();
    p.setProperty("fieldlength", "4");
    p.setProperty("tagkeylength", "2");
    p.setProperty("tagvaluelength", "3");
    for (String kv : keyValues) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    return p;
  }

  static TimeSeriesWorkload workload(Properties p) throws WorkloadException {
    TimeSeriesWorkload w = new TimeSeriesWorkload();
    w.init(p);
    return w;
  }

  @Test
  void theLoadWritesEverySeriesOnceAtATimestampBeforeMovingOnByTheInterval() throws Exception {
    // A cardinality-1 tag after a larger one: upstream's order skipped series here.
    Properties p = props("fieldcount=4", "tagcount=3", "tagcardinality=2,1,3", "recordcount=120",
        "insertstart=1000000", "randomtimeseriesorder=false", "delayedseries=0", "valuetype=integers");
    TimeSeriesWorkload w = workload(p);
    assertThat(w.totalCardinality).isEqualTo(4 * 2 * 1 * 3);
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(p, 0, 1);
    for (int i = 0; i < 120; i++) {
      w.doInsert(db, state);
    }
    for (int round = 0; round < 5; round++) {
      List<Point> atOnce = db.inserts.subList(round * 24, round * 24 + 24);
      Set<String> series = new HashSet<>();
      for (Point pt : atOnce) {
        assertThat(pt.timestamp()).isEqualTo(1_000_000L + round * 60);
        assertThat(pt.tags()).containsOnlyKeys("AA", "AB", "AC");
        assertThat(pt.value()).isInstanceOf(Long.class);
        series.add(pt.key() + pt.tags());
      }
      assertThat(series).as("round %d writes every series once", round).hasSize(24);
    }
    assertThat(db.inserts.stream().map(Point::key).distinct()).containsExactly("AAAA", "AAAB", "AAAC", "AAAD");
    assertThat(db.inserts.stream().map(pt -> pt.tags().get("AC")).distinct()).containsExactly("AAA", "AAB", "AAC");
  }

  @Test
  void threadsWriteDisjointKeysWithTheLastTakingTheRemainder() throws Exception {
    Properties p = props("fieldcount=5", "tagcount=1", "tagcardinality=2", "recordcount=100", "insertstart=0",
        "threadcount=2");
    TimeSeriesWorkload w = workload(p);
    RecordingDB first = new RecordingDB();
    RecordingDB second = new RecordingDB();
    Object s0 = w.initThread(p, 0, 2);
    Object s1 = w.initThread(p, 1, 2);
    for (int i = 0; i < 30; i++) {
      w.doInsert(first, s0);
      w.doInsert(second, s1);
    }
    Set<String> keys0 = new TreeSet<>(first.inserts.stream().map(Point::key).toList());
    Set<String> keys1 = new TreeSet<>(second.inserts.stream().map(Point::key).toList());
    assertThat(keys0).hasSize(2);
    assertThat(keys1).hasSize(3).doesNotContainAnyElementsOf(keys0);
  }

  @Test
  void withDelayedSeriesTheFirstShareOfSeriesWritesUpToSoManyIntervalsLate() throws Exception {
    Properties p = props("fieldcount=10", "tagcount=0", "recordcount=100", "insertstart=6000",
        "randomtimeseriesorder=false", "delayedseries=0.5", "delayedintervals=3");
    TimeSeriesWorkload w = workload(p);
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(p, 0, 1);
    for (int i = 0; i < 10; i++) {
      w.doInsert(db, state);
    }
    List<Long> lag = db.inserts.stream().map(pt -> (6000 - pt.timestamp()) / 60).toList();
    assertThat(lag).containsExactly(0L, 1L, 2L, 0L, 1L, 0L, 0L, 0L, 0L, 0L);
  }

  @Test
  void readsNameEveryTagAndOneLoadedTimestampOrASpan() throws Exception {
    Properties p = props("fieldcount=3", "tagcount=2", "tagcardinality=2,3", "recordcount=180", "insertstart=0",
        "readproportion=1", "updateproportion=0", "querytimespan=0", "randomtimeseriesorder=false");
    TimeSeriesWorkload w = workload(p);
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(p, 0, 1);
    for (int i = 0; i < 200; i++) {
      w.doTransaction(db, state);
    }
    assertThat(db.reads).hasSize(200);
    for (Set<String> f : db.reads) {
      assertThat(f).hasSize(3);
      assertThat(f).anySatisfy(x -> assertThat(x).matches("AA=AA[AB]"));
      assertThat(f).anySatisfy(x -> assertThat(x).matches("AB=AA[ABC]"));
      long ts = Long.parseLong(f.stream().filter(x -> x.startsWith("YCSBTS=")).findFirst().orElseThrow().substring(7));
      assertThat(ts % 60).isZero();
      assertThat(ts).as("within the 10 loaded timestamps").isBetween(0L, 9 * 60L);
    }

    Properties spans = props("fieldcount=3", "tagcount=1", "recordcount=100", "insertstart=0", "readproportion=1",
        "updateproportion=0", "querytimespan=600");
    TimeSeriesWorkload ws = workload(spans);
    RecordingDB db2 = new RecordingDB();
    ws.doTransaction(db2, ws.initThread(spans, 0, 1));
    String time = db2.reads.get(0).stream().filter(x -> x.startsWith("YCSBTS=")).findFirst().orElseThrow();
    String[] range = time.substring(7).split(",");
    assertThat(Long.parseLong(range[1]) - Long.parseLong(range[0])).isEqualTo(600);
  }

  @Test
  void groupByAndDownsamplingAreEncodedInTheFieldsOfReadsAndScans() throws Exception {
    Properties p = props("fieldcount=2", "tagcount=3", "tagcardinality=2,2,2", "recordcount=80", "insertstart=0",
        "readproportion=0.5", "scanproportion=0.5", "updateproportion=0", "querytimespan=300",
        "groupbyfunction=SUM", "groupbykeys=0,1,0", "downsamplingfunction=AVERAGE", "downsamplinginterval=120");
    TimeSeriesWorkload w = workload(p);
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(p, 0, 1);
    for (int i = 0; i < 100; i++) {
      w.doTransaction(db, state);
    }
    assertThat(db.reads).isNotEmpty();
    assertThat(db.scans).isNotEmpty();
    List<Set<String>> all = new ArrayList<>(db.reads);
    all.addAll(db.scans);
    for (Set<String> f : all) {
      assertThat(f).contains("AB", "YCSBGB=SUM", "YCSBDS=AVERAGE120");
      assertThat(f).anySatisfy(x -> assertThat(x).startsWith("AA="));
      assertThat(f).anySatisfy(x -> assertThat(x).startsWith("AC="));
      assertThat(f).noneSatisfy(x -> assertThat(x).startsWith("AB="));
    }
  }

  @Test
  void aDeleteFlattensKeyTagsAndTimeIntoItsKey() throws Exception {
    Properties p = props("fieldcount=1", "tagcount=2", "tagcardinality=1,1", "recordcount=10", "insertstart=0",
        "readproportion=0", "updateproportion=0", "deleteproportion=1", "querytimespan=120");
    TimeSeriesWorkload w = workload(p);
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(p, 0, 1);
    w.doTransaction(db, state);
    assertThat(db.deletes.get(0)).matches("AAAA:AA=AAA:AB=AAA:YCSBTS=(\\d+),\\d+");
  }

  @Test
  void anUpdateRewritesAnEarlierTimestampOfTheThreadsSeries() throws Exception {
    Properties p = props("fieldcount=2", "tagcount=1", "tagcardinality=2", "recordcount=40", "insertstart=0",
        "readproportion=0", "updateproportion=0.5", "insertproportion=0.5");
    TimeSeriesWorkload w = workload(p);
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(p, 0, 1);
    for (int i = 0; i < 200; i++) {
      w.doTransaction(db, state);
    }
    long latest = db.inserts.stream().mapToLong(Point::timestamp).max().orElseThrow();
    assertThat(db.updates).isNotEmpty().allSatisfy(u -> {
      assertThat(u.timestamp() % 60).isZero();
      assertThat(u.timestamp()).isBetween(0L, latest);
    });
  }

  @Test
  void withDataIntegrityEveryValueIsTheValidationFunctionOfItsSeriesAndTimestamp() throws Exception {
    Properties p = props("fieldcount=2", "tagcount=2", "tagcardinality=2,2", "recordcount=40", "insertstart=500",
        "dataintegrity=true", "valuetype=integers", "randomtimeseriesorder=false", "delayedseries=0.5");
    TimeSeriesWorkload w = workload(p);
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(p, 0, 1);
    for (int i = 0; i < 40; i++) {
      w.doInsert(db, state);
    }
    for (Point pt : db.inserts) {
      assertThat(pt.value()).isEqualTo(w.validationFunction(pt.key(), pt.timestamp(), pt.tags()));
      Map<String, ByteIterator> cells = new HashMap<>();
      pt.tags().forEach((k, v) -> cells.put(k, new site.ycsb.StringByteIterator(v)));
      cells.put("YCSBTS", new NumericByteIterator(pt.timestamp()));
      cells.put("YCSBV", new NumericByteIterator(pt.value().longValue()));
      assertThat(w.verifyRow(pt.key(), cells)).isEqualTo(Status.OK);
      cells.put("YCSBV", new NumericByteIterator(pt.value().longValue() + 1));
      cells.put("YCSBTS", new NumericByteIterator(pt.timestamp()));
      pt.tags().forEach((k, v) -> cells.put(k, new site.ycsb.StringByteIterator(v)));
      assertThat(w.verifyRow(pt.key(), cells)).isEqualTo(Status.UNEXPECTED_STATE);
    }
  }

  @Test
  void aRandomTimestampOrderWritesEachTimestampOnceThenTheThreadStops() throws Exception {
    Properties p = props("fieldcount=1", "tagcount=1", "tagcardinality=2", "recordcount=20", "insertstart=0",
        "randomwritetimestamporder=true", "delayedseries=0");
    TimeSeriesWorkload w = workload(p);
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(p, 0, 1);
    int written = 0;
    while (w.doInsert(db, state)) {
      written++;
      assertThat(written).isLessThan(100);
    }
    // maxOffsets = 20 / 2 + 1 = 11 timestamps, each with both series, from one interval before the start (upstream's)
    assertThat(db.inserts).hasSize(22);
    assertThat(db.inserts.stream().map(Point::timestamp).distinct().sorted().toList())
        .isEqualTo(java.util.stream.LongStream.range(-1, 10).map(i -> i * 60).boxed().toList());
  }

  @Test
  void aSubclassThatReplacesTheOperationChooserIsObeyed() throws Exception {
    Properties p = props("fieldcount=2", "tagcount=1", "recordcount=20", "insertstart=0", "readproportion=1",
        "updateproportion=0");
    TimeSeriesWorkload w = new TimeSeriesWorkload() {
      @Override
      public void init(Properties props) throws WorkloadException {
        super.init(props);
        operationchooser = new site.ycsb.generator.DiscreteGenerator();
        operationchooser.addValue(1, "DELETE");
      }
    };
    w.init(p);
    RecordingDB db = new RecordingDB();
    Object state = w.initThread(p, 0, 1);
    for (int i = 0; i < 20; i++) {
      w.doTransaction(db, state);
    }
    assertThat(db.deletes).hasSize(20);
    assertThat(db.reads).isEmpty();
  }

  @Test
  void valueTypesAreUpstreamsNamesInAnyCase() {
    assertThat(TimeSeriesWorkload.ValueType.fromString("Integers")).isEqualTo(TimeSeriesWorkload.ValueType.INTEGERS);
    assertThat(TimeSeriesWorkload.ValueType.fromString("mixednumbers")).isEqualTo(TimeSeriesWorkload.ValueType.MIXED);
    assertThat(TimeSeriesWorkload.ValueType.fromString("mixed")).isEqualTo(TimeSeriesWorkload.ValueType.MIXED);
    assertThatThrownBy(() -> TimeSeriesWorkload.ValueType.fromString("strings"))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "non-numeric tagcount | tagcount=abc | tagcount=abc: expected a whole number",
      "unknown valuetype | valuetype=strings | valuetype=strings: expected one of integers, floats, mixednumbers",
      "bad cardinality | tagcardinality=1,x,2 | tagcardinality=1,x,2: expected comma-separated whole numbers",
      "zero cardinality | tagcardinality=0 | tagcardinality=0: expected",
      "unsupported unit | timestampunits=NANOSECONDS | timestampunits=NANOSECONDS: expected one of MILLISECONDS",
      "unknown unit | timestampunits=fortnights | timestampunits=fortnights: expected one of",
      "interval of zero | timestampinterval=0 | timestampinterval=0",
      "group-by without keys | groupbyfunction=SUM | groupbyfunction=SUM: expected groupbykeys",
      "group-by keys not one per tag | groupbyfunction=SUM groupbykeys=0,1 | groupbykeys=0,1: expected 4",
      "downsampling without interval | downsamplingfunction=SUM | downsamplingfunction=SUM: expected downsamplinginterval",
      "integrity with floats | dataintegrity=true insertstart=0 randomtimeseriesorder=false | dataintegrity=true: expected valuetype=integers",
      "integrity without start | dataintegrity=true valuetype=integers randomtimeseriesorder=false | dataintegrity=true: expected insertstart",
      "integrity with shuffled series | dataintegrity=true valuetype=integers insertstart=0 | dataintegrity=true: expected randomtimeseriesorder=false",
      "read-modify-write | readmodifywriteproportion=0.5 | readmodifywriteproportion=0.5: TimeSeriesWorkload has no read-modify-write",
      "no operations | readproportion=0 updateproportion=0 | readproportion, updateproportion, insertproportion, scanproportion, deleteproportion: all are 0",
      "delays without intervals | delayedseries=0.5 delayedintervals=0 | delayedintervals=0: expected at least 1",
      "sparsity above one | sparsity=2 | sparsity=2",
      "too few keys for the threads | fieldcount=2 threadcount=3 | fieldcount=2: expected at least threadcount=3",
      "unknown key distribution | requestdistribution=latest | requestdistribution=latest",
      "too many series | fieldcount=100000 tagcount=2 tagcardinality=100000,1000 | tagcardinality=100000,1000: fieldcount x"})
  void badPropertyValuesAreWorkloadExceptionsOfOneLineNamingTheProperty(String what, String settings, String expected) {
    Properties p = props("recordcount=100");
    for (String kv : settings.split(" ")) {
      p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    assertThatThrownBy(() -> workload(p)).isInstanceOf(WorkloadException.class).hasCauseInstanceOf(UsageException.class)
        .hasMessageStartingWith(expected).satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  @Test
  void aThreadCountAboveTheKeysIsRefusedWhenTheThreadsStart() throws Exception {
    Properties p = props("fieldcount=2", "recordcount=10");
    TimeSeriesWorkload w = workload(p);
    assertThatThrownBy(() -> w.initThread(p, 0, 3)).isInstanceOf(WorkloadException.class)
        .hasMessageStartingWith("fieldcount=2: expected at least threadcount=3");
  }
}

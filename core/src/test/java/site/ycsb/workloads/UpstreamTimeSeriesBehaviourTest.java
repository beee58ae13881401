package site.ycsb.workloads;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.Utils;
import site.ycsb.WorkloadException;
import site.ycsb.cli.ClientMain;
import site.ycsb.config.UsageException;

/**
 * TimeSeriesWorkload's load as upstream 0.17.0 writes it, point by point, for a database that keeps
 * the maps it is given (as a batching binding, or a test double, does): the series in order, each
 * thread's first point at the start timestamp, the value types; and its bad settings, which are
 * {@link WorkloadException}s from {@code init} as upstream's callers catch, and one line with exit
 * code 2 on the command line.
 *
 * <p>The expected sequences follow upstream's documented model: every series of a thread is written
 * at a timestamp before the next ({@code timestampinterval} later); within a timestamp the series
 * count like an odometer, the last tag fastest, then the key; the key, tag key and tag value names
 * count from {@code AAAA}/{@code AA} (lengths 4, 2 and 4 here); each thread writes its own keys.
 */
class UpstreamTimeSeriesBehaviourTest {
  private static final long START = 1451606400L; // 2016-01-01T00:00:00Z
  private static final int POINTS = 74;

  /** Keeps each insert's key and map as given, decoding only after the run. */
  static final class KeepingDB extends DB {
    final List<String> keys = new ArrayList<>();
    final List<Map<String, ByteIterator>> maps = new ArrayList<>();
    private List<String> decoded;

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      keys.add(key);
      maps.add(values);
      return Status.OK;
    }

    /** Each point as {@code key tag=value... timestamp}, decoded as a binding would, after the whole run. */
    List<String> points() {
      if (decoded != null) {
        return decoded; // decoding consumed the timestamps
      }
      List<String> out = new ArrayList<>();
      for (int i = 0; i < keys.size(); i++) {
        StringBuilder b = new StringBuilder(keys.get(i));
        for (Map.Entry<String, ByteIterator> e : new TreeMap<>(maps.get(i)).entrySet()) {
          if (!e.getKey().equals("YCSBTS") && !e.getKey().equals("YCSBV")) {
            b.append(' ').append(e.getKey()).append('=').append(e.getValue().toString());
          }
        }
        out.add(b.append(' ').append(Utils.bytesToLong(maps.get(i).get("YCSBTS").toArray())).toString());
      }
      decoded = out;
      return out;
    }

    NumericByteIterator value(int i) {
      return (NumericByteIterator) maps.get(i).get("YCSBV");
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return Status.OK;
    }

    @Override
    public Status scan(String table, String startkey, int recordcount, Set<String> fields,
        Vector<HashMap<String, ByteIterator>> result) {
      return Status.OK;
    }

    @Override
    public Status update(String table, String key, Map<String, ByteIterator> values) {
      return Status.OK;
    }

    @Override
    public Status delete(String table, String key) {
      return Status.OK;
    }
  }

  /** Two tags of one and two values, keys of 4 letters, starting at {@link #START}, series in their natural order. */
  private static Properties props(String... overrides) {
    Properties p = new Properties();
    for (String kv : new String[] {"recordcount=10", "fieldcount=2", "fieldlength=4", "tagkeylength=2",
        "tagvaluelength=4", "tagcount=2", "tagcardinality=1,2", "insertstart=" + START, "delayedseries=0",
        "randomtimeseriesorder=false"}) {
      set(p, kv);
    }
    for (String kv : overrides) {
      set(p, kv);
    }
    return p;
  }

  private static void set(Properties p, String kv) {
    int eq = kv.indexOf('=');
    p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
  }

  private static TimeSeriesWorkload initialised(Properties p) throws WorkloadException {
    TimeSeriesWorkload w = new TimeSeriesWorkload();
    w.init(p);
    return w;
  }

  /** Thread {@code thread} of {@code threads} inserting {@link #POINTS} points into a keeping database. */
  private static KeepingDB load(TimeSeriesWorkload w, Properties p, int thread, int threads) throws Exception {
    Object state = w.initThread(p, thread, threads);
    KeepingDB db = new KeepingDB();
    for (int i = 0; i < POINTS; i++) {
      assertThat(w.doInsert(db, state)).isTrue();
    }
    assertThat(db.keys).hasSize(POINTS);
    Set<Map<String, ByteIterator>> distinct = java.util.Collections.newSetFromMap(new IdentityHashMap<>());
    distinct.addAll(db.maps);
    assertThat(distinct).as("a map of its own per point, for the binding to keep").hasSize(POINTS);
    return db;
  }

  /**
   * {@link #POINTS} points: the series of one round, written out, repeated with the timestamp
   * moving on by 60 s each round, from {@link #START}.
   */
  private static List<String> rounds(String... seriesOfARound) {
    List<String> out = new ArrayList<>();
    for (int i = 0; i < POINTS; i++) {
      out.add(seriesOfARound[i % seriesOfARound.length] + " " + (START + 60L * (i / seriesOfARound.length)));
    }
    return out;
  }

  @Test
  void oneKeyAndOneTagOfOneValueWriteOneSeriesAMinuteApartFromTheStart() throws Exception {
    Properties p = props("fieldcount=1", "tagcount=1", "tagcardinality=1");
    KeepingDB db = load(initialised(p), p, 0, 1);
    assertThat(db.points()).startsWith(
        "AAAA AA=AAAA 1451606400",
        "AAAA AA=AAAA 1451606460",
        "AAAA AA=AAAA 1451606520",
        "AAAA AA=AAAA 1451606580");
    assertThat(db.points()).isEqualTo(rounds("AAAA AA=AAAA")).endsWith("AAAA AA=AAAA 1451610780");
    for (int i = 0; i < POINTS; i++) {
      assertThat(db.value(i).isFloatingPoint()).as("valuetype's default: floats").isTrue();
    }
  }

  @Test
  void oneKeyWithTwoTagsOfLowCardinalityWritesBothSeriesAtATimestampBeforeMovingOn() throws Exception {
    Properties p = props("fieldcount=1");
    KeepingDB db = load(initialised(p), p, 0, 1);
    assertThat(db.points()).startsWith(
        "AAAA AA=AAAA AB=AAAA 1451606400",
        "AAAA AA=AAAA AB=AAAB 1451606400",
        "AAAA AA=AAAA AB=AAAA 1451606460",
        "AAAA AA=AAAA AB=AAAB 1451606460");
    assertThat(db.points()).isEqualTo(rounds("AAAA AA=AAAA AB=AAAA", "AAAA AA=AAAA AB=AAAB"))
        .endsWith("AAAA AA=AAAA AB=AAAB 1451608560");
  }

  @Test
  void twoKeysInOneThreadWriteTheFourSeriesKeyByKeyAtEachTimestamp() throws Exception {
    Properties p = props();
    KeepingDB db = load(initialised(p), p, 0, 1);
    assertThat(db.points()).isEqualTo(rounds(
        "AAAA AA=AAAA AB=AAAA",
        "AAAA AA=AAAA AB=AAAB",
        "AAAB AA=AAAA AB=AAAA",
        "AAAB AA=AAAA AB=AAAB"));
  }

  @Test
  void twoKeysInTwoThreadsGiveEachThreadOneKeyFromTheStartTimestamp() throws Exception {
    Properties p = props("threadcount=2");
    TimeSeriesWorkload w = initialised(p);
    assertThat(load(w, p, 0, 2).points()).isEqualTo(rounds("AAAA AA=AAAA AB=AAAA", "AAAA AA=AAAA AB=AAAB"));
    assertThat(load(w, p, 1, 2).points()).isEqualTo(rounds("AAAB AA=AAAA AB=AAAA", "AAAB AA=AAAA AB=AAAB"));
  }

  @Test
  void threeKeysInTwoThreadsGiveTheLastThreadTheRemainingKeysWithoutMissingASeries() throws Exception {
    Properties p = props("fieldcount=3", "threadcount=2");
    TimeSeriesWorkload w = initialised(p);
    assertThat(load(w, p, 0, 2).points()).isEqualTo(rounds("AAAA AA=AAAA AB=AAAA", "AAAA AA=AAAA AB=AAAB"));
    assertThat(load(w, p, 1, 2).points()).isEqualTo(rounds(
        "AAAB AA=AAAA AB=AAAA",
        "AAAB AA=AAAA AB=AAAB",
        "AAAC AA=AAAA AB=AAAA",
        "AAAC AA=AAAA AB=AAAB"));
  }

  @Test
  void withDataIntegrityEachValueIsTheIntegerUpstreamsValidationFunctionGives() throws Exception {
    Properties p = props("fieldcount=1", "dataintegrity=true", "valuetype=integers");
    TimeSeriesWorkload w = initialised(p);
    KeepingDB db = load(w, p, 0, 1);
    assertThat(db.points()).isEqualTo(rounds("AAAA AA=AAAA AB=AAAA", "AAAA AA=AAAA AB=AAAB"));
    for (int i = 0; i < POINTS; i++) {
      long timestamp = START + 60L * (i / 2);
      // upstream's function: the String hash of the tag keys and values concatenated in key order, xor the timestamp
      String tags = "AA" + "AAAA" + "AB" + (i % 2 == 0 ? "AAAA" : "AAAB");
      NumericByteIterator value = db.value(i);
      assertThat(value.isFloatingPoint()).isFalse();
      assertThat(value.getLong()).isEqualTo((long) tags.hashCode() ^ timestamp);
    }
    Map<String, ByteIterator> cells = new HashMap<>(db.maps.get(5));
    cells.values().forEach(ByteIterator::reset);
    assertThat(w.verifyRow("AAAA", cells)).isEqualTo(Status.OK);
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "unknown units | timestampunits=foobar | timestampunits=foobar",
      "integrity with floats | dataintegrity=true | dataintegrity=true: expected valuetype=integers",
      "integrity with group-by | dataintegrity=true valuetype=integers groupbyfunction=sum groupbykeys=0,1"
          + " | dataintegrity=true: expected no groupbyfunction",
      "integrity with downsampling | dataintegrity=true valuetype=integers downsamplingfunction=sum"
          + " downsamplinginterval=60 | dataintegrity=true: expected no downsamplingfunction",
      "integrity with a time span | dataintegrity=true valuetype=integers querytimespan=60"
          + " | dataintegrity=true: expected querytimespan=0",
      "integrity with shuffled series | dataintegrity=true valuetype=integers randomtimeseriesorder=true"
          + " | dataintegrity=true: expected randomtimeseriesorder=false",
      "integrity without a start | dataintegrity=true valuetype=integers insertstart="
          + " | dataintegrity=true: expected insertstart",
      "a start that is no number | insertstart=2016-01-01 | insertstart=2016-01-01"})
  void badSettingsAreWorkloadExceptionsFromInitCarryingTheOneLineUsageError(String what, String settings,
      String message) {
    Properties p = props(settings.split(" "));
    assertThatThrownBy(() -> initialised(p)).isInstanceOf(WorkloadException.class)
        .hasMessageStartingWith(message).hasCauseInstanceOf(UsageException.class)
        .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
  }

  @Test
  void moreThreadsThanKeysIsAWorkloadExceptionFromInitThread() throws Exception {
    Properties p = props("fieldcount=2");
    TimeSeriesWorkload w = initialised(p);
    assertThatThrownBy(() -> w.initThread(p, 0, 3)).isInstanceOf(WorkloadException.class)
        .hasMessageStartingWith("fieldcount=2: expected at least threadcount=3");
  }

  @Test
  void onTheCommandLineABadSettingIsOneErrorLineAndExitCodeTwo() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)).run(new String[] {"-load", "-db", "memory-ts",
            "-p", "workload=site.ycsb.workloads.TimeSeriesWorkload", "-p", "timestampunits=foobar",
            "-p", "recordcount=10", "-p", "hdrhistogram.fileoutput=false"});
    String errors = err.toString(StandardCharsets.UTF_8);
    assertThat(code).as(errors).isEqualTo(ClientMain.EXIT_USAGE);
    assertThat(errors.lines().filter(l -> l.startsWith("Error:")).toList())
        .containsExactly("Error: timestampunits=foobar: expected one of MILLISECONDS, SECONDS, MINUTES, HOURS, DAYS");
    assertThat(errors).as("no stack trace").doesNotContain("Exception").doesNotContain("\tat ");
  }
}

package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import site.ycsb.config.UsageException;

/** Upstream's TimeseriesDB: the workload's key/field encoding turned into typed calls. */
class TimeseriesDBTest {

  /** A binding that records the typed calls it receives, as one written against upstream would see them. */
  static final class RecordingTSDB extends TimeseriesDB {
    final List<String> calls = new ArrayList<>();

    @Override
    protected Status read(String metric, long timestamp, Map<String, List<String>> tags) {
      calls.add("read " + metric + " " + timestamp + " " + new TreeMap<>(tags));
      return Status.OK;
    }

    @Override
    protected Status scan(String metric, long startTs, long endTs, Map<String, List<String>> tags,
        AggregationOperation downsamplingFunction, int downsamplingWindowLength, TimeUnit downsamplingWindowUnit) {
      calls.add("scan " + metric + " " + startTs + ".." + endTs + " " + new TreeMap<>(tags) + " "
          + downsamplingFunction + " " + downsamplingWindowLength + " " + downsamplingWindowUnit);
      return Status.OK;
    }

    @Override
    protected Status insert(String metric, long timestamp, long value, Map<String, ByteIterator> tags) {
      calls.add("insert long " + metric + " " + timestamp + " " + value + " " + strings(tags));
      return Status.OK;
    }

    @Override
    protected Status insert(String metric, long timestamp, double value, Map<String, ByteIterator> tags) {
      calls.add("insert double " + metric + " " + timestamp + " " + value + " " + strings(tags));
      return Status.OK;
    }

    Query parsedDelete(String key) {
      return deleteQuery(key);
    }

    static String[] tagKeysFor(Properties p) {
      return getPossibleTagKeys(p);
    }
  }

  private static RecordingTSDB db(String... keyValues) throws DBException {
    Properties p = new Properties();
    for (String kv : keyValues) {
      int eq = kv.indexOf('=');
      p.setProperty(kv.substring(0, eq), kv.substring(eq + 1));
    }
    RecordingTSDB db = new RecordingTSDB();
    db.setProperties(p);
    db.init();
    return db;
  }

  private static TreeMap<String, String> strings(Map<String, ByteIterator> m) {
    TreeMap<String, String> out = new TreeMap<>();
    m.forEach((k, v) -> out.put(k, v.toString()));
    return out;
  }

  private static Set<String> fields(String... f) {
    return new LinkedHashSet<>(List.of(f));
  }

  @Test
  void anInsertBecomesATypedInsertOfTheTagsAloneWithItsTimestampAndValue() throws Exception {
    RecordingTSDB db = db();
    Map<String, ByteIterator> point = new HashMap<>();
    point.put("AA", new StringByteIterator("x"));
    point.put("AB", new StringByteIterator("y"));
    point.put("YCSBTS", new NumericByteIterator(1000));
    point.put("YCSBV", new NumericByteIterator(2.5));
    assertThat(db.insert("usertable", "cpu", point)).isEqualTo(Status.OK);
    point = new HashMap<>();
    point.put("AA", new StringByteIterator("x"));
    point.put("YCSBTS", new NumericByteIterator(1060));
    point.put("YCSBV", new NumericByteIterator(-7L));
    db.insert("usertable", "cpu", point);
    assertThat(db.calls).containsExactly("insert double cpu 1000 2.5 {AA=x, AB=y}", "insert long cpu 1060 -7 {AA=x}");
  }

  @Test
  void anInsertWithoutANumericTimestampOrValueIsABadRequest() throws Exception {
    RecordingTSDB db = db();
    Map<String, ByteIterator> point = new HashMap<>();
    point.put("YCSBTS", new StringByteIterator("1000"));
    point.put("YCSBV", new NumericByteIterator(1L));
    assertThat(db.insert("t", "cpu", point)).isEqualTo(Status.BAD_REQUEST);
    assertThat(db.insert("t", "cpu", new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(db.calls).isEmpty();
  }

  @Test
  void aReadOfOneTimestampBecomesATypedReadWithItsTags() throws Exception {
    RecordingTSDB db = db();
    assertThat(db.read("t", "cpu", fields("AA=x", "AB=y", "YCSBTS=1000"), new HashMap<>())).isEqualTo(Status.OK);
    assertThat(db.calls).containsExactly("read cpu 1000 {AA=[x], AB=[y]}");
  }

  @Test
  void aReadOfATimeSpanWithoutATimestampOrWithABadNumberIsABadRequest() throws Exception {
    RecordingTSDB db = db();
    assertThat(db.read("t", "cpu", fields("AA=x", "YCSBTS=1000,2000"), new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(db.read("t", "cpu", fields("AA=x"), new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(db.read("t", "cpu", fields("YCSBTS=soon"), new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(db.read("t", "cpu", null, new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
    assertThat(db.calls).isEmpty();
  }

  @Test
  void aScanOfASpanBecomesATypedScanAndOfOneTimestampIsNotImplementedAsUpstream() throws Exception {
    RecordingTSDB db = db();
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertThat(db.scan("t", "cpu", 10, fields("AA=x", "AB", "YCSBGB=SUM", "YCSBTS=1000,4600"), rows))
        .isEqualTo(Status.OK);
    assertThat(db.scan("t", "cpu", 10, fields("AA=x", "YCSBTS=1000"), rows)).isEqualTo(Status.NOT_IMPLEMENTED);
    assertThat(db.calls).as("the group-by function and the open tag key are not tags")
        .containsExactly("scan cpu 1000..4600 {AA=[x]} NONE 0 SECONDS");
  }

  @Test
  void aScanAsksForTheConfiguredDownsamplingInEitherSpellingAndAnyOtherIsABadRequest() throws Exception {
    RecordingTSDB db = db("downsamplingfunction=SUM", "downsamplinginterval=60", "timestampunits=MILLISECONDS");
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertThat(db.scan("t", "cpu", 10, fields("YCSBDS=SUM60", "YCSBTS=0,600"), rows)).isEqualTo(Status.OK);
    assertThat(db.scan("t", "cpu", 10, fields("YCSBDS=SUM=60", "YCSBTS=0,600"), rows)).isEqualTo(Status.OK);
    assertThat(db.scan("t", "cpu", 10, fields("YCSBDS=MAX60", "YCSBTS=0,600"), rows)).isEqualTo(Status.BAD_REQUEST);
    assertThat(db.scan("t", "cpu", 10, fields("YCSBGB=MEDIAN", "YCSBTS=0,600"), rows)).isEqualTo(Status.BAD_REQUEST);
    assertThat(db.calls).containsExactly("scan cpu 0..600 {} SUM 60 MILLISECONDS", "scan cpu 0..600 {} SUM 60 MILLISECONDS");
  }

  @Test
  void delimitersAreMatchedLiterallyEvenWhenTheyAreRegexCharacters() throws Exception {
    RecordingTSDB db = db("tagpairdelimiter=|", "querytimespandelimiter=.");
    db.scan("t", "cpu", 10, fields("AA|x", "YCSBTS|5.9"), new Vector<>());
    assertThat(db.calls).containsExactly("scan cpu 5..9 {AA=[x]} NONE 0 SECONDS");
  }

  @Test
  void updatesAndDeletesAreNotImplementedUnlessABindingAddsThem() throws Exception {
    RecordingTSDB db = db();
    assertThat(db.update("t", "cpu", new HashMap<>())).isEqualTo(Status.NOT_IMPLEMENTED);
    assertThat(db.delete("t", "cpu:AA=x:YCSBTS=5")).isEqualTo(Status.NOT_IMPLEMENTED);
  }

  @Test
  void aDeleteKeyParsesIntoMetricTagsOpenTagsAndSpan() throws Exception {
    RecordingTSDB db = db();
    TimeseriesDB.Query q = db.parsedDelete("cpu:AA=x:AB:YCSBTS=5,9");
    assertThat(q.metric()).isEqualTo("cpu");
    assertThat(q.tags()).containsExactly(Map.entry("AA", List.of("x")));
    assertThat(q.groupByTags()).containsExactly("AB");
    assertThat(q.startTs()).isEqualTo(5);
    assertThat(q.endTs()).isEqualTo(9);
    assertThat(q.timeSpan()).isTrue();
    assertThat(db.parsedDelete("cpu:AA=x")).as("no timestamp").isNull();
  }

  @Test
  void thePossibleTagKeysAreTheOnesTheWorkloadGenerates() {
    Properties p = new Properties();
    p.setProperty("tagcount", "3");
    p.setProperty("tagkeylength", "2");
    assertThat(RecordingTSDB.tagKeysFor(p)).containsExactly("AA", "AB", "AC");
    assertThat(RecordingTSDB.tagKeysFor(new Properties())).containsExactly("AAAAAAAA", "AAAAAAAB", "AAAAAAAC",
        "AAAAAAAD");
  }

  @Test
  void badSettingsAreOneLineNamingTheProperty() {
    assertThatThrownBy(() -> db("timestampunits=fortnights")).isInstanceOf(UsageException.class)
        .hasMessageStartingWith("timestampunits=fortnights: expected one of");
    assertThatThrownBy(() -> db("downsamplingfunction=MEDIAN")).isInstanceOf(UsageException.class)
        .hasMessageStartingWith("downsamplingfunction=MEDIAN: expected one of NONE, SUM, AVERAGE, COUNT, MAX, MIN");
    assertThatThrownBy(() -> db("downsamplinginterval=-1")).isInstanceOf(UsageException.class)
        .hasMessageStartingWith("downsamplinginterval=-1");
  }
}

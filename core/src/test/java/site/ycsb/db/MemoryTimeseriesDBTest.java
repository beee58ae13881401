package site.ycsb.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import site.ycsb.ByteIterator;
import site.ycsb.DBException;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.engine.DbLoader;

/** The embedded time-series store: points by metric, tags and timestamp; reads, scans with aggregation, deletes. */
class MemoryTimeseriesDBTest {
  private Properties props;
  private MemoryTimeseriesDB db;

  @BeforeEach
  void open() throws DBException {
    props = new Properties();
    props.setProperty("downsamplingfunction", "SUM");
    props.setProperty("downsamplinginterval", "120");
    db = newInstance();
  }

  private MemoryTimeseriesDB newInstance() throws DBException {
    MemoryTimeseriesDB d = new MemoryTimeseriesDB();
    d.setProperties(props);
    d.init();
    return d;
  }

  private Status put(String metric, String host, String dc, long ts, Number value) {
    Map<String, ByteIterator> m = new HashMap<>();
    m.put("host", new StringByteIterator(host));
    m.put("dc", new StringByteIterator(dc));
    m.put("YCSBTS", new NumericByteIterator(ts));
    m.put("YCSBV", value instanceof Double d ? new NumericByteIterator(d) : new NumericByteIterator(value.longValue()));
    return db.insert("usertable", metric, m);
  }

  private static Set<String> fields(String... f) {
    return new LinkedHashSet<>(List.of(f));
  }

  /** host a and b in dc x, host c in dc y; points every 60 s from 0 to 540, value = ts / 60 (+ 100 for b, + 200 for c). */
  private void tenMinutesOfThreeSeries() {
    for (long ts = 0; ts < 600; ts += 60) {
      put("cpu", "a", "x", ts, ts / 60);
      put("cpu", "b", "x", ts, ts / 60 + 100);
      put("cpu", "c", "y", ts, ts / 60 + 200);
    }
  }

  private static Map<String, String> plain(Map<String, ByteIterator> row) {
    Map<String, String> out = new TreeMap<>();
    row.forEach((k, v) -> out.put(k, v instanceof NumericByteIterator n
        ? (n.isFloatingPoint() ? Double.toString(n.getDouble()) : Long.toString(n.getLong())) : v.toString()));
    return out;
  }

  @Test
  void aReadReturnsThePointWithItsTagsTimestampAndValueAndNotFoundWhenAbsent() {
    tenMinutesOfThreeSeries();
    Map<String, ByteIterator> cells = new HashMap<>();
    assertThat(db.read("usertable", "cpu", fields("host=b", "dc=x", "YCSBTS=180"), cells)).isEqualTo(Status.OK);
    assertThat(plain(cells)).isEqualTo(Map.of("host", "b", "dc", "x", "YCSBTS", "180", "YCSBV", "103"));
    assertThat(db.read("usertable", "cpu", fields("host=b", "dc=x", "YCSBTS=181"), new HashMap<>()))
        .isEqualTo(Status.NOT_FOUND);
    assertThat(db.read("usertable", "cpu", fields("host=z", "dc=x", "YCSBTS=180"), new HashMap<>()))
        .isEqualTo(Status.NOT_FOUND);
    assertThat(db.read("usertable", "mem", fields("host=b", "dc=x", "YCSBTS=180"), new HashMap<>()))
        .isEqualTo(Status.NOT_FOUND);
    assertThat(db.read("usertable", "cpu", fields("host=b", "dc=x"), new HashMap<>())).isEqualTo(Status.BAD_REQUEST);
  }

  @Test
  void allInstancesOfARunShareTheStoreAndItCountsSeriesAndPoints() throws DBException {
    tenMinutesOfThreeSeries();
    MemoryTimeseriesDB other = newInstance();
    assertThat(other.store()).isSameAs(db.store());
    assertThat(other.read("t", "cpu", fields("host=c", "dc=y", "YCSBTS=540"), new HashMap<>())).isEqualTo(Status.OK);
    assertThat(db.store().seriesCount()).isEqualTo(3);
    assertThat(db.store().pointCount()).isEqualTo(30);
    assertThat(db.store().timestamps("cpu", Map.of("host", "a", "dc", "x"))).hasSize(10).startsWith(0L, 60L);
    Properties another = new Properties();
    assertThat(MemoryTimeseriesStore.of(another)).isNotSameAs(db.store());
  }

  @Test
  void aScanReturnsThePointsOfTheSpanOldestFirstUpToItsRecordCount() {
    tenMinutesOfThreeSeries();
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    assertThat(db.scan("t", "cpu", 100, fields("dc=x", "YCSBTS=120,300"), rows)).isEqualTo(Status.OK);
    List<Map<String, String>> found = rows.stream().map(MemoryTimeseriesDBTest::plain).toList();
    assertThat(found).hasSize(8); // hosts a and b, 120..300
    assertThat(found.stream().map(r -> r.get("YCSBTS")).toList())
        .containsExactly("120", "120", "180", "180", "240", "240", "300", "300");
    assertThat(found.get(0)).containsEntry("host", "a").containsEntry("YCSBV", "2");
    assertThat(found.get(1)).containsEntry("host", "b").containsEntry("YCSBV", "102");
    rows.clear();
    db.scan("t", "cpu", 3, fields("dc=x", "YCSBTS=120,300"), rows);
    assertThat(rows).hasSize(3);
    rows.clear();
    assertThat(db.scan("t", "cpu", 10, fields("dc=x", "YCSBTS=180"), rows)).as("one timestamp").isEqualTo(Status.OK);
    assertThat(rows).hasSize(2);
    rows.clear();
    assertThat(db.scan("t", "cpu", 10, fields("dc=q", "YCSBTS=0,600"), rows)).isEqualTo(Status.OK);
    assertThat(rows).isEmpty();
  }

  @Test
  void aGroupByFoldsTheSeriesLeftOpenIntoOnePerTimestamp() {
    tenMinutesOfThreeSeries();
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    db.scan("t", "cpu", 100, fields("dc=x", "host", "YCSBGB=SUM", "YCSBTS=60,120"), rows);
    assertThat(rows.stream().map(MemoryTimeseriesDBTest::plain).toList()).containsExactly(
        Map.of("dc", "x", "YCSBTS", "60", "YCSBV", "102"),
        Map.of("dc", "x", "YCSBTS", "120", "YCSBV", "104"));
    rows.clear();
    db.scan("t", "cpu", 100, fields("host", "dc", "YCSBGB=COUNT", "YCSBTS=0,0"), rows);
    assertThat(plain(rows.get(0))).isEqualTo(Map.of("YCSBTS", "0", "YCSBV", "3"));
    rows.clear();
    db.scan("t", "cpu", 100, fields("host", "dc", "YCSBGB=AVERAGE", "YCSBTS=0,0"), rows);
    assertThat(plain(rows.get(0))).containsEntry("YCSBV", "100.0");
    rows.clear();
    db.scan("t", "cpu", 100, fields("host", "dc", "YCSBGB=MAX", "YCSBTS=60,60"), rows);
    assertThat(plain(rows.get(0))).containsEntry("YCSBV", "201");
    rows.clear();
    db.scan("t", "cpu", 100, fields("host", "dc", "YCSBGB=MIN", "YCSBTS=60,60"), rows);
    assertThat(plain(rows.get(0))).containsEntry("YCSBV", "1");
  }

  @Test
  void downsamplingFoldsEachSeriesIntoBucketsFromTheStartOfTheSpan() {
    tenMinutesOfThreeSeries();
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    // buckets of 120 s from 60: [60,180) [180,300) [300,360]
    db.scan("t", "cpu", 100, fields("host=a", "dc=x", "YCSBDS=SUM120", "YCSBTS=60,360"), rows);
    assertThat(rows.stream().map(MemoryTimeseriesDBTest::plain).map(r -> r.get("YCSBTS") + ":" + r.get("YCSBV")).toList())
        .containsExactly("60:3", "180:7", "300:11");
    rows.clear();
    assertThat(db.scan("t", "cpu", 100, fields("host=a", "dc=x", "YCSBDS=MAX120", "YCSBTS=60,360"), rows))
        .as("not the configured downsampling").isEqualTo(Status.BAD_REQUEST);
  }

  @Test
  void floatingPointValuesStayFloatingPointThroughAggregation() {
    put("load", "a", "x", 0, 1.5);
    put("load", "b", "x", 0, 2.0);
    Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    db.scan("t", "load", 10, fields("host", "dc=x", "YCSBGB=SUM", "YCSBTS=0,0"), rows);
    assertThat(plain(rows.get(0))).containsEntry("YCSBV", "3.5");
  }

  @Test
  void anUpdateRewritesAnExistingPointOnly() {
    tenMinutesOfThreeSeries();
    Map<String, ByteIterator> m = new HashMap<>();
    m.put("host", new StringByteIterator("a"));
    m.put("dc", new StringByteIterator("x"));
    m.put("YCSBTS", new NumericByteIterator(60));
    m.put("YCSBV", new NumericByteIterator(42L));
    assertThat(db.update("t", "cpu", m)).isEqualTo(Status.OK);
    Map<String, ByteIterator> cells = new HashMap<>();
    db.read("t", "cpu", fields("host=a", "dc=x", "YCSBTS=60"), cells);
    assertThat(plain(cells)).containsEntry("YCSBV", "42");
    m.put("host", new StringByteIterator("a"));
    m.put("dc", new StringByteIterator("x"));
    m.put("YCSBTS", new NumericByteIterator(61));
    assertThat(db.update("t", "cpu", m)).isEqualTo(Status.NOT_FOUND);
  }

  @Test
  void aDeleteRemovesThePointsItNamesWithOpenTagsMatchingAnyValue() {
    tenMinutesOfThreeSeries();
    assertThat(db.delete("t", "cpu:dc=x:host:YCSBTS=0,120")).isEqualTo(Status.OK);
    assertThat(db.store().pointCount()).isEqualTo(30 - 6);
    assertThat(db.delete("t", "cpu:dc=x:host:YCSBTS=0,120")).isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete("t", "cpu:host=c:dc=y:YCSBTS=540")).isEqualTo(Status.OK);
    assertThat(db.read("t", "cpu", fields("host=c", "dc=y", "YCSBTS=540"), new HashMap<>())).isEqualTo(Status.NOT_FOUND);
    assertThat(db.delete("t", "cpu:host=c")).isEqualTo(Status.BAD_REQUEST);
  }

  @Test
  void aReadOfASpanReturnsItsEarliestPoint() {
    tenMinutesOfThreeSeries();
    Map<String, ByteIterator> cells = new HashMap<>();
    assertThat(db.read("t", "cpu", fields("host=a", "dc=x", "YCSBTS=100,400"), cells)).isEqualTo(Status.OK);
    assertThat(plain(cells)).containsEntry("YCSBTS", "120");
  }

  @Test
  void itIsTheEmbeddedBindingNamedMemoryTs() {
    DbLoader loader = new DbLoader(getClass().getClassLoader());
    assertThat(loader.className("memory-ts")).isEqualTo(MemoryTimeseriesDB.class.getName());
    assertThat(loader.describe("memory-ts").orElseThrow().summary()).contains("time-series");
    assertThat(loader.declaredProperties("memory-ts")).contains("downsamplingfunction", "timestampkey");
  }
}

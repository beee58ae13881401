package com.example.ycsb;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import site.ycsb.ByteArrayByteIterator;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TimeseriesDB;
import site.ycsb.Utils;
import site.ycsb.WorkloadException;
import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.generator.ConstantIntegerGenerator;
import site.ycsb.generator.CounterGenerator;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.ExponentialGenerator;
import site.ycsb.generator.FileGenerator;
import site.ycsb.generator.Generator;
import site.ycsb.generator.HistogramGenerator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.IncrementingPrintableStringGenerator;
import site.ycsb.generator.RandomDiscreteTimestampGenerator;
import site.ycsb.generator.ScrambledZipfianGenerator;
import site.ycsb.generator.SequentialGenerator;
import site.ycsb.generator.SkewedLatestGenerator;
import site.ycsb.generator.UniformGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.UnixEpochTimestampGenerator;
import site.ycsb.generator.ZipfianGenerator;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.OneMeasurementHdrHistogram;
import site.ycsb.workloads.ConstantOccupancyWorkload;
import site.ycsb.workloads.CoreWorkload;
import site.ycsb.workloads.TimeSeriesWorkload;

/**
 * Observable behaviour of YCSB's core API, one probe a line ({@code name -> outcome}): a value, or
 * {@code !} and the exception's class. Compiled and run against upstream 0.17.0's jar and against
 * this core alike (so it uses only upstream's API), by UpstreamBehaviourSurfaceTest; every outcome
 * is deterministic. Probes that would end upstream's JVM (System.exit) are left out.
 */
public final class BehaviourProbe {
  private final List<String> out = new ArrayList<>();

  interface Probe {
    Object call() throws Throwable;
  }

  private void p(String name, Probe body) {
    String outcome;
    try {
      Object v = body.call();
      outcome = v instanceof Object[] ? Arrays.deepToString((Object[]) v)
          : v instanceof byte[] ? Arrays.toString((byte[]) v) : String.valueOf(v);
    } catch (Throwable t) {
      outcome = "!" + t.getClass().getName();
    }
    out.add(name + " -> " + outcome);
  }

  public static List<String> run() throws Exception {
    BehaviourProbe probe = new BehaviourProbe();
    Measurements.setProperties(new Properties());
    probe.utilsAndByteIterators();
    probe.generators();
    probe.coreWorkload();
    probe.timeSeriesWorkload();
    probe.timeseriesDb();
    probe.measurements();
    return probe.out;
  }

  static Properties props(String... keyValues) {
    Properties p = new Properties();
    for (String kv : keyValues) {
      p.setProperty(kv.substring(0, kv.indexOf('=')), kv.substring(kv.indexOf('=') + 1));
    }
    return p;
  }

  static List<Object> draws(Generator<?> g, int n) {
    List<Object> l = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      l.add(g.nextValue());
    }
    return l;
  }

  @SuppressWarnings({"unchecked", "rawtypes"})
  static Set<Object> drawnSet(Generator<?> g, int n) {
    return new TreeSet<Object>((Collection) draws(g, n));
  }

  /** For a draw whose value is random: whether there was one. */
  static String aValue(Object drawn) {
    return drawn == null ? "null" : "a value";
  }

  static List<Long> sortedLongs(Generator<?> g, int n) {
    List<Long> l = new ArrayList<>();
    for (Object o : draws(g, n)) {
      l.add(((Number) o).longValue());
    }
    Collections.sort(l);
    return l;
  }

  private void utilsAndByteIterators() {
    p("Utils.bytesToLong(3 bytes)", () -> Utils.bytesToLong(new byte[3]));
    p("Utils.bytesToLong(0 bytes)", () -> Utils.bytesToLong(new byte[0]));
    p("Utils.bytesToLong(null)", () -> Utils.bytesToLong(null));
    p("Utils.bytesToLong(9 bytes)", () -> Utils.bytesToLong(new byte[] {0, 0, 0, 0, 0, 0, 1, 2, 9}));
    p("Utils.bytesToDouble(7 bytes)", () -> Utils.bytesToDouble(new byte[7]));
    p("Utils.hash(-1)", () -> Utils.hash(-1));
    p("Utils.fnvhash64(Long.MIN_VALUE)", () -> Utils.fnvhash64(Long.MIN_VALUE));
    p("NumericByteIterator(5L).getDouble", () -> new NumericByteIterator(5L).getDouble());
    p("NumericByteIterator(2.5).getLong", () -> new NumericByteIterator(2.5).getLong());
    p("NumericByteIterator.getLong after toArray", () -> {
      NumericByteIterator n = new NumericByteIterator(7L);
      n.toArray();
      return n.getLong();
    });
    p("StringByteIterator toString twice, then bytesLeft", () -> {
      StringByteIterator s = new StringByteIterator("abc");
      return s.toString() + "|" + s.toString() + "|" + s.bytesLeft();
    });
    p("StringByteIterator toString after a byte", () -> {
      StringByteIterator s = new StringByteIterator("abc");
      s.nextByte();
      return s.toString() + "|" + s.bytesLeft();
    });
    p("StringByteIterator(null).toString", () -> new StringByteIterator(null).toString());
    p("StringByteIterator.getStringMap of a null string", () -> {
      Map<String, ByteIterator> m = new HashMap<>();
      m.put("a", new StringByteIterator(null));
      return StringByteIterator.getStringMap(m);
    });
    p("StringByteIterator(\"\\u00e9\").toArray", () -> new StringByteIterator("\u00e9").toArray());
    p("StringByteIterator(\"\").nextByte", () -> new StringByteIterator("").nextByte());
    p("ByteArrayByteIterator(3 bytes, 2, 5).bytesLeft", () -> new ByteArrayByteIterator(new byte[3], 2, 5).bytesLeft());
    p("ByteArrayByteIterator(3 bytes, 1, 1).toArray", () -> new ByteArrayByteIterator(new byte[] {1, 2, 3}, 1, 1).toArray());
    p("ByteIterator.next", () -> new StringByteIterator("ab").next());
    p("Status(a, b).hashCode", () -> new Status("a", "b").hashCode());
    p("Status.OK.hashCode", () -> Status.OK.hashCode());
    p("Status(null, null).hashCode", () -> new Status(null, null).hashCode());
    p("Status(OK, other).equals(OK)", () -> new Status("OK", "other").equals(Status.OK));
    p("Status(OK, other).isOk", () -> new Status("OK", "other").isOk());
  }

  private void generators() {
    p("UniformLongGenerator(5, 1).nextValue", () -> aValue(new UniformLongGenerator(5, 1).nextValue()));
    p("UniformLongGenerator(3, 7).mean", () -> new UniformLongGenerator(3, 7).mean());
    p("UniformLongGenerator(3, 3).lastValue before a draw", () -> new UniformLongGenerator(3, 3).lastValue());
    p("CounterGenerator(5).lastValue before a draw", () -> new CounterGenerator(5).lastValue());
    p("CounterGenerator(5) draws", () -> draws(new CounterGenerator(5), 3));
    p("CounterGenerator.mean", () -> new CounterGenerator(5).mean());
    p("CounterGenerator(3).lastString before a draw", () -> new CounterGenerator(3).lastString());
    p("SequentialGenerator(5, 7) draws", () -> draws(new SequentialGenerator(5, 7), 5));
    p("SequentialGenerator(5, 7).lastValue after 2 draws", () -> {
      SequentialGenerator g = new SequentialGenerator(5, 7);
      g.nextValue();
      g.nextValue();
      return g.lastValue();
    });
    p("SequentialGenerator.mean", () -> new SequentialGenerator(5, 7).mean());
    p("SequentialGenerator(7, 5) draws", () -> draws(new SequentialGenerator(7, 5), 3));
    p("ZipfianGenerator(0).nextValue", () -> new ZipfianGenerator(0).nextValue());
    p("ZipfianGenerator(1) draws", () -> draws(new ZipfianGenerator(1), 3));
    p("ZipfianGenerator(10).mean", () -> new ZipfianGenerator(10).mean());
    p("ZipfianGenerator(5, 2).nextValue", () -> new ZipfianGenerator(5, 2).nextValue());
    p("ScrambledZipfianGenerator(10).mean", () -> new ScrambledZipfianGenerator(10).mean());
    p("ScrambledZipfianGenerator(3, 7).mean", () -> new ScrambledZipfianGenerator(3, 7).mean());
    p("ScrambledZipfianGenerator(0).nextValue", () -> new ScrambledZipfianGenerator(0).nextValue());
    p("ScrambledZipfianGenerator(7, 3).nextValue", () -> aValue(new ScrambledZipfianGenerator(7, 3).nextValue()));
    p("ScrambledZipfianGenerator(1, 1) draws", () -> draws(new ScrambledZipfianGenerator(1, 1), 3));
    p("SkewedLatestGenerator.mean", () -> new SkewedLatestGenerator(new CounterGenerator(10)).mean());
    p("SkewedLatestGenerator over a counter at 0", () -> new SkewedLatestGenerator(new CounterGenerator(0)).nextValue());
    p("SkewedLatestGenerator over a counter at 1", () -> new SkewedLatestGenerator(new CounterGenerator(1)).nextValue());
    p("HotspotIntegerGenerator(10, 1, .2, .8) bounds", () -> {
      HotspotIntegerGenerator h = new HotspotIntegerGenerator(10, 1, 0.2, 0.8);
      return h.getLowerBound() + "," + h.getUpperBound();
    });
    p("HotspotIntegerGenerator(0, 9, 1.5, .8) hot set", () -> new HotspotIntegerGenerator(0, 9, 1.5, 0.8).getHotsetFraction());
    p("HotspotIntegerGenerator(0, 9, .2, 1.5) hot operations", () ->
        new HotspotIntegerGenerator(0, 9, 0.2, 1.5).getHotOpnFraction());
    p("HotspotIntegerGenerator(0, 9, .2, .8).mean", () -> new HotspotIntegerGenerator(0, 9, 0.2, 0.8).mean());
    p("HotspotIntegerGenerator(0, 0, .5, 1) draws", () -> draws(new HotspotIntegerGenerator(0, 0, 0.5, 1.0), 3));
    p("ExponentialGenerator(10).mean", () -> new ExponentialGenerator(10).mean());
    p("ExponentialGenerator(95, 100).mean", () -> new ExponentialGenerator(95, 100).mean());
    p("ExponentialGenerator(0).nextValue", () -> new ExponentialGenerator(0).nextValue());
    p("ConstantIntegerGenerator(5) mean, last, next, last", () -> {
      ConstantIntegerGenerator c = new ConstantIntegerGenerator(5);
      return c.mean() + "," + c.lastValue() + "," + c.nextValue() + "," + c.lastValue();
    });
    p("UniformGenerator(empty).nextValue", () -> new UniformGenerator(new ArrayList<String>()).nextValue());
    p("UniformGenerator(a).lastValue before a draw", () -> new UniformGenerator(Arrays.asList("a")).lastValue());
    p("DiscreteGenerator(no values).nextString", () -> new DiscreteGenerator().nextString());
    p("DiscreteGenerator(a:1).lastValue before a draw", () -> {
      DiscreteGenerator d = new DiscreteGenerator();
      d.addValue(1, "a");
      return d.lastValue();
    });
    p("DiscreteGenerator(a:0).nextValue", () -> {
      DiscreteGenerator d = new DiscreteGenerator();
      d.addValue(0, "a");
      return d.nextValue();
    });
    p("DiscreteGenerator(a:-1, b:2) draws", () -> {
      DiscreteGenerator d = new DiscreteGenerator();
      d.addValue(-1, "a");
      d.addValue(2, "b");
      return drawnSet(d, 50);
    });
    p("FileGenerator(missing file)", () -> new FileGenerator("/nonexistent/ycsb-probe").nextValue());
    p("FileGenerator past the end, then reloaded", () -> {
      Path f = Files.createTempFile("probe", ".txt");
      Files.write(f, Arrays.asList("a", "b"));
      FileGenerator g = new FileGenerator(f.toString());
      String s = draws(g, 3) + " last=" + g.lastValue();
      g.reloadFile();
      s += " reloaded=" + g.nextValue();
      Files.delete(f);
      return s;
    });
    p("HistogramGenerator(missing file)", () -> new HistogramGenerator("/nonexistent/ycsb-probe").nextValue());
    p("HistogramGenerator({0, 0, 5}, 10) draws", () -> drawnSet(new HistogramGenerator(new long[] {0, 0, 5}, 10), 50));
    p("HistogramGenerator({0, 0, 5}, 10).mean", () -> new HistogramGenerator(new long[] {0, 0, 5}, 10).mean());
    p("HistogramGenerator({1, 1}, 1).mean", () -> new HistogramGenerator(new long[] {1, 1}, 1).mean());
    p("AcknowledgedCounterGenerator(10).lastValue", () -> new AcknowledgedCounterGenerator(10).lastValue());
    p("AcknowledgedCounterGenerator acknowledged out of order", () -> {
      AcknowledgedCounterGenerator g = new AcknowledgedCounterGenerator(10);
      long x = g.nextValue();
      long y = g.nextValue();
      long z = g.nextValue();
      g.acknowledge(z);
      g.acknowledge(x);
      String s = "" + g.lastValue();
      g.acknowledge(y);
      return s + "," + g.lastValue();
    });
    p("IncrementingPrintableStringGenerator(0).nextValue", () -> new IncrementingPrintableStringGenerator(0).nextValue());
    p("IncrementingPrintableStringGenerator(2) last, next, next, last", () -> {
      IncrementingPrintableStringGenerator g = new IncrementingPrintableStringGenerator(2);
      return g.lastValue() + "," + g.nextValue() + "," + g.nextValue() + "," + g.lastValue();
    });
    p("IncrementingPrintableStringGenerator(1, {A, B}) without rollover", () -> {
      IncrementingPrintableStringGenerator g = new IncrementingPrintableStringGenerator(1, new int[] {65, 66});
      g.setThrowExceptionOnRollover(true);
      return draws(g, 3);
    });
    p("IncrementingPrintableStringGenerator(1, {A, B}) rolling over", () ->
        draws(new IncrementingPrintableStringGenerator(1, new int[] {65, 66}), 3));
    p("IncrementingPrintableStringGenerator sets' sizes", () ->
        IncrementingPrintableStringGenerator.printableBasicAlphaASCIISet().length + ","
        + IncrementingPrintableStringGenerator.printableBasicAlphaNumericASCIISet().length + ","
        + IncrementingPrintableStringGenerator.fullPrintableBasicASCIISet().length + ","
        + IncrementingPrintableStringGenerator.fullPrintableBasicASCIISetWithNewlines().length);
    p("generatePrintableCharacterSet(65, 70, {66}, deny)", () ->
        IncrementingPrintableStringGenerator.generatePrintableCharacterSet(65, 70, Collections.singleton(66), false, null));
    p("generatePrintableCharacterSet(65, 70, {66}, allow)", () ->
        IncrementingPrintableStringGenerator.generatePrintableCharacterSet(65, 70, Collections.singleton(66), true, null));
    p("UnixEpochTimestampGenerator(60 s, 1000) last, current, next, last, next", () -> {
      UnixEpochTimestampGenerator g = new UnixEpochTimestampGenerator(60, TimeUnit.SECONDS, 1000);
      return g.lastValue() + "," + g.currentValue() + "," + g.nextValue() + "," + g.lastValue() + "," + g.nextValue();
    });
    p("UnixEpochTimestampGenerator(5 min, 1000) draws", () -> draws(new UnixEpochTimestampGenerator(5, TimeUnit.MINUTES, 1000), 2));
    p("UnixEpochTimestampGenerator() first is a minute before now", () -> {
      long before = System.currentTimeMillis() / 1000;
      long first = new UnixEpochTimestampGenerator().nextValue();
      return first >= before - 60 && first <= System.currentTimeMillis() / 1000 - 60;
    });
    p("RandomDiscreteTimestampGenerator(60 s, 1072915200, 60) range", () -> {
      List<Long> s = sortedLongs(new RandomDiscreteTimestampGenerator(60, TimeUnit.SECONDS, 1072915200L, 60), 60);
      return s.get(0) + ".." + s.get(59) + " distinct=" + new HashSet<>(s).size();
    });
    p("RandomDiscreteTimestampGenerator(5 min, 1000, 3)", () ->
        sortedLongs(new RandomDiscreteTimestampGenerator(5, TimeUnit.MINUTES, 1000L, 3), 3));
    p("RandomDiscreteTimestampGenerator(60 s, 1000, 3) fourth draw", () ->
        draws(new RandomDiscreteTimestampGenerator(60, TimeUnit.SECONDS, 1000L, 3), 4));
    p("RandomDiscreteTimestampGenerator(60 s, 1000, -1)", () ->
        new RandomDiscreteTimestampGenerator(60, TimeUnit.SECONDS, 1000L, -1).nextValue());
    p("RandomDiscreteTimestampGenerator(MAX_INTERVALS + 1)", () ->
        new RandomDiscreteTimestampGenerator(60, TimeUnit.SECONDS, 1000L, RandomDiscreteTimestampGenerator.MAX_INTERVALS + 1));
  }

  /** Upstream's protected static hooks, as a subclass reaches them. */
  static final class Hooks extends CoreWorkload {
    static DiscreteGenerator operations(Properties p) {
      return createOperationGenerator(p);
    }

    static Object fieldLength(Properties p) throws WorkloadException {
      return getFieldLengthGenerator(p).nextValue();
    }
  }

  private static Object initCore(String... settings) throws Exception {
    Properties p = props(settings);
    p.setProperty("recordcount", "10");
    new CoreWorkload().init(p);
    return "ok";
  }

  private void coreWorkload() {
    p("CoreWorkload.createOperationGenerator(null)", () -> Hooks.operations(null));
    p("CoreWorkload.createOperationGenerator(readproportion=1, updateproportion=0)", () ->
        Hooks.operations(props("readproportion=1", "updateproportion=0")).nextString());
    p("CoreWorkload.createOperationGenerator(all 0).nextString", () ->
        Hooks.operations(props("readproportion=0", "updateproportion=0")).nextString());
    p("CoreWorkload.createOperationGenerator(readproportion=2, updateproportion=0).nextString", () ->
        Hooks.operations(props("readproportion=2", "updateproportion=0")).nextString());
    p("CoreWorkload.getFieldLengthGenerator(defaults)", () -> Hooks.fieldLength(new Properties()));
    p("CoreWorkload.getFieldLengthGenerator(fieldlengthdistribution=foo)", () ->
        Hooks.fieldLength(props("fieldlengthdistribution=foo")));
    p("CoreWorkload.getFieldLengthGenerator(missing histogram)", () ->
        Hooks.fieldLength(props("fieldlengthdistribution=histogram", "fieldlengthhistogram=/nonexistent/ycsb-probe")));
    p("CoreWorkload.getFieldLengthGenerator(fieldlength=abc)", () -> Hooks.fieldLength(props("fieldlength=abc")));
    p("CoreWorkload.getFieldLengthGenerator(uniform, minfieldlength > fieldlength)", () ->
        Hooks.fieldLength(props("fieldlengthdistribution=uniform", "fieldlength=3", "minfieldlength=5")));
    p("CoreWorkload.getFieldLengthGenerator(fieldlength=0)", () -> Hooks.fieldLength(props("fieldlength=0")));
    p("CoreWorkload.init(defaults)", () -> initCore());
    p("CoreWorkload.init(requestdistribution=foo)", () -> initCore("requestdistribution=foo", "operationcount=10"));
    p("CoreWorkload.init(scanlengthdistribution=foo)", () -> initCore("scanlengthdistribution=foo"));
    p("CoreWorkload.init(fieldlengthdistribution=foo)", () -> initCore("fieldlengthdistribution=foo"));
    p("CoreWorkload.init(fieldcount=abc)", () -> initCore("fieldcount=abc"));
    p("CoreWorkload.init(fieldcount=0)", () -> initCore("fieldcount=0"));
    p("CoreWorkload.init(zipfian without operationcount)", () -> initCore("requestdistribution=zipfian"));
    p("CoreWorkload.init(insertorder=foo)", () -> initCore("insertorder=foo"));
    p("CoreWorkload.init(readallfields=maybe)", () -> initCore("readallfields=maybe"));
    p("CoreWorkload.init(minscanlength > maxscanlength)", () -> initCore("minscanlength=10", "maxscanlength=5"));
    p("CoreWorkload.init(zeropadding=0)", () -> initCore("zeropadding=0"));
    p("CoreWorkload.init(hotspotdatafraction=2)", () -> initCore("requestdistribution=hotspot", "hotspotdatafraction=2"));
    p("CoreWorkload load: maps of their own among 10 inserts", () -> {
      Properties p = props("recordcount=10", "fieldcount=2", "fieldlength=4");
      CoreWorkload w = new CoreWorkload();
      w.init(p);
      Object state = w.initThread(p, 0, 1);
      KeepingDB db = new KeepingDB();
      for (int i = 0; i < 10; i++) {
        w.doInsert(db, state);
      }
      Set<Object> distinct = Collections.newSetFromMap(new java.util.IdentityHashMap<>());
      distinct.addAll(db.maps);
      return distinct.size() + " maps, keys " + db.keys.size();
    });
    p("ConstantOccupancyWorkload.init(disksize=abc)", () -> {
      new ConstantOccupancyWorkload().init(props("disksize=abc"));
      return "ok";
    });
    p("ConstantOccupancyWorkload.init(occupancy=2) recordcount", () -> {
      Properties p = props("occupancy=2", "operationcount=10");
      new ConstantOccupancyWorkload().init(p);
      return p.getProperty("recordcount");
    });
    p("ConstantOccupancyWorkload.init(defaults) counts", () -> {
      Properties p = new Properties();
      new ConstantOccupancyWorkload().init(p);
      return p.getProperty("recordcount") + "," + p.getProperty("operationcount");
    });
  }

  /** Keeps the maps it is given; decodes them once the load is over. */
  static final class KeepingDB extends DB {
    final List<String> keys = new ArrayList<>();
    final List<Map<String, ByteIterator>> maps = new ArrayList<>();

    @Override
    public Status insert(String table, String key, Map<String, ByteIterator> values) {
      keys.add(key);
      maps.add(values);
      return Status.OK;
    }

    String decoded() {
      StringBuilder b = new StringBuilder();
      for (int i = 0; i < keys.size(); i++) {
        b.append(i == 0 ? "" : "; ").append(keys.get(i));
        for (Map.Entry<String, ByteIterator> e : new TreeMap<>(maps.get(i)).entrySet()) {
          if (e.getKey().equals("YCSBV")) {
            NumericByteIterator v = (NumericByteIterator) e.getValue();
            b.append(v.isFloatingPoint() ? " float" : " " + v.getLong());
          } else if (e.getKey().equals("YCSBTS")) {
            b.append(" @").append(Utils.bytesToLong(e.getValue().toArray()));
          } else {
            b.append(' ').append(e.getKey()).append('=').append(e.getValue().toString());
          }
        }
      }
      return b.toString();
    }

    @Override
    public Status read(String table, String key, Set<String> fields, Map<String, ByteIterator> result) {
      return Status.OK;
    }

    @Override
    public Status scan(String table, String key, int n, Set<String> f, Vector<HashMap<String, ByteIterator>> r) {
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

  private static Properties seriesProps(String... overrides) {
    Properties p = props("recordcount=10", "fieldcount=2", "fieldlength=4", "tagkeylength=2", "tagvaluelength=4",
        "tagcount=2", "tagcardinality=1,2", "insertstart=1451606400", "delayedseries=0", "randomtimeseriesorder=false");
    p.putAll(props(overrides));
    return p;
  }

  /** Each thread's first {@code points} inserts, decoded after all of them. */
  private static String load(int threads, int points, String... overrides) throws Exception {
    Properties p = seriesProps(overrides);
    TimeSeriesWorkload w = new TimeSeriesWorkload();
    w.init(p);
    StringBuilder b = new StringBuilder();
    for (int t = 0; t < threads; t++) {
      Object state = w.initThread(p, t, threads);
      KeepingDB db = new KeepingDB();
      for (int i = 0; i < points; i++) {
        w.doInsert(db, state);
      }
      b.append(t == 0 ? "" : " | thread " + t + ": ").append(db.decoded());
    }
    return b.toString();
  }

  private static Object initSeries(String... settings) throws Exception {
    new TimeSeriesWorkload().init(seriesProps(settings));
    return "ok";
  }

  /** validationFunction and verifyRow, protected, as a subclass reaches them. */
  static final class Verifying extends TimeSeriesWorkload {
    long value(String key, long timestamp, TreeMap<String, String> tags) {
      return validationFunction(key, timestamp, tags);
    }

    Status verify(String key, Map<String, ByteIterator> cells) {
      return verifyRow(key, cells);
    }
  }

  private void timeSeriesWorkload() {
    p("TimeSeriesWorkload load: one key, one tag of one value", () -> load(1, 74, "fieldcount=1", "tagcount=1",
        "tagcardinality=1"));
    p("TimeSeriesWorkload load: one key, two tags of low cardinality", () -> load(1, 74, "fieldcount=1"));
    p("TimeSeriesWorkload load: two keys", () -> load(1, 74));
    p("TimeSeriesWorkload load: two keys, two threads", () -> load(2, 74));
    p("TimeSeriesWorkload load: three keys, two threads", () -> load(2, 74, "fieldcount=3"));
    p("TimeSeriesWorkload load: dataintegrity", () -> load(1, 74, "fieldcount=1", "dataintegrity=true",
        "valuetype=integers"));
    p("TimeSeriesWorkload load: minutes", () -> load(1, 6, "fieldcount=1", "timestampunits=MINUTES",
        "timestampinterval=5"));
    p("TimeSeriesWorkload load: delayed series", () -> load(1, 20, "tagcount=3", "tagcardinality=1,2,4",
        "delayedseries=0.5", "delayedintervals=3"));
    p("TimeSeriesWorkload load: a tag of one value after one of two", () -> load(1, 12, "tagcount=3",
        "tagcardinality=2,1,3"));
    p("TimeSeriesWorkload load: series and points per timestamp, a tag of one value after one of two", () -> {
      Properties p = seriesProps("tagcount=3", "tagcardinality=2,1,3");
      TimeSeriesWorkload w = new TimeSeriesWorkload();
      w.init(p);
      Object state = w.initThread(p, 0, 1);
      KeepingDB db = new KeepingDB();
      for (int i = 0; i < 24; i++) {
        w.doInsert(db, state);
      }
      Set<String> series = new TreeSet<>();
      Map<Long, Integer> perTimestamp = new TreeMap<>();
      for (int i = 0; i < db.maps.size(); i++) {
        Map<String, String> tags = new TreeMap<>();
        for (Map.Entry<String, ByteIterator> e : db.maps.get(i).entrySet()) {
          if (e.getKey().equals("YCSBTS")) {
            perTimestamp.merge(Utils.bytesToLong(e.getValue().toArray()), 1, Integer::sum);
          } else if (!e.getKey().equals("YCSBV")) {
            tags.put(e.getKey(), e.getValue().toString());
          }
        }
        series.add(db.keys.get(i) + tags);
      }
      return series.size() + " series, points per timestamp " + perTimestamp;
    });
    p("TimeSeriesWorkload load: random timestamp order, timestamps written", () -> {
      Properties p = seriesProps("fieldcount=1", "tagcount=1", "tagcardinality=1", "randomwritetimestamporder=true");
      TimeSeriesWorkload w = new TimeSeriesWorkload();
      w.init(p);
      Object state = w.initThread(p, 0, 1);
      KeepingDB db = new KeepingDB();
      for (int i = 0; i < 11; i++) {
        w.doInsert(db, state);
      }
      List<Long> ts = new ArrayList<>();
      for (Map<String, ByteIterator> m : db.maps) {
        ts.add(Utils.bytesToLong(m.get("YCSBTS").toArray()));
      }
      Collections.sort(ts);
      return ts;
    });
    p("TimeSeriesWorkload.init(timestampunits=foobar)", () -> initSeries("timestampunits=foobar"));
    p("TimeSeriesWorkload.init(timestampunits=NANOSECONDS)", () -> initSeries("timestampunits=NANOSECONDS"));
    p("TimeSeriesWorkload.init(dataintegrity, floats)", () -> initSeries("dataintegrity=true"));
    p("TimeSeriesWorkload.init(dataintegrity, groupbyfunction)", () -> initSeries("dataintegrity=true",
        "valuetype=integers", "groupbyfunction=sum"));
    p("TimeSeriesWorkload.init(dataintegrity, downsampling)", () -> initSeries("dataintegrity=true",
        "valuetype=integers", "downsamplingfunction=sum", "downsamplinginterval=60"));
    p("TimeSeriesWorkload.init(dataintegrity, querytimespan)", () -> initSeries("dataintegrity=true",
        "valuetype=integers", "querytimespan=60"));
    p("TimeSeriesWorkload.init(dataintegrity, shuffled series)", () -> initSeries("dataintegrity=true",
        "valuetype=integers", "randomtimeseriesorder=true"));
    p("TimeSeriesWorkload.init(dataintegrity, no insertstart)", () -> initSeries("dataintegrity=true",
        "valuetype=integers", "insertstart="));
    p("TimeSeriesWorkload.init(valuetype=foo)", () -> initSeries("valuetype=foo"));
    p("TimeSeriesWorkload.init(tagcount=abc)", () -> initSeries("tagcount=abc"));
    p("TimeSeriesWorkload.init(tagcardinality=abc)", () -> initSeries("tagcardinality=abc"));
    p("TimeSeriesWorkload.init(groupbyfunction without groupbykeys)", () -> initSeries("groupbyfunction=sum"));
    p("TimeSeriesWorkload.init(downsamplingfunction without interval)", () -> initSeries("downsamplingfunction=sum"));
    p("TimeSeriesWorkload.init(requestdistribution=foo)", () -> initSeries("requestdistribution=foo"));
    p("TimeSeriesWorkload.init(every proportion 0)", () -> initSeries("readproportion=0", "updateproportion=0"));
    p("TimeSeriesWorkload.initThread before init", () -> new TimeSeriesWorkload().initThread(new Properties(), 0, 1));
    p("TimeSeriesWorkload.initThread(3 threads, 2 keys)", () -> {
      TimeSeriesWorkload w = new TimeSeriesWorkload();
      w.init(seriesProps());
      return w.initThread(seriesProps(), 0, 3) != null;
    });
    p("TimeSeriesWorkload.doInsert without thread state", () -> {
      TimeSeriesWorkload w = new TimeSeriesWorkload();
      w.init(seriesProps());
      return w.doInsert(new KeepingDB(), null);
    });
    p("TimeSeriesWorkload.ValueType.fromString(foo)", () -> TimeSeriesWorkload.ValueType.fromString("foo"));
    p("TimeSeriesWorkload.ValueType.fromString(mixed)", () -> TimeSeriesWorkload.ValueType.fromString("mixed"));
    p("TimeSeriesWorkload.validationFunction", () -> {
      Verifying w = new Verifying();
      w.init(seriesProps());
      TreeMap<String, String> tags = new TreeMap<>();
      tags.put("AA", "AAAA");
      tags.put("AB", "AAAB");
      return w.value("AAAA", 1451606400L, tags);
    });
    p("TimeSeriesWorkload.verifyRow: the right value, a wrong one, none", () -> {
      Verifying w = new Verifying();
      w.init(seriesProps());
      TreeMap<String, String> tags = new TreeMap<>();
      tags.put("AA", "AAAA");
      long value = w.value("AAAA", 1451606400L, tags);
      Map<String, ByteIterator> cells = new HashMap<>();
      cells.put("AA", new StringByteIterator("AAAA"));
      cells.put("YCSBTS", new NumericByteIterator(1451606400L));
      cells.put("YCSBV", new NumericByteIterator(value));
      String right = w.verify("AAAA", cells).getName();
      cells.put("AA", new StringByteIterator("AAAA"));
      cells.put("YCSBV", new NumericByteIterator(value + 1));
      String wrong = w.verify("AAAA", cells).getName();
      cells.remove("YCSBV");
      cells.put("AA", new StringByteIterator("AAAA"));
      return right + "," + wrong + "," + w.verify("AAAA", cells).getName();
    });
    p("TimeSeriesWorkload.verifyRow of a string value", () -> {
      Verifying w = new Verifying();
      w.init(seriesProps());
      Map<String, ByteIterator> cells = new HashMap<>();
      cells.put("YCSBV", new StringByteIterator("x"));
      return w.verify("AAAA", cells).getName();
    });
  }

  /** Records the typed calls TimeseriesDB makes of the workload's encoding. */
  static final class TypedCalls extends TimeseriesDB {
    final List<String> calls = new ArrayList<>();

    String fields() {
      return timestampKey + " " + valueKey + " " + tagPairDelimiter + " " + queryTimeSpanDelimiter + " "
          + deleteDelimiter + " " + timestampUnit + " " + groupByKey + " " + downsamplingKey + " "
          + downsamplingInterval + " " + downsamplingFunction + " " + debug + " " + test;
    }

    @Override
    protected Status read(String metric, long timestamp, Map<String, List<String>> tags) {
      calls.add("read " + metric + " " + timestamp + " " + new TreeMap<>(tags));
      return Status.OK;
    }

    @Override
    protected Status scan(String metric, long start, long end, Map<String, List<String>> tags,
        AggregationOperation aggregation, int interval, TimeUnit unit) {
      calls.add("scan " + metric + " " + start + " " + end + " " + new TreeMap<>(tags) + " " + aggregation + " "
          + interval + " " + unit);
      return Status.OK;
    }

    @Override
    protected Status insert(String metric, long timestamp, long value, Map<String, ByteIterator> tags) {
      calls.add("insert " + metric + " " + timestamp + " " + value + " " + new TreeSet<>(tags.keySet()));
      return Status.OK;
    }

    @Override
    protected Status insert(String metric, long timestamp, double value, Map<String, ByteIterator> tags) {
      calls.add("insert " + metric + " " + timestamp + " " + value + " " + new TreeSet<>(tags.keySet()));
      return Status.OK;
    }
  }

  private static TypedCalls tsdb(String... settings) throws Exception {
    TypedCalls db = new TypedCalls();
    db.setProperties(props(settings));
    db.init();
    return db;
  }

  private static Set<String> fields(String... fields) {
    return new HashSet<>(Arrays.asList(fields));
  }

  private static Map<String, ByteIterator> point(Object timestamp, Object value) {
    Map<String, ByteIterator> m = new HashMap<>();
    m.put("AA", new StringByteIterator("x"));
    if (timestamp instanceof Long) {
      m.put("YCSBTS", new NumericByteIterator((Long) timestamp));
    } else if (timestamp != null) {
      m.put("YCSBTS", new StringByteIterator(timestamp.toString()));
    }
    if (value instanceof Long) {
      m.put("YCSBV", new NumericByteIterator((Long) value));
    } else if (value instanceof Double) {
      m.put("YCSBV", new NumericByteIterator((Double) value));
    }
    return m;
  }

  private void timeseriesDb() {
    p("TimeseriesDB.init(defaults) fields", () -> tsdb().fields());
    p("TimeseriesDB.init(timestampunits=foo)", () -> tsdb("timestampunits=foo").fields());
    p("TimeseriesDB.init(downsamplingfunction=MEDIAN)", () -> tsdb("downsamplingfunction=MEDIAN",
        "downsamplinginterval=60").fields());
    p("TimeseriesDB.init(downsamplingfunction=SUM without interval)", () -> tsdb("downsamplingfunction=SUM").fields());
    p("TimeseriesDB.init(downsamplinginterval=abc)", () -> tsdb("downsamplingfunction=SUM",
        "downsamplinginterval=abc").fields());
    p("TimeseriesDB.init(debug=maybe)", () -> tsdb("debug=maybe").fields());
    p("TimeseriesDB.read", () -> {
      TypedCalls db = tsdb();
      return db.read("t", "m", fields("AA=x", "AB=y", "YCSBTS=100"), new HashMap<>()).getName() + " " + db.calls;
    });
    p("TimeseriesDB.read without a timestamp", () -> {
      TypedCalls db = tsdb();
      return db.read("t", "m", fields("AA=x"), new HashMap<>()).getName() + " " + db.calls;
    });
    p("TimeseriesDB.read of a timestamp that is no number", () -> {
      TypedCalls db = tsdb();
      return db.read("t", "m", fields("AA=x", "YCSBTS=abc"), new HashMap<>()).getName() + " " + db.calls;
    });
    p("TimeseriesDB.read with a group-by", () -> {
      TypedCalls db = tsdb();
      return db.read("t", "m", fields("AA=x", "YCSBTS=100", "YCSBGB=SUM"), new HashMap<>()).getName() + " " + db.calls;
    });
    p("TimeseriesDB.read of a bare tag key", () -> {
      TypedCalls db = tsdb();
      return db.read("t", "m", fields("AA", "YCSBTS=100"), new HashMap<>()).getName() + " " + db.calls;
    });
    p("TimeseriesDB.scan", () -> {
      TypedCalls db = tsdb();
      return db.scan("t", "m", 5, fields("AA=x", "YCSBTS=100,200"), new Vector<>()).getName() + " " + db.calls;
    });
    p("TimeseriesDB.scan of one timestamp", () -> {
      TypedCalls db = tsdb();
      return db.scan("t", "m", 5, fields("AA=x", "YCSBTS=100"), new Vector<>()).getName() + " " + db.calls;
    });
    p("TimeseriesDB.scan downsampling SUM60", () -> {
      TypedCalls db = tsdb();
      return db.scan("t", "m", 5, fields("AA=x", "YCSBTS=100,200", "YCSBDS=SUM60"), new Vector<>()).getName()
          + " " + db.calls;
    });
    p("TimeseriesDB.scan downsampling SUM=60", () -> {
      TypedCalls db = tsdb();
      return db.scan("t", "m", 5, fields("AA=x", "YCSBTS=100,200", "YCSBDS=SUM=60"), new Vector<>()).getName()
          + " " + db.calls;
    });
    p("TimeseriesDB.scan of an unknown group-by", () -> {
      TypedCalls db = tsdb();
      return db.scan("t", "m", 5, fields("AA=x", "YCSBTS=100,200", "YCSBGB=FOO"), new Vector<>()).getName()
          + " " + db.calls;
    });
    p("TimeseriesDB.insert of an integer", () -> {
      TypedCalls db = tsdb();
      return db.insert("t", "m", point(100L, 5L)).getName() + " " + db.calls;
    });
    p("TimeseriesDB.insert of a float", () -> {
      TypedCalls db = tsdb();
      return db.insert("t", "m", point(100L, 5.5)).getName() + " " + db.calls;
    });
    p("TimeseriesDB.insert without a timestamp", () -> {
      TypedCalls db = tsdb();
      return db.insert("t", "m", point(null, 5L)).getName() + " " + db.calls;
    });
    p("TimeseriesDB.insert of a string timestamp", () -> {
      TypedCalls db = tsdb();
      return db.insert("t", "m", point("100", 5L)).getName() + " " + db.calls;
    });
    p("TimeseriesDB.update and delete", () -> {
      TypedCalls db = tsdb();
      return db.update("t", "m", new HashMap<>()).getName() + "," + db.delete("t", "m").getName();
    });
  }

  private void measurements() {
    p("OneMeasurementHdrHistogram.measure(-1)", () -> {
      OneMeasurementHdrHistogram m = new OneMeasurementHdrHistogram("X", new Properties());
      m.measure(-1);
      return "recorded";
    });
    p("OneMeasurementHdrHistogram summary of nothing", () -> new OneMeasurementHdrHistogram("X", new Properties())
        .getSummary());
    p("Measurements summary of one READ of 5 us", () -> {
      Measurements m = new Measurements(new Properties());
      m.measure("READ", 5);
      return m.getSummary().trim();
    });
    p("Measurements summary of a status only", () -> {
      Measurements m = new Measurements(new Properties());
      m.reportStatus("READ", Status.OK);
      return m.getSummary().trim();
    });
    p("Measurements.getIntendedtartTimeNs before any", () -> new Measurements(new Properties()).getIntendedtartTimeNs());
  }
}

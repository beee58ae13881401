package site.ycsb.workloads;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.StringByteIterator;
import site.ycsb.TimeseriesDB;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.engine.CompoundRecorder;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.Generator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.IncrementingPrintableStringGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.RandomDiscreteTimestampGenerator;
import site.ycsb.generator.ScrambledZipfianGenerator;
import site.ycsb.generator.SequentialGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.UnixEpochTimestampGenerator;
import site.ycsb.generator.WeightedChoice;
import site.ycsb.generator.ZipfianGenerator;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.MeasurementsBinding;

/**
 * Upstream's time-series workload: data points of many series, each series a <b>key</b> (the
 * metric, {@code fieldcount} of them, {@code fieldlength} letters) and a set of <b>tags</b>
 * ({@code tagcount} tag keys, tag key {@code i} taking {@code tagcardinality[i]} values), so there
 * are {@code fieldcount x product(tagcardinality)} series. The load writes every series at one
 * timestamp, then at the next one ({@code timestampinterval} {@code timestampunits} later), and
 * so on for {@code recordcount} data points; the run mixes reads, updates, inserts, scans and
 * deletes by upstream's {@code *proportion} properties. Property names, defaults and the encoding
 * are upstream's (see {@code workloads/tsworkloada} and {@link TimeseriesDB}):
 * <ul>
 * <li>a write is {@code insert(table, key, {tagkey: value..., timestampkey: ts, valuekey: v})},
 * timestamp and value as {@link NumericByteIterator}s;
 * <li>a read or scan names its series and time in the fields: {@code tagkey=value} per tag (a bare
 * {@code tagkey} for a tag left open by {@code groupbykeys}), {@code timestampkey=ts} or
 * {@code timestampkey=start,end} ({@code querytimespan}), {@code groupbykey=function},
 * {@code downsamplingkey=<function><interval>};
 * <li>a delete flattens the same into its key, parts joined by {@code deletedelimiter}.
 * </ul>
 * With {@code dataintegrity=true} every value is {@link #validationFunction} of its series and
 * timestamp, and every read that finds a point is checked by {@link #verifyRow} (the VERIFY metric).
 *
 * <p>Threads: each client thread writes the series of its own share of the keys (so
 * {@code fieldcount} must be at least {@code threadcount}) with a timestamp sequence of its own;
 * reads and scans may ask for any series. Everything shared is read-only after {@link #init}, and
 * the generators shared between threads are thread-safe; a thread's state lives in its
 * {@link ThreadState}.
 *
 * <p>Differences from upstream, each fixing a defect there (the API is unchanged):
 * <ul>
 * <li>a value written with {@code dataintegrity} is computed from the timestamp it is written at
 * (upstream used the thread's current timestamp, so delayed series and updates failed VERIFY);
 * <li>the series order is a plain odometer over the tags (upstream skipped to the next key when a
 * tag of cardinality 1 followed one of a higher cardinality, so some series were never written at
 * some timestamps); missing {@code tagcardinality} entries are all 1 (upstream filled one);
 * <li>bounds that upstream passed to {@code Random.nextInt} unchecked (an update before the first
 * full round, {@code sparsity} below one series, {@code recordcount} below one round, a random
 * span shorter than an interval) give the smallest valid choice instead of an exception;
 * {@code groupbyfunction} is checked against {@code tagcount} (upstream failed on a null array);
 * a {@code recordcount} above 2^31 - 1 is taken as a long (the int field holds at most 2^31 - 1);
 * <li>for {@code MINUTES}, {@code HOURS} and {@code DAYS} (epoch-second timestamps) spans and the
 * update offsets are converted to seconds as the timestamps are;
 * <li>with {@code randomwritetimestamporder}, reads count offsets from the start of the thread's
 * timestamps, not from its first random one, and a thread that has written every timestamp stops;
 * <li>without {@code insertstart} all threads share one start time (upstream's each read the clock);
 * <li>a scan's downsampling field has a read's form ({@code SUM60}; upstream's scans sent
 * {@code SUM=60}, which its own {@link TimeseriesDB} refused); {@link TimeseriesDB} accepts both;
 * <li>{@code randomtimeseriesorder} shuffles with a fixed seed, so the run phase (and every client)
 * names the series the load wrote (upstream shuffled anew in every phase, so a run after a load
 * asked mostly for tag values its series never had);
 * <li>{@code valuetype=mixed}, the spelling of upstream's template, is taken for {@code mixednumbers}.
 * </ul>
 * As in this core's CoreWorkload, a failed insert is counted in the report and the thread goes on
 * (upstream's thread stopped); bad properties are one-line usage errors naming the property.
 */
public class TimeSeriesWorkload extends Workload {

  /** The types of value written. */
  public enum ValueType {
    INTEGERS("integers"),
    FLOATS("floats"),
    MIXED("mixednumbers");

    protected final String name;

    ValueType(String name) {
      this.name = name;
    }

    /** The type named (any case; {@code mixed} too, for {@code mixednumbers}). */
    public static ValueType fromString(String name) {
      for (ValueType t : values()) {
        if (t.name.equalsIgnoreCase(name)) {
          return t;
        }
      }
      if ("mixed".equalsIgnoreCase(name)) {
        return MIXED;
      }
      throw new IllegalArgumentException("Unrecognized type: " + name);
    }
  }

  public static final String TIMESTAMP_KEY_PROPERTY = "timestampkey";
  public static final String TIMESTAMP_KEY_PROPERTY_DEFAULT = "YCSBTS";
  public static final String VALUE_KEY_PROPERTY = "valuekey";
  public static final String VALUE_KEY_PROPERTY_DEFAULT = "YCSBV";
  public static final String TIMESTAMP_INTERVAL_PROPERTY = "timestampinterval";
  public static final String TIMESTAMP_INTERVAL_PROPERTY_DEFAULT = "60";
  public static final String TIMESTAMP_UNITS_PROPERTY = "timestampunits";
  public static final String TIMESTAMP_UNITS_PROPERTY_DEFAULT = "SECONDS";
  public static final String TAG_COUNT_PROPERTY = "tagcount";
  public static final String TAG_COUNT_PROPERTY_DEFAULT = "4";
  public static final String TAG_CARDINALITY_PROPERTY = "tagcardinality";
  public static final String TAG_CARDINALITY_PROPERTY_DEFAULT = "1, 2, 4, 8";
  public static final String TAG_KEY_LENGTH_PROPERTY = "tagkeylength";
  public static final String TAG_KEY_LENGTH_PROPERTY_DEFAULT = "8";
  public static final String TAG_VALUE_LENGTH_PROPERTY = "tagvaluelength";
  public static final String TAG_VALUE_LENGTH_PROPERTY_DEFAULT = "8";
  public static final String PAIR_DELIMITER_PROPERTY = "tagpairdelimiter";
  public static final String PAIR_DELIMITER_PROPERTY_DEFAULT = "=";
  public static final String DELETE_DELIMITER_PROPERTY = "deletedelimiter";
  public static final String DELETE_DELIMITER_PROPERTY_DEFAULT = ":";
  public static final String RANDOMIZE_TIMESTAMP_ORDER_PROPERTY = "randomwritetimestamporder";
  public static final String RANDOMIZE_TIMESTAMP_ORDER_PROPERTY_DEFAULT = "false";
  public static final String RANDOMIZE_TIMESERIES_ORDER_PROPERTY = "randomtimeseriesorder";
  public static final String RANDOMIZE_TIMESERIES_ORDER_PROPERTY_DEFAULT = "true";
  public static final String VALUE_TYPE_PROPERTY = "valuetype";
  public static final String VALUE_TYPE_PROPERTY_DEFAULT = "floats";
  public static final String SPARSITY_PROPERTY = "sparsity";
  public static final String SPARSITY_PROPERTY_DEFAULT = "0.00";
  public static final String DELAYED_SERIES_PROPERTY = "delayedseries";
  public static final String DELAYED_SERIES_PROPERTY_DEFAULT = "0.10";
  public static final String DELAYED_INTERVALS_PROPERTY = "delayedintervals";
  public static final String DELAYED_INTERVALS_PROPERTY_DEFAULT = "5";
  public static final String QUERY_TIMESPAN_PROPERTY = "querytimespan";
  public static final String QUERY_TIMESPAN_PROPERTY_DEFAULT = "0";
  public static final String QUERY_RANDOM_TIMESPAN_PROPERTY = "queryrandomtimespan";
  public static final String QUERY_RANDOM_TIMESPAN_PROPERTY_DEFAULT = "false";
  public static final String QUERY_TIMESPAN_DELIMITER_PROPERTY = "querytimespandelimiter";
  public static final String QUERY_TIMESPAN_DELIMITER_PROPERTY_DEFAULT = ",";
  public static final String GROUPBY_KEY_PROPERTY = "groupbykey";
  public static final String GROUPBY_KEY_PROPERTY_DEFAULT = "YCSBGB";
  public static final String GROUPBY_PROPERTY = "groupbyfunction";
  public static final String GROUPBY_KEYS_PROPERTY = "groupbykeys";
  public static final String DOWNSAMPLING_KEY_PROPERTY = "downsamplingkey";
  public static final String DOWNSAMPLING_KEY_PROPERTY_DEFAULT = "YCSBDS";
  public static final String DOWNSAMPLING_FUNCTION_PROPERTY = "downsamplingfunction";
  public static final String DOWNSAMPLING_INTERVAL_PROPERTY = "downsamplinginterval";

  // Upstream's protected fields, kept for subclasses: set by init, read by the operations.
  protected Properties properties;
  protected Generator<String> keyGenerator;
  protected Generator<String> tagKeyGenerator;
  protected Generator<String> tagValueGenerator;
  protected String timestampKey;
  protected String valueKey;
  protected int timestampInterval;
  protected TimeUnit timeUnits;
  protected boolean randomizeTimestampOrder;
  protected boolean randomizeTimeseriesOrder;
  protected ValueType valueType;
  /** Series index weights: series number = key index x [0] + sum of tag value index i x [i + 1]. */
  protected int[] cumulativeCardinality;
  /** Series in all: keys x product of the tag cardinalities. */
  protected int totalCardinality;
  /** Series per key: the product of the tag cardinalities. */
  protected int perKeyCardinality;
  protected NumberGenerator scanlength;
  /** Chooses the key of a read. */
  protected NumberGenerator keychooser;
  protected DiscreteGenerator operationchooser;
  /** Timestamps the load writes per series, plus one: recordcount / totalCardinality + 1. */
  protected int maxOffsets;
  /** Data points of the load (recordcount; 0 means 2^31 - 1, as upstream). */
  protected int recordcount;
  protected int tagPairs;
  protected String table;
  protected int numKeys;
  protected String[] keys;
  protected String[] tagKeys;
  /** The tag values, shared by every tag key: tag key i takes the first tagCardinality[i]. */
  protected String[] tagValues;
  protected int[] tagCardinality;
  protected int firstIncrementableCardinality;
  protected double sparsity;
  protected double delayedSeries;
  protected int delayedIntervals;
  protected int queryTimeSpan;
  protected boolean queryRandomTimeSpan;
  protected String tagPairDelimiter;
  protected String deleteDelimiter;
  protected String queryTimeSpanDelimiter;
  protected boolean groupBy;
  protected String groupByKey;
  protected String groupByFunction;
  protected boolean[] groupBys;
  protected boolean downsample;
  protected String downsampleKey;
  protected String downsampleFunction;
  protected int downsampleInterval;
  protected boolean dataintegrity;
  /** The measurements of the run init was called in (null outside a run): for subclasses' own metrics. */
  protected Measurements measurements;

  /**
   * The operation mix: upstream's DiscreteGenerator remembers every draw in a field all threads
   * write, so while {@link #operationchooser} is the one init built, operations are drawn from
   * this copy of it instead; a subclass that replaces the field is honoured.
   */
  private WeightedChoice<String> operationMix;
  private DiscreteGenerator builtOperationChooser;

  /** Seeds the shuffle of randomtimeseriesorder, so that every phase and client names the same series. */
  private static final long SERIES_ORDER_SEED = 0x5EED_0F_7135L;

  /** The data points of the load, as a long (recordcount, or 2^31 - 1 for 0). */
  private long dataPoints;
  /** Where every thread's timestamps start: insertstart, or one interval before the time of init. */
  private long startingTimestamp;

  /**
   * Reads the properties. A bad setting is a {@link WorkloadException} (as upstream's callers
   * catch) whose message is one line naming the property, carrying a {@link UsageException} so
   * that the command line prints that line and exits with code 2.
   */
  @Override
  public void init(Properties p) throws WorkloadException {
    try {
      configure(p);
    } catch (UsageException e) {
      throw SettingsError.of(e);
    }
  }

  private void configure(Properties p) throws WorkloadException {
    properties = p;
    measurements = MeasurementsBinding.currentOrNull();
    Props props = new Props(p);
    long records = props.longValue("recordcount", 0, 0);
    dataPoints = records == 0 ? Integer.MAX_VALUE : records;
    recordcount = (int) Math.min(Integer.MAX_VALUE, dataPoints);
    timestampKey = props.string(TIMESTAMP_KEY_PROPERTY, TIMESTAMP_KEY_PROPERTY_DEFAULT);
    valueKey = props.string(VALUE_KEY_PROPERTY, VALUE_KEY_PROPERTY_DEFAULT);
    operationchooser = operations(props);
    builtOperationChooser = operationchooser;
    operationMix = operationMix(props);

    int maxScanLength = props.intValue(CoreWorkload.MAX_SCAN_LENGTH_PROPERTY, 1000, 1);
    scanlength = "zipfian".equals(props.choice(CoreWorkload.SCAN_LENGTH_DISTRIBUTION_PROPERTY, "uniform",
        "uniform", "zipfian")) ? new ZipfianGenerator(1, maxScanLength) : new UniformLongGenerator(1, maxScanLength);

    randomizeTimestampOrder = props.bool(RANDOMIZE_TIMESTAMP_ORDER_PROPERTY, false);
    randomizeTimeseriesOrder = props.bool(RANDOMIZE_TIMESERIES_ORDER_PROPERTY, true);
    numKeys = props.intValue(CoreWorkload.FIELD_COUNT_PROPERTY, 10, 1);
    tagPairs = props.intValue(TAG_COUNT_PROPERTY, 4, 0);
    sparsity = props.doubleValue(SPARSITY_PROPERTY, 0, 0, 1);
    tagCardinality = new int[tagPairs];
    keychooser = keyChooser(props);

    timestampInterval = props.intValue(TIMESTAMP_INTERVAL_PROPERTY, 60, 1);
    timeUnits = timeUnits(props);
    tagPairDelimiter = delimiter(p, PAIR_DELIMITER_PROPERTY, PAIR_DELIMITER_PROPERTY_DEFAULT);
    deleteDelimiter = delimiter(p, DELETE_DELIMITER_PROPERTY, DELETE_DELIMITER_PROPERTY_DEFAULT);
    dataintegrity = props.bool(CoreWorkload.DATA_INTEGRITY_PROPERTY, false);

    queryTimeSpan = props.intValue(QUERY_TIMESPAN_PROPERTY, 0, 0);
    queryRandomTimeSpan = props.bool(QUERY_RANDOM_TIMESPAN_PROPERTY, false);
    queryTimeSpanDelimiter = delimiter(p, QUERY_TIMESPAN_DELIMITER_PROPERTY, QUERY_TIMESPAN_DELIMITER_PROPERTY_DEFAULT);

    groupByKey = props.string(GROUPBY_KEY_PROPERTY, GROUPBY_KEY_PROPERTY_DEFAULT);
    groupByFunction = props.string(GROUPBY_PROPERTY, null);
    if (groupByFunction != null && !groupByFunction.isEmpty()) {
      groupBys = groupByKeys(props);
      groupBy = true;
    }
    downsampleKey = props.string(DOWNSAMPLING_KEY_PROPERTY, DOWNSAMPLING_KEY_PROPERTY_DEFAULT);
    downsampleFunction = props.string(DOWNSAMPLING_FUNCTION_PROPERTY, null);
    if (downsampleFunction != null && !downsampleFunction.isEmpty()) {
      if (!props.has(DOWNSAMPLING_INTERVAL_PROPERTY)) {
        throw new UsageException(DOWNSAMPLING_FUNCTION_PROPERTY + "=" + downsampleFunction + ": expected "
            + DOWNSAMPLING_INTERVAL_PROPERTY + " too (the bucket width, in timestampunits)");
      }
      downsampleInterval = props.intValue(DOWNSAMPLING_INTERVAL_PROPERTY, 0, 1);
      downsample = true;
    }

    delayedSeries = props.doubleValue(DELAYED_SERIES_PROPERTY, 0.10, 0, 1);
    delayedIntervals = props.intValue(DELAYED_INTERVALS_PROPERTY, 5, 0);
    if (delayedSeries > 0 && delayedIntervals < 1) {
      throw new UsageException(DELAYED_INTERVALS_PROPERTY + "=" + delayedIntervals + ": expected at least 1 with "
          + DELAYED_SERIES_PROPERTY + "=" + delayedSeries + " (or set " + DELAYED_SERIES_PROPERTY + "=0)");
    }
    String type = props.string(VALUE_TYPE_PROPERTY, VALUE_TYPE_PROPERTY_DEFAULT);
    try {
      valueType = ValueType.fromString(type);
    } catch (IllegalArgumentException e) {
      throw new UsageException(VALUE_TYPE_PROPERTY + "=" + type + ": expected one of integers, floats, mixednumbers");
    }
    table = props.string(CoreWorkload.TABLENAME_PROPERTY, CoreWorkload.TABLENAME_PROPERTY_DEFAULT);
    initKeysAndTags();
    validateSettings();
    startingTimestamp = props.has(CoreWorkload.INSERT_START_PROPERTY)
        ? props.longValue(CoreWorkload.INSERT_START_PROPERTY, 0, Long.MIN_VALUE)
        : new UnixEpochTimestampGenerator(timestampInterval, timeUnits).nextTimestamp();
  }

  /** The same mix as upstream's chooser, drawn without writing shared state (the per-operation path). */
  private static WeightedChoice<String> operationMix(Props p) {
    WeightedChoice<String> mix = new WeightedChoice<>();
    mix.add("READ", p.doubleValue(CoreWorkload.READ_PROPORTION_PROPERTY, 0.95, 0, 1));
    mix.add("UPDATE", p.doubleValue(CoreWorkload.UPDATE_PROPORTION_PROPERTY, 0.05, 0, 1));
    mix.add("INSERT", p.doubleValue(CoreWorkload.INSERT_PROPORTION_PROPERTY, 0, 0, 1));
    mix.add("SCAN", p.doubleValue(CoreWorkload.SCAN_PROPORTION_PROPERTY, 0, 0, 1));
    mix.add("DELETE", p.doubleValue(CoreWorkload.DELETE_PROPORTION_PROPERTY, 0, 0, 1));
    return mix;
  }

  /** Upstream's operation chooser; read-modify-write has no meaning here, so it is refused. */
  private static DiscreteGenerator operations(Props p) {
    double rmw = p.doubleValue(CoreWorkload.READMODIFYWRITE_PROPORTION_PROPERTY, 0, 0, 1);
    if (rmw > 0) {
      throw new UsageException(CoreWorkload.READMODIFYWRITE_PROPORTION_PROPERTY + "=" + rmw
          + ": TimeSeriesWorkload has no read-modify-write; expected 0");
    }
    double sum = 0;
    for (String[] share : new String[][] {{CoreWorkload.READ_PROPORTION_PROPERTY, "0.95"},
        {CoreWorkload.UPDATE_PROPORTION_PROPERTY, "0.05"}, {CoreWorkload.INSERT_PROPORTION_PROPERTY, "0"},
        {CoreWorkload.SCAN_PROPORTION_PROPERTY, "0"}, {CoreWorkload.DELETE_PROPORTION_PROPERTY, "0"}}) {
      sum += p.doubleValue(share[0], Double.parseDouble(share[1]), 0, 1);
    }
    if (sum <= 0) {
      throw new UsageException("readproportion, updateproportion, insertproportion, scanproportion, "
          + "deleteproportion: all are 0; expected at least one > 0");
    }
    return CoreWorkload.createOperationGenerator(p.raw());
  }

  private NumberGenerator keyChooser(Props p) {
    String dist = p.choice(CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY, CoreWorkload.REQUEST_DISTRIBUTION_PROPERTY_DEFAULT,
        "uniform", "sequential", "zipfian", "hotspot");
    switch (dist) {
      case "sequential":
        return new SequentialGenerator(0, numKeys - 1);
      case "zipfian":
        return new ScrambledZipfianGenerator(0, numKeys - 1);
      case "hotspot":
        return new HotspotIntegerGenerator(0, numKeys - 1,
            p.doubleValue(CoreWorkload.HOTSPOT_DATA_FRACTION, 0.2, 0, 1),
            p.doubleValue(CoreWorkload.HOTSPOT_OPN_FRACTION, 0.8, 0, 1));
      default:
        return new UniformLongGenerator(0, numKeys - 1);
    }
  }

  private static TimeUnit timeUnits(Props p) {
    String v = p.string(TIMESTAMP_UNITS_PROPERTY, TIMESTAMP_UNITS_PROPERTY_DEFAULT);
    String expected = ": expected one of MILLISECONDS, SECONDS, MINUTES, HOURS, DAYS";
    TimeUnit unit;
    try {
      unit = TimeUnit.valueOf(v.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UsageException(TIMESTAMP_UNITS_PROPERTY + "=" + v + expected);
    }
    if (unit == TimeUnit.NANOSECONDS || unit == TimeUnit.MICROSECONDS) {
      throw new UsageException(TIMESTAMP_UNITS_PROPERTY + "=" + v + expected + " (upstream does not support " + unit
          + " either)");
    }
    return unit;
  }

  private static String delimiter(Properties p, String name, String def) {
    String d = p.getProperty(name, def);
    if (d.isEmpty()) {
      throw new UsageException(name + "=: expected a delimiter of at least one character");
    }
    return d;
  }

  private boolean[] groupByKeys(Props p) {
    String list = p.string(GROUPBY_KEYS_PROPERTY, "");
    String expected = ": expected " + tagPairs + " comma-separated flags (0 or 1), one per tag (tagcount=" + tagPairs + ")";
    if (list.isEmpty()) {
      throw new UsageException(GROUPBY_PROPERTY + "=" + groupByFunction + ": expected " + GROUPBY_KEYS_PROPERTY
          + " too (a 0 or 1 per tag, tagcount=" + tagPairs + " of them)");
    }
    String[] parts = list.split(",");
    if (parts.length != tagPairs) {
      throw new UsageException(GROUPBY_KEYS_PROPERTY + "=" + list + expected);
    }
    boolean[] flags = new boolean[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        flags[i] = Integer.parseInt(parts[i].trim()) != 0;
      } catch (NumberFormatException e) {
        throw new UsageException(GROUPBY_KEYS_PROPERTY + "=" + list + expected);
      }
    }
    return flags;
  }

  /**
   * Builds the keys, tag keys and tag values (counting strings, shuffled with
   * {@code randomtimeseriesorder}), the cardinalities and {@link #maxOffsets}.
   */
  protected void initKeysAndTags() throws WorkloadException {
    Props p = new Props(properties);
    int keyLength = p.intValue(CoreWorkload.FIELD_LENGTH_PROPERTY, 100, 1);
    int tagKeyLength = p.intValue(TAG_KEY_LENGTH_PROPERTY, 8, 1);
    int tagValueLength = p.intValue(TAG_VALUE_LENGTH_PROPERTY, 8, 1);
    keyGenerator = new IncrementingPrintableStringGenerator(keyLength);
    tagKeyGenerator = new IncrementingPrintableStringGenerator(tagKeyLength);
    tagValueGenerator = new IncrementingPrintableStringGenerator(tagValueLength);

    int threads = p.intValue("threadcount", 1, 1);
    if (numKeys < threads) {
      throw new UsageException(CoreWorkload.FIELD_COUNT_PROPERTY + "=" + numKeys + ": expected at least threadcount="
          + threads + " (TimeSeriesWorkload gives each thread keys of its own to write)");
    }
    String cardinalities = p.string(TAG_CARDINALITY_PROPERTY, TAG_CARDINALITY_PROPERTY_DEFAULT);
    String[] parts = cardinalities.split(",");
    int maxCardinality = 0;
    long perKey = 1;
    for (int i = 0; i < tagPairs; i++) {
      int c = 1; // tags beyond the list have one value
      if (i < parts.length) {
        try {
          c = Integer.parseInt(parts[i].trim());
        } catch (NumberFormatException e) {
          c = 0;
        }
        if (c < 1) {
          throw new UsageException(TAG_CARDINALITY_PROPERTY + "=" + cardinalities
              + ": expected comma-separated whole numbers >= 1, one per tag (tagcount=" + tagPairs + ")");
        }
      }
      tagCardinality[i] = c;
      perKey *= c;
      maxCardinality = Math.max(maxCardinality, c);
      if (perKey * numKeys > Integer.MAX_VALUE) {
        throw new UsageException(TAG_CARDINALITY_PROPERTY + "=" + cardinalities + ": fieldcount x the product of the"
            + " cardinalities (the number of series) must be at most " + Integer.MAX_VALUE);
      }
    }
    perKeyCardinality = (int) perKey;
    totalCardinality = (int) (perKey * numKeys);
    firstIncrementableCardinality = 0;
    for (int i = 0; i < tagCardinality.length; i++) {
      if (tagCardinality[i] > 1) {
        firstIncrementableCardinality = i;
        break;
      }
    }

    keys = new String[numKeys];
    tagKeys = new String[tagPairs];
    tagValues = new String[maxCardinality];
    for (int i = 0; i < numKeys; i++) {
      keys[i] = keyGenerator.nextValue();
    }
    for (int i = 0; i < tagPairs; i++) {
      tagKeys[i] = tagKeyGenerator.nextValue();
    }
    for (int i = 0; i < maxCardinality; i++) {
      tagValues[i] = tagValueGenerator.nextValue();
    }
    if (randomizeTimeseriesOrder) {
      Random shuffle = new Random(SERIES_ORDER_SEED); // the same order in the load and in the run
      shuffle(keys, shuffle);
      shuffle(tagValues, shuffle);
    }

    maxOffsets = (int) Math.min(Integer.MAX_VALUE, dataPoints / totalCardinality + 1);
    cumulativeCardinality = new int[tagPairs + 1];
    int weight = 1;
    for (int i = tagPairs; i >= 1; i--) {
      cumulativeCardinality[i] = weight;
      weight *= tagCardinality[i - 1];
    }
    cumulativeCardinality[0] = weight; // = perKeyCardinality
    if (tagPairs == 0) {
      cumulativeCardinality[0] = 1;
    }
  }

  private static void shuffle(String[] a, Random random) {
    for (int i = a.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      String t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /** Refuses settings that cannot work together: with {@code dataintegrity}, everything that changes values. */
  protected void validateSettings() throws WorkloadException {
    if (!dataintegrity) {
      return;
    }
    String prefix = CoreWorkload.DATA_INTEGRITY_PROPERTY + "=true: expected ";
    if (valueType != ValueType.INTEGERS) {
      throw new UsageException(prefix + VALUE_TYPE_PROPERTY + "=integers (not " + valueType.name + ")");
    }
    if (groupBy) {
      throw new UsageException(prefix + "no " + GROUPBY_PROPERTY + " (aggregates cannot be verified)");
    }
    if (downsample) {
      throw new UsageException(prefix + "no " + DOWNSAMPLING_FUNCTION_PROPERTY + " (aggregates cannot be verified)");
    }
    if (queryTimeSpan > 0) {
      throw new UsageException(prefix + QUERY_TIMESPAN_PROPERTY + "=0 (a read must name one data point)");
    }
    if (randomizeTimeseriesOrder) {
      throw new UsageException(prefix + RANDOMIZE_TIMESERIES_ORDER_PROPERTY + "=false (its default is true)");
    }
    String start = properties.getProperty(CoreWorkload.INSERT_START_PROPERTY);
    if (start == null || start.isBlank()) {
      throw new UsageException(prefix + CoreWorkload.INSERT_START_PROPERTY
          + " set to the first timestamp (a Unix epoch time in timestampunits), the same for the load and the run");
    }
  }

  /** {@code count} timestamp intervals in timestamp units (epoch seconds for MINUTES and coarser). */
  private long ticks(long count) {
    switch (timeUnits) {
      case MINUTES:
        return count * 60;
      case HOURS:
        return count * 3600;
      case DAYS:
        return count * 86400;
      default:
        return count;
    }
  }

  @Override
  public Object initThread(Properties p, int mythreadid, int threadcount) throws WorkloadException {
    if (properties == null) {
      throw new WorkloadException("Workload has not been initialized.");
    }
    try {
      return new ThreadState(mythreadid, threadcount);
    } catch (UsageException e) {
      throw SettingsError.of(e);
    }
  }

  private static ThreadState state(Object threadstate) {
    if (threadstate instanceof ThreadState s) {
      return s;
    }
    throw new IllegalStateException("Missing thread state.");
  }

  // ---- load ----

  @Override
  public boolean doInsert(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    TreeMap<String, ByteIterator> point = new TreeMap<>(); // the binding's to keep, as upstream's
    String key = state.nextDataPoint(point, true);
    if (key == null) {
      return false; // a random timestamp order has run out: this thread has written all it was given
    }
    db.insert(table, key, point);
    return !isStopRequested();
  }

  // ---- run ----

  @Override
  public boolean doTransaction(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    DiscreteGenerator chooser = operationchooser;
    switch (chooser == builtOperationChooser ? operationMix.next() : chooser.nextValue()) {
      case "READ":
        doTransactionRead(db, state);
        break;
      case "UPDATE":
        doTransactionUpdate(db, state);
        break;
      case "INSERT":
        doTransactionInsert(db, state);
        break;
      case "SCAN":
        doTransactionScan(db, state);
        break;
      case "DELETE":
        doTransactionDelete(db, state);
        break;
      default:
        return false;
    }
    return !isStopRequested();
  }

  /** Reads one data point (or one span, with querytimespan) of a random series; verifies it with dataintegrity. */
  protected void doTransactionRead(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    ThreadLocalRandom random = ThreadLocalRandom.current();
    String key = keys[(int) keychooser.nextLong()];
    long offsets = state.queryOffsetGenerator.nextLong();
    long start = state.startTimestamp + (offsets > 0 ? state.timestampGenerator.getOffset(offsets) : 0);
    Set<String> fields = state.fields;
    fields.clear();
    addQueryFields(fields, start, random, state.text);
    Map<String, ByteIterator> cells = state.cells;
    cells.clear();
    Status status = db.read(table, key, fields, cells);
    if (dataintegrity && status != null && status.isOk()) {
      long t0 = System.nanoTime();
      Status verdict = verifyRow(key, cells);
      long t1 = System.nanoTime();
      if (db instanceof CompoundRecorder measured) {
        measured.recordCompound("VERIFY", t0, t1, verdict);
      }
    }
    cells.clear();
  }

  /** Rewrites a data point of this thread's series at a random earlier timestamp. */
  protected void doTransactionUpdate(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    TreeMap<String, ByteIterator> point = new TreeMap<>();
    String key = state.nextDataPoint(point, false);
    if (key != null) {
      db.update(table, key, point);
    }
  }

  protected void doTransactionInsert(DB db, Object threadstate) {
    doInsert(db, threadstate);
  }

  /** Scans a random series from a random timestamp (over querytimespan), up to a scan length of rows. */
  protected void doTransactionScan(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    ThreadLocalRandom random = ThreadLocalRandom.current();
    String key = keys[random.nextInt(keys.length)];
    int length = (int) Math.min(Integer.MAX_VALUE, scanlength.nextLong());
    long start = randomStart(state, random);
    Set<String> fields = state.fields;
    fields.clear();
    addQueryFields(fields, start, random, state.text);
    Vector<HashMap<String, ByteIterator>> rows = state.rows;
    rows.clear();
    db.scan(table, key, length, fields, rows);
    rows.clear();
  }

  /** Deletes the data of a random series at a random timestamp (or span); group-by tags are left open. */
  protected void doTransactionDelete(DB db, Object threadstate) {
    ThreadState state = state(threadstate);
    ThreadLocalRandom random = ThreadLocalRandom.current();
    StringBuilder b = state.text;
    b.setLength(0);
    b.append(keys[random.nextInt(keys.length)]);
    long start = randomStart(state, random);
    for (int i = 0; i < tagPairs; i++) {
      b.append(deleteDelimiter).append(tagKeys[i]);
      if (!(groupBy && groupBys[i])) {
        b.append(tagPairDelimiter).append(tagValues[random.nextInt(tagCardinality[i])]);
      }
    }
    b.append(deleteDelimiter);
    appendTime(b, start, random);
    db.delete(table, b.toString());
  }

  /** A random loaded timestamp of this thread's sequence (scans and deletes, as upstream). */
  private long randomStart(ThreadState state, ThreadLocalRandom random) {
    int offsets = random.nextInt(Math.max(1, maxOffsets - 1));
    return state.startTimestamp + (offsets > 0 ? state.timestampGenerator.getOffset(offsets) : 0);
  }

  /** A read's or scan's fields: a tag pair per tag (a bare key when grouped), the time, group-by, downsampling. */
  private void addQueryFields(Set<String> fields, long start, ThreadLocalRandom random, StringBuilder b) {
    for (int i = 0; i < tagPairs; i++) {
      if (groupBy && groupBys[i]) {
        fields.add(tagKeys[i]);
      } else {
        b.setLength(0);
        fields.add(b.append(tagKeys[i]).append(tagPairDelimiter)
            .append(tagValues[random.nextInt(tagCardinality[i])]).toString());
      }
    }
    b.setLength(0);
    appendTime(b, start, random);
    fields.add(b.toString());
    if (groupBy) {
      fields.add(groupByKey + tagPairDelimiter + groupByFunction);
    }
    if (downsample) {
      fields.add(downsampleKey + tagPairDelimiter + downsampleFunction + downsampleInterval);
    }
  }

  /** {@code timestampkey=start}, or {@code timestampkey=start,end} with a query time span. */
  private void appendTime(StringBuilder b, long start, ThreadLocalRandom random) {
    b.append(timestampKey).append(tagPairDelimiter).append(start);
    if (queryTimeSpan > 0) {
      long end;
      if (queryRandomTimeSpan) {
        int steps = queryTimeSpan / timestampInterval;
        end = start + ticks(timestampInterval) * (steps > 0 ? random.nextInt(steps) : 0);
      } else {
        end = start + ticks(queryTimeSpan);
      }
      b.append(queryTimeSpanDelimiter).append(end);
    }
  }

  // ---- data integrity ----

  /**
   * Checks a data point read back: its value must be {@link #validationFunction} of the key, its
   * timestamp and its tags (every cell but the timestamp and the value). Raw points only: an
   * aggregate does not verify. As upstream, cells without a timestamp, value or tag verify
   * vacuously (a binding whose reads return nothing cannot be checked).
   *
   * @return {@link Status#OK}, or {@link Status#UNEXPECTED_STATE} when the value does not match
   */
  protected Status verifyRow(String key, Map<String, ByteIterator> cells) {
    long timestamp = 0;
    long integer = 0;
    double floating = 0;
    boolean isFloating = false;
    TreeMap<String, String> tags = new TreeMap<>();
    for (Map.Entry<String, ByteIterator> e : cells.entrySet()) {
      if (e.getKey().equals(timestampKey)) {
        if (!(e.getValue() instanceof NumericByteIterator ts)) {
          return Status.UNEXPECTED_STATE;
        }
        timestamp = ts.getLong();
      } else if (e.getKey().equals(valueKey)) {
        if (!(e.getValue() instanceof NumericByteIterator v)) {
          return Status.UNEXPECTED_STATE;
        }
        isFloating = v.isFloatingPoint();
        if (isFloating) {
          floating = v.getDouble();
        } else {
          integer = v.getLong();
        }
      } else {
        tags.put(e.getKey(), e.getValue().toString());
      }
    }
    long expected = validationFunction(key, timestamp, tags);
    boolean matches = isFloating ? expected == floating : expected == integer;
    return matches ? Status.OK : Status.UNEXPECTED_STATE;
  }

  /**
   * The value a series holds at a timestamp with dataintegrity: upstream's function, so data
   * written by upstream verifies here: the Java hash of the tag keys and values concatenated in
   * key order, as a long, xor the timestamp. (Upstream's documentation says the key is part of
   * it; its code leaves the key out, and so does this.)
   */
  protected long validationFunction(String key, long timestamp, TreeMap<String, String> tags) {
    StringBuilder b = new StringBuilder();
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      b.append(tag.getKey()).append(tag.getValue());
    }
    return (long) b.toString().hashCode() ^ timestamp;
  }

  /**
   * One client thread's position in the data: its keys ({@code keyIdxStart} to {@code keyIdxEnd}),
   * the series it writes next ({@code keyIdx} and {@code tagValueIdxs}), its timestamps, and the
   * containers its reads and scans reuse (each handed to the binding for one call; a written point is a new map).
   */
  protected class ThreadState {
    protected final UnixEpochTimestampGenerator timestampGenerator;
    /** Offsets (in intervals from startTimestamp) for reads. */
    protected final NumberGenerator queryOffsetGenerator;
    protected int keyIdx;
    protected int keyIdxStart;
    protected int keyIdxEnd;
    protected int[] tagValueIdxs;
    /** Set when every series of this thread has a point at the current timestamp. */
    protected boolean rollover;
    /** The first timestamp of this thread's sequence. */
    protected long startTimestamp;

    private final Set<String> fields = new HashSet<>();
    private final Map<String, ByteIterator> cells = new HashMap<>();
    private final Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    private final StringBuilder text = new StringBuilder();
    private final long intervalTicks;

    /**
     * The state of thread {@code threadID} of {@code threadCount}: keys are split evenly between
     * the threads, the last taking the remainder.
     */
    protected ThreadState(int threadID, int threadCount) throws WorkloadException {
      int totalThreads = threadCount > 0 ? threadCount : 1;
      if (threadID >= totalThreads) {
        throw new IllegalStateException("Thread ID " + threadID + " cannot be greater than or equal to the thread count "
            + totalThreads);
      }
      if (keys.length < totalThreads) {
        throw new UsageException(CoreWorkload.FIELD_COUNT_PROPERTY + "=" + keys.length + ": expected at least threadcount="
            + totalThreads + " (TimeSeriesWorkload gives each thread keys of its own to write)");
      }
      int keysPerThread = keys.length / totalThreads;
      keyIdx = keysPerThread * threadID;
      keyIdxStart = keyIdx;
      keyIdxEnd = threadID == totalThreads - 1 ? keys.length : keyIdxStart + keysPerThread;
      tagValueIdxs = new int[tagPairs];
      if (randomizeTimestampOrder) {
        if (maxOffsets > RandomDiscreteTimestampGenerator.MAX_INTERVALS) {
          throw new UsageException(RANDOMIZE_TIMESTAMP_ORDER_PROPERTY + "=true: expected at most "
              + RandomDiscreteTimestampGenerator.MAX_INTERVALS + " timestamps per series, but recordcount=" + recordcount
              + " over " + totalCardinality + " series makes " + maxOffsets);
        }
        timestampGenerator = new RandomDiscreteTimestampGenerator(timestampInterval, timeUnits, startingTimestamp,
            maxOffsets);
      } else {
        timestampGenerator = new UnixEpochTimestampGenerator(timestampInterval, timeUnits, startingTimestamp);
      }
      timestampGenerator.nextTimestamp(); // the first timestamp to write
      intervalTicks = timestampGenerator.getOffset(1);
      // the earliest timestamp written: upstream's random order starts one interval before the start
      startTimestamp = randomizeTimestampOrder ? startingTimestamp - intervalTicks : startingTimestamp;
      queryOffsetGenerator = new UniformLongGenerator(0, Math.max(0, maxOffsets - 2));
    }

    /**
     * Fills {@code map} with the next data point this thread writes (its tags, timestamp and
     * value) and returns its key; null when a random timestamp order has no timestamp left. An
     * insert writes at the current timestamp (earlier for a delayed series), an update at a random
     * earlier one. With {@code sparsity}, some series are skipped.
     */
    protected String nextDataPoint(Map<String, ByteIterator> map, boolean isInsert) {
      ThreadLocalRandom random = ThreadLocalRandom.current();
      int iterations = 1;
      if (sparsity > 0) {
        int bound = (int) (perKeyCardinality * sparsity);
        iterations = bound > 1 ? Math.max(1, random.nextInt(bound)) : 1;
      }
      while (true) {
        iterations--;
        if (rollover) {
          if (timestampGenerator instanceof RandomDiscreteTimestampGenerator r && r.remaining() == 0) {
            return null;
          }
          timestampGenerator.nextTimestamp();
          rollover = false;
        }
        String key = null;
        if (iterations <= 0) {
          key = keys[keyIdx];
          fill(map, key, isInsert, random);
        }
        advance();
        if (iterations <= 0) {
          return key;
        }
      }
    }

    private void fill(Map<String, ByteIterator> map, String key, boolean isInsert, ThreadLocalRandom random) {
      int series = keyIdx * cumulativeCardinality[0];
      for (int i = 0; i < tagPairs; i++) {
        int tv = tagValueIdxs[i];
        map.put(tagKeys[i], new StringByteIterator(tagValues[tv]));
        series += tv * cumulativeCardinality[i + 1];
      }
      long current = timestampGenerator.currentValue();
      long timestamp;
      if (!isInsert) {
        long past = (current - startTimestamp) / intervalTicks;
        timestamp = startTimestamp + (past > 0 ? random.nextLong(past) : 0) * intervalTicks;
      } else if (delayedSeries > 0 && (double) series / totalCardinality < delayedSeries) {
        timestamp = current - intervalTicks * (series % delayedIntervals); // a lagging source
      } else {
        timestamp = current;
      }
      map.put(timestampKey, new NumericByteIterator(timestamp));
      if (dataintegrity) {
        TreeMap<String, String> tags = new TreeMap<>();
        for (int i = 0; i < tagPairs; i++) {
          tags.put(tagKeys[i], tagValues[tagValueIdxs[i]]);
        }
        map.put(valueKey, new NumericByteIterator(validationFunction(key, timestamp, tags)));
        return;
      }
      boolean floating = valueType == ValueType.FLOATS || valueType == ValueType.MIXED && random.nextBoolean();
      map.put(valueKey, floating ? new NumericByteIterator(random.nextDouble() * 100000)
          : new NumericByteIterator(random.nextInt()));
    }

    /** Moves to the next series: the tag values count like an odometer, then the key; after the last, the next timestamp. */
    private void advance() {
      for (int i = tagCardinality.length - 1; i >= 0; i--) {
        if (tagCardinality[i] <= 1) {
          continue;
        }
        if (tagValueIdxs[i] + 1 < tagCardinality[i]) {
          tagValueIdxs[i]++;
          return;
        }
        tagValueIdxs[i] = 0;
      }
      if (keyIdx + 1 >= keyIdxEnd) {
        keyIdx = keyIdxStart;
        rollover = true;
      } else {
        keyIdx++;
      }
    }
  }
}

package site.ycsb.workloads;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.Vector;
import java.util.concurrent.TimeUnit;
import site.ycsb.ByteIterator;
import site.ycsb.DB;
import site.ycsb.NumericByteIterator;
import site.ycsb.Status;
import site.ycsb.Workload;
import site.ycsb.WorkloadException;
import site.ycsb.config.UsageException;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.Generator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.UnixEpochTimestampGenerator;
import site.ycsb.generator.WeightedChoice;
import site.ycsb.measurements.Measurements;
import site.ycsb.measurements.MeasurementsBinding;
import site.ycsb.options.TimeSeriesOptions;

/**
 * Upstream's time-series workload: data points of many series, each series a <b>key</b> (the
 * metric, {@code fieldcount} of them, {@code fieldlength} letters) and a set of <b>tags</b>
 * ({@code tagcount} tag keys, tag key {@code i} taking {@code tagcardinality[i]} values), so there
 * are {@code fieldcount x product(tagcardinality)} series. The load writes every series at one
 * timestamp, then at the next one ({@code timestampinterval} {@code timestampunits} later), and
 * so on for {@code recordcount} data points; the run mixes reads, updates, inserts, scans and
 * deletes by upstream's {@code *proportion} properties. Property names, defaults and the encoding
 * are upstream's (see {@code workloads/tsworkloada} and {@link site.ycsb.TimeseriesDB}, which decodes them):
 * <ul>
 * <li>a write is {@code insert(table, key, {tagkey: value..., timestampkey: ts, valuekey: v})},
 * timestamp and value as {@link NumericByteIterator}s, in a map of its own the binding may keep;
 * <li>a read or scan names its series and time in the fields: {@code tagkey=value} per tag (a bare
 * {@code tagkey} for a tag left open by {@code groupbykeys}), {@code timestampkey=ts} or
 * {@code timestampkey=start,end} ({@code querytimespan}), {@code groupbykey=function},
 * {@code downsamplingkey=<function><interval>};
 * <li>a delete flattens the same into its key, parts joined by {@code deletedelimiter}.
 * </ul>
 * With {@code dataintegrity=true} every value is {@link #validationFunction} of its series and
 * timestamp, and every read that finds a point is checked by {@link #verifyRow} (the VERIFY metric).
 * The parts: {@link TimeSeriesSettings} (the properties), {@link SeriesSpace} (keys and tags),
 * {@link SeriesPoints} (the points written and checked), {@link SeriesQueries} (reads, scans, deletes).
 *
 * <p>Threads: each client thread writes the series of its own share of the keys (so
 * {@code fieldcount} must be at least {@code threadcount}) with a timestamp sequence of its own
 * starting at {@code insertstart}; reads and scans may ask for any series. Everything shared is
 * read-only after {@link #init}; a thread's state lives in its {@link ThreadState}.
 *
 * <p>For the same properties the load writes upstream's points in upstream's order. Differences
 * from upstream, each fixing a defect there (the API is unchanged): the series order is a plain
 * odometer over the tags (upstream skipped series when a tag of one value followed one of more, so
 * for such tag cardinalities the load here writes more series per timestamp and its data set is not
 * comparable with upstream's: 12 against 6 for {@code tagcardinality=2,1,3} over two keys);
 * a {@code dataintegrity} value is computed from the timestamp it is written at (upstream's delayed
 * series and updates failed VERIFY); bounds upstream passed to {@code Random.nextInt} unchecked give
 * the smallest valid choice; spans of {@code MINUTES} and coarser are converted to seconds as the
 * timestamps are; with {@code randomwritetimestamporder} reads count from the thread's first
 * timestamp and a thread that has written every timestamp stops (upstream threw); without
 * {@code insertstart} all threads share one start time; scans' downsampling field has a read's form
 * ({@code SUM60}); {@code randomtimeseriesorder} shuffles with a fixed seed, so the run names the
 * series the load wrote; {@code valuetype=mixed} is taken for {@code mixednumbers}. A failed insert is
 * counted and the thread goes on; a bad property is a {@link WorkloadException} of one line naming it.
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

  public static final String TIMESTAMP_KEY_PROPERTY = TimeSeriesOptions.TIMESTAMP_KEY.name();
  public static final String TIMESTAMP_KEY_PROPERTY_DEFAULT = TimeSeriesOptions.TIMESTAMP_KEY.defaultText();
  public static final String VALUE_KEY_PROPERTY = TimeSeriesOptions.VALUE_KEY.name();
  public static final String VALUE_KEY_PROPERTY_DEFAULT = TimeSeriesOptions.VALUE_KEY.defaultText();
  public static final String TIMESTAMP_INTERVAL_PROPERTY = TimeSeriesOptions.TIMESTAMP_INTERVAL.name();
  public static final String TIMESTAMP_INTERVAL_PROPERTY_DEFAULT = TimeSeriesOptions.TIMESTAMP_INTERVAL.defaultText();
  public static final String TIMESTAMP_UNITS_PROPERTY = TimeSeriesOptions.TIMESTAMP_UNITS.name();
  public static final String TIMESTAMP_UNITS_PROPERTY_DEFAULT = TimeSeriesOptions.TIMESTAMP_UNITS.defaultText();
  public static final String TAG_COUNT_PROPERTY = TimeSeriesOptions.TAG_COUNT.name();
  public static final String TAG_COUNT_PROPERTY_DEFAULT = TimeSeriesOptions.TAG_COUNT.defaultText();
  public static final String TAG_CARDINALITY_PROPERTY = TimeSeriesOptions.TAG_CARDINALITY.name();
  public static final String TAG_CARDINALITY_PROPERTY_DEFAULT = TimeSeriesOptions.TAG_CARDINALITY.defaultText();
  public static final String TAG_KEY_LENGTH_PROPERTY = TimeSeriesOptions.TAG_KEY_LENGTH.name();
  public static final String TAG_KEY_LENGTH_PROPERTY_DEFAULT = TimeSeriesOptions.TAG_KEY_LENGTH.defaultText();
  public static final String TAG_VALUE_LENGTH_PROPERTY = TimeSeriesOptions.TAG_VALUE_LENGTH.name();
  public static final String TAG_VALUE_LENGTH_PROPERTY_DEFAULT = TimeSeriesOptions.TAG_VALUE_LENGTH.defaultText();
  public static final String PAIR_DELIMITER_PROPERTY = TimeSeriesOptions.PAIR_DELIMITER.name();
  public static final String PAIR_DELIMITER_PROPERTY_DEFAULT = TimeSeriesOptions.PAIR_DELIMITER.defaultText();
  public static final String DELETE_DELIMITER_PROPERTY = TimeSeriesOptions.DELETE_DELIMITER.name();
  public static final String DELETE_DELIMITER_PROPERTY_DEFAULT = TimeSeriesOptions.DELETE_DELIMITER.defaultText();
  public static final String RANDOMIZE_TIMESTAMP_ORDER_PROPERTY = TimeSeriesOptions.RANDOMIZE_TIMESTAMP_ORDER.name();
  public static final String RANDOMIZE_TIMESTAMP_ORDER_PROPERTY_DEFAULT =
      TimeSeriesOptions.RANDOMIZE_TIMESTAMP_ORDER.defaultText();
  public static final String RANDOMIZE_TIMESERIES_ORDER_PROPERTY = TimeSeriesOptions.RANDOMIZE_TIMESERIES_ORDER.name();
  public static final String RANDOMIZE_TIMESERIES_ORDER_PROPERTY_DEFAULT =
      TimeSeriesOptions.RANDOMIZE_TIMESERIES_ORDER.defaultText();
  public static final String VALUE_TYPE_PROPERTY = TimeSeriesOptions.VALUE_TYPE.name();
  public static final String VALUE_TYPE_PROPERTY_DEFAULT = TimeSeriesOptions.VALUE_TYPE.defaultText();
  public static final String SPARSITY_PROPERTY = TimeSeriesOptions.SPARSITY.name();
  public static final String SPARSITY_PROPERTY_DEFAULT = TimeSeriesOptions.SPARSITY.defaultText();
  public static final String DELAYED_SERIES_PROPERTY = TimeSeriesOptions.DELAYED_SERIES.name();
  public static final String DELAYED_SERIES_PROPERTY_DEFAULT = TimeSeriesOptions.DELAYED_SERIES.defaultText();
  public static final String DELAYED_INTERVALS_PROPERTY = TimeSeriesOptions.DELAYED_INTERVALS.name();
  public static final String DELAYED_INTERVALS_PROPERTY_DEFAULT = TimeSeriesOptions.DELAYED_INTERVALS.defaultText();
  public static final String QUERY_TIMESPAN_PROPERTY = TimeSeriesOptions.QUERY_TIMESPAN.name();
  public static final String QUERY_TIMESPAN_PROPERTY_DEFAULT = TimeSeriesOptions.QUERY_TIMESPAN.defaultText();
  public static final String QUERY_RANDOM_TIMESPAN_PROPERTY = TimeSeriesOptions.QUERY_RANDOM_TIMESPAN.name();
  public static final String QUERY_RANDOM_TIMESPAN_PROPERTY_DEFAULT =
      TimeSeriesOptions.QUERY_RANDOM_TIMESPAN.defaultText();
  public static final String QUERY_TIMESPAN_DELIMITER_PROPERTY = TimeSeriesOptions.QUERY_TIMESPAN_DELIMITER.name();
  public static final String QUERY_TIMESPAN_DELIMITER_PROPERTY_DEFAULT =
      TimeSeriesOptions.QUERY_TIMESPAN_DELIMITER.defaultText();
  public static final String GROUPBY_KEY_PROPERTY = TimeSeriesOptions.GROUPBY_KEY.name();
  public static final String GROUPBY_KEY_PROPERTY_DEFAULT = TimeSeriesOptions.GROUPBY_KEY.defaultText();
  public static final String GROUPBY_PROPERTY = TimeSeriesOptions.GROUPBY_FUNCTION.name();
  public static final String GROUPBY_KEYS_PROPERTY = TimeSeriesOptions.GROUPBY_KEYS.name();
  public static final String DOWNSAMPLING_KEY_PROPERTY = TimeSeriesOptions.DOWNSAMPLING_KEY.name();
  public static final String DOWNSAMPLING_KEY_PROPERTY_DEFAULT = TimeSeriesOptions.DOWNSAMPLING_KEY.defaultText();
  public static final String DOWNSAMPLING_FUNCTION_PROPERTY = TimeSeriesOptions.DOWNSAMPLING_FUNCTION.name();
  public static final String DOWNSAMPLING_INTERVAL_PROPERTY = TimeSeriesOptions.DOWNSAMPLING_INTERVAL.name();

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
  WeightedChoice<String> operationMix;
  DiscreteGenerator builtOperationChooser;
  /** The data points of the load, as a long (recordcount, or 2^31 - 1 for 0). */
  long dataPoints;
  /** Where every thread's timestamps start: insertstart, or one interval before the time of init. */
  private long startingTimestamp;

  /**
   * Reads the properties. A bad setting is a {@link WorkloadException} (as upstream's callers
   * catch) whose message is one line naming the property, carrying a {@link UsageException} so
   * that the command line prints that line and exits with code 2.
   */
  @Override
  public void init(Properties p) throws WorkloadException {
    properties = p;
    measurements = MeasurementsBinding.currentOrNull();
    SettingsError.reported(() -> TimeSeriesSettings.read(p, this));
    initKeysAndTags();
    validateSettings();
    SettingsError.reported(() -> startingTimestamp = TimeSeriesSettings.startingTimestamp(p, this));
  }

  /**
   * Builds the keys, tag keys and tag values (counting strings, shuffled with
   * {@code randomtimeseriesorder}), the cardinalities and {@link #maxOffsets}.
   */
  protected void initKeysAndTags() throws WorkloadException {
    SettingsError.reported(() -> SeriesSpace.build(this));
  }

  /** Refuses settings that cannot work together: with {@code dataintegrity}, everything that changes values. */
  protected void validateSettings() throws WorkloadException {
    SettingsError.reported(() -> TimeSeriesSettings.checkIntegrity(this));
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
      case "READ" -> doTransactionRead(db, state);
      case "UPDATE" -> doTransactionUpdate(db, state);
      case "INSERT" -> doTransactionInsert(db, state);
      case "SCAN" -> doTransactionScan(db, state);
      case "DELETE" -> doTransactionDelete(db, state);
      default -> {
        return false;
      }
    }
    return !isStopRequested();
  }

  /** Reads one data point (or one span, with querytimespan) of a random series; verifies it with dataintegrity. */
  protected void doTransactionRead(DB db, Object threadstate) {
    SeriesQueries.read(this, db, state(threadstate));
  }

  /** Rewrites a data point of this thread's series at a random earlier timestamp. */
  protected void doTransactionUpdate(DB db, Object threadstate) {
    TreeMap<String, ByteIterator> point = new TreeMap<>();
    String key = state(threadstate).nextDataPoint(point, false);
    if (key != null) {
      db.update(table, key, point);
    }
  }

  protected void doTransactionInsert(DB db, Object threadstate) {
    doInsert(db, threadstate);
  }

  /** Scans a random series from a random timestamp (over querytimespan), up to a scan length of rows. */
  protected void doTransactionScan(DB db, Object threadstate) {
    SeriesQueries.scan(this, db, state(threadstate));
  }

  /** Deletes the data of a random series at a random timestamp (or span); group-by tags are left open. */
  protected void doTransactionDelete(DB db, Object threadstate) {
    SeriesQueries.delete(this, db, state(threadstate));
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
    return SeriesPoints.verify(this, key, cells);
  }

  /**
   * The value a series holds at a timestamp with dataintegrity: upstream's function, so data
   * written by upstream verifies here: the Java hash of the tag keys and values concatenated in
   * key order, as a long, xor the timestamp. (Upstream's documentation says the key is part of
   * it; its code leaves the key out, and so does this.)
   */
  protected long validationFunction(String key, long timestamp, TreeMap<String, String> tags) {
    return SeriesPoints.upstreamValue(tags, timestamp);
  }

  /**
   * One client thread's position in the data: its keys ({@code keyIdxStart} to {@code keyIdxEnd}),
   * the series it writes next ({@code keyIdx} and {@code tagValueIdxs}), its timestamps, and the
   * containers its reads and scans reuse (each handed to the binding for one call; a written point
   * is a new map).
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

    final Set<String> fields = new HashSet<>();
    final Map<String, ByteIterator> cells = new HashMap<>();
    final Vector<HashMap<String, ByteIterator>> rows = new Vector<>();
    final StringBuilder text = new StringBuilder();
    /** One interval in timestamp units. */
    final long intervalTicks;

    /**
     * The state of thread {@code threadID} of {@code threadCount}: keys are split evenly between
     * the threads, the last taking the remainder.
     */
    protected ThreadState(int threadID, int threadCount) throws WorkloadException {
      int[] share = SeriesSpace.threadKeys(keys.length, threadID, threadCount);
      keyIdx = share[0];
      keyIdxStart = keyIdx;
      keyIdxEnd = share[1];
      tagValueIdxs = new int[tagPairs];
      timestampGenerator = SeriesPoints.timestamps(TimeSeriesWorkload.this, startingTimestamp);
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
      return SeriesPoints.next(TimeSeriesWorkload.this, this, map, isInsert);
    }
  }
}

package site.ycsb.workloads;

import static site.ycsb.workloads.TimeSeriesWorkload.*;

import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;
import site.ycsb.generator.DiscreteGenerator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.ScrambledZipfianGenerator;
import site.ycsb.generator.SequentialGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.UnixEpochTimestampGenerator;
import site.ycsb.generator.WeightedChoice;
import site.ycsb.generator.ZipfianGenerator;

/**
 * TimeSeriesWorkload's properties, read into the workload's (upstream's protected) fields and
 * checked: a value that cannot work is a {@link UsageException} of one line naming the property.
 * Names and defaults are upstream's.
 */
final class TimeSeriesSettings {
  private TimeSeriesSettings() {
  }

  /** Reads everything but the keys and tags ({@link SeriesSpace}) into {@code w}. */
  static void read(Properties properties, TimeSeriesWorkload w) {
    Props p = new Props(properties);
    long records = p.longValue("recordcount", 0, 0);
    w.dataPoints = records == 0 ? Integer.MAX_VALUE : records;
    w.recordcount = (int) Math.min(Integer.MAX_VALUE, w.dataPoints);
    w.timestampKey = p.string(TIMESTAMP_KEY_PROPERTY, TIMESTAMP_KEY_PROPERTY_DEFAULT);
    w.valueKey = p.string(VALUE_KEY_PROPERTY, VALUE_KEY_PROPERTY_DEFAULT);
    w.operationchooser = operations(p);
    w.builtOperationChooser = w.operationchooser;
    w.operationMix = operationMix(p);

    int maxScanLength = p.intValue(CoreWorkload.MAX_SCAN_LENGTH_PROPERTY, 1000, 1);
    w.scanlength = "zipfian".equals(p.choice(CoreWorkload.SCAN_LENGTH_DISTRIBUTION_PROPERTY, "uniform",
        "uniform", "zipfian")) ? new ZipfianGenerator(1, maxScanLength) : new UniformLongGenerator(1, maxScanLength);

    w.randomizeTimestampOrder = p.bool(RANDOMIZE_TIMESTAMP_ORDER_PROPERTY, false);
    w.randomizeTimeseriesOrder = p.bool(RANDOMIZE_TIMESERIES_ORDER_PROPERTY, true);
    w.numKeys = p.intValue(CoreWorkload.FIELD_COUNT_PROPERTY, 10, 1);
    w.tagPairs = p.intValue(TAG_COUNT_PROPERTY, 4, 0);
    w.sparsity = p.doubleValue(SPARSITY_PROPERTY, 0, 0, 1);
    w.tagCardinality = new int[w.tagPairs];
    w.keychooser = keyChooser(p, w.numKeys);

    w.timestampInterval = p.intValue(TIMESTAMP_INTERVAL_PROPERTY, 60, 1);
    w.timeUnits = timeUnits(p);
    w.tagPairDelimiter = delimiter(properties, PAIR_DELIMITER_PROPERTY, PAIR_DELIMITER_PROPERTY_DEFAULT);
    w.deleteDelimiter = delimiter(properties, DELETE_DELIMITER_PROPERTY, DELETE_DELIMITER_PROPERTY_DEFAULT);
    w.dataintegrity = p.bool(CoreWorkload.DATA_INTEGRITY_PROPERTY, false);

    w.queryTimeSpan = p.intValue(QUERY_TIMESPAN_PROPERTY, 0, 0);
    w.queryRandomTimeSpan = p.bool(QUERY_RANDOM_TIMESPAN_PROPERTY, false);
    w.queryTimeSpanDelimiter = delimiter(properties, QUERY_TIMESPAN_DELIMITER_PROPERTY,
        QUERY_TIMESPAN_DELIMITER_PROPERTY_DEFAULT);

    w.groupByKey = p.string(GROUPBY_KEY_PROPERTY, GROUPBY_KEY_PROPERTY_DEFAULT);
    w.groupByFunction = p.string(GROUPBY_PROPERTY, null);
    if (w.groupByFunction != null && !w.groupByFunction.isEmpty()) {
      w.groupBys = groupByKeys(p, w.groupByFunction, w.tagPairs);
      w.groupBy = true;
    }
    w.downsampleKey = p.string(DOWNSAMPLING_KEY_PROPERTY, DOWNSAMPLING_KEY_PROPERTY_DEFAULT);
    w.downsampleFunction = p.string(DOWNSAMPLING_FUNCTION_PROPERTY, null);
    if (w.downsampleFunction != null && !w.downsampleFunction.isEmpty()) {
      if (!p.has(DOWNSAMPLING_INTERVAL_PROPERTY)) {
        throw new UsageException(DOWNSAMPLING_FUNCTION_PROPERTY + "=" + w.downsampleFunction + ": expected "
            + DOWNSAMPLING_INTERVAL_PROPERTY + " too (the bucket width, in timestampunits)");
      }
      w.downsampleInterval = p.intValue(DOWNSAMPLING_INTERVAL_PROPERTY, 0, 1);
      w.downsample = true;
    }

    w.delayedSeries = p.doubleValue(DELAYED_SERIES_PROPERTY, 0.10, 0, 1);
    w.delayedIntervals = p.intValue(DELAYED_INTERVALS_PROPERTY, 5, 0);
    if (w.delayedSeries > 0 && w.delayedIntervals < 1) {
      throw new UsageException(DELAYED_INTERVALS_PROPERTY + "=" + w.delayedIntervals + ": expected at least 1 with "
          + DELAYED_SERIES_PROPERTY + "=" + w.delayedSeries + " (or set " + DELAYED_SERIES_PROPERTY + "=0)");
    }
    String type = p.string(VALUE_TYPE_PROPERTY, VALUE_TYPE_PROPERTY_DEFAULT);
    try {
      w.valueType = ValueType.fromString(type);
    } catch (IllegalArgumentException e) {
      throw new UsageException(VALUE_TYPE_PROPERTY + "=" + type + ": expected one of integers, floats, mixednumbers");
    }
    w.table = p.string(CoreWorkload.TABLENAME_PROPERTY, CoreWorkload.TABLENAME_PROPERTY_DEFAULT);
  }

  /** Where every thread's timestamps start: insertstart, or one interval before now (one time for all threads). */
  static long startingTimestamp(Properties properties, TimeSeriesWorkload w) {
    Props p = new Props(properties);
    return p.has(CoreWorkload.INSERT_START_PROPERTY)
        ? p.longValue(CoreWorkload.INSERT_START_PROPERTY, 0, Long.MIN_VALUE)
        : new UnixEpochTimestampGenerator(w.timestampInterval, w.timeUnits).nextTimestamp();
  }

  /** With {@code dataintegrity}, refuses everything that changes values or reads more than one point. */
  static void checkIntegrity(TimeSeriesWorkload w) {
    if (!w.dataintegrity) {
      return;
    }
    String prefix = CoreWorkload.DATA_INTEGRITY_PROPERTY + "=true: expected ";
    if (w.valueType != ValueType.INTEGERS) {
      throw new UsageException(prefix + VALUE_TYPE_PROPERTY + "=integers (not " + w.valueType.name + ")");
    }
    if (w.groupBy) {
      throw new UsageException(prefix + "no " + GROUPBY_PROPERTY + " (aggregates cannot be verified)");
    }
    if (w.downsample) {
      throw new UsageException(prefix + "no " + DOWNSAMPLING_FUNCTION_PROPERTY + " (aggregates cannot be verified)");
    }
    if (w.queryTimeSpan > 0) {
      throw new UsageException(prefix + QUERY_TIMESPAN_PROPERTY + "=0 (a read must name one data point)");
    }
    if (w.randomizeTimeseriesOrder) {
      throw new UsageException(prefix + RANDOMIZE_TIMESERIES_ORDER_PROPERTY + "=false (its default is true)");
    }
    String start = w.properties.getProperty(CoreWorkload.INSERT_START_PROPERTY);
    if (start == null || start.isBlank()) {
      throw new UsageException(prefix + CoreWorkload.INSERT_START_PROPERTY
          + " set to the first timestamp (a Unix epoch time in timestampunits), the same for the load and the run");
    }
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
    return OperationChooser.upstreamGenerator(p);
  }

  private static NumberGenerator keyChooser(Props p, int numKeys) {
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

  private static boolean[] groupByKeys(Props p, String function, int tagPairs) {
    String list = p.string(GROUPBY_KEYS_PROPERTY, "");
    String expected = ": expected " + tagPairs + " comma-separated flags (0 or 1), one per tag (tagcount=" + tagPairs + ")";
    if (list.isEmpty()) {
      throw new UsageException(GROUPBY_PROPERTY + "=" + function + ": expected " + GROUPBY_KEYS_PROPERTY
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
}

package site.ycsb.workloads;

import static site.ycsb.options.TimeSeriesOptions.*;

import java.util.Locale;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import site.ycsb.config.Settings;
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
import site.ycsb.options.RunOptions;
import site.ycsb.options.WorkloadOptions;
import site.ycsb.workloads.TimeSeriesWorkload.ValueType;

/**
 * TimeSeriesWorkload's options ({@link site.ycsb.options.TimeSeriesOptions}), read into the workload's (upstream's protected) fields and
 * checked: a value that cannot work is a {@link UsageException} of one line naming the property.
 * Names and defaults are upstream's.
 */
final class TimeSeriesSettings {
  private TimeSeriesSettings() {
  }

  /** Reads everything but the keys and tags ({@link SeriesSpace}) into {@code w}. */
  static void read(Properties properties, TimeSeriesWorkload w) {
    Settings p = Settings.of(properties);
    long records = p.get(RunOptions.RECORD_COUNT);
    w.dataPoints = records == 0 ? Integer.MAX_VALUE : records;
    w.recordcount = (int) Math.min(Integer.MAX_VALUE, w.dataPoints);
    w.timestampKey = p.get(TIMESTAMP_KEY);
    w.valueKey = p.get(VALUE_KEY);
    w.operationchooser = operations(p);
    w.builtOperationChooser = w.operationchooser;
    w.operationMix = operationMix(p);

    long maxScanLength = p.get(WorkloadOptions.MAX_SCAN_LENGTH);
    if (maxScanLength > Integer.MAX_VALUE) {
      throw new UsageException(WorkloadOptions.MAX_SCAN_LENGTH.name() + "=" + maxScanLength + ": expected at most "
          + Integer.MAX_VALUE);
    }
    w.scanlength = "zipfian".equals(p.get(WorkloadOptions.SCAN_LENGTH_DISTRIBUTION))
        ? new ZipfianGenerator(1, maxScanLength) : new UniformLongGenerator(1, maxScanLength);

    w.randomizeTimestampOrder = p.get(RANDOMIZE_TIMESTAMP_ORDER);
    w.randomizeTimeseriesOrder = p.get(RANDOMIZE_TIMESERIES_ORDER);
    w.numKeys = p.get(WorkloadOptions.FIELD_COUNT);
    w.tagPairs = p.get(TAG_COUNT);
    w.sparsity = p.get(SPARSITY);
    w.tagCardinality = new int[w.tagPairs];
    w.keychooser = keyChooser(p, w.numKeys);

    w.timestampInterval = p.get(TIMESTAMP_INTERVAL);
    w.timeUnits = timeUnits(p);
    w.tagPairDelimiter = p.get(PAIR_DELIMITER);
    w.deleteDelimiter = p.get(DELETE_DELIMITER);
    w.dataintegrity = p.get(WorkloadOptions.DATA_INTEGRITY);

    w.queryTimeSpan = p.get(QUERY_TIMESPAN);
    w.queryRandomTimeSpan = p.get(QUERY_RANDOM_TIMESPAN);
    w.queryTimeSpanDelimiter = p.get(QUERY_TIMESPAN_DELIMITER);

    w.groupByKey = p.get(GROUPBY_KEY);
    w.groupByFunction = p.get(GROUPBY_FUNCTION);
    if (w.groupByFunction != null && !w.groupByFunction.isEmpty()) {
      w.groupBys = groupByKeys(p, w.groupByFunction, w.tagPairs);
      w.groupBy = true;
    }
    w.downsampleKey = p.get(DOWNSAMPLING_KEY);
    w.downsampleFunction = p.get(DOWNSAMPLING_FUNCTION);
    if (w.downsampleFunction != null && !w.downsampleFunction.isEmpty()) {
      if (!p.isSet(DOWNSAMPLING_INTERVAL)) {
        throw new UsageException(DOWNSAMPLING_FUNCTION.name() + "=" + w.downsampleFunction + ": expected "
            + DOWNSAMPLING_INTERVAL.name() + " too (the bucket width, in timestampunits)");
      }
      w.downsampleInterval = p.get(DOWNSAMPLING_INTERVAL);
      w.downsample = true;
    }

    w.delayedSeries = p.get(DELAYED_SERIES);
    w.delayedIntervals = p.get(DELAYED_INTERVALS);
    if (w.delayedSeries > 0 && w.delayedIntervals < 1) {
      throw new UsageException(DELAYED_INTERVALS.name() + "=" + w.delayedIntervals + ": expected at least 1 with "
          + DELAYED_SERIES.name() + "=" + w.delayedSeries + " (or set " + DELAYED_SERIES.name() + "=0)");
    }
    String type = p.get(VALUE_TYPE);
    try {
      w.valueType = ValueType.fromString(type);
    } catch (IllegalArgumentException e) {
      throw new UsageException(VALUE_TYPE.name() + "=" + type + ": expected one of integers, floats, mixednumbers");
    }
    w.table = p.get(WorkloadOptions.TABLE);
  }

  /** Where every thread's timestamps start: insertstart, or one interval before now (one time for all threads). */
  static long startingTimestamp(Properties properties, TimeSeriesWorkload w) {
    Settings p = Settings.of(properties);
    return p.isSet(RunOptions.INSERT_START) ? p.get(RunOptions.INSERT_START)
        : new UnixEpochTimestampGenerator(w.timestampInterval, w.timeUnits).nextTimestamp();
  }

  /** With {@code dataintegrity}, refuses everything that changes values or reads more than one point. */
  static void checkIntegrity(TimeSeriesWorkload w) {
    if (!w.dataintegrity) {
      return;
    }
    String prefix = WorkloadOptions.DATA_INTEGRITY.name() + "=true: expected ";
    if (w.valueType != ValueType.INTEGERS) {
      throw new UsageException(prefix + VALUE_TYPE.name() + "=integers (not " + w.valueType.name + ")");
    }
    if (w.groupBy) {
      throw new UsageException(prefix + "no " + GROUPBY_FUNCTION.name() + " (aggregates cannot be verified)");
    }
    if (w.downsample) {
      throw new UsageException(prefix + "no " + DOWNSAMPLING_FUNCTION.name() + " (aggregates cannot be verified)");
    }
    if (w.queryTimeSpan > 0) {
      throw new UsageException(prefix + QUERY_TIMESPAN.name() + "=0 (a read must name one data point)");
    }
    if (w.randomizeTimeseriesOrder) {
      throw new UsageException(prefix + RANDOMIZE_TIMESERIES_ORDER.name() + "=false (its default is true)");
    }
    if (!RunOptions.INSERT_START.isSet(w.properties)) {
      throw new UsageException(prefix + RunOptions.INSERT_START.name()
          + " set to the first timestamp (a Unix epoch time in timestampunits), the same for the load and the run");
    }
  }

  /** The same mix as upstream's chooser, drawn without writing shared state (the per-operation path). */
  private static WeightedChoice<String> operationMix(Settings p) {
    WeightedChoice<String> mix = new WeightedChoice<>();
    mix.add("READ", p.get(WorkloadOptions.READ_PROPORTION));
    mix.add("UPDATE", p.get(WorkloadOptions.UPDATE_PROPORTION));
    mix.add("INSERT", p.get(WorkloadOptions.INSERT_PROPORTION));
    mix.add("SCAN", p.get(WorkloadOptions.SCAN_PROPORTION));
    mix.add("DELETE", p.get(WorkloadOptions.DELETE_PROPORTION));
    return mix;
  }

  /** Upstream's operation chooser; read-modify-write has no meaning here, so it is refused. */
  private static DiscreteGenerator operations(Settings p) {
    double rmw = p.get(WorkloadOptions.READ_MODIFY_WRITE_PROPORTION);
    if (rmw > 0) {
      throw new UsageException(WorkloadOptions.READ_MODIFY_WRITE_PROPORTION.name() + "=" + rmw
          + ": TimeSeriesWorkload has no read-modify-write; expected 0");
    }
    double sum = 0;
    for (var share : WorkloadOptions.PROPORTIONS) {
      sum += p.get(share);
    }
    if (sum <= 0) {
      throw new UsageException("readproportion, updateproportion, insertproportion, scanproportion, "
          + "deleteproportion: all are 0; expected at least one > 0");
    }
    return OperationChooser.upstreamGenerator(p);
  }

  private static NumberGenerator keyChooser(Settings p, int numKeys) {
    String dist = p.get(WorkloadOptions.REQUEST_DISTRIBUTION);
    switch (dist.toLowerCase(Locale.ROOT)) {
      case "uniform":
        return new UniformLongGenerator(0, numKeys - 1);
      case "sequential":
        return new SequentialGenerator(0, numKeys - 1);
      case "zipfian":
        return new ScrambledZipfianGenerator(0, numKeys - 1);
      case "hotspot":
        return new HotspotIntegerGenerator(0, numKeys - 1, p.get(WorkloadOptions.HOTSPOT_DATA_FRACTION),
            p.get(WorkloadOptions.HOTSPOT_OPN_FRACTION));
      default:
        throw new UsageException(WorkloadOptions.REQUEST_DISTRIBUTION.name() + "=" + dist
            + ": expected one of uniform, sequential, zipfian, hotspot");
    }
  }

  private static TimeUnit timeUnits(Settings p) {
    String v = p.get(TIMESTAMP_UNITS);
    String expected = ": expected one of MILLISECONDS, SECONDS, MINUTES, HOURS, DAYS";
    TimeUnit unit;
    try {
      unit = TimeUnit.valueOf(v.toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new UsageException(TIMESTAMP_UNITS.name() + "=" + v + expected);
    }
    if (unit == TimeUnit.NANOSECONDS || unit == TimeUnit.MICROSECONDS) {
      throw new UsageException(TIMESTAMP_UNITS.name() + "=" + v + expected + " (upstream does not support " + unit
          + " either)");
    }
    return unit;
  }

  private static boolean[] groupByKeys(Settings p, String function, int tagPairs) {
    String list = p.find(GROUPBY_KEYS).orElse("");
    String expected = ": expected " + tagPairs + " comma-separated flags (0 or 1), one per tag (tagcount=" + tagPairs + ")";
    if (list.isEmpty()) {
      throw new UsageException(GROUPBY_FUNCTION.name() + "=" + function + ": expected " + GROUPBY_KEYS.name()
          + " too (a 0 or 1 per tag, tagcount=" + tagPairs + " of them)");
    }
    String[] parts = list.split(",");
    if (parts.length != tagPairs) {
      throw new UsageException(GROUPBY_KEYS.name() + "=" + list + expected);
    }
    boolean[] flags = new boolean[parts.length];
    for (int i = 0; i < parts.length; i++) {
      try {
        flags[i] = Integer.parseInt(parts[i].trim()) != 0;
      } catch (NumberFormatException e) {
        throw new UsageException(GROUPBY_KEYS.name() + "=" + list + expected);
      }
    }
    return flags;
  }
}

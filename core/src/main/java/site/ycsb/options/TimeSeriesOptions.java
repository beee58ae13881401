package site.ycsb.options;

import java.util.List;
import site.ycsb.config.Option;
import site.ycsb.config.OptionType;
import site.ycsb.config.UsageException;

/**
 * TimeSeriesWorkload's own options, with upstream's names and defaults (upstream's
 * {@code workloads/tsworkload_template}); it reads CoreWorkload's shared ones ({@code fieldcount},
 * {@code fieldlength}, the proportions, ...) from {@link WorkloadOptions}. The time-series bindings
 * share the encoding's names and defaults (keys, delimiters, units) through TimeSeriesWorkload's
 * upstream constants, derived from these.
 */
public final class TimeSeriesOptions {
  public static final Option<String> TIMESTAMP_KEY = Option.text("timestampkey", "YCSBTS")
      .describe("Name of the timestamp in the data points' maps and the queries' fields.");
  public static final Option<String> VALUE_KEY = Option.text("valuekey", "YCSBV")
      .describe("Name of the value in the data points' maps.");
  public static final Option<Integer> TIMESTAMP_INTERVAL = Option.integer("timestampinterval", 60, 1)
      .describe("Interval between two timestamps of a series, in timestampunits.");
  /** Read as text: the workload and the bindings check it (one line naming the units they take). */
  public static final Option<String> TIMESTAMP_UNITS = Option.text("timestampunits", "SECONDS")
      .describe("Unit of the timestamps: MILLISECONDS, SECONDS, MINUTES, HOURS or DAYS.");
  public static final Option<Integer> TAG_COUNT = Option.integer("tagcount", 4, 0)
      .describe("Tag keys per series.");
  public static final Option<String> TAG_CARDINALITY = Option.text("tagcardinality", "1, 2, 4, 8")
      .describe("Values of each tag key, comma-separated (a missing one is 1).");
  public static final Option<Integer> TAG_KEY_LENGTH = Option.integer("tagkeylength", 8, 1)
      .describe("Length of a tag key.");
  public static final Option<Integer> TAG_VALUE_LENGTH = Option.integer("tagvaluelength", 8, 1)
      .describe("Length of a tag value.");
  public static final Option<String> PAIR_DELIMITER = delimiter("tagpairdelimiter", "=")
      .describe("Between a tag key and its value in a query's fields.");
  public static final Option<String> DELETE_DELIMITER = delimiter("deletedelimiter", ":")
      .describe("Between the parts of a delete's key.");
  public static final Option<Boolean> RANDOMIZE_TIMESTAMP_ORDER = Option.flag("randomwritetimestamporder", false)
      .describe("Write each series' timestamps in a random order instead of ascending.");
  public static final Option<Boolean> RANDOMIZE_TIMESERIES_ORDER = Option.flag("randomtimeseriesorder", true)
      .describe("Shuffle the order of the keys and tag values (with a fixed seed).");
  /** Read as text: the workload checks it against its value types. */
  public static final Option<String> VALUE_TYPE = Option.text("valuetype", "floats")
      .describe("Values written: integers, floats or mixednumbers.");
  public static final Option<Double> SPARSITY = Option.decimal("sparsity", "0.00", 0, 1)
      .describe("Writes skip up to this share of a key's series between two points (0: none skipped).");
  public static final Option<Double> DELAYED_SERIES = Option.decimal("delayedseries", "0.10", 0, 1)
      .describe("Share of the series whose points are written late, up to delayedintervals - 1 intervals behind.");
  public static final Option<Integer> DELAYED_INTERVALS = Option.integer("delayedintervals", 5, 0)
      .describe("A delayed series lags its number modulo this many intervals.");
  public static final Option<Integer> QUERY_TIMESPAN = Option.integer("querytimespan", 0, 0)
      .describe("Time span of a read or scan, in timestampunits (0: one timestamp).");
  public static final Option<Boolean> QUERY_RANDOM_TIMESPAN = Option.flag("queryrandomtimespan", false)
      .describe("Draw each query's span at random, up to querytimespan.");
  public static final Option<String> QUERY_TIMESPAN_DELIMITER = delimiter("querytimespandelimiter", ",")
      .describe("Between the start and end of a query's time span.");
  public static final Option<String> GROUPBY_KEY = Option.text("groupbykey", "YCSBGB")
      .describe("Field key of a query's group-by function.");
  public static final Option<String> GROUPBY_FUNCTION = Option.text("groupbyfunction", null)
      .describe("Group-by function queries ask for (e.g. SUM); none by default.");
  public static final Option<String> GROUPBY_KEYS = Option.text("groupbykeys", null)
      .describe("With groupbyfunction: a 0 or 1 per tag key, comma-separated (1: grouped over).");
  public static final Option<String> DOWNSAMPLING_KEY = Option.text("downsamplingkey", "YCSBDS")
      .describe("Field key of a query's downsampling.");
  public static final Option<String> DOWNSAMPLING_FUNCTION = Option.text("downsamplingfunction", null)
      .describe("Downsampling function queries ask for (e.g. AVERAGE); none by default.");
  public static final Option<Integer> DOWNSAMPLING_INTERVAL = Option.integer("downsamplinginterval", null, 1)
      .describe("With downsamplingfunction: the bucket width, in timestampunits.");

  public static final OptionGroup GROUP = new OptionGroup(
      "TimeSeriesWorkload properties (workload=site.ycsb.workloads.TimeSeriesWorkload, with CoreWorkload's"
          + " fieldcount, fieldlength, proportions and distributions)", "workloads.md",
      List.of(TIMESTAMP_KEY, VALUE_KEY, TIMESTAMP_INTERVAL, TIMESTAMP_UNITS, TAG_COUNT, TAG_CARDINALITY,
          TAG_KEY_LENGTH, TAG_VALUE_LENGTH, PAIR_DELIMITER, DELETE_DELIMITER, RANDOMIZE_TIMESTAMP_ORDER,
          RANDOMIZE_TIMESERIES_ORDER, VALUE_TYPE, SPARSITY, DELAYED_SERIES, DELAYED_INTERVALS, QUERY_TIMESPAN,
          QUERY_RANDOM_TIMESPAN, QUERY_TIMESPAN_DELIMITER, GROUPBY_KEY, GROUPBY_FUNCTION, GROUPBY_KEYS,
          DOWNSAMPLING_KEY, DOWNSAMPLING_FUNCTION, DOWNSAMPLING_INTERVAL));

  private TimeSeriesOptions() {
  }

  /** A delimiter, taken as written (a space is one): at least one character. */
  private static Option<String> delimiter(String name, String def) {
    return Option.custom(name, OptionType.TEXT, def, def, (p, n, d) -> {
      String v = p.raw().getProperty(n, d);
      if (v.isEmpty()) {
        throw new UsageException(n + "=: expected a delimiter of at least one character");
      }
      return v;
    });
  }
}

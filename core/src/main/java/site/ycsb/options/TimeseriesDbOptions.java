package site.ycsb.options;

import java.util.List;
import site.ycsb.config.Option;

/**
 * What upstream's time-series binding base ({@code TimeseriesDB}, the {@code memory-ts} store) reads
 * beyond the workload's encoding, which it reads through {@link TimeSeriesOptions}' declarations.
 * The two downsampling options are the store's own reading of the workload's names: upstream's
 * TimeseriesDB defaults them (no downsampling unless a request asks), the workload does not.
 */
public final class TimeseriesDbOptions {
  public static final Option<String> DOWNSAMPLING_FUNCTION = Option.text("downsamplingfunction", "NONE")
      .describe("Downsampling a scan may ask for: NONE, SUM, AVERAGE, COUNT, MAX, MIN.");
  public static final Option<Integer> DOWNSAMPLING_INTERVAL = Option.integer("downsamplinginterval", 0, 0)
      .describe("Downsampling bucket width in timestampunits.");
  public static final Option<Boolean> DEBUG = Option.flag("debug", false).describe("Print every request to stderr.");
  public static final Option<Boolean> TEST = Option.flag("test", false).describe("Upstream's test flag (read, unused).");

  /** The store's options as its --help and page list them: the workload's encoding, then its own. */
  public static final List<Option<?>> STORE = List.of(TimeSeriesOptions.TIMESTAMP_KEY, TimeSeriesOptions.VALUE_KEY,
      TimeSeriesOptions.PAIR_DELIMITER, TimeSeriesOptions.QUERY_TIMESPAN_DELIMITER, TimeSeriesOptions.DELETE_DELIMITER,
      TimeSeriesOptions.TIMESTAMP_UNITS, TimeSeriesOptions.GROUPBY_KEY, TimeSeriesOptions.DOWNSAMPLING_KEY,
      DOWNSAMPLING_FUNCTION, DOWNSAMPLING_INTERVAL, DEBUG, TEST);

  private TimeseriesDbOptions() {
  }
}

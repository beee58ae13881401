package site.ycsb.options;

import java.util.List;

import site.ycsb.config.Command;
import site.ycsb.config.Option;
import site.ycsb.config.OptionType;
import site.ycsb.config.UsageException;

/** How a phase measures and reports: the report's form, the interval log, percentiles, the status line. */
public final class MeasurementOptions {
  public static final Option<String> MEASUREMENT_TYPE = Option.choice("measurementtype", "hdrhistogram",
      "hdrhistogram", "histogram", "hdrhistogram+histogram", "hdrhistogram+raw", "raw", "timeseries")
      .describe("hdrhistogram, histogram, hdrhistogram+histogram, hdrhistogram+raw, raw or timeseries: the final"
          + " report's form.");
  public static final Option<String> INTERVAL = Option.choice("measurement.interval", "op", "op", "intended", "both")
      .describe("op (service time), intended (from the -target schedule) or both.");
  public static final Option<Boolean> COMBINED = Option.flag("measurement.combined", true)
      .describe("Also report OP-COMB: latency of OK plus NOT_FOUND results.");
  public static final Option<Long> WARMUP = Option.seconds("measurement.warmup", 0L, 0)
      .describe("Seconds at the start left out of the summary (still in the interval log).");
  public static final Option<Long> INTERVAL_SECONDS = Option.seconds("measurement.interval.seconds", 10L, 1)
      .describe("Seconds per HdrHistogram interval log entry.");
  public static final Option<Boolean> TRACK_JVM = Option.flag("measurement.trackjvm", false)
      .describe("Report thread count, used memory and load average ranges.");
  public static final Option<Integer> SIGNIFICANT_DIGITS = Option.custom("hdrhistogram.significantdigits",
      OptionType.INT, 3, "3", (p, n, d) -> {
        int digits = p.intValue(n, d, 1);
        if (digits > 5) {
          throw new UsageException(n + "=" + digits + ": expected 1 to 5");
        }
        return digits;
      }).describe("HdrHistogram precision, 1 to 5 significant digits.");
  public static final Option<List<Double>> PERCENTILES = percentiles("50,90,95,99,99.9,99.99")
      .describe("Percentiles in the final report.")
      .readBy(Command.LOAD, Command.RUN, Command.REPORT);
  public static final Option<Boolean> FILE_OUTPUT = Option.flag("hdrhistogram.fileoutput", true)
      .describe("Write the HdrHistogram interval log.");
  public static final Option<String> OUTPUT_PATH = Option.text("hdrhistogram.output.path", "")
      .describe("Interval log: a file, or a directory (ending in /) for ycsb-<phase>-<time>-<client id>.hdr; default"
          + " the run's folder (results.dir).");
  public static final Option<Boolean> LOG_PER_TAG = Option.flag("hdrhistogram.log.pertag", false)
      .describe("Also write one untagged log per metric (<log name>-<METRIC>.hdr), for HdrHistogram tools that read"
          + " one series.");
  public static final Option<Boolean> HISTOGRAM_VERBOSE = Option.flag("measurement.histogram.verbose", false)
      .describe("Also print every bucket of the histogram.");
  public static final Option<Integer> HISTOGRAM_BUCKETS = Option.integer("histogram.buckets", 1000, 1)
      .describe("measurementtype=histogram: number of 1 ms buckets.");
  public static final Option<String> RAW_OUTPUT_FILE = Option.text("measurement.raw.output_file", "")
      .describe("measurementtype=raw: file for the samples (default standard output).");
  public static final Option<Boolean> RAW_NO_SUMMARY = Option.flag("measurement.raw.no_summary", false)
      .describe("measurementtype=raw: leave out the summary lines.");
  public static final Option<Long> TIMESERIES_GRANULARITY = Option.count("timeseries.granularity", 1000L, 1)
      .unit("ms").describe("measurementtype=timeseries: milliseconds per point.");
  public static final Option<Boolean> LATENCY_FOR_EACH_ERROR = Option.flag("reportlatencyforeacherror", false)
      .describe("Record failed operations' latency as OP-<STATUS> instead of OP-FAILED.");
  public static final Option<List<String>> LATENCY_TRACKED_ERRORS = Option.words("latencytrackederrors", "")
      .describe("Comma-separated statuses recorded as OP-<STATUS>.");
  public static final Option<Long> STATUS_INTERVAL = Option.seconds("status.interval", 10L, 1)
      .describe("Seconds between status lines (with -s).");
  public static final Option<Boolean> EXTRA_SECTIONS = Option.flag("report.extrasections", true)
      .readBy(Command.LOAD, Command.RUN, Command.REPORT)
      .describe("false: the text/JSON report leaves out TOTAL, Intended-TOTAL, the -COMB and -SIZE- metrics, which a parser"
          + " summing every Operations line would count twice (the interval log keeps them).");

  public static final Option<Boolean> BY_SIZE = Option.flag("measurement.bysize", false)
      .describe("Also report OP-SIZE-<bucket>: latency of OK reads, inserts and updates by their value bytes"
          + " (powers of 4: 64B, 256B, 1KB ... 64MB); never counted in TOTAL or throughput.");

  public static final OptionGroup GROUP = new OptionGroup(RunOptions.GROUP.title(), "properties.md", List.of(
      MEASUREMENT_TYPE, INTERVAL, COMBINED, WARMUP, INTERVAL_SECONDS, TRACK_JVM, SIGNIFICANT_DIGITS, PERCENTILES,
      FILE_OUTPUT, OUTPUT_PATH, LOG_PER_TAG, HISTOGRAM_VERBOSE, HISTOGRAM_BUCKETS, RAW_OUTPUT_FILE, RAW_NO_SUMMARY,
      TIMESERIES_GRANULARITY, LATENCY_FOR_EACH_ERROR, LATENCY_TRACKED_ERRORS, STATUS_INTERVAL, EXTRA_SECTIONS,
      BY_SIZE));

  /** Written out but empty, the report shows no percentile: here a blank value is not the default. */
  private static Option<List<Double>> percentiles(String def) {
    Option<List<Double>> plain = Option.numbers("hdrhistogram.percentiles", def, 0, 100);
    return Option.custom(plain.name(), OptionType.LIST, plain.defaultValue(), def,
        (p, n, d) -> p.raw().getProperty(n) == null ? d : List.copyOf(p.doubleList(n, "", 0, 100)));
  }

  private MeasurementOptions() {
  }
}

package site.ycsb.measurements;

import static site.ycsb.config.PropertyDefinition.of;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import site.ycsb.config.PropertyDefinition;
import site.ycsb.config.Props;
import site.ycsb.config.UsageException;

/** The measurement properties of a run, parsed and checked once. */
public final class MeasurementSettings {
  public static final List<PropertyDefinition> PROPERTIES = List.of(
      of("measurementtype", "hdrhistogram",
          "hdrhistogram, histogram, hdrhistogram+histogram, hdrhistogram+raw, raw or timeseries: the final report's form."),
      of("measurement.interval", "op", "op (service time), intended (from the -target schedule) or both."),
      of("measurement.combined", "true", "Also report OP-COMB: latency of OK plus NOT_FOUND results."),
      of("measurement.warmup", "0", "Seconds at the start left out of the summary (still in the interval log)."),
      of("measurement.interval.seconds", "10", "Seconds per HdrHistogram interval log entry."),
      of("measurement.trackjvm", "false", "Report thread count, used memory and load average ranges."),
      of("hdrhistogram.significantdigits", "3", "HdrHistogram precision, 1 to 5 significant digits."),
      of("hdrhistogram.percentiles", "50,90,95,99,99.9,99.99", "Percentiles in the final report."),
      of("hdrhistogram.fileoutput", "true", "Write the HdrHistogram interval log."),
      of("hdrhistogram.output.path", "",
          "Interval log: a file, or a directory (ending in /) for ycsb-<phase>-<time>-<client id>.hdr; default the run's"
              + " folder (results.dir)."),
      of("hdrhistogram.log.pertag", "false",
          "Also write one untagged log per metric (<log name>-<METRIC>.hdr), for HdrHistogram tools that read one series."),
      of("measurement.histogram.verbose", "false", "Also print every bucket of the histogram."),
      of("histogram.buckets", "1000", "measurementtype=histogram: number of 1 ms buckets."),
      of("measurement.raw.output_file", "", "measurementtype=raw: file for the samples (default standard output)."),
      of("measurement.raw.no_summary", "false", "measurementtype=raw: leave out the summary lines."),
      of("timeseries.granularity", "1000", "measurementtype=timeseries: milliseconds per point."),
      of("reportlatencyforeacherror", "false", "Record failed operations' latency as OP-<STATUS> instead of OP-FAILED."),
      of("latencytrackederrors", "", "Comma-separated statuses recorded as OP-<STATUS>."),
      of("status.interval", "10", "Seconds between status lines (with -s)."),
      of("report.extrasections", "true",
          "false: the text/JSON report leaves out TOTAL, Intended-TOTAL and the -COMB metrics, which a parser summing"
              + " every Operations line would count twice (the interval log keeps them).")
  );

  private final Set<String> types;
  private final boolean opLatency;
  private final boolean intendedLatency;
  private final boolean combined;
  private final long warmupSeconds;
  private final long logIntervalSeconds;
  private final boolean trackJvm;
  private final int significantDigits;
  private final List<Double> percentiles;
  private final boolean logFile;
  private final String logPath;
  private final boolean logPerTag;
  private final boolean histogramVerbose;
  private final int histogramBuckets;
  private final String rawOutputFile;
  private final boolean rawNoSummary;
  private final long timeseriesGranularityMs;
  private final boolean latencyForEachError;
  private final Set<String> latencyTrackedErrors;
  private final long statusIntervalSeconds;
  private final boolean extraSections;

  public MeasurementSettings(Props p) {
    String type = p.choice("measurementtype", "hdrhistogram", "hdrhistogram", "histogram",
        "hdrhistogram+histogram", "hdrhistogram+raw", "raw", "timeseries");
    types = Set.of(type.split("\\+"));
    String interval = p.choice("measurement.interval", "op", "op", "intended", "both");
    opLatency = !"intended".equals(interval);
    intendedLatency = !"op".equals(interval);
    combined = p.bool("measurement.combined", true);
    warmupSeconds = p.seconds("measurement.warmup", 0, 0);
    logIntervalSeconds = p.seconds("measurement.interval.seconds", 10, 1);
    trackJvm = p.bool("measurement.trackjvm", false);
    significantDigits = p.intValue("hdrhistogram.significantdigits", 3, 1);
    if (significantDigits > 5) {
      throw new UsageException("hdrhistogram.significantdigits=" + significantDigits + ": expected 1 to 5");
    }
    percentiles = p.doubleList("hdrhistogram.percentiles", "50,90,95,99,99.9,99.99", 0, 100);
    logFile = p.bool("hdrhistogram.fileoutput", true);
    logPath = p.string("hdrhistogram.output.path", "");
    logPerTag = p.bool("hdrhistogram.log.pertag", false);
    histogramVerbose = p.bool("measurement.histogram.verbose", false);
    histogramBuckets = p.intValue("histogram.buckets", 1000, 1);
    rawOutputFile = p.string("measurement.raw.output_file", "");
    rawNoSummary = p.bool("measurement.raw.no_summary", false);
    timeseriesGranularityMs = p.longValue("timeseries.granularity", 1000, 1);
    latencyForEachError = p.bool("reportlatencyforeacherror", false);
    latencyTrackedErrors = new HashSet<>();
    for (String s : p.string("latencytrackederrors", "").split(",")) {
      if (!s.isBlank()) {
        latencyTrackedErrors.add(s.trim());
      }
    }
    statusIntervalSeconds = p.seconds("status.interval", 10, 1);
    extraSections = p.bool("report.extrasections", true);
  }

  public boolean hasType(String t) {
    return types.contains(t);
  }

  public boolean recordsOpLatency() {
    return opLatency;
  }

  public boolean recordsIntendedLatency() {
    return intendedLatency;
  }

  public boolean combined() {
    return combined;
  }

  public long warmupSeconds() {
    return warmupSeconds;
  }

  public long logIntervalSeconds() {
    return logIntervalSeconds;
  }

  public boolean trackJvm() {
    return trackJvm;
  }

  public int significantDigits() {
    return significantDigits;
  }

  public List<Double> percentiles() {
    return percentiles;
  }

  public boolean logFile() {
    return logFile;
  }

  public String logPath() {
    return logPath;
  }

  public boolean logPerTag() {
    return logPerTag;
  }

  public boolean histogramVerbose() {
    return histogramVerbose;
  }

  public int histogramBuckets() {
    return histogramBuckets;
  }

  public String rawOutputFile() {
    return rawOutputFile;
  }

  public boolean rawNoSummary() {
    return rawNoSummary;
  }

  public long timeseriesGranularityMs() {
    return timeseriesGranularityMs;
  }

  public long statusIntervalSeconds() {
    return statusIntervalSeconds;
  }

  /** Whether the report holds the metrics upstream lacks that repeat other counts (TOTAL, -COMB). */
  public boolean extraSections() {
    return extraSections;
  }

  /** Whether failures with this status get their own OP-STATUS latency metric. */
  public boolean tracksLatencyOf(String statusName) {
    return latencyForEachError || latencyTrackedErrors.contains(statusName);
  }
}

package site.ycsb.measurements;

import java.util.List;
import java.util.Set;
import site.ycsb.config.Settings;
import site.ycsb.options.MeasurementOptions;

/** The measurement options of a phase ({@link MeasurementOptions}), read typed from its settings. */
public final class MeasurementSettings {
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
  private final boolean bySize;

  public MeasurementSettings(Settings s) {
    types = Set.of(s.get(MeasurementOptions.MEASUREMENT_TYPE).split("\\+"));
    String interval = s.get(MeasurementOptions.INTERVAL);
    opLatency = !"intended".equals(interval);
    intendedLatency = !"op".equals(interval);
    combined = s.get(MeasurementOptions.COMBINED);
    warmupSeconds = s.get(MeasurementOptions.WARMUP);
    logIntervalSeconds = s.get(MeasurementOptions.INTERVAL_SECONDS);
    trackJvm = s.get(MeasurementOptions.TRACK_JVM);
    significantDigits = s.get(MeasurementOptions.SIGNIFICANT_DIGITS);
    percentiles = s.get(MeasurementOptions.PERCENTILES);
    logFile = s.get(MeasurementOptions.FILE_OUTPUT);
    logPath = s.get(MeasurementOptions.OUTPUT_PATH);
    logPerTag = s.get(MeasurementOptions.LOG_PER_TAG);
    histogramVerbose = s.get(MeasurementOptions.HISTOGRAM_VERBOSE);
    histogramBuckets = s.get(MeasurementOptions.HISTOGRAM_BUCKETS);
    rawOutputFile = s.get(MeasurementOptions.RAW_OUTPUT_FILE);
    rawNoSummary = s.get(MeasurementOptions.RAW_NO_SUMMARY);
    timeseriesGranularityMs = s.get(MeasurementOptions.TIMESERIES_GRANULARITY);
    latencyForEachError = s.get(MeasurementOptions.LATENCY_FOR_EACH_ERROR);
    latencyTrackedErrors = Set.copyOf(s.get(MeasurementOptions.LATENCY_TRACKED_ERRORS));
    statusIntervalSeconds = s.get(MeasurementOptions.STATUS_INTERVAL);
    extraSections = s.get(MeasurementOptions.EXTRA_SECTIONS);
    bySize = s.get(MeasurementOptions.BY_SIZE);
  }

  /** Whether OK reads, inserts and updates are also recorded by value size ({@link SizeBuckets}). */
  public boolean bySize() {
    return bySize;
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

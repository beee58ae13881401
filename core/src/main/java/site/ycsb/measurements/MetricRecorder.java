package site.ycsb.measurements;

import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;
import site.ycsb.config.Settings;

/**
 * One standalone metric's latencies (upstream's {@link OneMeasurement} forms): any thread records
 * into an HdrHistogram {@link Recorder} without a lock; a reader (summary, export) drains what was
 * recorded since its last drain and adds it to the running total. Readers hold their owner's lock,
 * so there is one at a time, as the Recorder requires.
 */
final class MetricRecorder {
  private final Recorder recorder;
  private final Histogram total;

  MetricRecorder(int significantDigits) {
    recorder = new Recorder(significantDigits);
    total = new Histogram(significantDigits);
  }

  void record(int latencyUs) {
    recorder.recordValue(Math.max(0, latencyUs));
  }

  /** What was recorded since the last drain, now also in the total. */
  Histogram drain() {
    Histogram interval = recorder.getIntervalHistogram();
    total.add(interval);
    return interval;
  }

  /** Everything drained so far, or null when that is nothing (the report's {@code Operations, 0}). */
  Histogram totalOrNull() {
    return total.getTotalCount() == 0 ? null : total;
  }

  /**
   * The report settings of one form: {@code properties} as given (percentiles, buckets, verbose,
   * significant digits), the form fixed to {@code measurementType}, and {@code defaults} where the
   * form's upstream default differs from the run's.
   */
  static MeasurementSettings settings(Properties properties, String measurementType, Map<String, String> defaults) {
    Properties p = new Properties();
    defaults.forEach(p::setProperty);
    for (String name : properties.stringPropertyNames()) {
      p.setProperty(name, properties.getProperty(name));
    }
    p.setProperty("measurementtype", measurementType);
    return new MeasurementSettings(Settings.of(p));
  }
}

package site.ycsb.measurements;

import java.io.IOException;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.options.MeasurementOptions;

/**
 * Upstream's bucket histogram form of one metric: {@code histogram.buckets} buckets of 1 ms,
 * {@code Operations}, average, variance, minimum, maximum, the 95th and 99th percentiles at bucket
 * resolution, and with {@code measurement.histogram.verbose} every bucket's count. Read off an
 * HdrHistogram, as the engine's report does, so the bucket edges are exact to its precision.
 */
public class OneMeasurementHistogram extends OneMeasurement {
  public static final String BUCKETS = MeasurementOptions.HISTOGRAM_BUCKETS.name();
  public static final String BUCKETS_DEFAULT = MeasurementOptions.HISTOGRAM_BUCKETS.defaultText();
  public static final String VERBOSE_PROPERTY = MeasurementOptions.HISTOGRAM_VERBOSE.name();

  private final MetricRecorder latencies;
  private final MeasurementSettings form;

  public OneMeasurementHistogram(String name, Properties props) {
    super(name);
    form = MetricRecorder.settings(props, "histogram", Map.of());
    latencies = new MetricRecorder(form.significantDigits());
  }

  @Override
  public void measure(int latency) {
    latencies.record(latency);
  }

  /** {@code [NAME AverageLatency(us)=..]} since the last call; empty when nothing was measured. */
  @Override
  public synchronized String getSummary() {
    return averageSummary(getName(), latencies.drain());
  }

  @Override
  public synchronized void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    latencies.drain();
    MetricSections.writeMetric(getName(), latencies.totalOrNull(), statusCounts(), List.of(), form, exporter);
  }

  /** Upstream's summary of the histogram and timeseries forms. */
  static String averageSummary(String name, Histogram interval) {
    if (interval.getTotalCount() == 0) {
      return "";
    }
    DecimalFormat d = new DecimalFormat("#.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
    return "[" + name + " AverageLatency(us)=" + d.format(interval.getMean()) + "]";
  }
}

package site.ycsb.measurements;

import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.options.MeasurementOptions;

/**
 * Upstream's HdrHistogram form of one metric: {@code Operations}, average, minimum, maximum and the
 * {@code hdrhistogram.percentiles} (this class's default {@value #PERCENTILES_PROPERTY_DEFAULT}),
 * every recorded value with {@code measurement.histogram.verbose}. With {@code
 * hdrhistogram.fileoutput=true} (default false here) each summary's interval is also logged to
 * {@code <hdrhistogram.output.path><name>.hdr}, closed by the export.
 */
public class OneMeasurementHdrHistogram extends OneMeasurement {
  public static final String PERCENTILES_PROPERTY = MeasurementOptions.PERCENTILES.name();
  public static final String PERCENTILES_PROPERTY_DEFAULT = "95,99";
  public static final String VERBOSE_PROPERTY = MeasurementOptions.HISTOGRAM_VERBOSE.name();

  private final MetricRecorder latencies;
  private final MeasurementSettings form;
  private final PrintStream logFile; // null unless hdrhistogram.fileoutput
  private final HistogramLogWriter log;

  public OneMeasurementHdrHistogram(String name, Properties props) {
    super(name);
    form = MetricRecorder.settings(props, "hdrhistogram", Map.of(PERCENTILES_PROPERTY, PERCENTILES_PROPERTY_DEFAULT));
    latencies = new MetricRecorder(form.significantDigits());
    // upstream's form logs only when asked: its default is false where the engine's is true
    Settings s = Settings.of(props);
    if (s.isSet(MeasurementOptions.FILE_OUTPUT) && s.get(MeasurementOptions.FILE_OUTPUT)) {
      String file = s.get(MeasurementOptions.OUTPUT_PATH) + name + ".hdr";
      try {
        logFile = new PrintStream(new FileOutputStream(file), false);
      } catch (FileNotFoundException | SecurityException e) {
        throw new UsageException("hdrhistogram.output.path: cannot write " + file + " (" + e.getMessage() + ")");
      }
      log = new HistogramLogWriter(logFile);
      log.outputComment("[Logging for: " + name + "]");
      log.outputLogFormatVersion();
      long now = System.currentTimeMillis();
      log.outputStartTime(now);
      log.setBaseTime(now);
      log.outputLegend();
    } else {
      logFile = null;
      log = null;
    }
  }

  @Override
  public void measure(int latency) {
    latencies.record(latency);
  }

  /** {@code [NAME: Count=.., Max=.., Min=.., Avg=.., 90=.., 99=.., 99.9=.., 99.99=..]} since the last call. */
  @Override
  public synchronized String getSummary() {
    Histogram h = drain();
    DecimalFormat d = new DecimalFormat("#.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
    return "[" + getName() + ": Count=" + h.getTotalCount() + ", Max=" + h.getMaxValue() + ", Min=" + h.getMinValue()
        + ", Avg=" + d.format(h.getMean()) + ", 90=" + h.getValueAtPercentile(90) + ", 99="
        + h.getValueAtPercentile(99) + ", 99.9=" + h.getValueAtPercentile(99.9) + ", 99.99="
        + h.getValueAtPercentile(99.99) + "]";
  }

  @Override
  public synchronized void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    drain();
    if (logFile != null) {
      logFile.close();
    }
    MetricSections.writeMetric(getName(), latencies.totalOrNull(), statusCounts(), List.of(), form, exporter);
  }

  private Histogram drain() {
    Histogram interval = latencies.drain();
    if (log != null) {
      log.outputIntervalHistogram(interval);
    }
    return interval;
  }
}

package site.ycsb.measurements;

import java.io.FileNotFoundException;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.HdrHistogram.Histogram;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.options.MeasurementOptions;

/**
 * Upstream's raw form of one metric: every sample is kept (as upstream, in memory until the
 * export) and exported as {@code NAME,timestamp(ms),latency(us)} lines after a header line, to
 * {@code measurement.raw.output_file} (appended to: every metric of a run shares it) or stdout;
 * the report's section then has {@code Total Operations}, {@code Average}, {@code Min}, {@code Max}
 * and {@code p1} ... {@code p99.99}, unless {@code measurement.raw.no_summary}.
 */
public class OneMeasurementRaw extends OneMeasurement {
  public static final String OUTPUT_FILE_PATH = MeasurementOptions.RAW_OUTPUT_FILE.name();
  public static final String OUTPUT_FILE_PATH_DEFAULT = MeasurementOptions.RAW_OUTPUT_FILE.defaultText();
  public static final String NO_SUMMARY_STATS = MeasurementOptions.RAW_NO_SUMMARY.name();
  public static final String NO_SUMMARY_STATS_DEFAULT = MeasurementOptions.RAW_NO_SUMMARY.defaultText();

  /** One sample; a lock-free queue of them lets any number of threads measure at once. */
  private record Sample(long timestampMs, int latencyUs) {
  }

  private final ConcurrentLinkedQueue<Sample> samples = new ConcurrentLinkedQueue<>();
  private final MetricRecorder latencies;
  private final MeasurementSettings form;
  private final PrintStream out;

  public OneMeasurementRaw(String name, Properties props) {
    super(name);
    form = MetricRecorder.settings(props, "raw", Map.of());
    latencies = new MetricRecorder(form.significantDigits());
    String file = form.rawOutputFile();
    if (file.isEmpty()) {
      out = System.out;
    } else {
      try {
        out = new PrintStream(new FileOutputStream(file, true), false);
      } catch (FileNotFoundException | SecurityException e) {
        throw new UsageException(OUTPUT_FILE_PATH + "=" + file + ": cannot write the file (" + e.getMessage() + ")");
      }
    }
  }

  @Override
  public void measure(int latency) {
    samples.add(new Sample(System.currentTimeMillis(), latency));
    latencies.record(latency);
  }

  /** {@code NAME count: n, average latency(us): x.xx} since the last call; empty when nothing was measured. */
  @Override
  public synchronized String getSummary() {
    Histogram interval = latencies.drain();
    if (interval.getTotalCount() == 0) {
      return "";
    }
    return String.format(Locale.ROOT, "%s count: %d, average latency(us): %.2f", getName(), interval.getTotalCount(),
        interval.getMean());
  }

  /** Writes (and lets go of) the samples measured so far, then the report's section. */
  @Override
  public synchronized void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    out.println(getName() + " latency raw data: op, timestamp(ms), latency(us)");
    StringBuilder line = new StringBuilder(64);
    for (Sample s; (s = samples.poll()) != null; ) {
      line.setLength(0);
      out.println(line.append(getName()).append(',').append(s.timestampMs()).append(',').append(s.latencyUs()));
    }
    if (out == System.out) {
      out.flush();
    } else {
      out.close();
    }
    latencies.drain();
    MetricSections.writeMetric(getName(), latencies.totalOrNull(), statusCounts(), List.of(), form, exporter);
  }
}

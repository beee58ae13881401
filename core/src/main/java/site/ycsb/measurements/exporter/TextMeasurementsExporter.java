package site.ycsb.measurements.exporter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/** Upstream's text format: {@code [METRIC], Measurement, value}, one per line. */
public class TextMeasurementsExporter implements MeasurementsExporter {
  private final BufferedWriter out;

  public TextMeasurementsExporter(OutputStream os) {
    this.out = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8));
  }

  private void line(String metric, String measurement, String value) throws IOException {
    out.write("[" + metric + "], " + measurement + ", " + value);
    out.newLine();
  }

  @Override
  public void write(String metric, String measurement, int i) throws IOException {
    line(metric, measurement, Integer.toString(i));
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    line(metric, measurement, Long.toString(i));
  }

  @Override
  public void write(String metric, String measurement, double d) throws IOException {
    line(metric, measurement, Double.toString(d));
  }

  @Override
  public void write(String metric, String measurement, String value) throws IOException {
    line(metric, measurement, value.replace('\n', ' ').replace('\r', ' '));
  }

  @Override
  public void close() throws IOException {
    out.flush();
  }
}

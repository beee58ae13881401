package site.ycsb.measurements.exporter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/**
 * Upstream's stream form: one JSON object per measurement, {@code {"metric": .., "measurement": ..,
 * "value": ..}}, one per line (a stream of JSON values, as upstream writes; not one document).
 */
public class JSONMeasurementsExporter implements MeasurementsExporter {
  private final BufferedWriter out;

  public JSONMeasurementsExporter(OutputStream os) {
    this.out = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8));
  }

  private void object(String metric, String measurement, String value) throws IOException {
    out.write(JsonTriples.object(metric, measurement, value));
    out.newLine();
  }

  @Override
  public void write(String metric, String measurement, int i) throws IOException {
    object(metric, measurement, Integer.toString(i));
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    object(metric, measurement, Long.toString(i));
  }

  @Override
  public void write(String metric, String measurement, double d) throws IOException {
    object(metric, measurement, JsonTriples.number(d));
  }

  @Override
  public void close() throws IOException {
    out.flush();
  }
}

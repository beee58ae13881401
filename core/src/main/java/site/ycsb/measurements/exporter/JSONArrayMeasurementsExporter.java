package site.ycsb.measurements.exporter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/** The report as one valid JSON array of {@code {"metric", "measurement", "value"}} objects. */
public class JSONArrayMeasurementsExporter implements MeasurementsExporter {
  private final BufferedWriter out;
  private boolean first = true;

  public JSONArrayMeasurementsExporter(OutputStream os) throws IOException {
    this.out = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8));
    out.write("[");
  }

  private void object(String metric, String measurement, String value) throws IOException {
    out.write(first ? "\n" : ",\n");
    first = false;
    out.write(JsonTriples.object(metric, measurement, value));
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
    out.write("\n]\n");
    out.flush();
  }
}

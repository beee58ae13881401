package site.ycsb.measurements.exporter;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;

/** Writes each triple as one JSON object; subclasses decide what surrounds and separates them. */
abstract class JsonObjectsExporter implements MeasurementsExporter {
  protected final BufferedWriter out;

  JsonObjectsExporter(OutputStream os) {
    this.out = new BufferedWriter(new OutputStreamWriter(os, StandardCharsets.UTF_8));
  }

  /** Writes one object, already formatted. */
  protected abstract void object(String json) throws IOException;

  @Override
  public void write(String metric, String measurement, int i) throws IOException {
    object(JsonTriples.object(metric, measurement, Integer.toString(i)));
  }

  @Override
  public void write(String metric, String measurement, long i) throws IOException {
    object(JsonTriples.object(metric, measurement, Long.toString(i)));
  }

  @Override
  public void write(String metric, String measurement, double d) throws IOException {
    object(JsonTriples.object(metric, measurement, JsonTriples.number(d)));
  }

  @Override
  public void write(String metric, String measurement, String value) throws IOException {
    object(JsonTriples.object(metric, measurement, JsonTriples.quote(value)));
  }

  @Override
  public void close() throws IOException {
    out.flush();
  }
}

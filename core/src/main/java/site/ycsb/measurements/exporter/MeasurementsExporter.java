package site.ycsb.measurements.exporter;

import java.io.Closeable;
import java.io.IOException;

/**
 * Writes the report as (metric, measurement, value) triples. Same interface as upstream YCSB, so
 * third-party exporters with an {@code (OutputStream)} constructor work unchanged.
 */
public interface MeasurementsExporter extends Closeable {
  void write(String metric, String measurement, int i) throws IOException;

  void write(String metric, String measurement, long i) throws IOException;

  void write(String metric, String measurement, double d) throws IOException;

  /**
   * A text value (an event's command or outcome): lines upstream never wrote. An exporter written
   * for upstream's interface, without this method, leaves them out.
   */
  default void write(String metric, String measurement, String value) throws IOException {
  }
}

package site.ycsb.measurements.exporter;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Upstream's stream form: one JSON object per measurement, {@code {"metric": .., "measurement": ..,
 * "value": ..}}, one per line (a stream of JSON values, as upstream writes; not one document).
 */
public class JSONMeasurementsExporter extends JsonObjectsExporter {

  public JSONMeasurementsExporter(OutputStream os) {
    super(os);
  }

  @Override
  protected void object(String json) throws IOException {
    out.write(json);
    out.newLine();
  }
}

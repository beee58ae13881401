package site.ycsb.measurements.exporter;

import java.io.IOException;
import java.io.OutputStream;

/** The report as one valid JSON array of {@code {"metric", "measurement", "value"}} objects. */
public class JSONArrayMeasurementsExporter extends JsonObjectsExporter {
  private boolean first = true;

  public JSONArrayMeasurementsExporter(OutputStream os) throws IOException {
    super(os);
    out.write("[");
  }

  @Override
  protected void object(String json) throws IOException {
    out.write(first ? "\n" : ",\n");
    first = false;
    out.write(json);
  }

  @Override
  public void close() throws IOException {
    out.write("\n]\n");
    super.close();
  }
}

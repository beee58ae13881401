package site.ycsb.measurements;

import java.io.IOException;
import site.ycsb.Status;
import site.ycsb.measurements.exporter.MeasurementsExporter;

/**
 * Upstream's pair of forms for one metric (hdrhistogram+histogram, hdrhistogram+raw): every
 * latency goes to both, results to the first only (so the report counts them once), and the
 * summary and export are the first's then the second's.
 */
public class TwoInOneMeasurement extends OneMeasurement {
  private final OneMeasurement thing1;
  private final OneMeasurement thing2;

  public TwoInOneMeasurement(String name, OneMeasurement thing1, OneMeasurement thing2) {
    super(name);
    this.thing1 = thing1;
    this.thing2 = thing2;
  }

  @Override
  public void reportStatus(Status status) {
    thing1.reportStatus(status);
  }

  @Override
  public void measure(int latency) {
    thing1.measure(latency);
    thing2.measure(latency);
  }

  @Override
  public void exportMeasurements(MeasurementsExporter exporter) throws IOException {
    thing1.exportMeasurements(exporter);
    thing2.exportMeasurements(exporter);
  }

  /** The two summaries on two lines, as upstream. */
  @Override
  public String getSummary() {
    return thing1.getSummary() + "\n" + thing2.getSummary();
  }
}

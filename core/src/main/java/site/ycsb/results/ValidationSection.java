package site.ycsb.results;

import java.io.IOException;
import java.util.Map;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.thresholds.ValidationCounts;

/**
 * The text report's {@code [VALIDATION]} block: {@code Checked}, then every class's count, zeros
 * included, when the run validated any read; nothing otherwise. The pseudo-operation VALIDATION is
 * never reported as an operation (its counts are these).
 */
final class ValidationSection {
  static final String SECTION = "VALIDATION";

  private ValidationSection() {
  }

  static void write(Map<String, Map<String, Long>> statusCounts, MeasurementsExporter e) throws IOException {
    ValidationCounts v = ValidationCounts.of(statusCounts);
    if (v.isEmpty()) {
      return;
    }
    for (Map.Entry<String, Long> line : v.byLabel().entrySet()) {
      e.write(SECTION, line.getKey(), line.getValue());
    }
  }

  /** A stage's lines in its {@code [STAGE-name]} block: {@code VALIDATION.Checked}, {@code VALIDATION.Stale}, .... */
  static void writeStage(String section, Map<String, Map<String, Long>> statusCounts, MeasurementsExporter e)
      throws IOException {
    ValidationCounts v = ValidationCounts.of(statusCounts);
    if (v.isEmpty()) {
      return;
    }
    for (Map.Entry<String, Long> line : v.byLabel().entrySet()) {
      e.write(section, SECTION + "." + line.getKey(), line.getValue());
    }
  }
}

package site.ycsb.results;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;

/** A summary as the text report prints it. */
final class ReportText {
  private ReportText() {
  }

  static String of(RunResult r) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (TextMeasurementsExporter e = new TextMeasurementsExporter(out)) {
      ReportWriter.write(r, e);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toString(StandardCharsets.UTF_8);
  }
}

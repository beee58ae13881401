package site.ycsb.results;

import java.io.IOException;
import java.util.Map;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.model.ClientFigures;
import site.ycsb.model.RunResult;

/**
 * The report's {@code [CLIENT]} block: what the client itself spent over the measured intervals
 * ({@link ClientFigures}, docs/numbers.md) and, last, its verdict when the client may have limited
 * the result, as {@code [CLIENT], Verdict: client may have limited the result: <causes>, 1}: the
 * words in the measure's name (they hold no comma), so a parser of upstream's numeric triples reads
 * the line too. Nothing when the run's client was not measured.
 */
public final class ClientSection {
  public static final String SECTION = "CLIENT";
  public static final String VERDICT = "Verdict";

  private ClientSection() {
  }

  public static void write(RunResult r, MeasurementsExporter e) throws IOException {
    ClientFigures c = r.client();
    if (c == null || c.intervals() == 0) {
      return;
    }
    for (Map.Entry<String, Number> f : c.byName().entrySet()) {
      if (f.getValue() instanceof Long n) {
        e.write(SECTION, f.getKey(), n);
      } else {
        e.write(SECTION, f.getKey(), f.getValue().doubleValue());
      }
    }
    String verdict = r.clientVerdict().orElse(null);
    if (verdict != null) {
      e.write(SECTION, VERDICT + ": " + verdict, 1);
    }
  }
}

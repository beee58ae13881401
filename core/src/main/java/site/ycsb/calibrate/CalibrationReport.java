package site.ycsb.calibrate;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.measurements.exporter.ReportWriter;

/** A calibration's outcome as a table for people and as upstream-style triples for scripts. */
public final class CalibrationReport {
  private CalibrationReport() {
  }

  /** "99th", "99.9": as the report's percentile lines name them. */
  static String percentileName(double p) {
    return ReportWriter.ordinal(p);
  }

  /** "p99", "p99.9": for people. */
  static String shortName(double p) {
    return "p" + (p == Math.rint(p) ? Long.toString((long) p) : Double.toString(p));
  }

  /** One row per step: its threads or target, the throughput achieved, p50/p99/p99.9 per metric, the SLA verdict. */
  public static String table(Calibration.Outcome o, CalibrationSettings s) {
    Set<String> metrics = new LinkedHashSet<>();
    o.steps().forEach(st -> metrics.addAll(st.percentiles().keySet()));
    StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-5s %8s %10s %12s", "step", "threads",
        "target", "ops/s"));
    for (String m : metrics) {
      head.append(String.format(Locale.ROOT, " | %-29s", m + " p50/p99/p99.9 (us)"));
    }
    head.append(" | SLA ").append(s.slaMetric()).append(' ').append(shortName(s.percentile()))
        .append(" <= ").append(s.maxText());
    StringBuilder out = new StringBuilder(head).append('\n');
    for (Calibration.Step st : o.steps()) {
      out.append(String.format(Locale.ROOT, "%-5d %8d %10s %12.1f", st.number(), st.threads(),
          st.target() > 0 ? String.format(Locale.ROOT, "%.0f", st.target()) : "-", st.throughput()));
      for (String m : metrics) {
        long[] f = st.percentiles().get(m);
        out.append(String.format(Locale.ROOT, " | %-29s", f == null ? "-" : f[0] + " / " + f[1] + " / " + f[2]));
      }
      out.append(" | ").append(st.slaMet() ? "met" : "broken").append(st == o.chosen() ? "  <- chosen" : "")
          .append('\n');
    }
    return out.toString();
  }

  /**
   * The answer, then each step: {@code [CALIBRATE], Threads, n} (or {@code Target(ops/sec)}),
   * {@code Throughput(ops/sec)}, {@code <p>PercentileLatency(us)} of the SLA metric, {@code SLAMet}
   * (false when no step met it: then the figures are the first step's).
   */
  public static void write(Calibration.Outcome o, CalibrationSettings s, String logFolder, MeasurementsExporter e)
      throws IOException {
    Calibration.Step answer = o.chosen() != null ? o.chosen() : o.steps().isEmpty() ? null : o.steps().get(0);
    e.write("CALIBRATE", "Metric", s.slaMetric());
    e.write("CALIBRATE", "SLA(us)", s.maxMicros());
    if (answer != null) {
      step("CALIBRATE", answer, s, e);
    }
    e.write("CALIBRATE", "SLAMet", Boolean.toString(o.chosen() != null));
    e.write("CALIBRATE", "Steps", o.steps().size());
    e.write("CALIBRATE", "Logs", logFolder);
    for (Calibration.Step st : o.steps()) {
      String section = "CALIBRATE-STEP-" + st.number();
      step(section, st, s, e);
      e.write(section, "SLAMet", Boolean.toString(st.slaMet()));
      e.write(section, "Log", st.log().toString());
    }
  }

  private static void step(String section, Calibration.Step st, CalibrationSettings s, MeasurementsExporter e)
      throws IOException {
    if (s.mode() == CalibrationSettings.Mode.TARGET) {
      e.write(section, "Target(ops/sec)", st.target());
    }
    e.write(section, "Threads", st.threads());
    e.write(section, "Throughput(ops/sec)", st.throughput());
    e.write(section, percentileName(s.percentile()) + "PercentileLatency(us)", st.slaValue());
  }

}

package site.ycsb.calibrate;

import java.io.IOException;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import site.ycsb.measurements.MetricSections;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.thresholds.Aggregate;
import site.ycsb.thresholds.Criterion;

/** A calibration's outcome as a table for people and as upstream-style triples for scripts. */
public final class CalibrationReport {
  private CalibrationReport() {
  }

  /** "99th", "99.9": as the report's percentile lines name them. */
  static String percentileName(double p) {
    return MetricSections.ordinal(p);
  }

  /**
   * One row per step: its threads or target, the throughput achieved, p50/p99/p99.9 per metric, the
   * SLA's verdict (and the broken criteria), calibrate.check's outcome and calibrate.between's time.
   */
  public static String table(Calibration.Outcome o, CalibrationSettings s) {
    Set<String> metrics = new LinkedHashSet<>();
    o.steps().forEach(st -> metrics.addAll(st.percentiles().keySet()));
    boolean check = !s.check().isEmpty();
    boolean between = !s.between().isEmpty();
    StringBuilder head = new StringBuilder(String.format(Locale.ROOT, "%-5s %8s %10s %12s", "step", "threads",
        "target", "ops/s"));
    for (String m : metrics) {
      head.append(String.format(Locale.ROOT, " | %-29s", m + " p50/p99/p99.9 (us)"));
    }
    if (between) {
      head.append(String.format(Locale.ROOT, " | %-10s", "between"));
    }
    head.append(" | SLA ").append(s.sla().text());
    if (check) {
      head.append(" | check");
    }
    StringBuilder out = new StringBuilder(head).append('\n');
    for (Calibration.Step st : o.steps()) {
      out.append(String.format(Locale.ROOT, "%-5d %8d %10s %12.1f", st.number(), st.threads(),
          st.target() > 0 ? String.format(Locale.ROOT, "%.0f", st.target()) : "-", st.throughput()));
      for (String m : metrics) {
        long[] f = st.percentiles().get(m);
        out.append(String.format(Locale.ROOT, " | %-29s", f == null ? "-" : f[0] + " / " + f[1] + " / " + f[2]));
      }
      if (between) {
        out.append(String.format(Locale.ROOT, " | %-10s", st.between() == null ? "-"
            : String.format(Locale.ROOT, "%.1f s%s", st.between().durationMs() / 1000.0,
                st.between().ok() ? "" : " !")));
      }
      out.append(" | ").append(st.criteria().passed() ? "met" : "broken");
      st.criteria().broken().forEach(c -> out.append(' ').append(c.criterion().metric()).append('.')
          .append(c.criterion().aggregate().name()).append('=').append(c.measuredText()));
      if (check) {
        out.append(" | ").append(st.check() == null ? "-" : st.check().describe());
      }
      out.append(st == o.chosen() ? "  <- chosen" : st.slaMet() && st.clientLimit() != null
          ? "  <- client-limited, not the database's knee" : "").append('\n');
    }
    return out.toString();
  }

  /**
   * The answer, then each step: {@code [CALIBRATE], Metric} and {@code SLA} (the criteria), the
   * chosen step's {@code Threads} (or {@code Target(ops/sec)}), {@code Throughput(ops/sec)} and the
   * primary criterion's figure ({@code 99thPercentileLatency(us)}), {@code SLAMet} (false when no
   * step met it: then the figures are the first step's), then per step the same and its commands.
   */
  public static void write(Calibration.Outcome o, CalibrationSettings s, String logFolder, MeasurementsExporter e)
      throws IOException {
    Calibration.Step answer = o.chosen() != null ? o.chosen() : o.steps().isEmpty() ? null : o.steps().get(0);
    e.write("CALIBRATE", "Metric", s.primary().metric());
    if (s.maxMicros() > 0) {
      e.write("CALIBRATE", "SLA(us)", s.maxMicros());
    }
    e.write("CALIBRATE", "SLA", s.sla().text());
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
      if (st.clientLimit() != null) {
        e.write(section, "ClientLimited", st.clientLimit());
      }
      e.write(section, "CriteriaMet", Boolean.toString(st.criteria().passed()));
      e.write(section, "Log", st.log().toString());
      if (st.check() != null) {
        e.write(section, "CheckExit", st.check().exitCode());
        e.write(section, "CheckOutput", st.check().output().toString());
      }
      if (st.between() != null) {
        e.write(section, "Between(s)", st.between().durationMs() / 1000.0);
        e.write(section, "BetweenOutput", st.between().output().toString());
      }
    }
  }

  private static void step(String section, Calibration.Step st, CalibrationSettings s, MeasurementsExporter e)
      throws IOException {
    if (s.mode() == CalibrationSettings.Mode.TARGET) {
      e.write(section, "Target(ops/sec)", st.target());
    }
    e.write(section, "Threads", st.threads());
    e.write(section, "Throughput(ops/sec)", st.throughput());
    Criterion primary = s.primary();
    boolean latency = primary.aggregate().dimension() == Aggregate.Dimension.LATENCY;
    String name = latency ? primary.aggregate().reportMeasure() : primary.metric() + "." + primary.aggregate().name();
    if (Double.isNaN(st.slaValue())) {
      e.write(section, name, "no data");
    } else if (latency) {
      e.write(section, name, Math.round(st.slaValue()));
    } else {
      e.write(section, name, st.slaValue());
    }
  }
}

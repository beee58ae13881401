package site.ycsb.results;

import java.util.List;
import java.util.Map;
import site.ycsb.intervallog.Fixed;
import site.ycsb.thresholds.ValidationCounts;

/**
 * The report's tables and time series as one long CSV ({@code run,section,metric,time_s,runtime_pct,
 * measure,value}), one figure per row, for a user's own plotting (R, pandas, a spreadsheet's pivot
 * table). Time series are at full resolution; the validated reads are rows of the metric VALIDATION
 * (measures Checked, Valid, Stale, ...), whole run and per window.
 */
public final class CsvReport {
  private CsvReport() {
  }

  public static String render(List<RunData> runs) {
    return render(runs, List.of());
  }

  /** With each set of repetitions' between-run figures ({@code between_runs} rows, the set's name as the run). */
  public static String render(List<RunData> runs, List<Repetitions> repeated) {
    StringBuilder sb = new StringBuilder(1 << 16);
    sb.append("run,section,metric,time_s,runtime_pct,measure,value\n");
    for (RunData r : runs) {
      String run = r.name();
      ResultFigures.overall(r).forEach((k, v) -> row(sb, run, "summary", ResultFigures.OVERALL, null, null, k, v));
      for (String metric : r.summary().metrics().keySet()) {
        ResultFigures.metric(r, metric).forEach((k, v) -> row(sb, run, "summary", metric, null, null, k, v));
      }
      ValidationCounts validation = ValidationCounts.of(r.summary().statusCounts());
      if (!validation.isEmpty()) {
        validation.byLabel().forEach((k, v) -> row(sb, run, "summary", ValidationSection.SECTION, null, null, k, v));
      }
      if (r.summary().client() != null) {
        r.summary().client().byName().forEach((k, v) -> row(sb, run, "summary", ClientSection.SECTION, null, null, k, v));
        r.summary().clientVerdict().ifPresent(v -> line(sb, run, "summary", ClientSection.SECTION, null, null,
            ClientSection.VERDICT, v));
      }
      for (TimeSeries.Point p : r.series().points()) {
        long mid = p.startMs() + p.lengthMs() / 2;
        Double t = r.secondsSinceStart(mid);
        Double pct = r.normalised(mid);
        row(sb, run, "interval", ResultFigures.OVERALL, t, pct, "warmup", p.warmup() ? 1 : 0);
        if (!Double.isNaN(p.targetPerSecond())) {
          row(sb, run, "interval", ResultFigures.OVERALL, t, pct, "target_ops_per_sec", p.targetPerSecond());
        }
        Ordered.byMetric(p.opsPerSecond()).forEach((op, v) -> row(sb, run, "interval", op, t, pct, "ops_per_sec", v));
        Ordered.byMetric(p.successfulPerSecond()).forEach((op, v) -> row(sb, run, "interval", op, t, pct,
            "successful_ops_per_sec", v));
        p.failedPerSecond().forEach((status, v) -> row(sb, run, "interval", status, t, pct, "failed_per_sec", v));
        Ordered.byMetric(p.notFoundShare()).forEach((op, v) -> row(sb, run, "interval", op, t, pct,
            "not_found_share", v));
        if (!p.validation().isEmpty()) {
          p.validation().byLabel().forEach((k, v) -> row(sb, run, "interval", ValidationSection.SECTION, t, pct, k, v));
        }
        for (Map.Entry<String, TimeSeries.Latency> e : Ordered.byMetric(p.latency()).entrySet()) {
          ResultFigures.latency(e.getValue()).forEach((k, v) -> row(sb, run, "interval", e.getKey(), t, pct, k, v));
        }
      }
      int n = 0;
      for (RunEvent e : r.events()) {
        String metric = "E" + ++n;
        Double t = r.secondsSinceStart(e.startMs());
        Double pct = r.normalised(e.startMs());
        line(sb, run, "event", metric, t, pct, "command", e.command());
        line(sb, run, "event", metric, t, pct, "client", e.clientId());
        line(sb, run, "event", metric, t, pct, "outcome", e.outcome());
      }
    }
    for (int i = 1; i < runs.size(); i++) {
      String versus = runs.get(i).name() + " vs " + runs.get(0).name();
      for (Significance.Judged judged : Significance.rows(runs.get(0), runs.get(i))) {
        Comparison.Row c = judged.row();
        String m = c.measure();
        row(sb, versus, "comparison", c.metric(), null, null, m + ".baseline", c.baseline());
        row(sb, versus, "comparison", c.metric(), null, null, m + ".other", c.other());
        row(sb, versus, "comparison", c.metric(), null, null, m + ".ratio", c.ratio());
        row(sb, versus, "comparison", c.metric(), null, null, m + ".advantage_pct", c.advantagePercent());
        line(sb, versus, "comparison", c.metric(), null, null, m + ".better", c.better());
        row(sb, versus, "comparison", c.metric(), null, null, m + ".difference", judged.difference().value());
        row(sb, versus, "comparison", c.metric(), null, null, m + ".difference_low", judged.difference().low());
        row(sb, versus, "comparison", c.metric(), null, null, m + ".difference_high", judged.difference().high());
        row(sb, versus, "comparison", c.metric(), null, null, m + ".p_value", judged.difference().pValue());
        line(sb, versus, "comparison", c.metric(), null, null, m + ".verdict", judged.difference().verdict().words());
      }
      for (String w : Comparison.dataSetWarnings(runs.get(0), runs.get(i))) {
        line(sb, versus, "comparison", w.substring(0, w.indexOf(':')), null, null, "warning", w);
      }
    }
    for (Repetitions set : repeated) {
      for (Repetitions.Figure f : set.figures()) {
        String m = f.measure();
        row(sb, set.name(), "between_runs", f.metric(), null, null, m + ".mean", f.estimate().value());
        row(sb, set.name(), "between_runs", f.metric(), null, null, m + ".spread", f.spread());
        row(sb, set.name(), "between_runs", f.metric(), null, null, m + ".low", f.estimate().low());
        row(sb, set.name(), "between_runs", f.metric(), null, null, m + ".high", f.estimate().high());
        row(sb, set.name(), "between_runs", f.metric(), null, null, m + ".within_run_half_width", f.withinHalfWidth());
      }
    }
    return sb.toString();
  }

  private static void row(StringBuilder sb, String run, String section, String metric, Double t, Double pct,
      String measure, Number v) {
    String value = v instanceof Double d ? (Double.isFinite(d) ? Double.toString(d) : "") : String.valueOf(v);
    line(sb, run, section, metric, t, pct, measure, value);
  }

  private static void line(StringBuilder sb, String run, String section, String metric, Double t, Double pct,
      String measure, String value) {
    sb.append(quote(run)).append(',').append(section).append(',').append(quote(metric)).append(',')
        .append(t == null ? "" : Fixed.format(t, 3)).append(',')
        .append(pct == null ? "" : Fixed.format(pct, 4)).append(',').append(quote(measure))
        .append(',').append(quote(value)).append('\n');
  }

  static String quote(String s) {
    if (s.indexOf(',') < 0 && s.indexOf('"') < 0 && s.indexOf('\n') < 0 && s.indexOf('\r') < 0) {
      return s;
    }
    return '"' + s.replace("\"", "\"\"") + '"';
  }
}

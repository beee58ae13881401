package site.ycsb.results;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.config.StagePlan;
import site.ycsb.thresholds.ValidationCounts;
import site.ycsb.validation.ReadClass;

/**
 * The HTML report's validated reads: a table of each run's counts by class (and each stage's, summed
 * over its windows as the stage sections are), shown when any run validated a read. Their anomalies
 * over time are a chart of {@link ReportCharts}, on the throughput's time axis with the events.
 */
final class ValidationHtml {
  private ValidationHtml() {
  }

  static boolean anyValidated(List<RunData> runs) {
    return runs.stream().anyMatch(r -> !ValidationCounts.of(r.summary().statusCounts()).isEmpty());
  }

  /** Whether any window of any run holds an anomaly: the chart is drawn only then. */
  static boolean anyAnomaly(List<RunData> runs) {
    return runs.stream().anyMatch(r -> r.series().points().stream().anyMatch(p -> p.validation().anomalies() > 0));
  }

  /** The alarm classes, the anomalies chart's series (by their report names). */
  static List<String> anomalyClasses() {
    List<String> out = new ArrayList<>();
    for (ReadClass c : ReadClass.values()) {
      if (c.anomaly()) {
        out.add(c.label());
      }
    }
    return out;
  }

  /** A window's reads of the class a series is named after. */
  static double count(TimeSeries.Point p, String label) {
    for (ReadClass c : ReadClass.values()) {
      if (c.label().equals(label)) {
        return p.validation().count(c);
      }
    }
    return Double.NaN;
  }

  static void section(StringBuilder sb, List<RunData> runs) {
    if (!anyValidated(runs)) {
      return;
    }
    sb.append("<section id=\"validation\"><h2>Validated reads</h2><p class=\"hint\">Each read checked against the")
        .append(" writes the client saw acknowledged (validation=true), by class; shares are of Checked.")
        .append(" Stale, Lost, Resurrected and Corrupt are anomalies.</p><table class=\"validation\"><tr><th>Run</th>")
        .append("<th>").append(ValidationCounts.CHECKED).append("</th>");
    for (ReadClass c : ReadClass.values()) {
      sb.append("<th>").append(c.label()).append("</th>");
    }
    sb.append("<th>").append(ValidationCounts.ANOMALIES).append("</th></tr>");
    for (RunData r : runs) {
      row(sb, r.name(), "", ValidationCounts.of(r.summary().statusCounts()));
      for (StagePlan.Stage st : StageSections.stages(r)) {
        long from = r.startMs() + Math.round(st.startSeconds() * 1000);
        long to = r.startMs() + Math.round(st.endSeconds() * 1000);
        ValidationCounts in = ValidationCounts.none();
        for (TimeSeries.Point p : r.series().points()) {
          long mid = p.startMs() + p.lengthMs() / 2;
          in = mid >= from && mid < to ? in.plus(p.validation()) : in;
        }
        row(sb, r.name() + ": stage " + st.name(), st.name(), in);
      }
    }
    sb.append("</table></section>\n");
  }

  private static void row(StringBuilder sb, String name, String stage, ValidationCounts v) {
    sb.append("<tr data-stage=\"").append(Html.escape(stage)).append("\"><td>").append(Html.escape(name))
        .append("</td>");
    cell(sb, ValidationCounts.CHECKED, v.checked(), Double.NaN);
    for (ReadClass c : ReadClass.values()) {
      cell(sb, c.label(), v.count(c), v.share(c));
    }
    cell(sb, ValidationCounts.ANOMALIES, v.anomalies(), v.isEmpty() ? Double.NaN : (double) v.anomalies() / v.checked());
    sb.append("</tr>");
  }

  private static void cell(StringBuilder sb, String measure, long n, double share) {
    boolean alarm = n > 0 && (ValidationCounts.ANOMALIES.equals(measure) || anomalyClasses().contains(measure));
    sb.append("<td data-measure=\"").append(measure).append("\" data-value=\"").append(n).append('"')
        .append(alarm ? " class=\"anomaly\"" : "").append('>').append(Html.cell(n));
    if (!Double.isNaN(share) && n > 0) {
      sb.append(" (").append(Html.percent(share)).append(')');
    }
    sb.append("</td>");
  }
}

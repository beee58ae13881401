package site.ycsb.results;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import site.ycsb.thresholds.Check;
import site.ycsb.thresholds.ThresholdResult;

/** The report's thresholds: a table per run of its criteria, passed or failed, and the marks on the figures they judge. */
final class ThresholdsHtml {
  static final String CSS = String.join("\n",
      "table.thresholds td{text-align:left}table.thresholds tr.fail td{background:#fdecea}",
      "table.thresholds td.result{font-weight:600}table.thresholds tr.pass td.result{color:#1a7f37}",
      "table.thresholds tr.fail td.result{color:#b42318}p.verdict.fail{color:#b42318;font-weight:600}",
      "p.verdict.pass{color:#1a7f37;font-weight:600}",
      "td.threshold.pass{box-shadow:inset 0 0 0 2px #1a7f37}td.threshold.fail{box-shadow:inset 0 0 0 2px #b42318;",
      "background:#fdecea}");

  private ThresholdsHtml() {
  }

  /** The section, when any run has criteria. */
  static void section(StringBuilder sb, List<RunData> runs, List<ThresholdResult> verdicts) {
    if (verdicts.stream().allMatch(v -> v == null || v.checks().isEmpty())) {
      return;
    }
    sb.append("<section id=\"thresholds\"><h2>Thresholds</h2>");
    for (int i = 0; i < runs.size(); i++) {
      ThresholdResult v = verdicts.get(i);
      if (v == null || v.checks().isEmpty()) {
        continue;
      }
      table(sb, runs.size() > 1 ? runs.get(i).name() : "", v);
    }
    sb.append("<p class=\"hint\">Judged on the whole measured run (all clients' values together); a criterion")
        .append(" ending in ! also in each measured interval. The figures each criterion judges are outlined in the")
        .append(" whole-run table.</p></section>\n");
  }

  /** One run's criteria: a verdict line, then criterion, measured value, result and note per row. */
  static void table(StringBuilder sb, String name, ThresholdResult v) {
    int broken = v.broken().size();
    sb.append("<div class=\"verdict\" data-run=\"").append(Html.escape(name)).append("\">");
    sb.append("<p class=\"verdict ").append(broken == 0 ? "pass" : "fail").append("\">")
        .append(name.isEmpty() ? "" : Html.escape(name) + ": ")
        .append(broken == 0 ? "all " + v.checks().size() + " criteria met"
            : broken + " of " + v.checks().size() + " criteria broken")
        .append("</p><table class=\"thresholds\"><tr><th>Result</th><th>Criterion</th><th>Measured</th>")
        .append("<th>Note</th></tr>");
    for (Check c : v.checks()) {
      sb.append("<tr class=\"").append(c.passed() ? "pass" : "fail").append("\" data-criterion=\"")
          .append(Html.escape(c.criterion().text())).append("\" data-passed=\"").append(c.passed())
          .append("\"><td class=\"result\">").append(c.passed() ? "&#10004; pass" : "&#10008; FAIL")
          .append("</td><td><code>").append(Html.escape(c.criterion().text())).append("</code></td><td>")
          .append(Html.escape(c.measuredText())).append("</td><td>").append(Html.escape(c.note()))
          .append("</td></tr>");
    }
    sb.append("</table></div>");
  }

  /** The whole-run table's measures a run's criteria judge for one metric, by measure name. */
  static Map<String, Check> cellsOf(ThresholdResult v, String metric) {
    Map<String, Check> out = new HashMap<>();
    if (v == null) {
      return out;
    }
    for (Check c : v.checks()) {
      String measure = c.criterion().aggregate().reportMeasure();
      if (measure != null && c.criterion().metric().equals(metric)) {
        Check before = out.get(measure);
        if (before == null || before.passed()) {
          out.put(measure, c); // a broken criterion wins the cell
        }
      }
    }
    return out;
  }
}

package site.ycsb.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import site.ycsb.thresholds.Check;
import site.ycsb.thresholds.Criterion;
import site.ycsb.thresholds.ThresholdResult;

/**
 * A calibration's report: the throughput-versus-latency curve and a row per step (its threads or
 * target, the throughput it achieved, each criterion's value, calibrate.check and calibrate.between,
 * the verdict, the chosen step), then each step as a run of its own (facts, whole-run table) and the
 * whole calibration over time with each step's start marked.
 */
public final class CalibrationHtml {
  private CalibrationHtml() {
  }

  public static String render(CalibrationLogs c, String version) {
    List<RunData> runs = c.steps().stream().map(CalibrationLogs.Step::run).toList();
    List<ThresholdResult> verdicts = c.steps().stream().map(CalibrationLogs.Step::verdict).toList();
    RunData first = runs.get(0);
    Map<String, String> meta = first.logs().get(0).meta();
    String title = "YCSB calibration: " + meta.getOrDefault("binding", "?") + ", " + HtmlReport.workloadName(first)
        + " (" + c.steps().size() + " steps)";
    StringBuilder sb = new StringBuilder(1 << 16);
    HtmlReport.begin(sb, title, version, runs.size());
    List<String> notes = new ArrayList<>(c.notes());
    runs.forEach(r -> r.notes().forEach(n -> notes.add(r.label() + ": " + n)));
    if (!notes.isEmpty()) {
      sb.append("<section id=\"notes\"><h2>Notes</h2><ul>");
      notes.forEach(n -> sb.append("<li>").append(Html.escape(n)).append("</li>"));
      sb.append("</ul></section>\n");
    }
    sb.append("<section id=\"calibration\"><h2>Calibration</h2>");
    sb.append("<p>SLA: ").append(c.sla().isEmpty() ? "none recorded" : "<code>" + Html.escape(c.sla().text())
        + "</code>").append(steps(c)).append("</p>");
    sb.append("<p class=\"verdict ").append(c.chosen() == null ? "fail" : "pass").append("\">")
        .append(c.chosen() == null ? "No step met the SLA." : String.format(Locale.ROOT,
            "Chosen: step %d, %d threads%s, %s ops/s.", c.chosen().number(), c.chosen().threads(),
            c.chosen().target() > 0 ? ", target " + Math.round(c.chosen().target()) + " ops/s" : "",
            Html.cell(Math.round(c.chosen().throughput() * 10) / 10.0))).append("</p>");
    if (c.primary() != null) {
      sb.append("<figure class=\"chart\" id=\"chart-curve\"><figcaption>Achieved throughput and ")
          .append(Html.escape(CalibrationCurve.yTitle(c.primary()))).append(", one point per step</figcaption>")
          .append(CalibrationCurve.render(c)).append("</figure>");
    }
    table(sb, c);
    sb.append("<p class=\"hint\">A step is overloaded when it breaks a criterion, or when calibrate.check exited")
        .append(" non-zero after it; the chosen step is the highest throughput of those that were not. Each step's")
        .append(" figures leave out its warm-up.</p></section>\n");
    sb.append("<section id=\"runs\"><h2>Steps</h2>");
    for (RunData r : runs) {
      sb.append("<details><summary>").append(Html.escape(r.label())).append("</summary>");
      HtmlReport.facts(sb, r);
      sb.append("</details>");
    }
    sb.append("</section>\n<section id=\"summary\"><h2>Whole-step results</h2>");
    HtmlReport.summary(sb, runs, verdicts);
    sb.append("</section>\n");
    HtmlReport.overTime(sb, List.of(c.timeline()));
    HtmlReport.events(sb, List.of(c.timeline()));
    return sb.append("</main></body></html>\n").toString();
  }

  private static String steps(CalibrationLogs c) {
    boolean check = c.steps().stream().anyMatch(st -> st.check() != null);
    return check ? "; after each step calibrate.check: <code>" + Html.escape(c.steps().stream()
        .filter(st -> st.check() != null).findFirst().get().check().getOrDefault("command", "")) + "</code>" : "";
  }

  private static void table(StringBuilder sb, CalibrationLogs c) {
    List<Criterion> criteria = c.sla().criteria();
    boolean check = c.steps().stream().anyMatch(st -> st.check() != null);
    boolean between = c.steps().stream().anyMatch(st -> st.between() != null);
    sb.append("<table class=\"calibration\"><tr><th>Step</th><th>Threads</th><th>Target</th>")
        .append("<th>Throughput (ops/s)</th>");
    criteria.forEach(k -> sb.append("<th><code>").append(Html.escape(k.text())).append("</code></th>"));
    if (check) {
      sb.append("<th>calibrate.check</th>");
    }
    if (between) {
      sb.append("<th>Between (s)</th>");
    }
    sb.append("<th>Verdict</th></tr>");
    for (CalibrationLogs.Step st : c.steps()) {
      sb.append("<tr class=\"").append(st == c.chosen() ? "chosen" : "").append("\" data-step=\"")
          .append(st.number()).append("\" data-met=\"").append(st.met()).append("\"><th>").append(st.number())
          .append("</th><td>").append(st.threads()).append("</td><td>")
          .append(st.target() > 0 ? Long.toString(Math.round(st.target())) : "–").append("</td><td data-value=\"")
          .append(st.throughput()).append("\">").append(Html.cell(Math.round(st.throughput() * 10) / 10.0))
          .append("</td>");
      for (int i = 0; i < criteria.size(); i++) {
        Check k = st.verdict() == null || st.verdict().checks().size() <= i ? null : st.verdict().checks().get(i);
        sb.append(k == null ? "<td>–</td>" : "<td class=\"" + (k.passed() ? "pass" : "fail") + "\">"
            + Html.escape(k.measuredText()) + "</td>");
      }
      if (check) {
        Map<String, String> o = st.check();
        sb.append(o == null ? "<td>–</td>" : "<td class=\"" + ("0".equals(o.get("exit")) ? "pass" : "fail")
            + "\">exit " + Html.escape(o.getOrDefault("exit", "?")) + "</td>");
      }
      if (between) {
        Map<String, String> o = st.between();
        sb.append("<td>").append(o == null ? "–" : Html.escape(o.getOrDefault("seconds", "?"))).append("</td>");
      }
      sb.append("<td class=\"").append(st.met() ? "pass" : "fail").append("\">")
          .append(st.met() ? "met" : "overloaded").append(st == c.chosen() ? " &larr; chosen" : "").append("</td></tr>");
    }
    sb.append("</table>");
  }
}

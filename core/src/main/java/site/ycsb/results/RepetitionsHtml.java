package site.ycsb.results;

import java.util.List;
import site.ycsb.results.stats.Estimate;

/** The HTML report's between-run section: per set of repetitions, each figure's mean, spread and interval. */
final class RepetitionsHtml {
  private RepetitionsHtml() {
  }

  /** Nothing when no set of repetitions was given. */
  static void section(StringBuilder sb, List<Repetitions> repeated) {
    if (repeated.isEmpty()) {
      return;
    }
    sb.append("<section id=\"repetitions\"><h2>Between runs</h2>");
    for (Repetitions set : repeated) {
      String level = Estimate.label(set.confidence());
      sb.append("<h3>").append(Html.escape(set.name())).append(": ").append(set.runs().size())
          .append(" repetitions</h3><p class=\"hint\">Per figure the runs' mean, their spread (standard deviation)")
          .append(" and the mean's ").append(level).append(" interval with each run one sample (t with ")
          .append(set.runs().size() - 1).append(" degrees of freedom); beside it the runs' own mean ").append(level)
          .append(" half-width. Latency in microseconds.</p><table class=\"summary between-runs\" data-set=\"")
          .append(Html.escape(set.name())).append("\"><tr><th></th><th>Mean</th><th>Spread</th><th>")
          .append(level).append("</th><th>Within-run ±</th></tr>");
      for (Repetitions.Figure f : set.figures()) {
        Estimate e = f.estimate();
        sb.append("<tr data-metric=\"").append(Html.escape(f.metric())).append("\" data-measure=\"")
            .append(Html.escape(f.measure())).append("\"><th>")
            .append(Html.escape(f.metric().equals(Comparison.THROUGHPUT) ? "Throughput (ops/s)"
                : f.metric() + " " + f.measure()))
            .append("</th><td>").append(Html.cell(round(e.value()))).append("</td><td>")
            .append(Html.cell(round(f.spread()))).append("</td><td>").append(Html.cell(round(e.low())))
            .append(" to ").append(Html.cell(round(e.high()))).append("</td><td>")
            .append(Html.cell(round(f.withinHalfWidth()))).append("</td></tr>");
      }
      sb.append("</table><p class=\"interval-choice\">").append(Html.escape(set.choice())).append("</p>");
    }
    sb.append("</section>\n");
  }

  private static double round(double v) {
    return Math.round(v * 10) / 10.0;
  }
}

package site.ycsb.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The HTML report's comparison of one run with the first: a table of cells judged, and the chart of differences. */
final class ComparisonHtml {
  private ComparisonHtml() {
  }

  /** Run {@code b} against baseline {@code a}: each measure's better run, its advantage, ratio and verdict. */
  static void section(StringBuilder sb, RunData a, RunData b) {
    List<Significance.Judged> judged = Significance.rows(a, b);
    List<Comparison.Row> rows = judged.stream().map(Significance.Judged::row).toList();
    sb.append("<h3>").append(Html.escape(b.name())).append(" vs ").append(Html.escape(a.name())).append("</h3>")
        .append("<p>Lower latency is better, higher throughput is better. Each cell names the better run and its")
        .append(" advantage: how much higher the other's latency is (throughput: how much higher the better one's")
        .append(" is), as the studies' \"% advantage\" tables; below it the ratio ").append(Html.escape(b.name()))
        .append("/").append(Html.escape(a.name())).append("; last the verdict at ")
        .append(Html.escape(b.statistics() == null ? "99" : b.statistics().label().substring(2)))
        .append("% confidence: ").append(Html.escape(b.name()))
        .append(" faster, slower or no significant difference, with the difference and its interval.</p>");
    for (String w : Comparison.dataSetWarnings(a, b)) {
      sb.append("<p class=\"warning\">").append(Html.escape(w)).append("</p>");
    }
    sb.append("<table class=\"comparison\" data-baseline=\"")
        .append(Html.escape(a.name())).append("\" data-other=\"").append(Html.escape(b.name()))
        .append("\"><tr><th></th>");
    List<String> measures = new ArrayList<>();
    rows.stream().filter(r -> !r.metric().equals(Comparison.THROUGHPUT)).map(Comparison.Row::measure).distinct()
        .forEach(measures::add);
    measures.forEach(m -> sb.append("<th>").append(m).append("</th>"));
    sb.append("</tr>");
    String current = null;
    for (Significance.Judged j : judged) {
      Comparison.Row r = j.row();
      if (!r.metric().equals(current)) {
        if (current != null) {
          sb.append("</tr>");
        }
        current = r.metric();
        sb.append("<tr data-metric=\"").append(Html.escape(current)).append("\"><th>")
            .append(Html.escape(current.equals(Comparison.THROUGHPUT) ? "Throughput (ops/s)" : current))
            .append("</th>");
      }
      String cls = r.better().isEmpty() ? "even" : r.better().equals(a.name()) ? "better-a" : "better-b";
      sb.append("<td class=\"").append(cls).append("\" data-measure=\"").append(Html.escape(r.measure()))
          .append("\" data-better=\"").append(Html.escape(r.better())).append("\" data-advantage=\"")
          .append(Double.isNaN(r.advantagePercent()) ? "" : Double.toString(r.advantagePercent()))
          .append("\" data-ratio=\"").append(Double.isNaN(r.ratio()) ? "" : Double.toString(r.ratio())).append("\">");
      if (Double.isNaN(r.advantagePercent())) {
        sb.append("–");
      } else if (r.better().isEmpty()) {
        sb.append("equal");
      } else {
        sb.append("<b>").append(Html.escape(r.better())).append("</b> +")
            .append(String.format(Locale.ROOT, "%,.0f%%", r.advantagePercent()));
      }
      sb.append("<br><small>").append(Html.cell(Math.round(r.baseline() * 10) / 10.0)).append(" vs ")
          .append(Html.cell(Math.round(r.other() * 10) / 10.0));
      if (!Double.isNaN(r.ratio())) {
        sb.append(String.format(Locale.ROOT, " (×%.2f)", r.ratio()));
      }
      sb.append("</small><br><span class=\"verdict\" data-verdict=\"").append(j.difference().verdict().words())
          .append("\">").append(Html.escape(j.text())).append("</span></td>");
    }
    sb.append("</tr></table>");
    sb.append(DifferenceChart.svg(judged, a.name(), b.name()));
  }
}

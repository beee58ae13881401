package site.ycsb.results;

import java.util.List;
import java.util.Locale;
import site.ycsb.results.stats.Difference;
import site.ycsb.results.stats.Verdict;

/**
 * The comparison's difference chart: per figure, the other run's difference from the baseline in
 * percent, a dot with its confidence interval as a bar across a zero line, green where the other run
 * is significantly faster, red where slower, grey where the interval holds no significant difference.
 */
final class DifferenceChart {
  private static final int WIDTH = 720;
  private static final int LABEL = 200;
  private static final int ROW = 18;
  private static final int TOP = 24;

  private DifferenceChart() {
  }

  static String svg(List<Significance.Judged> rows, String baseline, String other) {
    List<Significance.Judged> shown = rows.stream().filter(j -> !Double.isNaN(j.difference().lowPercent())).toList();
    if (shown.isEmpty()) {
      return "";
    }
    double span = 5;
    for (Significance.Judged j : shown) {
      span = Math.max(span, Math.max(Math.abs(j.difference().lowPercent()), Math.abs(j.difference().highPercent())));
    }
    span = Math.ceil(span * 1.1);
    int height = TOP + ROW * shown.size() + 8;
    double plot = WIDTH - LABEL - 20;
    StringBuilder sb = new StringBuilder();
    sb.append("<figure class=\"difference-chart\"><svg viewBox=\"0 0 ").append(WIDTH).append(' ').append(height)
        .append("\" width=\"").append(WIDTH).append("\" role=\"img\" aria-label=\"")
        .append(Html.escape(other + " against " + baseline + ": differences with their intervals")).append("\">");
    double zero = LABEL + plot / 2;
    sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#999\"/>", zero,
        TOP - 6, zero, height - 4));
    sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"14\" font-size=\"11\">-%.0f%%</text>", LABEL, span));
    sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"14\" font-size=\"11\" text-anchor=\"middle\">0</text>",
        zero));
    sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"14\" font-size=\"11\" text-anchor=\"end\">+%.0f%%</text>",
        LABEL + plot, span));
    int i = 0;
    for (Significance.Judged j : shown) {
      Difference d = j.difference();
      double y = TOP + ROW * i++ + ROW / 2.0;
      String colour = d.verdict() == Verdict.FASTER ? "#2a7d2a" : d.verdict() == Verdict.SLOWER ? "#c0392b" : "#777";
      String label = (j.row().metric().equals(Comparison.THROUGHPUT) ? "Throughput" : j.row().metric()) + " "
          + j.row().measure();
      sb.append("<g class=\"difference\" data-metric=\"").append(Html.escape(j.row().metric()))
          .append("\" data-measure=\"").append(Html.escape(j.row().measure())).append("\" data-verdict=\"")
          .append(d.verdict().words()).append("\"><title>").append(Html.escape(label + ": " + j.text()))
          .append("</title>");
      sb.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" font-size=\"11\" text-anchor=\"end\">%s</text>",
          LABEL - 6, y + 4, Html.escape(label)));
      sb.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\""
          + " stroke-width=\"2\"/>", x(d.lowPercent(), span, plot), y, x(d.highPercent(), span, plot), y, colour));
      sb.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/></g>",
          x(d.percent(), span, plot), y, colour));
    }
    sb.append("</svg><figcaption>").append(Html.escape(other)).append("'s difference from ")
        .append(Html.escape(baseline)).append(" in percent of ").append(Html.escape(baseline))
        .append("'s figure, with its confidence interval (latency: right is slower; throughput: right is faster)")
        .append("</figcaption></figure>");
    return sb.toString();
  }

  private static double x(double percent, double span, double plot) {
    double clamped = Math.max(-span, Math.min(span, percent));
    return LABEL + plot / 2 + clamped / span * plot / 2;
  }
}

package site.ycsb.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import site.ycsb.results.stats.Estimate;

/** A table of the study report, rendered the same way as HTML and as Markdown. */
final class ReportTable {
  private final String title;
  private final List<String> header;
  private final List<List<String>> rows = new ArrayList<>();

  ReportTable(String title, String... header) {
    this.title = title;
    this.header = List.of(header);
  }

  ReportTable row(String... cells) {
    rows.add(List.of(cells));
    return this;
  }

  boolean isEmpty() {
    return rows.isEmpty();
  }

  /** A figure with its confidence interval in brackets when the run had one: {@code 1234 [1200, 1260]}. */
  static String estimate(Estimate e) {
    return e.known() ? number(e.value()) + " [" + number(e.low()) + ", " + number(e.high()) + "]" : number(e.value());
  }

  static String number(double v) {
    if (Double.isNaN(v)) {
      return "-";
    }
    return Math.abs(v) >= 100 ? String.format(Locale.ROOT, "%.0f", v) : String.format(Locale.ROOT, "%.1f", v);
  }

  void html(StringBuilder sb) {
    sb.append("<h3>").append(escape(title)).append("</h3>\n<table><thead><tr>");
    header.forEach(h -> sb.append("<th>").append(escape(h)).append("</th>"));
    sb.append("</tr></thead><tbody>\n");
    for (List<String> r : rows) {
      sb.append("<tr>");
      r.forEach(c -> sb.append("<td>").append(escape(c)).append("</td>"));
      sb.append("</tr>\n");
    }
    sb.append("</tbody></table>\n");
  }

  void markdown(StringBuilder sb) {
    sb.append("### ").append(title).append("\n\n| ").append(String.join(" | ", header)).append(" |\n|");
    header.forEach(h -> sb.append("---|"));
    sb.append('\n');
    for (List<String> r : rows) {
      sb.append("| ").append(String.join(" | ", r.stream().map(c -> c.replace("|", "\\|")).toList())).append(" |\n");
    }
    sb.append('\n');
  }

  static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}

package site.ycsb.results;

import java.util.Locale;

/** Escaping and number formats for the HTML report. */
final class Html {
  private Html() {
  }

  static String escape(String s) {
    StringBuilder sb = new StringBuilder(s.length() + 16);
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '<':
          sb.append("&lt;");
          break;
        case '>':
          sb.append("&gt;");
          break;
        case '&':
          sb.append("&amp;");
          break;
        case '"':
          sb.append("&quot;");
          break;
        default:
          sb.append(c);
      }
    }
    return sb.toString();
  }

  /** An axis label: 480000 -> 480k, 2500000 -> 2.5M, 0.05 -> 0.05. */
  static String number(double v) {
    double a = Math.abs(v);
    if (a >= 1e6) {
      return trim(v / 1e6) + "M";
    }
    if (a >= 1e4) {
      return trim(v / 1e3) + "k";
    }
    return trim(v);
  }

  private static String trim(double v) {
    String s = String.format(Locale.ROOT, "%.3f", v);
    s = s.replaceAll("0+$", "");
    return s.endsWith(".") ? s.substring(0, s.length() - 1) : s;
  }

  /** A table value: whole numbers with thousands separators, others with one decimal. */
  static String cell(double v) {
    if (Double.isNaN(v)) {
      return "–";
    }
    if (v == Math.rint(v) && Math.abs(v) < 1e15) {
      return String.format(Locale.ROOT, "%,d", (long) v);
    }
    return String.format(Locale.ROOT, "%,.1f", v);
  }

  /** A share as a percentage with two decimals. */
  static String percent(double share) {
    return Double.isNaN(share) ? "–" : String.format(Locale.ROOT, "%.2f%%", 100 * share);
  }
}

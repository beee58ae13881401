package site.ycsb.results;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.thresholds.Criterion;

/**
 * The throughput-versus-latency curve of a calibration, as the studies draw it: achieved operations
 * per second on x, the SLA's figure (the primary criterion: p99 of READ-COMB, say) on y, one point
 * per step joined in step order, the SLA as a dashed line, the chosen step ringed, overloaded steps
 * in red.
 */
final class CalibrationCurve {
  private static final int WIDTH = 920;
  private static final int HEIGHT = 340;
  private static final int LEFT = 70;
  private static final int RIGHT = 30;
  private static final int TOP = 20;
  private static final int BOTTOM = 44;

  private CalibrationCurve() {
  }

  /** The y value of a figure: milliseconds for a latency, percent for a share, as is otherwise. */
  static double shown(Criterion c, double value) {
    return switch (c.aggregate().dimension()) {
      case LATENCY -> value / 1000;
      case SHARE -> value * 100;
      default -> value;
    };
  }

  static String yTitle(Criterion c) {
    String unit = switch (c.aggregate().dimension()) {
      case LATENCY -> " (ms)";
      case SHARE -> " (%)";
      case RATE -> " (ops/s)";
      default -> "";
    };
    return c.metric() + "." + c.aggregate().name() + unit;
  }

  static String render(CalibrationLogs c) {
    Criterion primary = c.primary();
    List<CalibrationLogs.Step> points = new ArrayList<>();
    double xMax = 0;
    double yMax = shown(primary, primary.bound());
    for (CalibrationLogs.Step st : c.steps()) {
      if (!Double.isNaN(st.primaryValue())) {
        points.add(st);
        xMax = Math.max(xMax, st.throughput());
        yMax = Math.max(yMax, shown(primary, st.primaryValue()));
      }
    }
    SvgChart.Axis xa = SvgChart.Axis.linear(0, xMax <= 0 ? 1 : xMax * 1.05, 0);
    SvgChart.Axis ya = SvgChart.Axis.linear(0, yMax <= 0 ? 1 : yMax * 1.1, 0);
    int pw = WIDTH - LEFT - RIGHT;
    int ph = HEIGHT - TOP - BOTTOM;
    StringBuilder sb = new StringBuilder(4096);
    String title = "Throughput and " + yTitle(primary) + " per step";
    sb.append("<svg class=\"curve\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT).append("\" width=\"")
        .append(WIDTH).append("\" height=\"").append(HEIGHT)
        .append("\" role=\"img\" xmlns=\"http://www.w3.org/2000/svg\"><title>").append(Html.escape(title))
        .append("</title><g class=\"axis\">");
    for (double t : ya.ticks) {
      double py = y(ya, t, ph);
      sb.append("<line class=\"grid\" x1=\"").append(LEFT).append("\" y1=\"").append(f(py)).append("\" x2=\"")
          .append(LEFT + pw).append("\" y2=\"").append(f(py)).append("\"/><text class=\"ytick\" x=\"").append(LEFT - 6)
          .append("\" y=\"").append(f(py + 4)).append("\">").append(ya.label(t)).append("</text>");
    }
    for (double t : xa.ticks) {
      double px = x(xa, t, pw);
      sb.append("<line x1=\"").append(f(px)).append("\" y1=\"").append(TOP + ph).append("\" x2=\"").append(f(px))
          .append("\" y2=\"").append(TOP + ph + 5).append("\"/><text class=\"xtick\" x=\"").append(f(px))
          .append("\" y=\"").append(TOP + ph + 18).append("\">").append(xa.label(t)).append("</text>");
    }
    sb.append("<rect class=\"frame\" x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"").append(pw)
        .append("\" height=\"").append(ph).append("\"/><text class=\"xtitle\" x=\"").append(LEFT + pw / 2)
        .append("\" y=\"").append(HEIGHT - 6).append("\">achieved throughput (ops/s)</text>")
        .append("<text class=\"ytitle\" transform=\"translate(14,").append(TOP + ph / 2).append(") rotate(-90)\">")
        .append(Html.escape(yTitle(primary))).append("</text></g>");
    double sla = y(ya, shown(primary, primary.bound()), ph);
    sb.append("<g class=\"sla\" data-value=\"").append(shown(primary, primary.bound())).append("\"><line x1=\"")
        .append(LEFT).append("\" y1=\"").append(f(sla)).append("\" x2=\"").append(LEFT + pw).append("\" y2=\"")
        .append(f(sla)).append("\"/><text x=\"").append(LEFT + pw - 4).append("\" y=\"").append(f(sla - 5))
        .append("\">SLA: ").append(Html.escape(primary.text())).append("</text></g>");
    StringBuilder d = new StringBuilder();
    for (CalibrationLogs.Step st : points) {
      d.append(d.length() == 0 ? 'M' : 'L').append(f(x(xa, st.throughput(), pw))).append(',')
          .append(f(y(ya, shown(primary, st.primaryValue()), ph)));
    }
    sb.append("<path class=\"steps\" d=\"").append(d).append("\"/>");
    for (CalibrationLogs.Step st : points) {
      double px = x(xa, st.throughput(), pw);
      double py = y(ya, shown(primary, st.primaryValue()), ph);
      boolean chosen = st == c.chosen();
      sb.append("<g class=\"step ").append(st.met() ? "met" : "overloaded").append(chosen ? " chosen" : "")
          .append("\" data-step=\"").append(st.number()).append("\" data-x=\"").append(st.throughput())
          .append("\" data-y=\"").append(shown(primary, st.primaryValue())).append("\"><title>")
          .append(Html.escape("step " + st.number() + ": " + Html.number(Math.round(st.throughput() * 10) / 10.0)
              + " ops/s, " + primary.metric() + "." + primary.aggregate().name() + " "
              + primary.format(st.primaryValue()) + (st.met() ? ", met" : ", overloaded")))
          .append("</title>");
      if (chosen) {
        sb.append("<circle class=\"ring\" cx=\"").append(f(px)).append("\" cy=\"").append(f(py))
            .append("\" r=\"9\"/><text class=\"chosen\" x=\"").append(f(px + 12)).append("\" y=\"")
            .append(f(py + 16)).append("\">chosen</text>");
      }
      sb.append("<circle cx=\"").append(f(px)).append("\" cy=\"").append(f(py)).append("\" r=\"4.5\"/><text x=\"")
          .append(f(px)).append("\" y=\"").append(f(py - 8)).append("\">").append(st.number()).append("</text></g>");
    }
    return sb.append("</svg>").toString();
  }

  private static double x(SvgChart.Axis a, double v, int pw) {
    return LEFT + pw * Math.max(0, Math.min(1, a.fraction(v)));
  }

  private static double y(SvgChart.Axis a, double v, int ph) {
    return TOP + ph * (1 - Math.max(0, Math.min(1, a.fraction(v))));
  }

  private static String f(double v) {
    return SvgChart.f(v);
  }

  static final String CSS = String.join("\n",
      "svg.curve .sla line{stroke:#b42318;stroke-width:1.5;stroke-dasharray:6 4}svg.curve .sla text{fill:#b42318;",
      "text-anchor:end}svg.curve path.steps{fill:none;stroke:#1f77b4;stroke-width:1.6}",
      "svg.curve .step circle{fill:#1f77b4}svg.curve .step.overloaded circle{fill:#b42318}",
      "svg.curve .step text{text-anchor:middle;font-size:10px}svg.curve circle.ring{fill:none!important;",
      "stroke:#1a7f37;stroke-width:2.5}svg.curve text.chosen{fill:#1a7f37;font-weight:600;text-anchor:start}",
      "table.calibration tr.chosen td,table.calibration tr.chosen th{background:#eef6ee}",
      "table.calibration td.pass{color:#1a7f37}table.calibration td.fail{color:#b42318;font-weight:600}");
}

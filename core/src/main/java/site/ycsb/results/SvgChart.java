package site.ycsb.results;

import java.util.ArrayList;
import java.util.List;
import site.ycsb.intervallog.Fixed;

/**
 * A line chart as inline SVG: axes with ticks and units, a legend, shaded spans (warm-up) and
 * vertical markers (events). A series longer than {@link #MAX_POINTS} is drawn from buckets of
 * consecutive points, each drawn as its lowest and highest value in time order, so no spike or
 * dip disappears; the data itself (tables, CSV, JSON) is never thinned.
 */
final class SvgChart {
  static final int MAX_POINTS = 1200;
  static final int WIDTH = 920;
  static final int HEIGHT = 300;
  private static final int LEFT = 70;
  private static final int RIGHT = 210;
  private static final int TOP = 16;
  private static final int BOTTOM = 44;

  /** One line: {@code ys[i]} at {@code xs[i]}; NaN leaves a gap. */
  record Series(String name, String run, String color, String dash, double[] xs, double[] ys) {
  }

  /**
   * A shaded span of x, or a marker at {@code from} when {@code to} is NaN, its label on line
   * {@code row} (one per run, so two runs' markers at one time stay readable).
   */
  record Mark(double from, double to, String label, String title, int row) {
  }

  /** The x axis: elapsed seconds or a share of the runtime. */
  enum XAxis {
    TIME, NORMALISED
  }

  private SvgChart() {
  }

  /**
   * Renders one variant of a chart.
   *
   * @param cssClass the variant's classes (which axis options show it)
   * @param xMax the largest x (seconds for TIME, 100 for NORMALISED)
   * @param yUnit the y axis title
   * @param logY a logarithmic y axis
   */
  static String render(String cssClass, String title, XAxis x, double xMax, String yUnit, boolean logY,
      List<Series> series, List<Mark> marks) {
    double yMin = Double.POSITIVE_INFINITY;
    double yMax = 0;
    for (Series s : series) {
      for (double y : s.ys) {
        if (!Double.isNaN(y)) {
          yMax = Math.max(yMax, y);
          if (y > 0) {
            yMin = Math.min(yMin, y);
          }
        }
      }
    }
    Axis xa = x == XAxis.NORMALISED ? Axis.linear(0, 100, 10) : Axis.time(Math.max(xMax, 1e-3));
    Axis ya = logY ? Axis.log(yMin == Double.POSITIVE_INFINITY ? 1 : yMin, Math.max(yMax, 1e-9))
        : Axis.linear(0, yMax <= 0 ? 1 : yMax, 0);
    int pw = WIDTH - LEFT - RIGHT;
    int ph = HEIGHT - TOP - BOTTOM;
    StringBuilder sb = new StringBuilder(8192);
    sb.append("<svg class=\"").append(cssClass).append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT)
        .append("\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
        .append("\" role=\"img\" xmlns=\"http://www.w3.org/2000/svg\"><title>").append(Html.escape(title))
        .append("</title>");
    // shaded spans and markers under the lines
    for (Mark m : marks) {
      double x0 = LEFT + pw * clamp(xa.fraction(m.from));
      if (Double.isNaN(m.to)) {
        sb.append("<g class=\"event\"><title>").append(Html.escape(m.title)).append("</title><line x1=\"").append(f(x0))
            .append("\" y1=\"").append(TOP).append("\" x2=\"").append(f(x0)).append("\" y2=\"").append(TOP + ph)
            .append("\"/><text x=\"").append(f(x0 + 3)).append("\" y=\"").append(TOP + 11 + 12 * m.row).append("\">")
            .append(Html.escape(m.label)).append("</text></g>");
      } else {
        double x1 = LEFT + pw * clamp(xa.fraction(m.to));
        sb.append("<rect class=\"warmup\" x=\"").append(f(x0)).append("\" y=\"").append(TOP).append("\" width=\"")
            .append(f(Math.max(0, x1 - x0))).append("\" height=\"").append(ph).append("\"><title>")
            .append(Html.escape(m.title)).append("</title></rect>");
      }
    }
    axes(sb, xa, ya, x, yUnit, pw, ph);
    int legendY = TOP + 4;
    for (Series s : series) {
      List<double[]> pts = drawn(s.xs, s.ys);
      int count = 0;
      StringBuilder d = new StringBuilder(pts.size() * 14);
      boolean pen = false;
      for (double[] p : pts) {
        if (Double.isNaN(p[1])) {
          pen = false;
          continue;
        }
        double px = LEFT + pw * xa.fraction(p[0]);
        double py = TOP + ph * (1 - ya.fraction(p[1]));
        d.append(pen ? 'L' : 'M').append(f(px)).append(',').append(f(py));
        pen = true;
        count++;
      }
      sb.append("<path class=\"series\" data-series=\"").append(Html.escape(s.name)).append("\" data-run=\"")
          .append(Html.escape(s.run)).append("\" data-points=\"").append(count).append("\" stroke=\"").append(s.color)
          .append('"');
      if (!s.dash.isEmpty()) {
        sb.append(" stroke-dasharray=\"").append(s.dash).append('"');
      }
      sb.append(" d=\"").append(d).append("\"/>");
      String label = s.run.isEmpty() ? s.name : s.run + " " + s.name;
      sb.append("<g class=\"legend\"><line x1=\"").append(WIDTH - RIGHT + 12).append("\" y1=\"").append(legendY)
          .append("\" x2=\"").append(WIDTH - RIGHT + 40).append("\" y2=\"").append(legendY).append("\" stroke=\"")
          .append(s.color).append('"');
      if (!s.dash.isEmpty()) {
        sb.append(" stroke-dasharray=\"").append(s.dash).append('"');
      }
      sb.append("/><text x=\"").append(WIDTH - RIGHT + 46).append("\" y=\"").append(legendY + 4).append("\">")
          .append(Html.escape(label)).append("</text></g>");
      legendY += 16;
    }
    return sb.append("</svg>").toString();
  }

  private static void axes(StringBuilder sb, Axis xa, Axis ya, XAxis x, String yUnit, int pw, int ph) {
    sb.append("<g class=\"axis\">");
    for (double t : ya.ticks) {
      double py = TOP + ph * (1 - ya.fraction(t));
      sb.append("<line class=\"grid\" x1=\"").append(LEFT).append("\" y1=\"").append(f(py)).append("\" x2=\"")
          .append(LEFT + pw).append("\" y2=\"").append(f(py)).append("\"/><text class=\"ytick\" x=\"").append(LEFT - 6)
          .append("\" y=\"").append(f(py + 4)).append("\">").append(ya.label(t)).append("</text>");
    }
    for (double t : xa.ticks) {
      double px = LEFT + pw * xa.fraction(t);
      sb.append("<line x1=\"").append(f(px)).append("\" y1=\"").append(TOP + ph).append("\" x2=\"").append(f(px))
          .append("\" y2=\"").append(TOP + ph + 5).append("\"/><text class=\"xtick\" x=\"").append(f(px))
          .append("\" y=\"").append(TOP + ph + 18).append("\">").append(xa.label(t)).append("</text>");
    }
    sb.append("<rect class=\"frame\" x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"").append(pw)
        .append("\" height=\"").append(ph).append("\"/>");
    sb.append("<text class=\"xtitle\" x=\"").append(LEFT + pw / 2).append("\" y=\"").append(HEIGHT - 6).append("\">")
        .append(x == XAxis.NORMALISED ? "runtime (% of each run)" : "elapsed time (" + xa.unit + ")").append("</text>");
    sb.append("<text class=\"ytitle\" transform=\"translate(14,").append(TOP + ph / 2).append(") rotate(-90)\">")
        .append(Html.escape(yUnit)).append("</text></g>");
  }

  /** The points drawn for a series: all of them, or per bucket its lowest and highest (NaN: a gap). */
  static List<double[]> drawn(double[] xs, double[] ys) {
    List<double[]> out = new ArrayList<>();
    int n = xs.length;
    if (n <= MAX_POINTS) {
      for (int i = 0; i < n; i++) {
        out.add(new double[] {xs[i], ys[i]});
      }
      return out;
    }
    int bucket = (int) Math.ceil(n / (MAX_POINTS / 2.0));
    for (int from = 0; from < n; from += bucket) {
      int to = Math.min(n, from + bucket);
      int lo = -1;
      int hi = -1;
      for (int i = from; i < to; i++) {
        if (Double.isNaN(ys[i])) {
          continue;
        }
        if (lo < 0 || ys[i] < ys[lo]) {
          lo = i;
        }
        if (hi < 0 || ys[i] > ys[hi]) {
          hi = i;
        }
      }
      if (lo < 0) {
        out.add(new double[] {xs[from], Double.NaN});
      } else if (lo == hi) {
        out.add(new double[] {xs[lo], ys[lo]});
      } else {
        int first = Math.min(lo, hi);
        int second = Math.max(lo, hi);
        out.add(new double[] {xs[first], ys[first]});
        out.add(new double[] {xs[second], ys[second]});
      }
    }
    return out;
  }

  /** How many points a series of these values draws. */
  static int drawnCount(double[] xs, double[] ys) {
    return (int) drawn(xs, ys).stream().filter(p -> !Double.isNaN(p[1])).count();
  }

  private static double clamp(double fraction) {
    return Math.max(0, Math.min(1, fraction));
  }

  static String f(double v) {
    return Fixed.format(v, 1);
  }

  /** Where ticks go and how values map to the plot. */
  static final class Axis {
    final double min;
    final double max;
    final boolean log;
    final List<Double> ticks = new ArrayList<>();
    String unit = "";
    double divisor = 1;

    private Axis(double min, double max, boolean log) {
      this.min = min;
      this.max = max;
      this.log = log;
    }

    static Axis linear(double min, double max, double step) {
      double s = step > 0 ? step : niceStep(max - min, 5);
      double top = step > 0 ? max : Math.ceil(max / s) * s;
      Axis a = new Axis(min, top, false);
      for (double t = min; t <= top + s / 1e6; t += s) {
        a.ticks.add(t);
      }
      a.unit = step > 0 ? "%" : "";
      return a;
    }

    static Axis log(double min, double max) {
      double lo = Math.pow(10, Math.floor(Math.log10(min)));
      double hi = Math.pow(10, Math.ceil(Math.log10(max)));
      if (hi <= lo) {
        hi = lo * 10;
      }
      Axis a = new Axis(lo, hi, true);
      for (double t = lo; t <= hi * 1.0001; t *= 10) {
        a.ticks.add(t);
      }
      return a;
    }

    /** Seconds, labelled in seconds, minutes or hours as the span asks. */
    static Axis time(double maxSeconds) {
      double divisor = maxSeconds <= 300 ? 1 : maxSeconds <= 3 * 3600 ? 60 : 3600;
      double span = maxSeconds / divisor;
      double step = niceStep(span, 8);
      Axis a = new Axis(0, maxSeconds, false);
      for (double t = 0; t <= span + step / 1e6; t += step) {
        a.ticks.add(t * divisor);
      }
      a.unit = divisor == 1 ? "s" : divisor == 60 ? "min" : "h";
      a.divisor = divisor;
      return a;
    }

    static double niceStep(double span, int ticks) {
      if (span <= 0) {
        return 1;
      }
      double raw = span / ticks;
      double mag = Math.pow(10, Math.floor(Math.log10(raw)));
      double r = raw / mag;
      return (r <= 1 ? 1 : r <= 2 ? 2 : r <= 2.5 ? 2.5 : r <= 5 ? 5 : 10) * mag;
    }

    double fraction(double v) {
      if (log) {
        double c = Math.max(v, min);
        return (Math.log10(c) - Math.log10(min)) / (Math.log10(max) - Math.log10(min));
      }
      return max == min ? 0 : (v - min) / (max - min);
    }

    String label(double v) {
      double shown = v / divisor;
      if (unit.equals("%")) {
        return Long.toString(Math.round(shown));
      }
      return Html.number(shown);
    }
  }
}

package site.ycsb.results;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.Op;

/**
 * The report's figures over time, as the studies draw them: successful throughput per operation and
 * in total; when anything failed, the successful total beside the failures per status (an outage
 * shows as the one falling and the others rising at the event's mark); P50, P99 and P99.9 per
 * operation; and the NOT_FOUND share per operation. Each run's windows are
 * placed from its own start (elapsed) or over its own runtime (normalised, benchANT's axis for two
 * systems that ran for different times).
 */
final class ReportCharts {
  private static final Map<String, String> COLORS = Map.of(
      "TOTAL", "#222222", "READ", "#1f77b4", "UPDATE", "#ff7f0e", "INSERT", "#2ca02c", "SCAN", "#9467bd",
      "DELETE", "#d62728", "READ-MODIFY-WRITE", "#8c564b");

  /** The target chart's series: the rate the run was paced at, and the workload operations it did. */
  static final String TARGET = "target";
  static final String ACHIEVED = "achieved";
  static final String CLIENT_CPU = "client CPU";
  static final String HICCUP_P99 = "hiccup p99";
  static final String HICCUP_MAX = "hiccup max";

  /** The failures chart's series of the successful total. */
  static final String SUCCESSFUL = "successful";
  /** Failure statuses' colours, in the order a run's statuses are named: warm colours, apart from the operations'. */
  private static final String[] FAILURE_COLORS = {"#d62728", "#e377c2", "#ff9896", "#bcbd22", "#8c564b", "#9467bd",
      "#17becf"};

  private final List<RunData> runs;

  ReportCharts(List<RunData> runs) {
    this.runs = runs;
  }

  /** What a chart shows of a run's windows: one value per window (NaN for none). */
  private interface Values {
    double of(TimeSeries.Point p, String metric);
  }

  void appendTo(StringBuilder sb) {
    chart(sb, "throughput", "Successful throughput per operation and in total (failed results left out)",
        "operations per second", false, run -> operations(run, true),
        (p, op) -> p.empty() ? 0 : p.successfulPerSecond().getOrDefault(op, 0.0));
    if (runs.stream().anyMatch(ReportCharts::paced)) {
      // a schedule's picture: what the client was asked for and what it did, where the two part
      chart(sb, "target", "Target (the rate the run was paced at) and achieved throughput (workload operations)",
          "operations per second", false, r -> paced(r) ? List.of(TARGET, ACHIEVED) : List.of(ACHIEVED),
          (p, series) -> p.empty() && !TARGET.equals(series) ? 0 : TARGET.equals(series) ? p.targetPerSecond()
              : p.opsPerSecond().getOrDefault(MetricNames.TOTAL, 0.0));
    }
    if (runs.stream().anyMatch(r -> !failureStatuses(r).isEmpty())) {
      // the outage picture: what succeeded and what failed, by status, on one axis
      chart(sb, "failures", "Successful and failed operations per second, failures by status",
          "operations per second", false, r -> {
            List<String> series = new ArrayList<>(List.of(SUCCESSFUL));
            series.addAll(failureStatuses(r));
            return series;
          }, (p, series) -> p.empty() ? 0 : SUCCESSFUL.equals(series)
              ? p.successfulPerSecond().getOrDefault(MetricNames.TOTAL, 0.0)
              : p.failedPerSecond().getOrDefault(series, 0.0));
    } else {
      sb.append("<p class=\"hint\" id=\"no-failures\">No failed operation in any window: no failures chart.</p>");
    }
    if (ValidationHtml.anyAnomaly(runs)) {
      // what the database got wrong, on the throughput's time axis and with the events
      chart(sb, "anomalies", "Anomalous validated reads per window, by class", "reads per window", false,
          r -> ValidationHtml.anomalyClasses(), (p, cls) -> p.empty() ? 0 : ValidationHtml.count(p, cls));
    } else if (ValidationHtml.anyValidated(runs)) {
      sb.append("<p class=\"hint\" id=\"no-anomalies\">No anomalous validated read in any window: no anomalies")
          .append(" chart.</p>");
    }
    String[] ids = {"p50", "p99", "p99.9"};
    for (int k = 0; k < TimeSeries.PERCENTILES.length; k++) {
      int index = k;
      String name = Comparison.percentileName(TimeSeries.PERCENTILES[k]);
      chart(sb, ids[k], name + " latency per operation (OP-COMB where logged: OK and NOT_FOUND results)",
          "latency (ms)", true, run -> latencyMetrics(run), (p, metric) -> {
            TimeSeries.Latency l = p.latency().get(metric);
            return l == null ? Double.NaN : l.percentiles()[index] / 1000.0;
          });
    }
    if (runs.stream().anyMatch(ReportCharts::measuredItsClient)) {
      // under the latencies: whether the client itself was busy or stalled while they were measured
      runs.forEach(r -> r.summary().clientVerdict().ifPresent(v -> sb.append("<p class=\"hint\" id=\"client-verdict\">")
          .append(Html.escape((runs.size() > 1 ? r.name() + ": " : "") + v)).append("</p>")));
      chart(sb, "client-cpu", "The client's own CPU, as a share of the cores available to it (docs/numbers.md)",
          "CPU (% of the cores)", false, r -> List.of(CLIENT_CPU),
          (p, series) -> p.client() == null ? Double.NaN : p.client().cpuUtilizationPercent());
      chart(sb, "client-hiccups", "The client's hiccups: how late a 1 ms sleep of its own woke (p99 and max)",
          "hiccup (ms)", true, r -> List.of(HICCUP_P99, HICCUP_MAX),
          (p, series) -> p.client() == null ? Double.NaN
              : HICCUP_P99.equals(series) ? p.client().hiccupP99Ms() : p.client().hiccupMaxMs());
    }
    boolean anyNotFound = runs.stream().anyMatch(r -> !notFoundOperations(r).isEmpty());
    if (anyNotFound) {
      chart(sb, "notfound", "NOT_FOUND share of each operation's results", "NOT_FOUND (% of results)", false,
          this::notFoundOperations, (p, op) -> {
            Double share = p.notFoundShare().get(op);
            return share == null ? Double.NaN : 100 * share;
          });
    } else {
      sb.append("<p class=\"hint\" id=\"no-notfound\">No NOT_FOUND share over time: the logs hold no NOT_FOUND result")
          .append(" (or no status counts).</p>");
    }
  }

  /** Whether any window of the run holds the client's own figures. */
  private static boolean measuredItsClient(RunData run) {
    return run.series().points().stream().anyMatch(p -> p.client() != null);
  }

  /** Whether any window of the run says what it was paced at. */
  private static boolean paced(RunData run) {
    return run.series().points().stream().anyMatch(p -> !Double.isNaN(p.targetPerSecond()));
  }

  /** The operations with throughput in a run, TOTAL first. */
  private static List<String> operations(RunData run, boolean withTotal) {
    Set<String> ops = new LinkedHashSet<>();
    if (withTotal) {
      ops.add(MetricNames.TOTAL);
    }
    List<String> seen = new ArrayList<>();
    run.series().points().forEach(p -> p.opsPerSecond().keySet().forEach(op -> {
      if (!seen.contains(op) && !op.equals(MetricNames.TOTAL)) {
        seen.add(op);
      }
    }));
    seen.sort(MetricNames.ORDER);
    ops.addAll(seen);
    return new ArrayList<>(ops);
  }

  /** The failure statuses of any window of the run, by name. */
  private static List<String> failureStatuses(RunData run) {
    java.util.TreeSet<String> statuses = new java.util.TreeSet<>();
    run.series().points().forEach(p -> statuses.addAll(p.failedPerSecond().keySet()));
    return new ArrayList<>(statuses);
  }

  /** A series' colour: an operation's, the successful total's (TOTAL's), or a failure status's. */
  private String color(String metric) {
    String op = metric.replaceFirst("-COMB$", "");
    if (TARGET.equals(op)) {
      return "#17becf";
    }
    if (CLIENT_CPU.equals(op) || HICCUP_MAX.equals(op)) {
      return "#8c564b";
    }
    if (HICCUP_P99.equals(op)) {
      return "#bcbd22";
    }
    if (SUCCESSFUL.equals(op) || ACHIEVED.equals(op)) {
      return COLORS.get(MetricNames.TOTAL);
    }
    if (COLORS.containsKey(op)) {
      return COLORS.get(op);
    }
    int anomaly = ValidationHtml.anomalyClasses().indexOf(op);
    if (anomaly >= 0) {
      return FAILURE_COLORS[anomaly % FAILURE_COLORS.length];
    }
    java.util.TreeSet<String> statuses = new java.util.TreeSet<>();
    runs.forEach(r -> statuses.addAll(failureStatuses(r)));
    int i = statuses.headSet(op).size();
    return statuses.contains(op) ? FAILURE_COLORS[i % FAILURE_COLORS.length] : "#7f7f7f";
  }

  /** Per operation its OP-COMB metric when the run has it, else OP. */
  private static List<String> latencyMetrics(RunData run) {
    Set<String> metrics = run.summary().metrics().keySet();
    List<String> out = new ArrayList<>();
    for (String op : operations(run, false)) {
      out.add(metrics.contains(op + "-COMB") ? op + "-COMB" : op);
    }
    return out;
  }

  private List<String> notFoundOperations(RunData run) {
    Set<String> ops = new LinkedHashSet<>();
    run.series().points().forEach(p -> p.notFoundShare().forEach((op, share) -> {
      Op o = MetricNames.opOf(op);
      if (share > 0 && OperationCounts.counted(o)) {
        ops.add(op);
      }
    }));
    List<String> out = new ArrayList<>(ops);
    out.sort(MetricNames.ORDER);
    return out;
  }

  private void chart(StringBuilder sb, String id, String title, String yUnit, boolean latency,
      java.util.function.Function<RunData, List<String>> metricsOf, Values values) {
    sb.append("<figure class=\"chart\" id=\"chart-").append(id).append("\" data-windows=\"")
        .append(runs.get(0).series().points().size()).append("\"><figcaption>").append(Html.escape(title))
        .append("</figcaption>");
    for (SvgChart.XAxis x : SvgChart.XAxis.values()) {
      List<SvgChart.Series> series = new ArrayList<>();
      List<SvgChart.Mark> marks = new ArrayList<>();
      double xMax = 0;
      for (int i = 0; i < runs.size(); i++) {
        RunData r = runs.get(i);
        List<TimeSeries.Point> pts = r.series().points();
        // windows are aligned to the epoch: the first and last may reach past the run, so clamp
        ToDoubleFunction<Long> place = x == SvgChart.XAxis.TIME
            ? t -> Math.max(0, Math.min(r.secondsSinceStart(r.endMs()), r.secondsSinceStart(t)))
            : t -> Math.min(100, Math.max(0, r.normalised(t)));
        xMax = Math.max(xMax, x == SvgChart.XAxis.TIME ? r.secondsSinceStart(r.endMs()) : 100);
        double[] xs = new double[pts.size()];
        for (int j = 0; j < xs.length; j++) {
          xs[j] = place.applyAsDouble(pts.get(j).startMs() + pts.get(j).lengthMs() / 2);
        }
        for (String metric : metricsOf.apply(r)) {
          double[] ys = new double[pts.size()];
          for (int j = 0; j < ys.length; j++) {
            ys[j] = values.of(pts.get(j), metric);
          }
          series.add(new SvgChart.Series(metric, r.label(), color(metric), HtmlReport.dash(i), xs, ys));
        }
        marks.addAll(marks(r, place, i));
      }
      if (latency) {
        for (boolean log : new boolean[] {false, true}) {
          sb.append(SvgChart.render(variant(x) + (log ? " v-log" : " v-lin"), title, x, xMax, yUnit, log, series,
              marks));
        }
      } else {
        sb.append(SvgChart.render(variant(x) + " v-any", title, x, xMax, yUnit, false, series, marks));
      }
    }
    sb.append("</figure>\n");
  }

  private static String variant(SvgChart.XAxis x) {
    return x == SvgChart.XAxis.TIME ? "v-time" : "v-norm";
  }

  /**
   * The run's warm-up as shaded spans (one per stretch of warm-up windows: a calibration's steps
   * each have theirs) and its events as markers.
   */
  private List<SvgChart.Mark> marks(RunData r, ToDoubleFunction<Long> place, int row) {
    List<SvgChart.Mark> marks = new ArrayList<>();
    List<TimeSeries.Point> pts = r.series().points();
    int first = -1; // the first window of the stretch of warm-up windows in progress
    for (int i = 0; i <= pts.size(); i++) {
      boolean warmup = i < pts.size() && pts.get(i).warmup();
      if (warmup && first < 0) {
        first = i;
      } else if (!warmup && first >= 0) {
        TimeSeries.Point last = pts.get(i - 1);
        marks.add(new SvgChart.Mark(first == 0 ? 0 : place.applyAsDouble(pts.get(first).startMs()),
            place.applyAsDouble(last.startMs() + last.lengthMs()), "",
            "warm-up" + (r.label().isEmpty() ? "" : " of " + r.label()) + ": left out of the tables", row));
        first = -1;
      }
    }
    int n = 0;
    for (RunEvent e : r.events()) {
      String label = eventLabel(r, ++n, runs.size());
      marks.add(new SvgChart.Mark(place.applyAsDouble(e.startMs()), Double.NaN, label,
          label + ": " + e.command() + " (" + e.when() + ", client " + e.clientId() + ") " + e.outcome(), row));
    }
    return marks;
  }

  /** An event's mark: E1, E2, ... (prefixed with the run's name in a comparison). */
  static String eventLabel(RunData r, int n, int runCount) {
    return (runCount > 1 ? r.name() + " " : "") + "E" + n;
  }
}

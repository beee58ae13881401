package site.ycsb.results;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.HdrHistogram.Histogram;
import site.ycsb.intervallog.Fixed;
import site.ycsb.measurements.MetricSections;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.MetricNames;
import site.ycsb.results.stats.Estimate;
import site.ycsb.thresholds.Check;
import site.ycsb.thresholds.ThresholdResult;

/**
 * The report as one self-contained HTML file: inline CSS and SVG, no script, no external asset, so
 * it opens offline from a file:// URL and can be mailed or archived as it is. Axis options
 * (elapsed or normalised time, linear or logarithmic latency) are radio buttons that CSS uses to
 * show one pre-drawn variant of each chart.
 */
public final class HtmlReport {
  private static final String[] DASHES = {"", "7 4", "2 3", "10 3 2 3"};

  private HtmlReport() {
  }

  /** The report of one run, or of several labelled runs compared with the first. */
  public static String render(List<RunData> runs, String version) {
    return render(runs, version, java.util.Collections.nCopies(runs.size(), null));
  }

  /**
   * The report, with each run's thresholds marked: a table of the criteria (pass or fail) and the
   * whole-run table's cells they judge outlined.
   *
   * @param verdicts per run, in order, its criteria's verdict (null: none)
   */
  public static String render(List<RunData> runs, String version, List<ThresholdResult> verdicts) {
    return render(runs, version, verdicts, List.of());
  }

  /**
   * As {@link #render(List, String, List)}, with a section of each set of repetitions' between-run
   * figures after the whole-run tables.
   */
  public static String render(List<RunData> runs, String version, List<ThresholdResult> verdicts,
      List<Repetitions> repeated) {
    StringBuilder sb = new StringBuilder(1 << 16);
    begin(sb, title(runs), version, runs.stream().mapToInt(r -> r.logs().size()).sum());
    notes(sb, runs);
    ThresholdsHtml.section(sb, runs, verdicts);
    sb.append("<section id=\"runs\"><h2>Runs</h2>");
    for (RunData r : runs) {
      facts(sb, r);
    }
    sb.append("</section>\n<section id=\"summary\"><h2>Whole-run results</h2>");
    summary(sb, runs, verdicts);
    sb.append("</section>\n");
    ValidationHtml.section(sb, runs);
    RepetitionsHtml.section(sb, repeated);
    if (runs.size() > 1) {
      sb.append("<section id=\"comparison\"><h2>Comparison</h2>");
      for (int i = 1; i < runs.size(); i++) {
        ComparisonHtml.section(sb, runs.get(0), runs.get(i));
      }
      sb.append("</section>\n");
    }
    overTime(sb, runs);
    StageSections.appendTo(sb, runs);
    events(sb, runs);
    return sb.append("</main></body></html>\n").toString();
  }

  /** The document's head and the page's title line. */
  static void begin(StringBuilder sb, String title, String version, int logs) {
    sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
        .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        .append("<title>").append(Html.escape(title)).append("</title><style>").append(CSS)
        .append("</style></head>\n<body>")
        .append("<input type=\"radio\" name=\"xaxis\" id=\"x-time\" checked>")
        .append("<input type=\"radio\" name=\"xaxis\" id=\"x-norm\">")
        .append("<input type=\"radio\" name=\"yaxis\" id=\"y-lin\" checked>")
        .append("<input type=\"radio\" name=\"yaxis\" id=\"y-log\">\n<main>")
        .append("<h1>").append(Html.escape(title)).append("</h1>")
        .append("<p class=\"generated\">Written by YCSB ").append(Html.escape(version)).append(" from ")
        .append(logs).append(" interval log(s). Latency in microseconds"
            + " (tables) and milliseconds (charts); percentiles of all clients' values together, never averaged.</p>");
  }

  /** The charts over time of the runs' windows. */
  static void overTime(StringBuilder sb, List<RunData> runs) {
    sb.append("<section id=\"charts\"><h2>Over time</h2><p class=\"controls\">Time axis: ")
        .append("<label for=\"x-time\">elapsed</label> <label for=\"x-norm\">normalised runtime (0-100%)</label>")
        .append(" &nbsp; Latency axis: <label for=\"y-lin\">linear</label>")
        .append(" <label for=\"y-log\">logarithmic</label></p>")
        .append("<p class=\"hint\">One point per window of ").append(seconds(runs.get(0).series()))
        .append(" s (the clients' interval); shaded: warm-up, left out of the tables; dashed vertical lines: events.")
        .append(" A chart with more than ").append(SvgChart.MAX_POINTS).append(" windows draws each group of windows")
        .append(" as its lowest and highest value.</p>");
    charts(sb, runs);
    sb.append("</section>\n");
  }

  private static String title(List<RunData> runs) {
    RunData r = runs.get(0);
    if (runs.size() > 1) {
      return "YCSB comparison: " + String.join(" vs ", runs.stream().map(RunData::name).toList());
    }
    Map<String, String> m = r.logs().get(0).meta();
    return "YCSB report: " + m.getOrDefault("binding", "?") + ", " + workloadName(r) + " (" + r.summary().phase()
        + " phase)";
  }

  static String workloadName(RunData r) {
    String files = r.logs().get(0).meta().get("workload.files");
    if (files != null && !files.isEmpty()) {
      return files.replaceAll("[^,]*/", "");
    }
    return r.logs().get(0).meta().getOrDefault("workload", "workload").replaceAll(".*\\.", "");
  }

  private static long seconds(TimeSeries s) {
    return s.points().isEmpty() ? 0 : s.points().get(0).lengthMs() / 1000;
  }

  static void notes(StringBuilder sb, List<RunData> runs) {
    List<String> notes = new ArrayList<>();
    runs.forEach(r -> r.notes().forEach(n -> notes.add((r.label().isEmpty() ? "" : r.label() + ": ") + n)));
    if (notes.isEmpty()) {
      return;
    }
    sb.append("<section id=\"notes\"><h2>Notes</h2><ul>");
    notes.forEach(n -> sb.append("<li>").append(Html.escape(n)).append("</li>"));
    sb.append("</ul></section>\n");
  }

  static void facts(StringBuilder sb, RunData r) {
    RunResult s = r.summary();
    Map<String, String> m = r.logs().get(0).meta();
    sb.append("<div class=\"run\" data-run=\"").append(Html.escape(r.label())).append("\">");
    if (!r.label().isEmpty()) {
      sb.append("<h3>").append(Html.escape(r.label())).append("</h3>");
    }
    sb.append("<table class=\"facts\">");
    row(sb, "Binding", m.getOrDefault("binding", "?"));
    row(sb, "Workload", m.getOrDefault("workload", "?") + (m.containsKey("workload.files")
        ? " (" + m.get("workload.files") + ")" : ""));
    row(sb, "Phase", s.phase());
    Set<String> clients = new LinkedHashSet<>();
    r.logs().forEach(l -> clients.addAll(l.clientIds()));
    row(sb, "Clients", clients.size() + " (" + r.logs().size() + " log" + (r.logs().size() == 1 ? "" : "s") + ")");
    row(sb, "Threads", Long.toString(r.logs().stream().mapToLong(l -> parse(l.meta().get("threads"))).sum()));
    row(sb, "Start", Instant.ofEpochMilli(r.startMs()).toString());
    row(sb, "End", Instant.ofEpochMilli(r.endMs()).toString() + " (" + s.stopReason() + ")");
    row(sb, "Run time", duration(s.runTimeMs()) + (s.measuredTimeMs() != s.runTimeMs()
        ? ", measured after warm-up: " + duration(s.measuredTimeMs()) : ""));
    row(sb, "Operations", Html.cell(s.operations()) + (s.measuredOperations() != s.operations()
        ? ", measured: " + Html.cell(s.measuredOperations()) : ""));
    sb.append("<tr><th>Throughput</th><td class=\"throughput\" data-value=\"").append(s.throughput()).append("\">")
        .append(Html.cell(Math.round(s.throughput() * 10) / 10.0)).append(" ops/s")
        .append(errorBar(r.statistics() == null ? null : r.statistics().figures(s)
            .getOrDefault(ResultFigures.OVERALL, Map.of()).get("Throughput(ops/sec)")))
        .append(statisticsNote(r)).append("</td></tr>");
    failed(sb, s);
    sb.append("</table><table class=\"logs\"><tr><th>Client</th><th>Host</th><th>Threads</th><th>Start</th>")
        .append("<th>End</th><th>Log</th></tr>");
    for (int i = 0; i < r.logs().size(); i++) {
      LogInfo l = r.logs().get(i);
      LogReader.End end = r.ends().get(i);
      sb.append("<tr><td>").append(Html.escape(String.join(", ", l.clientIds()))).append("</td><td>")
          .append(Html.escape(l.meta().getOrDefault("host", ""))).append("</td><td>")
          .append(Html.escape(l.meta().getOrDefault("threads", ""))).append("</td><td>")
          .append(Instant.ofEpochMilli(l.startMs())).append("</td><td>")
          .append(end == null ? "cut short" : Html.escape(Instant.ofEpochMilli(end.timeMs()) + " " + end.stop()))
          .append("</td><td>").append(Html.escape(l.file().getFileName().toString())).append("</td></tr>");
    }
    sb.append("</table><details><summary>Properties (").append(r.properties().size())
        .append(", secrets masked)</summary><table class=\"props\">");
    r.properties().forEach((k, v) -> row(sb, k, v));
    sb.append("</table></details></div>");
  }

  /** Failed operations, and the throughput without them: the figure a reader may take as capacity. */
  private static void failed(StringBuilder sb, RunResult s) {
    long failed = s.failedOperations();
    sb.append("<tr><th>Failed operations</th><td class=\"failed\" data-value=\"").append(failed)
        .append("\" data-successful-throughput=\"").append(s.successfulThroughput()).append("\">")
        .append(Html.cell(failed));
    if (failed > 0) {
      sb.append(String.format(Locale.ROOT, " (%.1f%% of the results: ", 100.0 * failed / Math.max(1, s.results())));
      StringBuilder statuses = new StringBuilder();
      s.failuresByStatus().forEach((status, n) -> statuses.append(statuses.length() == 0 ? "" : ", ")
          .append(Html.cell(n)).append(' ').append(Html.escape(status)));
      sb.append(statuses).append("); the others: ").append(Html.cell(Math.round(s.successfulThroughput() * 10) / 10.0))
          .append(" ops/s");
    }
    sb.append("</td></tr>");
  }

  private static long parse(String s) {
    try {
      return s == null ? 0 : Long.parseLong(s);
    } catch (NumberFormatException e) {
      return 0;
    }
  }

  private static String duration(long ms) {
    Duration d = Duration.ofMillis(ms);
    return String.format(Locale.ROOT, "%d:%02d:%02d.%03d", d.toHours(), d.toMinutesPart(), d.toSecondsPart(),
        d.toMillisPart());
  }

  private static void row(StringBuilder sb, String k, String v) {
    sb.append("<tr><th>").append(Html.escape(k)).append("</th><td>").append(Html.escape(v)).append("</td></tr>");
  }

  /** The rows of the main table: per operation OP and OP-COMB (the charted metrics), then TOTAL. */
  static List<String> mainMetrics(RunResult s) {
    return s.metrics().keySet().stream().filter(m -> m.equals(MetricNames.TOTAL) || TimeSeries.charted(m)).toList();
  }

  static void summary(StringBuilder sb, List<RunData> runs, List<ThresholdResult> verdicts) {
    sb.append("<p>Per metric: <code>OP</code> counts OK results, <code>OP-COMB</code> OK and NOT_FOUND, TOTAL every"
        + " database call. Operations per second: the metric's operations over the measured time.</p>");
    table(sb, runs, verdicts, true);
    sb.append("<details><summary>Other metrics (failures, intended latency, ...)</summary>");
    table(sb, runs, verdicts, false);
    sb.append("</details>");
  }

  private static void table(StringBuilder sb, List<RunData> runs, List<ThresholdResult> verdicts, boolean main) {
    List<Double> percentiles = runs.get(0).summary().settings().percentiles();
    boolean many = runs.size() > 1;
    sb.append("<table class=\"summary").append(main ? " main" : " other").append("\"><tr><th>Metric</th>");
    if (many) {
      sb.append("<th>Run</th>");
    }
    sb.append("<th>Operations</th><th>ops/s</th><th>Average</th>");
    percentiles.forEach(p -> sb.append("<th>").append(Comparison.percentileName(p)).append("</th>"));
    sb.append("<th>Max</th><th>NOT_FOUND</th></tr>");
    Set<String> metrics = new LinkedHashSet<>();
    for (RunData r : runs) {
      List<String> chosen = mainMetrics(r.summary());
      r.summary().metrics().keySet().stream().filter(m -> chosen.contains(m) == main).forEach(metrics::add);
    }
    List<String> ordered = new ArrayList<>(metrics);
    ordered.sort(MetricNames.ORDER);
    for (String metric : ordered) {
      for (int i = 0; i < runs.size(); i++) {
        RunData r = runs.get(i);
        Histogram h = r.summary().metrics().get(metric);
        if (h == null) {
          continue;
        }
        Map<String, Check> marks = ThresholdsHtml.cellsOf(verdicts.get(i), metric);
        double secs = r.summary().measuredTimeMs() / 1000.0;
        sb.append("<tr data-metric=\"").append(Html.escape(metric)).append("\" data-run=\"")
            .append(Html.escape(r.label())).append("\"><th>").append(Html.escape(metric)).append("</th>");
        if (many) {
          sb.append("<td>").append(Html.escape(r.name())).append("</td>");
        }
        cell(sb, marks, "Operations", h.getTotalCount(), Html.cell(h.getTotalCount()));
        double rate = secs <= 0 ? Double.NaN : h.getTotalCount() / secs;
        cell(sb, marks, "OperationsPerSecond", rate, Html.cell(Math.round(rate * 10) / 10.0));
        Map<String, Estimate> ci = r.statistics() == null ? Map.of()
            : r.statistics().figures(r.summary()).getOrDefault(metric, Map.of());
        cell(sb, marks, "AverageLatency(us)", h.getMean(), Html.cell(Math.round(h.getMean() * 10) / 10.0)
            + errorBar(ci.get("AverageLatency(us)")));
        for (double p : percentiles) {
          long v = h.getValueAtPercentile(p);
          String measure = MetricSections.ordinal(p) + "PercentileLatency(us)";
          cell(sb, marks, measure, v, Html.cell(v) + errorBar(ci.get(measure)));
        }
        cell(sb, marks, "MaxLatency(us)", h.getMaxValue(), Html.cell(h.getMaxValue()));
        double nf = r.notFoundShare(metric);
        cell(sb, marks, "NotFoundShare", nf, Html.percent(nf));
        sb.append("</tr>");
      }
    }
    sb.append("</table>");
  }

  /** How the intervals were made, beside the throughput's. */
  private static String statisticsNote(RunData r) {
    RunStatistics st = r.statistics();
    if (st == null || st.intervals() < 2) {
      return "";
    }
    return "<br><small>" + Html.escape(String.format(java.util.Locale.ROOT, "± %s confidence intervals from %d"
        + " windows in batches of %.1f (lag-1 autocorrelation %.2f); see docs/comparing-runs.md",
        st.label().substring(2) + "%", st.intervals(), st.batchLength(), st.autocorrelation())) + "</small>";
  }

  /**
   * A figure's confidence interval under it, as the half-width of its error bar ({@code ±120}), the
   * interval's ends in the tooltip and in data attributes; nothing when the run has no interval.
   */
  static String errorBar(Estimate e) {
    if (e == null || !e.known()) {
      return "";
    }
    double half = (e.high() - e.low()) / 2;
    String label = Estimate.label(e.confidence());
    return "<br><span class=\"ci\" data-low=\"" + e.low() + "\" data-high=\"" + e.high() + "\" title=\""
        + Html.escape(label + " (" + e.method() + "): " + Fixed.format(e.low(), 1) + " to " + Fixed.format(e.high(), 1))
        + "\">±" + Html.cell(half >= 10 ? Math.round(half) : Math.round(half * 10) / 10.0) + "</span>";
  }

  /** One figure; outlined green or red, the criterion in its tooltip, when a criterion judges it. */
  private static void cell(StringBuilder sb, Map<String, Check> marks, String measure, double value, String shown) {
    Check judged = marks.get(measure);
    sb.append("<td");
    if (judged != null) {
      sb.append(" class=\"threshold ").append(judged.passed() ? "pass" : "fail").append("\" title=\"")
          .append(Html.escape((judged.passed() ? "met: " : "broken: ") + judged.criterion().text())).append('"');
    }
    sb.append(" data-measure=\"").append(Html.escape(measure)).append("\" data-value=\"")
        .append(Double.isNaN(value) ? "" : value == Math.rint(value) ? Long.toString((long) value)
            : Double.toString(value))
        .append("\">").append(shown).append("</td>");
  }

  private static void charts(StringBuilder sb, List<RunData> runs) {
    new ReportCharts(runs).appendTo(sb);
  }

  static void events(StringBuilder sb, List<RunData> runs) {
    if (runs.stream().allMatch(r -> r.events().isEmpty())) {
      return;
    }
    sb.append("<section id=\"events\"><h2>Events</h2><table class=\"events\"><tr>")
        .append(runs.size() > 1 ? "<th>Run</th>" : "")
        .append("<th>Mark</th><th>Client</th><th>When</th><th>Command</th><th>Started (s)</th><th>Duration (s)</th>")
        .append("<th>Outcome</th></tr>");
    for (RunData r : runs) {
      int n = 0;
      for (RunEvent e : r.events()) {
        sb.append("<tr>").append(runs.size() > 1 ? "<td>" + Html.escape(r.name()) + "</td>" : "").append("<td>")
            .append(Html.escape(ReportCharts.eventLabel(r, ++n, runs.size()))).append("</td><td>")
            .append(Html.escape(e.clientId())).append("</td><td>").append(Html.escape(e.when()))
            .append("</td><td><code>")
            .append(Html.escape(e.command())).append("</code></td><td>")
            .append(String.format(Locale.ROOT, "%.1f", r.secondsSinceStart(e.startMs()))).append("</td><td>")
            .append(e.endMs() < 0 ? "–" : String.format(Locale.ROOT, "%.1f", (e.endMs() - e.startMs()) / 1000.0))
            .append("</td><td>").append(Html.escape(e.outcome())).append("</td></tr>");
      }
    }
    sb.append("</table></section>\n");
  }

  static String dash(int runIndex) {
    return DASHES[runIndex % DASHES.length];
  }

  private static final String CSS = String.join("\n",
      "body{font:14px/1.45 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1d1d1f;margin:0;",
      "background:#fff}",
      "main{max-width:1100px;margin:0 auto;padding:16px 24px 48px}",
      "h1{font-size:22px;margin:8px 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid #ddd}",
      "h3{font-size:15px;margin:16px 0 6px}.generated,.hint{color:#555;font-size:13px}",
      "table{border-collapse:collapse;margin:6px 0 12px;font-variant-numeric:tabular-nums}",
      "th,td{border:1px solid #d6d6d6;padding:3px 8px;text-align:right;vertical-align:top}",
      "th{background:#f4f4f4;text-align:left;font-weight:600}table.facts td,table.logs td,table.props td,",
      "table.events td{text-align:left}table.props{font-size:12px}code{font-size:12px}",
      "td.better-a,td.better-b{background:#eef6ee}td small{color:#555}span.ci{font-size:85%;color:#555}"
      + "span.verdict{font-size:85%}span.verdict[data-verdict=faster]{color:#2a7d2a}"
      + "span.verdict[data-verdict=slower]{color:#c0392b}",
      "p.warning{background:#fff4e5;border-left:4px solid #e8a33d;padding:4px 10px}",
      "input[name=xaxis],input[name=yaxis]{position:absolute;left:-9999px}",
      ".controls label{border:1px solid #bbb;border-radius:4px;padding:2px 8px;cursor:pointer;margin-right:2px}",
      "#x-time:checked~main label[for=x-time],#x-norm:checked~main label[for=x-norm],",
      "#y-lin:checked~main label[for=y-lin],#y-log:checked~main label[for=y-log]{background:#1d1d1f;color:#fff}",
      "#x-time:checked~main svg.v-norm,#x-norm:checked~main svg.v-time{display:none}",
      "#y-lin:checked~main svg.v-log,#y-log:checked~main svg.v-lin{display:none}",
      "figure.chart{margin:18px 0}figure.chart figcaption{font-weight:600;margin-bottom:4px}",
      "svg{max-width:100%;height:auto;font-size:11px}svg text{fill:#333}",
      "svg .frame{fill:none;stroke:#999}svg .grid{stroke:#e6e6e6}svg .axis line{stroke:#999}",
      "svg .ytick{text-anchor:end}svg .xtick,svg .xtitle,svg .ytitle{text-anchor:middle}",
      "svg path.series{fill:none;stroke-width:1.6;stroke-linejoin:round}svg .legend line{stroke-width:2.5}",
      "svg rect.warmup{fill:#000;fill-opacity:.07}svg .event line{stroke:#555;stroke-dasharray:3 3}",
      "svg .event text{font-size:10px;fill:#555}",
      ThresholdsHtml.CSS, CalibrationCurve.CSS);
}

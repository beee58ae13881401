package site.ycsb.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import site.ycsb.config.Props;
import site.ycsb.config.StagePlan;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.MetricNames;

/**
 * The HTML report's section per stage of a run in stages (the stages its logs' properties name):
 * each stage's windows (those whose midpoint falls in it) summarised beside the whole run's figures:
 * achieved and target throughput, and per operation the median window's P50 and the worst window's
 * P99. A stage's own exact totals are the text report's {@code [STAGE-name]} block; here the
 * boundaries are as fine as the windows.
 */
final class StageSections {
  private StageSections() {
  }

  /** The stages of a run, or none (not staged, or its properties differ between its logs). */
  static List<StagePlan.Stage> stages(RunData r) {
    Properties p = new Properties();
    p.putAll(r.properties());
    try {
      StagePlan plan = StagePlan.of(new Props(p));
      return plan == null ? List.of() : plan.stages();
    } catch (UsageException e) {
      return List.of();
    }
  }

  static void appendTo(StringBuilder sb, List<RunData> runs) {
    if (runs.stream().allMatch(r -> stages(r).isEmpty())) {
      return;
    }
    sb.append("<section id=\"stages\"><h2>Stages</h2><p class=\"hint\">Each stage's windows (a window counts in"
        + " the stage its middle falls in); the text report's [STAGE-name] blocks hold each stage's exact totals."
        + "</p>\n");
    for (RunData r : runs) {
      for (StagePlan.Stage st : stages(r)) {
        section(sb, r, st);
      }
    }
    sb.append("</section>\n");
  }

  private static void section(StringBuilder sb, RunData r, StagePlan.Stage st) {
    long from = r.startMs() + Math.round(st.startSeconds() * 1000);
    long to = r.startMs() + Math.round(st.endSeconds() * 1000);
    List<TimeSeries.Point> in = new ArrayList<>();
    for (TimeSeries.Point p : r.series().points()) {
      long mid = p.startMs() + p.lengthMs() / 2;
      if (mid >= from && mid < to && !p.empty()) {
        in.add(p);
      }
    }
    String name = (r.label().isEmpty() ? "" : r.label() + ": ") + st.name();
    sb.append("<section class=\"stage\" id=\"stage-").append(Html.escape(st.name())).append("\"><h3>Stage ")
        .append(Html.escape(name)).append(String.format(Locale.ROOT, " (%.0f s to %.0f s%s)", st.startSeconds(),
            st.endSeconds(), st.warmup() ? ", warm-up" : "")).append("</h3>");
    if (in.isEmpty()) {
      sb.append("<p class=\"hint\">No window in this stage.</p></section>\n");
      return;
    }
    double achieved = in.stream().mapToDouble(p -> p.opsPerSecond().getOrDefault(MetricNames.TOTAL, 0.0)).average()
        .orElse(0);
    double target = in.stream().mapToDouble(TimeSeries.Point::targetPerSecond).filter(t -> !Double.isNaN(t))
        .average().orElse(Double.NaN);
    sb.append("<table class=\"stage\"><tr><th>Windows</th><th>Throughput (ops/s)</th><th>Target (ops/s)</th></tr>")
        .append("<tr><td>").append(in.size()).append("</td><td data-measure=\"throughput\">")
        .append(String.format(Locale.ROOT, "%.1f", achieved)).append("</td><td>")
        .append(Double.isNaN(target) ? "-" : String.format(Locale.ROOT, "%.1f", target)).append("</td></tr></table>");
    sb.append("<table class=\"stage\"><tr><th>Metric</th><th>Median window P50 (ms)</th>")
        .append("<th>Worst window P99 (ms)</th></tr>");
    java.util.TreeSet<String> metrics = new java.util.TreeSet<>(MetricNames.ORDER);
    in.forEach(p -> metrics.addAll(p.latency().keySet()));
    for (String m : metrics) {
      double[] p50 = in.stream().filter(p -> p.latency().containsKey(m))
          .mapToDouble(p -> p.latency().get(m).percentiles()[0] / 1000.0).sorted().toArray();
      double p99 = in.stream().filter(p -> p.latency().containsKey(m))
          .mapToDouble(p -> p.latency().get(m).percentiles()[1] / 1000.0).max().orElse(Double.NaN);
      sb.append("<tr data-metric=\"").append(Html.escape(m)).append("\"><td>").append(Html.escape(m))
          .append("</td><td>").append(String.format(Locale.ROOT, "%.3f", p50[p50.length / 2])).append("</td><td>")
          .append(String.format(Locale.ROOT, "%.3f", p99)).append("</td></tr>");
    }
    sb.append("</table></section>\n");
  }
}

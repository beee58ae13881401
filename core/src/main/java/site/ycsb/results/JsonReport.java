package site.ycsb.results;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import site.ycsb.measurements.MetricNames;
import site.ycsb.measurements.exporter.JsonTriples;
import site.ycsb.results.stats.Difference;
import site.ycsb.results.stats.Estimate;
import site.ycsb.thresholds.Check;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.ValidationCounts;

/**
 * The report's tables and time series as one JSON document, for a user's own plotting: per run its
 * logs, properties, whole-run figures (under the text report's names), the validated reads by class,
 * every window at full resolution and its events; then each comparison's rows.
 */
public final class JsonReport {
  private final StringBuilder sb = new StringBuilder(1 << 16);

  private JsonReport() {
  }

  public static String render(List<RunData> runs, String version) {
    return render(runs, version, java.util.Collections.nCopies(runs.size(), null));
  }

  /** @param verdicts per run, its criteria's verdict (null: none), as {@code runs[].thresholds} */
  public static String render(List<RunData> runs, String version, List<ThresholdResult> verdicts) {
    return render(runs, version, verdicts, List.of());
  }

  /**
   * @param verdicts per run, its criteria's verdict (null: none), as {@code runs[].thresholds}
   * @param repeated each set of repetitions, its between-run figures as {@code repetitions[]}
   */
  public static String render(List<RunData> runs, String version, List<ThresholdResult> verdicts,
      List<Repetitions> repeated) {
    JsonReport j = new JsonReport();
    j.sb.append("{\"generator\":").append(JsonTriples.quote("YCSB " + version)).append(",\"runs\":[");
    for (int i = 0; i < runs.size(); i++) {
      j.sb.append(i == 0 ? "" : ",");
      j.run(runs.get(i), verdicts.get(i));
    }
    j.sb.append("],\"comparisons\":[");
    for (int i = 1; i < runs.size(); i++) {
      j.sb.append(i == 1 ? "" : ",").append("{\"baseline\":").append(JsonTriples.quote(runs.get(0).name()))
          .append(",\"other\":").append(JsonTriples.quote(runs.get(i).name())).append(",\"rows\":[");
      boolean first = true;
      for (Significance.Judged judged : Significance.rows(runs.get(0), runs.get(i))) {
        Comparison.Row c = judged.row();
        Difference d = judged.difference();
        j.sb.append(first ? "" : ",").append("{\"metric\":").append(JsonTriples.quote(c.metric()))
            .append(",\"measure\":").append(JsonTriples.quote(c.measure())).append(",\"baseline\":")
            .append(JsonTriples.number(c.baseline())).append(",\"other\":").append(JsonTriples.number(c.other()))
            .append(",\"ratio\":").append(JsonTriples.number(c.ratio())).append(",\"better\":")
            .append(JsonTriples.quote(c.better())).append(",\"advantagePercent\":")
            .append(JsonTriples.number(c.advantagePercent())).append(",\"difference\":")
            .append(JsonTriples.number(d.value())).append(",\"differenceLow\":").append(JsonTriples.number(d.low()))
            .append(",\"differenceHigh\":").append(JsonTriples.number(d.high())).append(",\"differencePercent\":")
            .append(JsonTriples.number(d.percent())).append(",\"pValue\":").append(JsonTriples.number(d.pValue()))
            .append(",\"verdict\":").append(JsonTriples.quote(d.verdict().words())).append('}');
        first = false;
      }
      j.sb.append("],\"warnings\":[");
      List<String> warnings = Comparison.dataSetWarnings(runs.get(0), runs.get(i));
      for (int w = 0; w < warnings.size(); w++) {
        j.sb.append(w == 0 ? "" : ",").append(JsonTriples.quote(warnings.get(w)));
      }
      j.sb.append("]}");
    }
    j.sb.append("],\"repetitions\":[");
    for (int i = 0; i < repeated.size(); i++) {
      j.sb.append(i == 0 ? "" : ",");
      j.repetitions(repeated.get(i));
    }
    return j.sb.append("]}\n").toString();
  }

  /** A set's between-run figures, with which interval comparisons use and why. */
  private void repetitions(Repetitions set) {
    sb.append("{\"name\":").append(JsonTriples.quote(set.name())).append(",\"runs\":[");
    for (int i = 0; i < set.runs().size(); i++) {
      sb.append(i == 0 ? "" : ",").append(JsonTriples.quote(set.runs().get(i).name()));
    }
    sb.append("],\"confidence\":").append(JsonTriples.number(set.confidence())).append(",\"interval\":")
        .append(JsonTriples.quote(Estimate.BETWEEN_RUNS)).append(",\"why\":")
        .append(JsonTriples.quote(set.choice())).append(",\"spreadMoreThanWithin\":").append(set.widerThanWithin())
        .append(",\"figures\":[");
    boolean first = true;
    for (Repetitions.Figure f : set.figures()) {
      sb.append(first ? "" : ",").append("{\"metric\":").append(JsonTriples.quote(f.metric()))
          .append(",\"measure\":").append(JsonTriples.quote(f.measure())).append(",\"mean\":")
          .append(JsonTriples.number(f.estimate().value())).append(",\"spread\":").append(JsonTriples.number(f.spread()))
          .append(",\"low\":").append(JsonTriples.number(f.estimate().low())).append(",\"high\":")
          .append(JsonTriples.number(f.estimate().high())).append(",\"degreesOfFreedom\":")
          .append(JsonTriples.number(f.estimate().degreesOfFreedom())).append(",\"withinRunHalfWidth\":")
          .append(JsonTriples.number(f.withinHalfWidth())).append('}');
      first = false;
    }
    sb.append("]}");
  }

  private void run(RunData r, ThresholdResult verdict) {
    sb.append("{\"label\":").append(JsonTriples.quote(r.label())).append(",\"name\":")
        .append(JsonTriples.quote(r.name()))
        .append(",\"phase\":").append(JsonTriples.quote(r.summary().phase()))
        .append(",\"start\":").append(JsonTriples.quote(Instant.ofEpochMilli(r.startMs()).toString()))
        .append(",\"end\":").append(JsonTriples.quote(Instant.ofEpochMilli(r.endMs()).toString()))
        .append(",\"logs\":[");
    for (int i = 0; i < r.logs().size(); i++) {
      LogInfo l = r.logs().get(i);
      LogReader.End end = r.ends().get(i);
      sb.append(i == 0 ? "" : ",").append("{\"file\":").append(JsonTriples.quote(l.file().toString()))
          .append(",\"format\":").append(JsonTriples.quote(l.format().name())).append(",\"meta\":");
      strings(l.meta());
      sb.append(",\"end\":");
      if (end == null) {
        sb.append("null");
      } else {
        sb.append("{\"time\":").append(JsonTriples.quote(Instant.ofEpochMilli(end.timeMs()).toString()))
            .append(",\"stop\":").append(JsonTriples.quote(end.stop())).append(",\"operations\":")
            .append(end.operations()).append('}');
      }
      sb.append('}');
    }
    sb.append("],\"properties\":");
    strings(r.properties());
    sb.append(",\"notes\":[");
    for (int i = 0; i < r.notes().size(); i++) {
      sb.append(i == 0 ? "" : ",").append(JsonTriples.quote(r.notes().get(i)));
    }
    sb.append("],\"overall\":");
    numbers(ResultFigures.overall(r));
    if (r.summary().client() != null) { // the [CLIENT] block's figures and verdict (docs/numbers.md)
      sb.append(",\"client\":");
      numbers(r.summary().client().byName());
      r.summary().clientVerdict().ifPresent(v -> sb.append(",\"clientVerdict\":").append(JsonTriples.quote(v)));
    }
    sb.append(",\"metrics\":{");
    boolean first = true;
    for (String metric : r.summary().metrics().keySet()) {
      sb.append(first ? "" : ",").append(JsonTriples.quote(metric)).append(':');
      numbers(ResultFigures.metric(r, metric));
      first = false;
    }
    sb.append("},\"statusCounts\":{");
    first = true;
    for (Map.Entry<String, Map<String, Long>> e : r.summary().statusCounts().entrySet()) {
      if (MetricNames.VALIDATION.equals(e.getKey())) {
        continue; // no operation: its counts are "validation"
      }
      sb.append(first ? "" : ",").append(JsonTriples.quote(e.getKey())).append(':');
      numbers(e.getValue());
      first = false;
    }
    sb.append('}');
    ValidationCounts validation = ValidationCounts.of(r.summary().statusCounts());
    if (!validation.isEmpty()) {
      sb.append(",\"validation\":");
      numbers(validation.byLabel());
    }
    sb.append(",\"intervals\":[");
    first = true;
    for (TimeSeries.Point p : r.series().points()) {
      long mid = p.startMs() + p.lengthMs() / 2;
      sb.append(first ? "" : ",").append("{\"start\":").append(p.startMs()).append(",\"length_ms\":")
          .append(p.lengthMs())
          .append(",\"time_s\":").append(JsonTriples.number(r.secondsSinceStart(mid))).append(",\"runtime_pct\":")
          .append(JsonTriples.number(r.normalised(mid))).append(",\"warmup\":").append(p.warmup())
          .append(",\"empty\":").append(p.empty());
      if (!Double.isNaN(p.targetPerSecond())) {
        sb.append(",\"targetPerSecond\":").append(JsonTriples.number(p.targetPerSecond()));
      }
      sb.append(",\"opsPerSecond\":");
      numbers(Ordered.byMetric(p.opsPerSecond()));
      sb.append(",\"successfulPerSecond\":");
      numbers(Ordered.byMetric(p.successfulPerSecond()));
      sb.append(",\"failedPerSecond\":");
      numbers(p.failedPerSecond());
      sb.append(",\"notFoundShare\":");
      numbers(Ordered.byMetric(p.notFoundShare()));
      if (!p.validation().isEmpty()) {
        sb.append(",\"validation\":");
        numbers(p.validation().byLabel());
      }
      sb.append(",\"latency\":{");
      boolean firstMetric = true;
      for (Map.Entry<String, TimeSeries.Latency> e : Ordered.byMetric(p.latency()).entrySet()) {
        sb.append(firstMetric ? "" : ",").append(JsonTriples.quote(e.getKey())).append(':');
        numbers(ResultFigures.latency(e.getValue()));
        firstMetric = false;
      }
      sb.append("}}");
      first = false;
    }
    sb.append("],\"events\":[");
    first = true;
    for (RunEvent e : r.events()) {
      sb.append(first ? "" : ",").append("{\"client\":").append(JsonTriples.quote(e.clientId())).append(",\"id\":")
          .append(e.id()).append(",\"when\":").append(JsonTriples.quote(e.when())).append(",\"command\":")
          .append(JsonTriples.quote(e.command())).append(",\"time_s\":")
          .append(JsonTriples.number(r.secondsSinceStart(e.startMs()))).append(",\"duration_s\":")
          .append(e.endMs() < 0 ? "null" : JsonTriples.number((e.endMs() - e.startMs()) / 1000.0))
          .append(",\"outcome\":").append(JsonTriples.quote(e.outcome())).append('}');
      first = false;
    }
    sb.append("]");
    if (verdict != null) {
      sb.append(",\"thresholds\":{\"passed\":").append(verdict.passed()).append(",\"criteria\":[");
      first = true;
      for (Check c : verdict.checks()) {
        sb.append(first ? "" : ",").append("{\"criterion\":").append(JsonTriples.quote(c.criterion().text()))
            .append(",\"measured\":").append(JsonTriples.quote(c.measuredText())).append(",\"value\":")
            .append(JsonTriples.number(c.measured())).append(",\"passed\":").append(c.passed())
            .append(",\"note\":").append(JsonTriples.quote(c.note())).append('}');
        first = false;
      }
      sb.append("]}");
    }
    sb.append('}');
  }

  private void strings(Map<String, String> m) {
    sb.append('{');
    boolean first = true;
    for (Map.Entry<String, String> e : m.entrySet()) {
      sb.append(first ? "" : ",").append(JsonTriples.quote(e.getKey())).append(':')
          .append(JsonTriples.quote(e.getValue()));
      first = false;
    }
    sb.append('}');
  }

  private void numbers(Map<String, ? extends Number> m) {
    sb.append('{');
    boolean first = true;
    for (Map.Entry<String, ? extends Number> e : m.entrySet()) {
      Number v = e.getValue();
      sb.append(first ? "" : ",").append(JsonTriples.quote(e.getKey())).append(':')
          .append(v instanceof Double || v instanceof Float ? JsonTriples.number(v.doubleValue()) : v.toString());
      first = false;
    }
    sb.append('}');
  }
}

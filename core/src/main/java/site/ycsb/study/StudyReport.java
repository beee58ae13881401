package site.ycsb.study;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import site.ycsb.results.HtmlReport;
import site.ycsb.results.RunData;

/**
 * The study's report, made from its bundle alone ({@code bin/ycsb report STUDY-DIR}): in {@code
 * report/}, {@code study.html} (offline, no script), {@code study.md} and {@code study.csv} with the
 * same figures, and per workload and run phase a comparison page of the systems side by side with
 * their throughput and latency over time and the events marked (results.HtmlReport). Nothing in it
 * depends on when it is made, so a rebuilt report equals the one made as the study ended.
 */
final class StudyReport {
  private StudyReport() {
  }

  /** Writes the report into the bundle's report/ folder; returns its main page. */
  static Path write(Bundle bundle) throws IOException {
    StudyData d = StudyData.load(bundle);
    Path out = bundle.reportDir();
    String version = d.facts().getProperty("tool.version", "");
    for (StudyData.Section s : d.sections()) {
      List<RunData> runs = s.runs().stream().map(StudyData.Run::data).toList();
      BundleFiles.write(out.resolve(s.page()), HtmlReport.render(runs, version));
    }
    List<ReportTable> tables = tables(d);
    String title = "Study " + d.facts().getProperty("study.name", "");
    BundleFiles.write(out.resolve("study.html"), html(title, d, tables));
    BundleFiles.write(out.resolve("study.md"), markdown(title, d, tables));
    BundleFiles.write(out.resolve("study.csv"), StudyCsv.render(d));
    return out.resolve("study.html");
  }

  /** Per workload its calibrations, its phases' tables and resilience; then the steps. */
  static List<ReportTable> tables(StudyData d) {
    List<ReportTable> out = new ArrayList<>();
    for (String w : d.workloads()) {
      ReportTable cal = new ReportTable(w + ": calibrated maximum under the SLA", "System", "SLA",
          "Maximum (ops/s)", "Calibration");
      d.calibrations().stream().filter(c -> c.step().workload().equals(w)).forEach(c -> cal.row(c.step().system(),
          c.sla(), ReportTable.number(c.step().calibratedMax()), c.step().status()));
      if (!cal.isEmpty()) {
        out.add(cal);
      }
      for (StudyData.Section s : d.sections()) {
        if (!s.workload().equals(w)) {
          continue;
        }
        ReportTable t = new ReportTable(w + " / " + s.phase() + ": throughput (ops/s) and latency (us) after warm-up,"
            + " confidence intervals in brackets (page: " + s.page() + ")", "System", "Operation", "Throughput",
            "Avg", "P95", "P99", "P99.9", "P99.99");
        for (StudyData.Run r : s.runs()) {
          t.row(r.label(), "all", ReportTable.estimate(r.figures().throughput()), "", "", "", "", "");
          for (RunFigures.Row row : r.figures().operations()) {
            List<String> cells = new ArrayList<>(List.of(r.label(), row.operation(), ReportTable.number(row.opsPerSecond()),
                ReportTable.estimate(row.average())));
            for (var p : row.percentiles()) {
              cells.add(ReportTable.estimate(p));
            }
            t.row(cells.toArray(String[]::new));
          }
        }
        out.add(t);
        if (s.resilience()) {
          ReportTable res = new ReportTable(w + " / " + s.phase() + ": resilience (docs/numbers.md)", "System", "Event",
              "At (s)", "Baseline (ops/s)", "Lowest (ops/s)", "Dip depth", "Time to recover (s)");
          for (StudyData.Run r : s.runs()) {
            Resilience x = r.resilience();
            if (x == null) {
              res.row(r.label(), "no event, or none after a measured window", "", "", "", "", "");
            } else {
              res.row(r.label(), x.event(), ReportTable.number(x.eventSecond()), ReportTable.number(x.baseline()),
                  ReportTable.number(x.lowest()), String.format(Locale.ROOT, "%.0f%%", 100 * x.depth()),
                  Double.isNaN(x.recoverySeconds()) ? "not recovered" : ReportTable.number(x.recoverySeconds()));
            }
          }
          out.add(res);
        }
      }
      verify(d, w).ifPresent(out::add);
    }
    ReportTable steps = new ReportTable("Steps", "Step", "Status", "Exit", "Seconds", "Note");
    d.steps().forEach(s -> steps.row(s.id(), s.status(), Integer.toString(s.exitCode()),
        String.format(Locale.ROOT, "%.1f", s.seconds()), s.note()));
    out.add(steps);
    return out;
  }

  /** The workload's verify steps: every acknowledged write read back, counted as bin/ycsb verify judged it. */
  private static Optional<ReportTable> verify(StudyData d, String w) {
    List<String> classes = List.of("Keys", "Valid", "Stale", "Lost", "Resurrected", "Corrupt", "Unverifiable",
        "Read failed");
    List<String> header = new ArrayList<>(List.of("System"));
    header.addAll(classes);
    header.addAll(List.of("Exit", "Status"));
    ReportTable t = new ReportTable(w + ": verify, every acknowledged write read back (docs/validation.md)",
        header.toArray(String[]::new));
    for (StudyData.Verified v : d.verifications()) {
      if (v.step().workload().equals(w)) {
        List<String> cells = new ArrayList<>(List.of(v.step().system() + (v.step().phase().equals("verify") ? ""
            : " (" + v.step().phase() + ")")));
        classes.forEach(c -> cells.add(v.counts().getOrDefault(c, "-")));
        cells.addAll(List.of(Integer.toString(v.step().exitCode()), v.step().status()));
        t.row(cells.toArray(String[]::new));
      }
    }
    return t.isEmpty() ? Optional.empty() : Optional.of(t);
  }

  private static String html(String title, StudyData d, List<ReportTable> tables) {
    StringBuilder sb = new StringBuilder(1 << 14);
    sb.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
        .append(ReportTable.escape(title)).append("</title><style>body{font:14px system-ui,sans-serif;margin:2em}"
            + "table{border-collapse:collapse;margin:.5em 0 1.5em}td,th{border:1px solid #ccc;padding:3px 8px;"
            + "text-align:right;white-space:nowrap}td:first-child,th:first-child,td:nth-child(2){text-align:left}"
            + "pre{background:#f6f6f6;padding:1em;overflow:auto}</style></head><body><main>\n<h1>")
        .append(ReportTable.escape(title)).append("</h1>\n<p>Comparison pages (throughput and latency over time,"
            + " events marked): ");
    d.sections().forEach(s -> sb.append("<a href=\"").append(s.page()).append("\">").append(ReportTable.escape(
        s.workload() + " / " + s.phase())).append("</a> "));
    sb.append("</p>\n");
    tables.forEach(t -> t.html(sb));
    sb.append("<h2>Reproducibility</h2>\n");
    appendix(d).html(sb);
    sb.append("<h3>Plan</h3><pre>").append(ReportTable.escape(d.plan())).append("</pre>\n<h3>Commands</h3><pre>");
    d.steps().forEach(s -> sb.append(ReportTable.escape(s.id() + ": " + s.command())).append('\n'));
    return sb.append("</pre></main></body></html>\n").toString();
  }

  private static String markdown(String title, StudyData d, List<ReportTable> tables) {
    StringBuilder sb = new StringBuilder("# " + title + "\n\n");
    tables.forEach(t -> t.markdown(sb));
    sb.append("## Reproducibility\n\n");
    appendix(d).markdown(sb);
    sb.append("### Plan\n\n```\n").append(d.plan()).append(d.plan().endsWith("\n") ? "" : "\n").append("```\n");
    return sb.toString();
  }

  /** The tool's version and the JVM's and host's facts. */
  private static ReportTable appendix(StudyData d) {
    ReportTable t = new ReportTable("Versions and host", "Fact", "Value");
    Properties f = d.facts();
    new TreeMap<>(f).forEach((k, v) -> t.row(k.toString(), v.toString()));
    return t;
  }
}

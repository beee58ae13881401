package site.ycsb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.stream.Collectors;
import site.ycsb.config.IoProblem;
import site.ycsb.config.Option;
import site.ycsb.config.Secrets;
import site.ycsb.config.UsageException;
import site.ycsb.engine.DbLoader;
import site.ycsb.options.CompareOptions;
import site.ycsb.options.MeasurementOptions;
import site.ycsb.options.ThresholdOptions;
import site.ycsb.results.AtomicFile;
import site.ycsb.results.CalibrationHtml;
import site.ycsb.results.CalibrationLogs;
import site.ycsb.results.Comparison;
import site.ycsb.results.CsvReport;
import site.ycsb.results.HtmlReport;
import site.ycsb.results.JsonReport;
import site.ycsb.results.LogInfo;
import site.ycsb.results.LogSet;
import site.ycsb.results.LogThresholds;
import site.ycsb.results.Repetitions;
import site.ycsb.results.RunData;
import site.ycsb.results.RunStatistics;
import site.ycsb.results.Significance;
import site.ycsb.results.TimeSeries;
import site.ycsb.results.stats.Estimate;
import site.ycsb.thresholds.ThresholdResult;
import site.ycsb.thresholds.Thresholds;

/**
 * {@code bin/ycsb report [-o report.html] [--format html|csv|json] [--phase run] [--force] LOG...} and
 * {@code bin/ycsb report -o cmp.html A=LOGS... B=LOGS...}: the whole-run tables and the figures over
 * time of one run (its clients' logs merged) or of labelled runs side by side. HTML goes to
 * {@code report.html} unless {@code -o} says otherwise; CSV and JSON to stdout.
 */
final class ReportCommand {
  /** The options report reads; any other -p is refused. */
  static final List<Option<?>> OPTIONS = List.of(MeasurementOptions.PERCENTILES, MeasurementOptions.EXTRA_SECTIONS,
      ThresholdOptions.THRESHOLDS, ThresholdOptions.FILE, CompareOptions.CONFIDENCE);
  static final Set<String> PROPERTIES = OPTIONS.stream().map(Option::name).collect(Collectors.toUnmodifiableSet());

  private final PrintStream out;
  private final PrintStream err;

  ReportCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  int run(String[] args) throws IOException {
    LogArguments a = LogArguments.parse("report", args, PROPERTIES, true);
    Path output = a.output != null ? a.output : "html".equals(a.format) ? Path.of("report.html") : null;
    if (output != null && Files.isDirectory(output)) {
      throw new UsageException("-o " + output + ": is a directory; expected a file name");
    }
    Secrets secrets = new Secrets(new DbLoader(ReportCommand.class.getClassLoader()).secretNames());
    List<RunData> runs = new ArrayList<>();
    List<ThresholdResult> verdicts = new ArrayList<>();
    // the HTML charts need only the operations' latency over time; the data formats keep every metric's
    Predicate<String> series = "html".equals(a.format) ? TimeSeries::charted : metric -> true;
    Thresholds given = Thresholds.from(a.properties);
    if (a.runs.size() == 1 && a.runs.containsKey("")) {
      List<Path> files = LogSet.resolve(a.runs.get(""));
      if (CalibrationLogs.isCalibration(files)) {
        return calibration(a, output, CalibrationLogs.load(files, a.properties, secrets::isSecret, series, given));
      }
    }
    List<Repetitions> repeated = new ArrayList<>();
    for (Map.Entry<String, List<String>> entry : a.runs.entrySet()) {
      Map<Integer, List<Path>> byIndex = Repetitions.byRepetition(LogSet.resolve(entry.getValue()), a.phase);
      List<Map.Entry<String, List<String>>> parts = new ArrayList<>();
      if (byIndex.isEmpty()) {
        parts.add(entry);
      } else {
        // repeat=N: each repetition a run of its own, side by side, and the set's between-run figures
        byIndex.forEach((i, files) -> parts.add(Map.entry((entry.getKey().isEmpty() ? "r" : entry.getKey() + ".r") + i,
            files.stream().map(Path::toString).toList())));
      }
      int first = runs.size();
      for (Map.Entry<String, List<String>> run : parts) {
        loadRun(run, a, secrets, series, given, runs, verdicts);
      }
      if (!byIndex.isEmpty()) {
        repeated.add(new Repetitions(entry.getKey().isEmpty() ? "runs" : entry.getKey(), runs.subList(first,
            runs.size()), RunStatistics.confidence(a.properties)));
      }
    }
    for (Repetitions r : repeated) {
      err.print("[INFO] " + r.table());
    }
    if (repeated.size() == 2 && a.runs.size() == 2) {
      verdicts(repeated.get(1).name() + " against " + repeated.get(0).name() + ", between-run intervals",
          Significance.rows(repeated.get(0), repeated.get(1)));
    } else if (repeated.isEmpty()) {
      // single runs: each against the first, as the HTML, CSV and JSON comparisons judge them
      String level = Estimate.label(RunStatistics.confidence(a.properties));
      for (int i = 1; i < runs.size(); i++) {
        verdicts(runs.get(i).name() + " against " + runs.get(0).name() + ", each run's own " + level + " intervals",
            Significance.rows(runs.get(0), runs.get(i)));
      }
    }
    return finish(a, output, runs, verdicts, repeated);
  }

  /** A comparison's verdicts on stderr (stdout may hold the CSV or JSON), one figure a line. */
  private void verdicts(String heading, List<Significance.Judged> rows) {
    err.println("[INFO] " + heading + ":");
    for (Significance.Judged j : rows) {
      err.println("  " + (j.row().metric().equals(Comparison.THROUGHPUT) ? "Throughput" : j.row().metric() + " "
          + j.row().measure()) + ": " + j.text());
    }
  }

  /** One run's logs, merged and read, with its thresholds' verdict (null when none applies). */
  private void loadRun(Map.Entry<String, List<String>> run, LogArguments a, Secrets secrets, Predicate<String> series,
      Thresholds given, List<RunData> runs, List<ThresholdResult> verdicts) throws IOException {
    try (LogSet set = openRun(run, a)) {
      List<String> notes = new ArrayList<>();
      Thresholds criteria = LogThresholds.criteria(set.logs(), given, notes);
      long start = set.logs().stream().mapToLong(LogInfo::startMs).filter(t -> t > 0).min().orElse(0);
      LogThresholds.Windows windows = new LogThresholds.Windows(criteria, start, set.windowMs());
      RunData data = RunData.load(run.getKey(), set, a.properties, secrets::isSecret, series,
          windows.isEmpty() ? null : windows, null);
      notes.forEach(n -> err.println("[INFO] " + (data.label().isEmpty() ? "" : data.label() + ": ") + n));
      runs.add(data);
      verdicts.add(criteria.isEmpty() ? null : LogThresholds.judge(data, criteria, windows));
    }
  }


  private int finish(LogArguments a, Path output, List<RunData> runs, List<ThresholdResult> verdicts,
      List<Repetitions> repeated) throws IOException {
    for (RunData r : runs) {
      r.notes().forEach(n -> err.println("[INFO] " + (r.label().isEmpty() ? "" : r.label() + ": ") + n));
    }
    for (int i = 1; i < runs.size(); i++) {
      Comparison.dataSetWarnings(runs.get(0), runs.get(i)).forEach(w -> err.println("[WARN] " + w));
    }
    String text = switch (a.format) {
      case "csv" -> CsvReport.render(runs, repeated);
      case "json" -> JsonReport.render(runs, ClientMain.VERSION, verdicts, repeated);
      default -> HtmlReport.render(runs, ClientMain.VERSION, verdicts, repeated);
    };
    int code = ClientMain.EXIT_OK;
    for (int i = 0; i < runs.size(); i++) {
      ThresholdResult v = verdicts.get(i);
      if (v != null) {
        err.print((runs.get(i).label().isEmpty() ? "" : runs.get(i).label() + ": ") + v.table());
        code = v.passed() ? code : ClientMain.EXIT_THRESHOLDS;
      }
    }
    deliver(output, text);
    return code;
  }

  /**
   * The report of calibrate's logs: one run per step (its row in the tables, its point on the
   * curve), the chosen step as calibrate chose it; exit 3 when no step met the SLA.
   */

  /**
   * One run's logs, merged. Unlabelled logs that are not one run's clients are refused (RelatedLogs);
   * a user comparing two runs most likely meant them labelled, so the line says how.
   */
  private static LogSet openRun(Map.Entry<String, List<String>> run, LogArguments a) throws IOException {
    try {
      return LogSet.open(run.getValue(), a.phase, a.force);
    } catch (UsageException e) {
      if (!run.getKey().isEmpty() || a.force || !e.getMessage().endsWith("--force merges them anyway")) {
        throw e;
      }
      throw new UsageException(e.getMessage() + "; to compare runs side by side, label each: report -o cmp.html"
          + " a=LOGS... b=LOGS...", e);
    }
  }
  private int calibration(LogArguments a, Path output, CalibrationLogs c) throws IOException {
    err.println("[INFO] the logs are the " + c.steps().size() + " steps of a calibration: one run (and one point of"
        + " the curve) per step" + (a.phase != null && !"run".equals(a.phase) ? "; --phase " + a.phase + " ignored" : ""));
    c.notes().forEach(n -> err.println("[INFO] " + n));
    c.steps().forEach(st -> st.run().notes().forEach(n -> err.println("[INFO] step " + st.number() + ": " + n)));
    List<RunData> runs = c.steps().stream().map(CalibrationLogs.Step::run).toList();
    String text = switch (a.format) {
      case "csv" -> CsvReport.render(runs);
      case "json" -> JsonReport.render(runs, ClientMain.VERSION,
          c.steps().stream().map(CalibrationLogs.Step::verdict).toList());
      default -> CalibrationHtml.render(c, ClientMain.VERSION);
    };
    CalibrationLogs.Step chosen = c.chosen();
    err.println("[INFO] calibration: " + (chosen == null ? "no step met the SLA" : String.format(java.util.Locale.ROOT,
        "step %d met the SLA at the highest throughput: %d threads%s, %.1f ops/s", chosen.number(), chosen.threads(),
        chosen.target() > 0 ? ", target " + Math.round(chosen.target()) : "", chosen.throughput())));
    deliver(output, text);
    return chosen == null && !c.sla().isEmpty() ? ClientMain.EXIT_THRESHOLDS : ClientMain.EXIT_OK;
  }

  private void deliver(Path output, String text) throws IOException {
    if (output == null) {
      out.print(text);
      out.flush();
      return;
    }
    write(output, text.getBytes(StandardCharsets.UTF_8));
    err.println("[INFO] report: " + output.toAbsolutePath() + " (" + (Files.size(output) + 1023) / 1024 + " KiB)");
  }

  private static void write(Path output, byte[] bytes) {
    try {
      AtomicFile.write(output, bytes);
    } catch (IOException | RuntimeException e) {
      throw new UsageException("-o " + output + ": cannot write the report (" + IoProblem.describe(e) + ")");
    }
  }
}

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
import site.ycsb.config.IoProblem;
import site.ycsb.config.Secrets;
import site.ycsb.config.UsageException;
import site.ycsb.engine.DbLoader;
import site.ycsb.results.AtomicFile;
import site.ycsb.results.Comparison;
import site.ycsb.results.CsvReport;
import site.ycsb.results.HtmlReport;
import site.ycsb.results.JsonReport;
import site.ycsb.results.LogSet;
import site.ycsb.results.RunData;
import site.ycsb.results.TimeSeries;

/**
 * {@code bin/ycsb report [-o report.html] [--format html|csv|json] [--phase run] LOG...} and
 * {@code bin/ycsb report -o cmp.html A=LOGS... B=LOGS...}: the whole-run tables and the figures over
 * time of one run (its clients' logs merged) or of labelled runs side by side. HTML goes to
 * {@code report.html} unless {@code -o} says otherwise; CSV and JSON to stdout.
 */
final class ReportCommand {
  static final Set<String> PROPERTIES = Set.of("hdrhistogram.percentiles", "report.extrasections");

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
    // the HTML charts need only the operations' latency over time; the data formats keep every metric's
    Predicate<String> series = "html".equals(a.format) ? TimeSeries::charted : metric -> true;
    for (Map.Entry<String, List<String>> run : a.runs.entrySet()) {
      try (LogSet set = LogSet.open(run.getValue(), a.phase)) {
        runs.add(RunData.load(run.getKey(), set, a.properties, secrets::isSecret, series, null, null));
      }
    }
    for (RunData r : runs) {
      r.notes().forEach(n -> err.println("[INFO] " + (r.label().isEmpty() ? "" : r.label() + ": ") + n));
    }
    for (int i = 1; i < runs.size(); i++) {
      Comparison.dataSetWarnings(runs.get(0), runs.get(i)).forEach(w -> err.println("[WARN] " + w));
    }
    String text = switch (a.format) {
      case "csv" -> CsvReport.render(runs);
      case "json" -> JsonReport.render(runs, ClientMain.VERSION);
      default -> HtmlReport.render(runs, ClientMain.VERSION);
    };
    if (output == null) {
      out.print(text);
      out.flush();
      return ClientMain.EXIT_OK;
    }
    write(output, text.getBytes(StandardCharsets.UTF_8));
    err.println("[INFO] report: " + output.toAbsolutePath() + " (" + (Files.size(output) + 1023) / 1024 + " KiB)");
    return ClientMain.EXIT_OK;
  }

  private static void write(Path output, byte[] bytes) {
    try {
      AtomicFile.write(output, bytes);
    } catch (IOException | RuntimeException e) {
      throw new UsageException("-o " + output + ": cannot write the report (" + IoProblem.describe(e) + ")");
    }
  }
}

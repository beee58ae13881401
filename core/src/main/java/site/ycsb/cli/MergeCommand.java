package site.ycsb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;
import site.ycsb.config.Option;
import site.ycsb.config.Secrets;
import site.ycsb.config.Settings;
import site.ycsb.engine.DbLoader;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.options.CompareOptions;
import site.ycsb.options.MeasurementOptions;
import site.ycsb.options.RunOptions;
import site.ycsb.results.ConfidenceLines;
import site.ycsb.results.ReportWriter;
import site.ycsb.results.LogSet;
import site.ycsb.results.MergedLogWriter;
import site.ycsb.results.Repetitions;
import site.ycsb.results.RunData;

/**
 * {@code bin/ycsb merge [-o merged.hdr] [--phase run] [--force] [-p key=value] LOG...}: merges the interval
 * logs of several clients (or several runs of one client) by wall-clock window into one log, and
 * prints the whole run's summary in the report format ({@code -p exporter=json} as elsewhere),
 * preceded by {@code [MERGE]} lines saying what was merged.
 */
final class MergeCommand {
  /** The options merge reads; any other -p is refused. */
  static final List<Option<?>> OPTIONS = List.of(RunOptions.EXPORTER, RunOptions.EXPORT_FILE,
      MeasurementOptions.PERCENTILES, MeasurementOptions.EXTRA_SECTIONS, CompareOptions.CONFIDENCE);
  static final Set<String> PROPERTIES = OPTIONS.stream().map(Option::name).collect(Collectors.toUnmodifiableSet());

  private final PrintStream out;
  private final PrintStream err;

  MergeCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  int run(String[] args) throws IOException {
    LogArguments a = LogArguments.parse("merge", args, PROPERTIES, false);
    Secrets secrets = new Secrets(new DbLoader(MergeCommand.class.getClassLoader()).secretNames());
    Properties report = new Properties();
    report.putAll(a.properties);
    report.remove(RunOptions.EXPORTER.name());
    report.remove(RunOptions.EXPORT_FILE.name());
    Settings s = Settings.of(a.properties);
    String exporter = s.get(RunOptions.EXPORTER);
    try (ReportDestination destination = a.properties.getProperty(RunOptions.EXPORT_FILE.name()) == null
            ? ReportDestination.toStream(exporter, out)
            : ReportDestination.toFile(exporter, RunOptions.EXPORT_FILE.name(), Path.of(s.get(RunOptions.EXPORT_FILE)))) {
      Map<Integer, List<Path>> byIndex = Repetitions.byRepetition(LogSet.resolve(a.runs.get("")), a.phase);
      if (byIndex.isEmpty()) {
        return merge(a, a.runs.get(""), a.output, 0, report, secrets, destination);
      }
      // repeat=N with several clients: the clients' logs of one repetition are one run, each merged on its own
      err.println("[INFO] the logs are " + byIndex.size() + " repetitions (repeat=N): each repetition's log(s) merged"
          + " as one run" + (a.output == null ? "" : ", into " + RepeatSettings.named(a.output.toString(), 1) + ", ..."));
      int code = ClientMain.EXIT_OK;
      for (Map.Entry<Integer, List<Path>> e : byIndex.entrySet()) {
        Path output = a.output == null ? null : Path.of(RepeatSettings.named(a.output.toString(), e.getKey()));
        int one = merge(a, e.getValue().stream().map(Path::toString).toList(), output, e.getKey(), report, secrets,
            destination);
        code = one == ClientMain.EXIT_OK ? code : one;
      }
      return code;
    }
  }

  /** One run's logs merged: its summary through the destination, its merged log at {@code output} (null: none). */
  private int merge(LogArguments a, List<String> logs, Path output, int repetition, Properties report, Secrets secrets,
      ReportDestination destination) throws IOException {
    try (LogSet set = LogSet.open(logs, a.phase, a.force);
        MergedLogWriter writer = output == null ? null
            : new MergedLogWriter(output, set.logs(), secrets::isSecret, ClientMain.VERSION)) {
      RunData run = RunData.load("", set, report, secrets::isSecret, metric -> false, writer, output);
      if (writer != null) {
        writer.finish(set.ends());
      }
      String prefix = repetition > 0 ? "[INFO] repetition " + repetition + ": " : "[INFO] ";
      run.notes().forEach(n -> err.println(prefix + n));
      boolean delivered = destination.write(e -> {
        if (repetition > 0) {
          e.write("REPEAT", "Index", repetition);
        }
        mergeLines(run, output, e);
        ReportWriter.write(run.summary(), new WithoutGcLines(e));
        ConfidenceLines.write(run.summary(), run.statistics(), e);
      }, err);
      err.println(prefix + "merged " + run.logs().size() + " log(s)"
          + (output == null ? " (no -o: no merged log written)" : " into " + output.toAbsolutePath()));
      return delivered ? ClientMain.EXIT_OK : ClientMain.EXIT_FAILED;
    }
  }

  /** What was merged, ahead of the summary. */
  private static void mergeLines(RunData run, Path output, MeasurementsExporter e) throws IOException {
    e.write("MERGE", "Logs", run.logs().size());
    e.write("MERGE", "Clients", run.logs().stream().flatMap(l -> l.clientIds().stream()).distinct().count());
    e.write("MERGE", "WindowSeconds", run.series().points().isEmpty() ? 0
        : run.series().points().get(0).lengthMs() / 1000.0);
    e.write("MERGE", "Windows", run.series().points().size());
    e.write("MERGE", "Start", Instant.ofEpochMilli(run.startMs()).toString());
    e.write("MERGE", "End", Instant.ofEpochMilli(run.endMs()).toString());
    e.write("MERGE", "CutShort", run.ends().stream().filter(x -> x == null).count());
    if (output != null) {
      e.write("MERGE", "MergedLog", output.toAbsolutePath().toString());
    }
    for (String note : run.notes()) {
      e.write("MERGE", "Note", note);
    }
  }

  /** The logs hold no garbage-collection figures: leave out the lines that would claim zero. */
  private static final class WithoutGcLines implements MeasurementsExporter {
    private final MeasurementsExporter e;

    WithoutGcLines(MeasurementsExporter e) {
      this.e = e;
    }

    private static boolean kept(String metric) {
      return !metric.startsWith("TOTAL_GC");
    }

    @Override
    public void write(String metric, String measurement, int i) throws IOException {
      if (kept(metric)) {
        e.write(metric, measurement, i);
      }
    }

    @Override
    public void write(String metric, String measurement, long i) throws IOException {
      if (kept(metric)) {
        e.write(metric, measurement, i);
      }
    }

    @Override
    public void write(String metric, String measurement, double d) throws IOException {
      if (kept(metric)) {
        e.write(metric, measurement, d);
      }
    }

    @Override
    public void write(String metric, String measurement, String value) throws IOException {
      if (kept(metric)) {
        e.write(metric, measurement, value);
      }
    }

    @Override
    public void close() {
      // the destination closes the exporter it made
    }
  }
}

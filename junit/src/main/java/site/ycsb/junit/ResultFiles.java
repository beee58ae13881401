package site.ycsb.junit;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Properties;
import site.ycsb.config.Secrets;
import site.ycsb.engine.DbLoader;
import site.ycsb.model.RunResult;
import site.ycsb.engine.ToolVersion;
import site.ycsb.results.ReportWriter;
import site.ycsb.measurements.exporter.TextMeasurementsExporter;
import site.ycsb.results.HtmlReport;
import site.ycsb.results.LogSet;
import site.ycsb.results.RunData;
import site.ycsb.results.TimeSeries;
import site.ycsb.thresholds.ThresholdResult;

/**
 * A test's result files, one set per phase: {@code <phase>.hdr} (the interval log the engine writes),
 * {@code <phase>.txt} (the text report, as bin/ycsb prints it) and {@code <phase>.html} (the report
 * {@code bin/ycsb report} makes from the log): what a failing CI build keeps to look at.
 */
final class ResultFiles {
  private final Path directory;

  ResultFiles(Path directory) {
    this.directory = directory;
  }

  Path directory() {
    return directory;
  }

  /** Where the engine writes the phase's interval log (the directory is created here). */
  Path intervalLog(String phase) {
    try {
      Files.createDirectories(directory);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot create the results directory " + directory, e);
    }
    return directory.resolve(phase + ".hdr");
  }

  /**
   * The phase's text report (with the verdict's {@code [THRESHOLD-n]} lines when judged) and, from its
   * interval log, its HTML report.
   *
   * @param verdict the phase's thresholds verdict, or null when it had none
   */
  void write(RunResult result, ThresholdResult verdict) {
    String phase = result.phase();
    try (OutputStream out = Files.newOutputStream(directory.resolve(phase + ".txt"));
        TextMeasurementsExporter text = new TextMeasurementsExporter(out)) {
      ReportWriter.write(result, text);
      if (verdict != null) {
        verdict.writeTo(text);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + directory.resolve(phase + ".txt"), e);
    }
    Path log = result.intervalLog();
    if (log == null || !Files.isRegularFile(log)) {
      return;
    }
    Secrets secrets = new Secrets(new DbLoader(ResultFiles.class.getClassLoader()).secretNames());
    try (LogSet set = LogSet.open(List.of(log.toString()), phase)) {
      RunData data = RunData.load("", set, new Properties(), secrets::isSecret, TimeSeries::charted, null, null);
      String html = HtmlReport.render(List.of(data), ToolVersion.get());
      Files.writeString(directory.resolve(phase + ".html"), html, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + directory.resolve(phase + ".html"), e);
    }
  }
}

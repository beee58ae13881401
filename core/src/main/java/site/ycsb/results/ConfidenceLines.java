package site.ycsb.results;

import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import site.ycsb.model.RunResult;
import site.ycsb.measurements.exporter.MeasurementsExporter;
import site.ycsb.results.stats.Estimate;

/**
 * The text (and JSON) report's interval lines, after the report: {@code [READ],
 * 99thPercentileLatency(us).CI99.Low, 4100} and {@code .High, 4900}, one end per line so that every
 * line stays the {@code [SECTION], Measure, number} triple upstream's parsers read (a parser that
 * keeps the measures it knows skips them), then how they were made: {@code [OVERALL],
 * CI.Intervals}, {@code CI.Autocorrelation}, {@code CI.BatchLength(intervals)}.
 */
public final class ConfidenceLines {
  private ConfidenceLines() {
  }

  /** The lines of a run's figures ({@code shown}, as its report printed them). */
  public static void write(RunResult shown, RunStatistics stats, MeasurementsExporter e) throws IOException {
    if (stats == null || stats.intervals() < 2) {
      return;
    }
    for (Map.Entry<String, Map<String, Estimate>> section : stats.figures(shown).entrySet()) {
      for (Map.Entry<String, Estimate> f : section.getValue().entrySet()) {
        e.write(section.getKey(), stats.low(f.getKey()), f.getValue().low());
        e.write(section.getKey(), stats.high(f.getKey()), f.getValue().high());
      }
    }
    e.write(ResultFigures.OVERALL, "CI.Intervals", stats.intervals());
    e.write(ResultFigures.OVERALL, "CI.Autocorrelation", stats.autocorrelation());
    e.write(ResultFigures.OVERALL, "CI.BatchLength(intervals)", stats.batchLength());
  }

  /**
   * The statistics of a finished phase, read back from its own interval log, so that a run's
   * report and {@code report}/{@code merge} of its log give the same intervals; null without a
   * log or when it cannot be read (the report then has no interval lines, never an error).
   */
  public static RunStatistics ofLog(RunResult r, Properties properties) {
    if (r.intervalLog() == null || !Files.isRegularFile(r.intervalLog())) {
      return null;
    }
    Properties p = new Properties();
    String confidence = properties.getProperty(RunStatistics.CONFIDENCE);
    if (confidence != null) {
      p.setProperty(RunStatistics.CONFIDENCE, confidence);
    }
    try (LogSet set = LogSet.open(List.of(r.intervalLog().toString()), r.phase(), true)) {
      return RunData.load("", set, p, name -> true, metric -> false, null, null).statistics();
    } catch (RuntimeException e) {
      return null;
    }
  }
}

package site.ycsb.cli;

import java.util.Properties;
import site.ycsb.config.UsageException;
import site.ycsb.options.CompareOptions;
import site.ycsb.options.MeasurementOptions;

/**
 * {@code repeat=N}: the run phase N times, each repetition its own interval log with its index in the
 * log's header ({@code #[meta repeat=i]}) and its own report, so that {@code report} can give the
 * between-run spread (docs/comparing-runs.md). With {@code loadrun}, {@code repeat.reload=true} runs
 * the load phase again before each repetition after the first.
 *
 * @param count how many times the run phase runs (1: no repetition)
 * @param reload whether the load phase runs again before each repetition
 */
public record RepeatSettings(int count, boolean reload) {
  public static final String REPEAT = CompareOptions.REPEAT.name();
  public static final String RELOAD = CompareOptions.REPEAT_RELOAD.name();
  /** The interval log's meta key of a repetition's index (1 to N). */
  public static final String META = "repeat";

  /** The settings, checked before anything runs: one line and exit 2 for a bad value. */
  static RepeatSettings of(Properties p, boolean loadRun) {
    int count = CompareOptions.REPEAT.read(p);
    boolean reload = CompareOptions.REPEAT_RELOAD.read(p);
    if (count > 10_000) {
      throw new UsageException(REPEAT + "=" + count + ": expected at most 10000 repetitions");
    }
    if (reload && !loadRun) {
      throw new UsageException(RELOAD + "=true: only loadrun has a load phase to repeat; expected loadrun, or"
          + " repeat.reload=false");
    }
    return new RepeatSettings(count, reload);
  }

  /** A file's name for repetition {@code i}: {@code run.hdr} becomes {@code run-r1.hdr}, {@code run} {@code run-r1}. */
  static String named(String path, int i) {
    int dot = path.lastIndexOf('.');
    int slash = path.lastIndexOf('/');
    return dot > slash ? path.substring(0, dot) + "-r" + i + path.substring(dot) : path + "-r" + i;
  }

  /**
   * The properties of repetition {@code i}: a named log file ({@code hdrhistogram.output.path=run.hdr})
   * becomes one per repetition ({@code run-r1.hdr}, {@code run-r2.hdr}), so none overwrites another;
   * a folder (the default) already gets a new file per phase.
   */
  static Properties forRepetition(Properties p, int i) {
    String path = MeasurementOptions.OUTPUT_PATH.read(p);
    path = path == null ? "" : path.trim();
    if (path.isEmpty() || path.endsWith("/") || java.nio.file.Files.isDirectory(java.nio.file.Path.of(path))) {
      return p;
    }
    String named = named(path, i);
    Properties copy = new Properties();
    copy.putAll(p);
    copy.setProperty(MeasurementOptions.OUTPUT_PATH.name(), named);
    return copy;
  }
}

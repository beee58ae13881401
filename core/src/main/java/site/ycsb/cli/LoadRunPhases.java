package site.ycsb.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import site.ycsb.config.Settings;
import site.ycsb.engine.PhaseCheck;
import site.ycsb.options.EventOptions;
import site.ycsb.options.MeasurementOptions;
import site.ycsb.options.RunOptions;

/**
 * How {@code loadrun}'s one set of properties becomes its two phases. Timed events belong to the
 * run phase ({@code events}, {@code events.file}); the load phase has its own ({@code load.events},
 * {@code load.events.file}), so a "kill a node at 30%" never fires during the load. Files a phase
 * writes by an explicit name get the load phase's {@code .load} sibling ({@code run.hdr} -&gt;
 * {@code run.load.hdr}), as the export file does, so the run never overwrites the load's: the
 * interval log ({@code hdrhistogram.output.path}) and the raw samples
 * ({@code measurement.raw.output_file}).
 */
final class LoadRunPhases {
  private LoadRunPhases() {
  }

  /**
   * Checks both phases' settings before the load starts, so that a mistake in the run phase's
   * (events, counts, proportions) never costs a load.
   */
  static void check(Properties user, ClassLoader classLoader) {
    PhaseCheck.check(load(user), classLoader, false);
    PhaseCheck.check(run(user, new Properties()), classLoader, true);
  }

  /** The load phase's properties. */
  static Properties load(Properties user) {
    Properties load = copy(user);
    load.setProperty(RunOptions.DO_TRANSACTIONS.name(), "false");
    // the run's events; the load's are load.events and load.events.file, which a load phase takes
    load.remove(EventOptions.EVENTS.name());
    load.remove(EventOptions.EVENTS_FILE.name());
    Settings s = Settings.of(user);
    String log = s.get(MeasurementOptions.OUTPUT_PATH);
    if (!log.isEmpty() && !log.endsWith("/") && !Files.isDirectory(Path.of(log))) {
      load.setProperty(MeasurementOptions.OUTPUT_PATH.name(), loadSibling(Path.of(log)).toString());
    }
    String raw = s.get(MeasurementOptions.RAW_OUTPUT_FILE);
    if (!raw.isEmpty()) {
      load.setProperty(MeasurementOptions.RAW_OUTPUT_FILE.name(), loadSibling(Path.of(raw)).toString());
    }
    return load;
  }

  /**
   * The run phase's properties.
   *
   * @param afterLoad the load phase's properties after it ran: objects it left there (the memory
   *     binding's store) carry over
   */
  static Properties run(Properties user, Properties afterLoad) {
    Properties run = copy(user);
    afterLoad.forEach((k, v) -> {
      if (!(v instanceof String)) {
        run.put(k, v);
      }
    });
    run.setProperty(RunOptions.DO_TRANSACTIONS.name(), "true");
    return run;
  }

  /** {@code run.txt} -&gt; {@code run.load.txt}, {@code run} -&gt; {@code run.load}, beside it. */
  static Path loadSibling(Path runFile) {
    String name = runFile.getFileName().toString();
    int dot = name.lastIndexOf('.');
    String loadName = dot > 0 ? name.substring(0, dot) + ".load" + name.substring(dot) : name + ".load";
    return runFile.resolveSibling(loadName);
  }

  private static Properties copy(Properties p) {
    Properties c = new Properties();
    c.putAll(p);
    return c;
  }
}

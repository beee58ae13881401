package site.ycsb.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Properties;
import site.ycsb.config.RunFolder;
import site.ycsb.config.Settings;
import site.ycsb.options.CalibrationOptions;
import site.ycsb.options.EventOptions;
import site.ycsb.options.MeasurementOptions;
import site.ycsb.options.RunOptions;

/** The run's folder as this command made it: removed at the end if nothing went there and it was new. */
record CreatedFolder(Path path, boolean existed) {
  /**
   * Chooses the run's folder once for all its phases (results.dir, else a new one under results/)
   * and sets results.dir to it; creates it and names it at the start when a file goes there.
   */
  static CreatedFolder of(Arguments a, PrintStream err) {
    Properties p = a.properties;
    String command = a.calibrate ? "calibrate" : a.loadRun ? "loadrun"
        : Settings.of(p).get(RunOptions.DO_TRANSACTIONS) ? "run" : "load";
    Settings s = Settings.of(p);
    Path path = RunFolder.of(s.get(RunOptions.RESULTS_DIR), s.get(RunOptions.DB), command);
    p.setProperty(RunFolder.PROPERTY, path.toString());
    if (!writesToRunFolder(a)) {
      return null;
    }
    boolean existed = Files.isDirectory(path);
    RunFolder.create(path);
    err.println("Results folder: " + path + "/");
    return new CreatedFolder(path, existed);
  }

  /** Whether a file of this run goes to its folder: an interval log, an event's output or calibrate's steps without a place of their own. */
  private static boolean writesToRunFolder(Arguments a) {
    Settings s = Settings.of(a.properties);
    if (a.calibrate) {
      return s.get(CalibrationOptions.DIR).isEmpty();
    }
    boolean events = java.util.stream.Stream.of(EventOptions.EVENTS, EventOptions.EVENTS_FILE, EventOptions.LOAD_EVENTS,
        EventOptions.LOAD_EVENTS_FILE).anyMatch(s::isSet);
    return s.get(MeasurementOptions.FILE_OUTPUT) ? s.get(MeasurementOptions.OUTPUT_PATH).isEmpty() : events;
  }

  /** Removes the folder if nothing went there and this command made it (and results/ if that is empty too). */
  void removeIfEmpty() {
    if (existed) {
      return;
    }
    try (java.util.stream.Stream<Path> in = Files.list(path)) {
      if (in.findAny().isEmpty()) {
        Files.delete(path);
        Path root = path.toAbsolutePath().getParent();
        try (java.util.stream.Stream<Path> others = Files.list(root)) {
          if (others.findAny().isEmpty() && root.getFileName().toString().equals(RunFolder.ROOT)) {
            Files.delete(root);
          }
        }
      }
    } catch (IOException | RuntimeException e) {
      // left as it is: an empty folder is no harm
    }
  }
}

package site.ycsb.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Stream;
import site.ycsb.config.RunFolder;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.engine.DbLoader;
import site.ycsb.options.MeasurementOptions;
import site.ycsb.options.RunOptions;
import site.ycsb.results.LogInfo;
import site.ycsb.results.LogReader;

/**
 * What earlier runs did to the data set a run is about to use, read from their interval logs in the
 * folder this run logs to: a run of {@code mixed} deletes and inserts records, so the next run of it
 * starts from another data set (the NOT_FOUND share of READ went from 2% to 21% in a study's second
 * run) and a comparison of the two measures different work. Knowing the store's own state would
 * need a full scan; the logs are cheap to read (status lines only) and say what the runs did.
 *
 * <p>Earlier runs count when they ran against the same store (binding, table and the binding's
 * keyspace, namespace and hosts, as their logs record them), finished (an end line: a client still
 * running beside this one does not count) and started after the newest load of that store in the
 * folder.
 */
final class EarlierRuns {
  /** Properties that name where the data lives; those of a log must match this run's. */
  private static final String STORE = "(.*\\.)?(table|keyspace|namespace|set|hosts|host|port)";
  /** Bindings whose data lives in this process only: nothing an earlier process did is left. */
  private static final Set<String> IN_PROCESS = Set.of("site.ycsb.BasicDB", "site.ycsb.BasicTSDB",
      "site.ycsb.db.MemoryDB", "site.ycsb.db.MemoryTimeseriesDB");

  private EarlierRuns() {
  }

  /**
   * The warning for a run phase about to start with {@code props}, or null when earlier runs in
   * its log folder left the data set as the last load made it (or nothing can be known).
   */
  static String warning(Properties props, DbLoader loader) {
    Settings s = Settings.of(props);
    String db = s.get(RunOptions.DB);
    if (!s.get(RunOptions.DO_TRANSACTIONS) || !s.get(MeasurementOptions.FILE_OUTPUT)
        || IN_PROCESS.contains(loader.className(db))) {
      return null;
    }
    String configured = s.get(MeasurementOptions.OUTPUT_PATH);
    // logs in the run folders (results.dir's siblings) by default, else in the folder named
    Path dir = configured.isEmpty() ? runFolders(s) : logFolder(configured);
    Map<String, String> defaults = new HashMap<>();
    site.ycsb.options.WorkloadOptions.GROUP.options().forEach(o -> defaults.put(o.name(), o.defaultText()));
    loader.describe(db).ifPresent(d -> d.options().forEach(x -> defaults.put(x.name(), x.defaultText())));
    List<LogInfo> sameStore = new ArrayList<>();
    try (Stream<Path> files = configured.isEmpty() ? inSubfolders(dir) : Files.list(dir)) {
      for (Path f : files.filter(f -> f.getFileName().toString().endsWith(".hdr")).sorted().toList()) {
        LogInfo info = header(f);
        if (info != null && info.format() == LogInfo.Format.CLIENT
            && info.meta().getOrDefault("binding", "").equals(db) && sameStore(info.properties(), props, defaults)) {
          sameStore.add(info);
        }
      }
    } catch (IOException | RuntimeException e) {
      return null; // an unreadable folder: this run's own log will say what is wrong with it
    }
    sameStore.sort(Comparator.comparingLong(LogInfo::startMs));
    LogInfo lastLoad = null;
    for (LogInfo l : sameStore) {
      if ("load".equals(l.phase())) {
        lastLoad = l;
      }
    }
    long inserted = 0;
    long deleted = 0;
    int runs = 0;
    for (LogInfo l : sameStore) {
      if (!"run".equals(l.phase()) || lastLoad != null && l.startMs() < lastLoad.startMs()) {
        continue;
      }
      long[] changes = changes(l.file());
      if (changes != null && changes[0] + changes[1] > 0) {
        inserted += changes[0];
        deleted += changes[1];
        runs++;
      }
    }
    if (runs == 0) {
      return null;
    }
    return String.format(Locale.ROOT, "[WARN] %d earlier run(s) logged in %s changed the data set %s: %,d inserts"
        + " and %,d deletes succeeded, so this run starts from other data than they did (NOT_FOUND shares and"
        + " latencies differ); reload between runs you compare", runs, dir.toAbsolutePath().normalize(),
        lastLoad == null ? "(no load of it is logged there)" : "since its last load (" + lastLoad.file().getFileName()
        + ")", inserted, deleted);
  }

  /** The folder holding the run folders: results.dir's parent (results/ by default). */
  static Path runFolders(Settings s) {
    Path folder = Path.of(s.find(RunOptions.RESULTS_DIR).orElse(RunFolder.ROOT + "/next")).toAbsolutePath();
    return folder.getParent() == null ? folder : folder.getParent();
  }

  /** The files in the folders of {@code dir} (one level down). */
  private static Stream<Path> inSubfolders(Path dir) throws IOException {
    List<Path> files = new ArrayList<>();
    try (Stream<Path> folders = Files.list(dir)) {
      for (Path folder : folders.filter(Files::isDirectory).toList()) {
        try (Stream<Path> in = Files.list(folder)) {
          in.forEach(files::add);
        }
      }
    }
    return files.stream();
  }

  /** The folder a run's interval log goes to. */
  static Path logFolder(String configured) {
    if (configured.isEmpty()) {
      return Path.of("").toAbsolutePath();
    }
    Path p = Path.of(configured);
    if (configured.endsWith("/") || Files.isDirectory(p)) {
      return p;
    }
    Path parent = p.toAbsolutePath().getParent();
    return parent == null ? Path.of("").toAbsolutePath() : parent;
  }

  private static LogInfo header(Path file) {
    try (LogReader r = LogReader.open(file)) {
      return r.perMetricCopy() ? null : r.info();
    } catch (UsageException e) {
      return null; // not a log of ours
    }
  }

  /** Whether every property naming the store has one value in the log and in this run (a default where unset). */
  private static boolean sameStore(Map<String, String> logged, Properties props, Map<String, String> defaults) {
    Set<String> keys = new HashSet<>(logged.keySet());
    keys.addAll(props.stringPropertyNames());
    for (String key : keys) {
      if (key.matches(STORE)) {
        String before = logged.getOrDefault(key, defaults.get(key));
        String now = props.getProperty(key) == null ? defaults.get(key) : props.getProperty(key).trim();
        if (!Objects.equals(before, now)) {
          return false;
        }
      }
    }
    return true;
  }

  /** {inserts, deletes} that succeeded in a finished log; null when it was cut short. */
  private static long[] changes(Path file) {
    try (LogReader r = LogReader.open(file)) {
      Map<String, Map<String, Long>> totals = r.statusTotals();
      if (r.end() == null) {
        return null;
      }
      return new long[] {ok(totals.get("INSERT")), ok(totals.get("DELETE"))};
    } catch (UsageException e) {
      return null;
    }
  }

  private static long ok(Map<String, Long> counts) {
    return counts == null ? 0 : counts.getOrDefault("OK", 0L);
  }
}

package site.ycsb.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;
import site.ycsb.config.Settings;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.MeasurementSettings;

/**
 * The command line of {@code merge} and {@code report}: {@code -o file}, {@code --format},
 * {@code --phase}, {@code --force}, {@code -p key=value} for the report's properties, and the logs (files or
 * directories), optionally in labelled groups ({@code A=logs... B=logs...}).
 */
final class LogArguments {
  private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9_.+-]+");

  final String command;
  Path output;
  String format = "html";
  String phase;
  /** Merge logs of other bindings, workloads or times too. */
  boolean force;
  final Properties properties = new Properties();
  /** Label ("" when none) to its logs, in order. */
  final Map<String, List<String>> runs = new LinkedHashMap<>();

  private LogArguments(String command) {
    this.command = command;
  }

  /**
   * @param allowed the {@code -p} keys the command takes
   * @param labels whether runs may be labelled (report) or not (merge)
   */
  static LogArguments parse(String command, String[] args, Set<String> allowed, boolean labels) {
    LogArguments a = new LogArguments(command);
    String current = null;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      switch (arg) {
        case "-o":
          a.output = Path.of(value(command, args, ++i, "-o", "an output file"));
          break;
        case "--format":
          if (!labels) {
            throw new UsageException(command + ": unknown option '--format'");
          }
          a.format = value(command, args, ++i, "--format", "html, csv or json");
          if (!Set.of("html", "csv", "json").contains(a.format)) {
            throw new UsageException(command + ": --format " + a.format + ": expected html, csv or json");
          }
          break;
        case "--phase":
          a.phase = value(command, args, ++i, "--phase", "load or run");
          if (!Set.of("load", "run").contains(a.phase)) {
            throw new UsageException(command + ": --phase " + a.phase + ": expected load or run");
          }
          break;
        case "--force":
          a.force = true;
          break;
        case "-p":
          String kv = value(command, args, ++i, "-p", "key=value");
          int eq = kv.indexOf('=');
          String key = eq <= 0 ? kv : kv.substring(0, eq).trim();
          if (eq <= 0 || !allowed.contains(key)) {
            throw new UsageException(command + ": -p " + kv + ": expected key=value with key one of "
                + String.join(", ", allowed.stream().sorted().toList()));
          }
          a.properties.setProperty(key, kv.substring(eq + 1).trim());
          break;
        default:
          if (arg.startsWith("-") && !Files.exists(Path.of(arg))) {
            throw new UsageException(command + ": unknown option '" + arg + "' (see bin/ycsb --help)");
          }
          int at = arg.indexOf('=');
          if (labels && at > 0 && LABEL.matcher(arg.substring(0, at)).matches() && !Files.exists(Path.of(arg))) {
            current = arg.substring(0, at);
            if (a.runs.containsKey(current)) {
              throw new UsageException(command + ": run label " + current + " given twice; expected one label per run");
            }
            if (a.runs.containsKey("")) {
              throw new UsageException(command + ": " + arg + ": expected every run labelled (A=logs... B=logs...)"
                  + " or none");
            }
            a.runs.put(current, new ArrayList<>());
            arg = arg.substring(at + 1);
            if (arg.isEmpty()) {
              break;
            }
          } else if (current == null) {
            current = "";
            a.runs.put(current, new ArrayList<>());
          }
          a.runs.get(current).add(arg);
      }
    }
    if (a.runs.isEmpty() || a.runs.values().stream().anyMatch(List::isEmpty)) {
      throw new UsageException(command + ": no interval logs given; expected files or directories"
          + (labels ? " (or labelled runs: A=logs... B=logs...)" : ""));
    }
    new MeasurementSettings(Settings.of(a.properties)); // a bad percentile list fails here, naming the property
    return a;
  }

  private static String value(String command, String[] args, int i, String flag, String what) {
    if (i >= args.length) {
      throw new UsageException(command + ": " + flag + ": missing value; expected " + what);
    }
    return args[i];
  }
}

package site.ycsb.cli;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import site.ycsb.config.UsageException;
import site.ycsb.options.RunOptions;

/**
 * Upstream's command line: {@code -P file} (repeatable, later files win), {@code -p key=value}
 * (wins over files), and the shortcuts {@code -threads}, {@code -target}, {@code -load}, {@code -t},
 * {@code -s}, {@code -db}, {@code -l}; plus {@code -loadrun} (load, then run, in one process).
 */
final class Arguments {
  final Properties properties = new Properties();
  final List<String> workloadFiles = new ArrayList<>();
  boolean loadRun;
  boolean calibrate;
  boolean help;
  boolean shell;

  static Arguments parse(String[] args) {
    Arguments a = new Arguments();
    Properties fileProps = new Properties();
    Properties overrides = new Properties();
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      switch (arg) {
        case "-P":
          String file = value(args, ++i, "-P", "a workload file");
          a.workloadFiles.add(file);
          load(file, fileProps);
          break;
        case "-p":
          String kv = value(args, ++i, "-p", "key=value");
          int eq = kv.indexOf('=');
          if (eq <= 0) {
            throw new UsageException("-p " + kv + ": expected key=value");
          }
          overrides.setProperty(kv.substring(0, eq).trim(), kv.substring(eq + 1));
          break;
        case "-threads":
          overrides.setProperty(RunOptions.THREAD_COUNT.name(), value(args, ++i, "-threads", "a thread count"));
          break;
        case "-target":
          overrides.setProperty(RunOptions.TARGET.name(), value(args, ++i, "-target", "operations per second"));
          break;
        case "-db":
          overrides.setProperty(RunOptions.DB.name(), value(args, ++i, "-db", "a binding name or DB class"));
          break;
        case "-l":
          overrides.setProperty(RunOptions.LABEL.name(), value(args, ++i, "-l", "a label"));
          break;
        case "-load":
          overrides.setProperty(RunOptions.DO_TRANSACTIONS.name(), "false");
          break;
        case "-t":
          overrides.setProperty(RunOptions.DO_TRANSACTIONS.name(), "true");
          break;
        case "-loadrun":
          a.loadRun = true;
          break;
        case "-calibrate":
          a.calibrate = true;
          break;
        case "-s":
          overrides.setProperty(RunOptions.STATUS.name(), "true");
          break;
        case "-shell":
          a.shell = true;
          break;
        case "-h":
        case "-help":
        case "--help":
          a.help = true;
          break;
        default:
          throw new UsageException("unknown option '" + arg + "': see --help");
      }
    }
    a.properties.putAll(fileProps);
    a.properties.putAll(overrides);
    return a;
  }

  private static String value(String[] args, int i, String flag, String what) {
    if (i >= args.length) {
      throw new UsageException(flag + ": missing value; expected " + what);
    }
    return args[i];
  }

  private static void load(String file, Properties into) {
    Path path = Path.of(file);
    if (Files.isDirectory(path)) {
      throw new UsageException("-P " + file + ": is a directory; expected a workload file (for example "
          + path.resolve("mixed") + ")");
    }
    if (!Files.isRegularFile(path)) {
      throw new UsageException("-P " + file + ": workload file not found");
    }
    String text = WorkloadFileText.read(path, file);
    Properties own = new Properties();
    try {
      own.load(new StringReader(text));
    } catch (IOException | IllegalArgumentException e) {
      throw new UsageException("-P " + file + ": cannot read the workload file (" + e.getMessage() + ")");
    }
    if (own.isEmpty()) {
      // an empty file (or one of comments only) runs every default: forever, on no data
      throw new UsageException("-P " + file + ": the workload file sets no property; expected key=value lines"
          + " (for example workloads/mixed)");
    }
    into.putAll(own);
  }
}

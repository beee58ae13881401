package site.ycsb.cli;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import site.ycsb.config.UsageException;
import site.ycsb.engine.DbLoader;
import site.ycsb.config.Secrets;
import site.ycsb.results.Comparison;
import site.ycsb.results.LogSet;
import site.ycsb.results.RegressionGate;
import site.ycsb.results.Repetitions;
import site.ycsb.results.RunData;
import site.ycsb.results.RunStatistics;

/**
 * {@code bin/ycsb compare --baseline LOG... --candidate LOG... --max-regression 5% [--metrics
 * Throughput,READ-COMB.P99] [--phase run] [-p compare.confidence=99%]}: the regression gate. Prints
 * the table; exits 3 when the candidate is significantly worse than the baseline by more than
 * allowed on any judged figure, 0 otherwise, 2 for bad input.
 */
final class CompareCommand {
  private static final Set<String> PROPERTIES = Set.of(RunStatistics.CONFIDENCE);

  private final PrintStream out;
  private final PrintStream err;

  CompareCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  int run(String[] args) {
    List<String> baseline = new ArrayList<>();
    List<String> candidate = new ArrayList<>();
    List<String> current = null;
    String max = null;
    List<String> metrics = List.of();
    String phase = null;
    boolean force = false;
    Properties props = new Properties();
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "--baseline" -> current = baseline;
        case "--candidate" -> current = candidate;
        case "--max-regression" -> max = value(args, ++i, a, "a share such as 5%");
        case "--metrics" -> metrics = Arrays.stream(value(args, ++i, a, "Throughput,READ-COMB.P99,...").split(","))
            .map(String::trim).filter(s -> !s.isEmpty()).toList();
        case "--phase" -> {
          phase = value(args, ++i, a, "load or run");
          if (!Set.of("load", "run").contains(phase)) {
            throw new UsageException("compare: --phase " + phase + ": expected load or run");
          }
        }
        case "--force" -> force = true;
        case "-p" -> {
          String kv = value(args, ++i, a, "key=value");
          int eq = kv.indexOf('=');
          if (eq <= 0 || !PROPERTIES.contains(kv.substring(0, eq).trim())) {
            throw new UsageException("compare: -p " + kv + ": expected key=value with key one of " + PROPERTIES);
          }
          props.setProperty(kv.substring(0, eq).trim(), kv.substring(eq + 1).trim());
        }
        default -> {
          if (a.startsWith("-") || current == null) {
            throw new UsageException("compare: unexpected '" + a + "'; expected --baseline LOG... --candidate LOG..."
                + " --max-regression 5%");
          }
          current.add(a);
        }
      }
    }
    if (baseline.isEmpty() || candidate.isEmpty()) {
      throw new UsageException("compare: expected --baseline LOG... and --candidate LOG... (interval logs or folders)");
    }
    if (max == null) {
      throw new UsageException("compare: --max-regression missing; expected the allowed worsening, such as 5%");
    }
    RegressionGate gate = new RegressionGate(RegressionGate.percent(max, "--max-regression"), metrics);
    RunStatistics.confidence(props); // a bad confidence fails here, before any log is read
    Secrets secrets = new Secrets(new DbLoader(CompareCommand.class.getClassLoader()).secretNames());
    Repetitions ra = repetitions("baseline", baseline, phase, props, secrets);
    Repetitions rb = repetitions("candidate", candidate, phase, props, secrets);
    RegressionGate.Result result;
    if (ra != null && rb != null) {
      err.println("[INFO] both sides are repeated runs: the verdicts use the between-run intervals (each run one"
          + " sample)");
      result = gate.judge(ra, rb, RunStatistics.confidence(props));
    } else {
      RunData a = load("baseline", baseline, phase, force, props, secrets);
      RunData b = load("candidate", candidate, phase, force, props, secrets);
      Comparison.dataSetWarnings(a, b).forEach(w -> err.println("[WARN] " + w));
      result = gate.judge(a, b);
    }
    out.print(result.table());
    out.flush();
    return result.passed() ? ClientMain.EXIT_OK : ClientMain.EXIT_THRESHOLDS;
  }

  /** The side's repetitions (repeat=N logs), or null when it is one run. */
  static Repetitions repetitions(String label, List<String> logs, String phase, Properties props, Secrets secrets) {
    java.util.Map<Integer, List<java.nio.file.Path>> byIndex = Repetitions.byRepetition(LogSet.resolve(logs), phase);
    if (byIndex.isEmpty()) {
      return null;
    }
    List<RunData> runs = new ArrayList<>();
    byIndex.forEach((i, f) -> runs.add(load(label + ".r" + i, f.stream().map(java.nio.file.Path::toString).toList(),
        phase, false, props, secrets)));
    return new Repetitions(label, runs, RunStatistics.confidence(props));
  }

  private static RunData load(String label, List<String> logs, String phase, boolean force, Properties props,
      Secrets secrets) {
    try (LogSet set = LogSet.open(logs, phase, force)) {
      return RunData.load(label, set, props, secrets::isSecret, metric -> false, null, null);
    }
  }

  private static String value(String[] args, int i, String flag, String what) {
    if (i >= args.length) {
      throw new UsageException("compare: " + flag + ": missing value; expected " + what);
    }
    return args[i];
  }
}

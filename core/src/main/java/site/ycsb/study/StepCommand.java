package site.ycsb.study;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import site.ycsb.config.UsageException;

/**
 * A phase step's bin/ycsb command and the properties it resolves to. The command is the workload
 * file (-P) and, as -p in this order (later wins), the workload's, the system's, the phase's and the
 * phase's for that system properties of the plan, the target, then where the step's files go
 * (results.dir, exportfile).
 */
final class StepCommand {
  private StepCommand() {
  }

  /** As {@link #overrides(StudyPlan, Step, Path, double, int)} without the calibrated step's threads. */
  static Map<String, String> overrides(StudyPlan plan, Step step, Path dir, double max) {
    return overrides(plan, step, dir, max, 0);
  }

  /**
   * The -p overrides of a step, in the order they apply; {@code max} the calibrated maximum (NaN:
   * unknown) and {@code threads} the calibrated step's threads (0: unknown), which a run at a share
   * of the maximum takes too (the maximum was reached with them).
   */
  static Map<String, String> overrides(StudyPlan plan, Step step, Path dir, double max, int threads) {
    StudyPlan.SystemUnderTest s = system(plan, step);
    StudyPlan.Phase p = plan.phases().get(step.phase());
    Map<String, String> out = new LinkedHashMap<>(workload(plan, step).properties());
    out.putAll(s.properties());
    out.putAll(p.properties());
    out.putAll(p.bySystem().getOrDefault(s.name(), Map.of()));
    if (p.target() != null) {
      out.put("target", p.target().share() ? Double.isNaN(max) ? "<" + p.target().text() + ">"
          : String.format(Locale.ROOT, "%.0f", Math.max(1, p.target().value() * max))
          : String.format(Locale.ROOT, "%.0f", p.target().value()));
      if (p.target().share() && threads > 0) {
        out.put("threadcount", Integer.toString(threads));
      }
    }
    if (p.kind() == PhaseKind.CALIBRATE && s.embedded()) {
      out.put("calibrate.load", "true"); // the data lives in the client: each step loads its own
    }
    out.put("results.dir", dir.toString());
    out.put("exportfile", dir.resolve("report.txt").toString());
    return out;
  }

  /** bin/ycsb's verb for a step. */
  static String verb(StudyPlan plan, Step step) {
    return switch (step.kind()) {
      case LOAD -> "load";
      case CALIBRATE -> "calibrate";
      case VERIFY -> "verify";
      default -> system(plan, step).embedded() ? "loadrun" : "run";
    };
  }

  /** The arguments after the verb and binding: -P the workload file, then each override as -p. */
  static List<String> args(StudyPlan plan, Step step, Map<String, String> overrides) {
    List<String> out = new ArrayList<>(List.of("-P", workload(plan, step).file().toString()));
    overrides.forEach((k, v) -> {
      out.add("-p");
      out.add(k + "=" + v);
    });
    return out;
  }

  /** Every property the step's command resolves to: the workload file's, then the overrides. */
  static Map<String, String> resolved(StudyPlan plan, Step step, Map<String, String> overrides) {
    Properties p = new Properties();
    Path file = workload(plan, step).file();
    try (InputStream in = Files.newInputStream(file)) {
      p.load(in);
    } catch (IOException e) {
      throw new UsageException("workload." + step.workload() + ".file=" + file + ": cannot read it (" + e.getMessage()
          + ")");
    }
    Map<String, String> out = new TreeMap<>();
    p.stringPropertyNames().forEach(k -> out.put(k, p.getProperty(k).strip()));
    out.putAll(overrides);
    return out;
  }

  /** The seconds a step is expected to take, from its properties (0: not known), for the ETA. */
  static long expectedSeconds(StudyPlan plan, Step step, Map<String, String> resolved) {
    if (step.isHook()) {
      return 0;
    }
    if (step.kind() == PhaseKind.CALIBRATE) {
      return number(resolved, "calibrate.steps", 10) * (number(resolved, "calibrate.step.seconds", 60)
          + number(resolved, "calibrate.warmup.seconds", 10));
    }
    return number(resolved, "maxexecutiontime", 0);
  }

  private static long number(Map<String, String> p, String key, long dflt) {
    try {
      return p.containsKey(key) ? Long.parseLong(p.get(key).trim()) : dflt;
    } catch (NumberFormatException e) {
      return dflt; // bin/ycsb refuses it when the step runs
    }
  }

  static StudyPlan.SystemUnderTest system(StudyPlan plan, Step step) {
    return plan.systems().stream().filter(s -> s.name().equals(step.system())).findFirst().orElseThrow();
  }

  static StudyPlan.Workload workload(StudyPlan plan, Step step) {
    return plan.workloads().stream().filter(w -> w.name().equals(step.workload())).findFirst().orElseThrow();
  }
}

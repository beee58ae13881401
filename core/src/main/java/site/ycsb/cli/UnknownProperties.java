package site.ycsb.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import site.ycsb.config.Settings;
import site.ycsb.options.CoreOptions;
import site.ycsb.options.RunOptions;
import site.ycsb.options.ThresholdOptions;

/**
 * Finds property keys no component reads, so a misspelling is not silently ignored. Keys of a
 * binding that declares no property table (third-party, compiled against upstream) cannot be
 * judged, so then only keys without a dot are reported.
 */
final class UnknownProperties {
  /** The switch: unknown properties stop the run (true) or only warn (false); by default strict in CI and with thresholds. */
  static final String STRICT = RunOptions.STRICT.name();

  private UnknownProperties() {
  }

  static List<String> find(Properties props, boolean coreWorkload, List<String> bindingProperties) {
    Set<String> known = known(bindingProperties);
    List<String> unknown = new ArrayList<>();
    if (!coreWorkload) {
      return unknown; // a custom workload reads properties we cannot list
    }
    for (String key : props.stringPropertyNames()) {
      if (known.contains(key) || key.startsWith("stage.")) { // a stage's keys: checked by StagePlan, one line each
        continue;
      }
      if (bindingProperties == null && key.contains(".")) {
        continue;
      }
      unknown.add(key);
    }
    unknown.sort(null);
    return unknown;
  }

  /**
   * The warning for the properties nothing reads, each with the known name nearest to it when one
   * is close ({@code recordcont (did you mean recordcount?)}); null when there are none.
   */
  static String warning(Properties props, boolean coreWorkload, List<String> bindingProperties) {
    List<String> unknown = find(props, coreWorkload, bindingProperties);
    if (unknown.isEmpty()) {
      return null;
    }
    Set<String> known = known(bindingProperties);
    List<String> described = new ArrayList<>();
    for (String key : unknown) {
      String nearest = nearest(key, known);
      described.add(nearest == null ? key : key + " (did you mean " + nearest + "?)");
    }
    return "[WARN] properties that nothing reads (misspelled?): " + String.join(", ", described);
  }

  /**
   * The properties a strict run refuses: every one nothing reads, when the binding declares its
   * properties; with a binding that declares none (one built against upstream), only those close
   * to a known name (a likely misspelling), since the binding may read any other.
   */
  static List<String> refused(Properties props, boolean coreWorkload, List<String> bindingProperties) {
    Set<String> known = known(bindingProperties);
    List<String> refused = new ArrayList<>();
    for (String key : find(props, coreWorkload, bindingProperties)) {
      String nearest = nearest(key, known);
      if (bindingProperties != null || nearest != null) {
        refused.add(nearest == null ? key : key + " (did you mean " + nearest + "?)");
      }
    }
    return refused;
  }

  /**
   * Why unknown properties stop this run, or null when they only warn: {@code strict=true}, else
   * (unless {@code strict=false}) {@code thresholds} set (a misspelt property would pass or fail a
   * gate with its default) or a CI environment ({@code CI} set, as CI services do).
   */
  static String strictBecause(Properties props, Map<String, String> env) {
    Settings s = Settings.of(props);
    if (props.getProperty(STRICT) != null) {
      return Boolean.TRUE.equals(s.get(RunOptions.STRICT)) ? STRICT + "=true" : null;
    }
    if (s.isSet(ThresholdOptions.THRESHOLDS) || s.isSet(ThresholdOptions.FILE)) {
      return "thresholds are set";
    }
    String ci = env.get("CI");
    if (ci != null && !ci.isBlank() && !"false".equalsIgnoreCase(ci.trim()) && !"0".equals(ci.trim())) {
      return "CI is set";
    }
    return null;
  }

  private static Set<String> known(List<String> bindingProperties) {
    Set<String> known = new HashSet<>();
    CoreOptions.groups().forEach(g -> g.options().forEach(o -> known.add(o.name())));
    if (bindingProperties != null) {
      known.addAll(bindingProperties);
    }
    return known;
  }

  /**
   * The known name closest to {@code key} in edits (a letter added, dropped, changed, or two
   * swapped; case ignored), if it is within a third of the name's length (at most 3), and the only
   * one that close; else null.
   */
  static String nearest(String key, Set<String> known) {
    int allowed = Math.min(3, Math.max(1, key.length() / 3));
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    boolean tie = false;
    for (String name : new TreeSet<>(known)) {
      int d = distance(key.toLowerCase(Locale.ROOT), name.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        best = name;
        bestDistance = d;
        tie = false;
      } else if (d == bestDistance) {
        tie = true;
      }
    }
    return bestDistance <= allowed && !tie ? best : null;
  }

  /** Edits from a to b: insertions, deletions, substitutions and swaps of neighbours (optimal string alignment). */
  static int distance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
        }
      }
    }
    return d[a.length()][b.length()];
  }
}

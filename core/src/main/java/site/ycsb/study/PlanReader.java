package site.ycsb.study;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import site.ycsb.config.UsageException;

/**
 * Reads and checks a plan file (docs/studies.md) before anything runs: every mistake is one line
 * naming the plan's line ({@code plan.study line 12: ...}), exit 2. The format is the project's
 * properties style, one {@code key = value} a line, so that no YAML parser joins core's dependencies.
 */
final class PlanReader {
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]*");
  /** {@code phase.<name>.<system>.p.<property>}: a phase's property for one system. */
  private static final Pattern PER_SYSTEM = Pattern.compile("phase\\.[^.]+\\.([^.]+)\\.p\\.(.+)");
  private static final Pattern KEY = Pattern.compile("(workload|system|phase)\\.([^.]+)\\.(.+)");
  private static final List<String> STUDY_KEYS = List.of("study.name", "study.repetitions", "study.phases",
      "study.onfailure");
  private static final List<String> SYSTEM_KEYS = List.of("binding", "phases", "prepare", "reset", "finish", "clients",
      "kubernetes", "embedded", "onfailure");
  /** Bindings whose data lives in the client process: each run step loads before it runs. */
  private static final List<String> EMBEDDED = List.of("memory", "memory-ts", "basic");

  private final Path file;
  private final Map<String, PlanLine> lines = new LinkedHashMap<>();
  private PlanReader(Path file) {
    this.file = file;
  }

  /** The plan in {@code file}; one line and exit 2 (UsageException) for any mistake. */
  static StudyPlan read(Path file) {
    PlanReader r = new PlanReader(file);
    List<String> text;
    try {
      text = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      throw new UsageException("study plan " + file + ": cannot read it (" + e.getMessage() + "); expected a plan file"
          + " (docs/studies.md)");
    }
    for (int i = 0; i < text.size(); i++) {
      r.line(i + 1, text.get(i));
    }
    return r.plan();
  }

  private void line(int number, String raw) {
    String s = raw.strip();
    if (s.isEmpty() || s.startsWith("#")) {
      return;
    }
    int eq = s.indexOf('=');
    if (eq <= 0) {
      throw error(number, "'" + s + "': expected key = value");
    }
    PlanLine l = new PlanLine(number, s.substring(0, eq).strip(), s.substring(eq + 1).strip());
    PlanLine before = lines.put(l.key(), l);
    if (before != null) {
      throw error(number, l.key() + ": given twice (first on line " + before.number() + ")");
    }
    if (!STUDY_KEYS.contains(l.key())) {
      Matcher m = KEY.matcher(l.key());
      if (!m.matches()) {
        throw error(number, "unknown key '" + l.key() + "'; expected study.name, study.repetitions, study.phases,"
            + " study.onfailure, workload.<name>.*, system.<name>.* or phase.<name>.*");
      }
      if (!NAME.matcher(m.group(2)).matches()) {
        throw error(number, l.key() + ": '" + m.group(2) + "' is not a name; expected letters, digits, '-' and '_'");
      }
    }
  }

  private StudyPlan plan() {
    PlanLine name = lines.get("study.name");
    if (name == null || !NAME.matcher(name.value()).matches()) {
      throw error(name == null ? 1 : name.number(), "study.name" + (name == null ? " is missing" : "=" + name.value()
          + " is not a name") + "; expected letters, digits, '-' and '_' (it names the study's folder)");
    }
    int repetitions = positive("study.repetitions", 1);
    Map<String, StudyPlan.Phase> phases = new LinkedHashMap<>();
    for (String p : names("phase")) {
      phases.put(p, phase(p));
    }
    List<StudyPlan.Workload> workloads = new ArrayList<>();
    for (String w : names("workload")) {
      workloads.add(workload(w));
    }
    if (workloads.isEmpty()) {
      throw error(name.number(), "the plan has no workload; expected workload.<name>.file = workloads/mixed");
    }
    List<StudyPlan.SystemUnderTest> systems = new ArrayList<>();
    for (String s : names("system")) {
      systems.add(system(s, phases));
    }
    if (systems.isEmpty()) {
      throw error(name.number(), "the plan has no system; expected system.<name>.binding = memory (or cassandra, ...)");
    }
    return new StudyPlan(file, name.value(), repetitions, workloads, systems, phases);
  }

  private StudyPlan.Phase phase(String p) {
    Map<String, Map<String, String>> bySystem = new LinkedHashMap<>();
    for (PlanLine l : lines.values()) {
      Matcher m = PER_SYSTEM.matcher(l.key());
      if (l.key().startsWith("phase." + p + ".") && m.matches()) {
        if (names("system").stream().noneMatch(m.group(1)::equals)) {
          throw error(l.number(), l.key() + ": no system '" + m.group(1) + "' in the plan; expected phase." + p
              + ".<system>.p.<property>");
        }
        bySystem.computeIfAbsent(m.group(1), k -> new LinkedHashMap<>()).put(m.group(2), l.value());
      }
    }
    Map<String, String> props = properties("phase." + p + ".", List.of("type", "target"));
    PlanLine type = lines.get("phase." + p + ".type");
    PhaseKind kind = PhaseKind.of(type == null ? p : type.value());
    PlanLine where = type != null ? type : first("phase." + p + ".");
    if (kind == null) {
      throw error(where.number(), "phase." + p + ".type" + (type == null ? " is missing" : "=" + type.value())
          + "; expected load, calibrate, run, resilience or verify");
    }
    if (kind == PhaseKind.RESILIENCE && !props.containsKey("events") && !props.containsKey("events.file")
        && bySystem.values().stream().noneMatch(m -> m.containsKey("events") || m.containsKey("events.file"))) {
      throw error(where.number(), "phase " + p + " (resilience): no events; expected phase." + p + ".p.events ="
          + " 30s: <command> (or phase." + p + ".p.events.file)");
    }
    PlanLine t = lines.get("phase." + p + ".target");
    StudyPlan.Target target = null;
    if (t != null) {
      if (!kind.isRun()) {
        throw error(t.number(), t.key() + ": only a run or resilience phase has a target (this one is "
            + kind.word() + ")");
      }
      target = target(t);
    }
    return new StudyPlan.Phase(p, kind, target, props, bySystem);
  }

  private StudyPlan.Target target(PlanLine t) {
    String v = t.value();
    boolean share = v.endsWith("%");
    try {
      double d = Double.parseDouble(share ? v.substring(0, v.length() - 1).strip() : v);
      if (d > 0 && Double.isFinite(d) && (!share || d <= 1000)) {
        return new StudyPlan.Target(share ? d / 100 : d, share);
      }
    } catch (NumberFormatException e) {
      // refused below
    }
    throw error(t.number(), t.key() + "=" + v + ": expected ops/s (5000) or a share of the calibrated maximum (80%)");
  }

  private StudyPlan.Workload workload(String w) {
    PlanLine f = lines.get("workload." + w + ".file");
    if (f == null) {
      throw error(first("workload." + w + ".").number(), "workload " + w + " has no file; expected workload." + w
          + ".file = workloads/mixed");
    }
    Path path = Path.of(f.value());
    if (!Files.isRegularFile(path)) {
      throw error(f.number(), f.key() + "=" + f.value() + ": no such file (relative paths are read from the working"
          + " directory)");
    }
    return new StudyPlan.Workload(w, path, properties("workload." + w + ".", List.of("file")));
  }

  private StudyPlan.SystemUnderTest system(String s, Map<String, StudyPlan.Phase> phases) {
    String prefix = "system." + s + ".";
    Map<String, String> props = properties(prefix, SYSTEM_KEYS);
    PlanLine binding = lines.get(prefix + "binding");
    if (binding == null || binding.value().isEmpty()) {
      throw error(binding != null ? binding.number() : first(prefix).number(), "system " + s + " has no binding;"
          + " expected " + prefix + "binding = memory (or cassandra, scylla, aerospike, a DB class)");
    }
    PlanLine seq = lines.containsKey(prefix + "phases") ? lines.get(prefix + "phases") : lines.get("study.phases");
    if (seq == null) {
      throw error(binding.number(), "system " + s + " has no phases; expected study.phases = load, run (or "
          + prefix + "phases)");
    }
    List<String> order = new ArrayList<>();
    boolean calibrated = false;
    for (String p : seq.value().split("[,\\s]+")) {
      if (p.isEmpty()) {
        continue;
      }
      StudyPlan.Phase phase = phases.get(p);
      if (phase == null) {
        PhaseKind kind = PhaseKind.of(p);
        if (kind == null || kind == PhaseKind.RESILIENCE || kind == PhaseKind.VERIFY) {
          throw error(seq.number(), seq.key() + ": no phase '" + p + "'; expected a phase.<name>.* of the plan or"
              + " load, calibrate, run");
        }
        phase = new StudyPlan.Phase(p, kind, null, Map.of(), Map.of());
        phases.put(p, phase);
      }
      if (phase.target() != null && phase.target().share() && !calibrated) {
        throw error(seq.number(), seq.key() + ": phase " + p + " runs at " + phase.target().text()
            + ", but no calibrate phase comes before it");
      }
      calibrated |= phase.kind() == PhaseKind.CALIBRATE;
      order.add(p);
    }
    if (order.isEmpty()) {
      throw error(seq.number(), seq.key() + " is empty; expected phase names, e.g. load, calibrate, run");
    }
    String b = binding.value();
    boolean embedded = flag(prefix + "embedded", EMBEDDED.contains(b));
    for (String p : order) {
      if (embedded && phases.get(p).kind() == PhaseKind.VERIFY) { // its data ended with the step that wrote it
        PlanLine type = lines.get("phase." + p + ".type");
        throw error(type != null ? type.number() : seq.number(), "phase " + p + " (verify) reads back what a database server kept,"
            + " but system " + s + " (" + b + ") keeps its data in the client process; expected a server binding");
      }
    }
    boolean onFailure = continueOnFailure(prefix + "onfailure", continueOnFailure("study.onfailure", false));
    return new StudyPlan.SystemUnderTest(s, b, props, List.copyOf(order), text(prefix + "prepare"),
        text(prefix + "reset"), text(prefix + "finish"), positive(prefix + "clients", 1), flag(prefix + "kubernetes", false), embedded,
        onFailure);
  }

  /** The names of the plan's entities of one kind, in the order of their first line. */
  private List<String> names(String kind) {
    List<String> out = new ArrayList<>();
    for (String key : lines.keySet()) {
      Matcher m = KEY.matcher(key);
      if (m.matches() && m.group(1).equals(kind) && !out.contains(m.group(2))) {
        out.add(m.group(2));
      }
    }
    return out;
  }

  /** An entity's {@code .p.<property>} lines; any other key but {@code own} is refused. */
  private Map<String, String> properties(String prefix, List<String> own) {
    Map<String, String> out = new LinkedHashMap<>();
    for (PlanLine l : lines.values()) {
      if (!l.key().startsWith(prefix)) {
        continue;
      }
      String rest = l.key().substring(prefix.length());
      if (rest.startsWith("p.") && rest.length() > 2) {
        out.put(rest.substring(2), l.value());
      } else if (PER_SYSTEM.matcher(l.key()).matches()) {
        continue; // read by phase()
      } else if (!own.contains(rest)) {
        throw error(l.number(), "unknown key '" + l.key() + "'; expected " + prefix + "p.<property>"
            + own.stream().map(o -> " or " + prefix + o).reduce("", String::concat));
      }
    }
    return out;
  }

  private PlanLine first(String prefix) {
    return lines.values().stream().filter(l -> l.key().startsWith(prefix)).findFirst().orElseThrow();
  }

  private String text(String key) {
    PlanLine l = lines.get(key);
    return l == null || l.value().isEmpty() ? null : l.value();
  }

  private int positive(String key, int dflt) {
    PlanLine l = lines.get(key);
    if (l == null) {
      return dflt;
    }
    try {
      int n = Integer.parseInt(l.value());
      if (n >= 1) {
        return n;
      }
    } catch (NumberFormatException e) {
      // refused below
    }
    throw error(l.number(), key + "=" + l.value() + ": expected a whole number of at least 1");
  }

  private boolean flag(String key, boolean dflt) {
    PlanLine l = lines.get(key);
    if (l == null) {
      return dflt;
    }
    return switch (l.value().toLowerCase(Locale.ROOT)) {
      case "true" -> true;
      case "false" -> false;
      default -> throw error(l.number(), key + "=" + l.value() + ": expected true or false");
    };
  }

  private boolean continueOnFailure(String key, boolean dflt) {
    PlanLine l = lines.get(key);
    if (l == null) {
      return dflt;
    }
    return switch (l.value()) {
      case "stop" -> false;
      case "continue" -> true;
      default -> throw error(l.number(), key + "=" + l.value() + ": expected stop (a failed step ends the system's"
          + " sequence) or continue");
    };
  }

  private UsageException error(int line, String what) {
    return new UsageException("study plan " + file + " line " + line + ": " + what);
  }
}

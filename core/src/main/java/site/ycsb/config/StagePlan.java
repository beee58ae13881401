package site.ycsb.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A run phase's stages ({@code stages=warm,steady,spike}): named parts one after another, each
 * {@code stage.<name>.duration} long, with its own overrides of the operation mix, the request
 * distribution and the rate ({@code stage.<name>.readproportion=0.5}, {@code .requestdistribution},
 * {@code .target}, {@code .target.schedule}, ...), and {@code stage.<name>.warmup=true} for leading
 * stages left out of the measurement. Read and checked once, before any work; the engine paces and
 * reports by it, the workload switches its mix by it.
 */
public final class StagePlan {
  /** The list of stages. */
  public static final String STAGES = "stages";
  public static final String PREFIX = "stage.";
  /** What a stage may override; each is the property of the same name for the whole run. */
  public static final Set<String> OVERRIDES = Set.of("readproportion", "updateproportion", "insertproportion",
      "scanproportion", "readmodifywriteproportion", "deleteproportion", "requestdistribution",
      "hotspotdatafraction", "hotspotopnfraction", "hotspot.move", "hotspot.move.step", "zipfianconstant",
      "exponential.percentile", "exponential.frac", "target", "target.schedule");
  /** Overrides of the workload's operation mix and key choice (all but the rate). */
  public static final Set<String> RATE = Set.of("target", "target.schedule");
  private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_-]+");
  private static final Pattern DURATION = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|h)?");

  /**
   * One stage.
   *
   * @param startSeconds when it starts, seconds from the phase's start
   * @param overrides its {@code stage.<name>.<key>} values by key, checked against {@link #OVERRIDES}
   */
  public record Stage(String name, double startSeconds, double seconds, boolean warmup,
      Map<String, String> overrides) {
    public double endSeconds() {
      return startSeconds + seconds;
    }

    /** The phase's properties with this stage's overrides of the workload (the rate left to the engine). */
    public Properties workloadProperties(Properties base) {
      Properties p = new Properties();
      for (String k : base.stringPropertyNames()) {
        p.setProperty(k, base.getProperty(k));
      }
      overrides.forEach((k, v) -> {
        if (!RATE.contains(k)) {
          p.setProperty(k, v);
        }
      });
      return p;
    }
  }

  private final List<Stage> stages;

  private StagePlan(List<Stage> stages) {
    this.stages = Collections.unmodifiableList(stages);
  }

  /** The stages of {@code p}, or null when {@code stages} is not set; a one-line error for a bad one. */
  public static StagePlan of(Props p) {
    if (!p.has(STAGES)) {
      return null;
    }
    List<String> names = new ArrayList<>();
    for (String n : p.string(STAGES, "").split(",")) {
      String name = n.trim();
      if (name.isEmpty()) {
        continue;
      }
      if (!NAME.matcher(name).matches()) {
        throw new UsageException(STAGES + "=" + p.string(STAGES, "") + ": stage name '" + name
            + "': expected letters, digits, '-' and '_'");
      }
      if (names.contains(name)) {
        throw new UsageException(STAGES + "=" + p.string(STAGES, "") + ": stage " + name + " twice; expected"
            + " each name once");
      }
      names.add(name);
    }
    if (names.isEmpty()) {
      throw new UsageException(STAGES + ": empty; expected stage names, e.g. stages=warm,steady,spike");
    }
    Map<String, Map<String, String>> keys = new TreeMap<>();
    for (String key : p.raw().stringPropertyNames()) {
      if (!key.startsWith(PREFIX)) {
        continue;
      }
      String rest = key.substring(PREFIX.length());
      int dot = rest.indexOf('.');
      String name = dot < 0 ? rest : rest.substring(0, dot);
      if (!names.contains(name) || dot < 0) {
        throw new UsageException(key + ": no stage " + name + " in " + STAGES + "=" + p.string(STAGES, "")
            + "; expected stage.<one of " + String.join(", ", names) + ">.<property>");
      }
      keys.computeIfAbsent(name, k -> new LinkedHashMap<>()).put(rest.substring(dot + 1),
          p.raw().getProperty(key).trim());
    }
    List<Stage> stages = new ArrayList<>();
    double start = 0;
    boolean measuring = false;
    for (String name : names) {
      Map<String, String> own = new TreeMap<>(keys.getOrDefault(name, Map.of()));
      String duration = own.remove("duration");
      if (duration == null) {
        throw new UsageException(PREFIX + name + ".duration: not set; expected how long stage " + name
            + " lasts, e.g. 60s or 2m");
      }
      double seconds = seconds(PREFIX + name + ".duration", duration);
      String warm = own.remove("warmup");
      boolean warmup = warm != null && bool(PREFIX + name + ".warmup", warm);
      if (warmup && measuring) {
        throw new UsageException(PREFIX + name + ".warmup=true: after a measured stage; expected warm-up stages"
            + " only first (measurement.warmup leaves out the start of a run)");
      }
      measuring |= !warmup;
      for (String k : own.keySet()) {
        if (!OVERRIDES.contains(k)) {
          throw new UsageException(PREFIX + name + "." + k + ": a stage cannot set " + k + "; expected duration,"
              + " warmup or one of " + String.join(", ", new java.util.TreeSet<>(OVERRIDES)));
        }
      }
      stages.add(new Stage(name, start, seconds, warmup, Collections.unmodifiableMap(own)));
      start += seconds;
    }
    return new StagePlan(stages);
  }

  public List<Stage> stages() {
    return stages;
  }

  /** Seconds of all the stages. */
  public double totalSeconds() {
    return stages.get(stages.size() - 1).endSeconds();
  }

  /** Seconds of the leading warm-up stages. */
  public double warmupSeconds() {
    double s = 0;
    for (Stage st : stages) {
      if (!st.warmup()) {
        break;
      }
      s = st.endSeconds();
    }
    return s;
  }

  /** Whether any stage sets its own rate. */
  public boolean anyRate() {
    return stages.stream().anyMatch(s -> s.overrides().keySet().stream().anyMatch(RATE::contains));
  }

  /** A stage duration: a number of seconds, or with a unit (500ms, 30s, 2m, 1h). */
  static double seconds(String key, String text) {
    Matcher m = DURATION.matcher(text.trim());
    if (!m.matches()) {
      throw new UsageException(key + "=" + text + ": expected a duration such as 60s, 2m or 90");
    }
    double n = Double.parseDouble(m.group(1));
    String unit = m.group(2) == null ? "s" : m.group(2);
    double s = switch (unit) {
      case "ms" -> n / 1000;
      case "m" -> n * 60;
      case "h" -> n * 3600;
      default -> n;
    };
    if (s <= 0) {
      throw new UsageException(key + "=" + text + ": expected more than 0");
    }
    return s;
  }

  private static boolean bool(String key, String v) {
    if ("true".equalsIgnoreCase(v)) {
      return true;
    }
    if ("false".equalsIgnoreCase(v)) {
      return false;
    }
    throw new UsageException(key + "=" + v + ": expected true or false");
  }
}

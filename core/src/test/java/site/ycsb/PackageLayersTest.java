package site.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Core's packages are layers (docs/architecture.md): a file imports only from its own layer or the
 * ones below, so no two packages depend on each other. A file depends on another when it imports it or
 * names it by its full name in code (comments and strings aside), or, in one package, names it.
 */
class PackageLayersTest {
  private static final Path ROOT = Path.of(System.getProperty("ycsb.root", ".."));
  private static final Path CORE = ROOT.resolve("core/src/main/java");

  /**
   * Bottom to top; a subpackage not listed is in its parent's layer. The root package holds three
   * layers of its own, by class (see its package-info).
   */
  private static final List<String> LAYERS = List.of("config", "intervallog", "options", "(api)", "generator",
      "binding", "measurements.exporter", "measurements", "measurements.live", "events", "model", "validation", "workloads",
      "(time-series)", "db", "thresholds", "results", "engine", "calibrate", "study", "cli", "(adapters)");
  private static final Set<String> ROOT_API = Set.of("DB", "AsyncDB", "Status", "DBException",
      "UnknownDBException", "Workload", "WorkloadException", "ByteIterator", "ByteArrayByteIterator",
      "StringByteIterator", "NumericByteIterator", "InputStreamByteIterator", "RandomByteIterator", "Utils",
      "BasicDB", "GoodBadUglyDB", "WorkloadContext", "PhaseFacts");
  /** Upstream's time-series binding base and its basic binding, which read the time-series workload's options. */
  private static final Set<String> ROOT_TIME_SERIES = Set.of("TimeseriesDB", "BasicTSDB");
  /** The entry point and upstream's compatibility classes: adapters over cli, engine and measurements. */
  private static final Set<String> ROOT_ADAPTERS = Set.of("Client", "CommandLine", "DBWrapper", "HtraceSpans",
      "DBFactory", "ClientThread", "StatusThread", "TerminatorThread");
  private static final Set<String> COMPATIBILITY_ONLY = Set.of("CommandLine", "DBWrapper", "HtraceSpans",
      "DBFactory", "ClientThread", "StatusThread", "TerminatorThread");
  /** The main code of the modules beside core, whose packages say what they are for too. */
  private static final List<String> MODULES = List.of("core", "prometheus", "junit", "testkit", "aerospike",
      "cassandra", "scylla", "bench/jmh");

  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+(?:static\\s+)?(site\\.ycsb[\\w.]*)", Pattern.MULTILINE);
  private static final Pattern FULL_NAME = Pattern.compile("\\bsite\\.ycsb(?:\\.[a-z]\\w*)*\\.[A-Z]\\w*");
  private static final Pattern WORD = Pattern.compile("\\b[A-Z]\\w*\\b");

  @Test
  void everyFileImportsOnlyFromItsLayerOrTheOnesBelow() throws IOException {
    Map<String, Path> files = classes();
    List<String> upward = new ArrayList<>();
    for (Map.Entry<String, Path> f : files.entrySet()) {
      String from = f.getKey();
      int own = rank(from);
      for (String to : dependencies(from, f.getValue(), files)) {
        if (rank(to) > own) {
          upward.add(from + " (" + layer(from) + ") -> " + to + " (" + layer(to) + ")");
        }
      }
    }
    assertThat(upward).as("imports running up the layers " + LAYERS).isEmpty();
  }

  @Test
  void everyPackageOfCoreIsInALayerAndEveryRootClassInOneGroup() throws IOException {
    for (String c : classes().keySet()) {
      assertThat(LAYERS).as("the layer of %s", c).contains(layer(c));
    }
    List<String> root = classes().keySet().stream().filter(c -> !c.contains(".")).toList();
    for (String c : root) {
      int groups = (ROOT_API.contains(c) ? 1 : 0) + (ROOT_TIME_SERIES.contains(c) ? 1 : 0)
          + (ROOT_ADAPTERS.contains(c) ? 1 : 0);
      assertThat(groups).as("site.ycsb.%s in exactly one of the root package's groups", c).isEqualTo(1);
    }
  }

  @Test
  void everyPackageSaysWhatItIsForAndWhatItMayImport() throws IOException {
    for (String module : MODULES) {
      Path main = ROOT.resolve(module).resolve("src/main/java");
      if (!Files.isDirectory(main)) {
        continue;
      }
      try (Stream<Path> all = Files.walk(main)) {
        for (Path dir : all.filter(d -> Files.isDirectory(d) && javaFilesIn(d)).toList()) {
          Path info = dir.resolve("package-info.java");
          assertThat(info).as("%s/%s", module, main.relativize(dir)).exists();
          assertThat(Files.readString(info)).as("%s says what it may import", info).containsIgnoringCase("import");
        }
      }
    }
  }

  @Test
  void theRootPackageListsItsPublicApiApartFromItsCompatibilityClasses() throws IOException {
    String info = Files.readString(CORE.resolve("site/ycsb/package-info.java"));
    int compatibility = info.indexOf("Compatibility only");
    assertThat(compatibility).as("a 'Compatibility only' group in site/ycsb/package-info.java").isPositive();
    for (String c : classes().keySet().stream().filter(c -> !c.contains(".")).toList()) {
      int at = info.indexOf("{@link " + c + "}");
      assertThat(at).as("site/ycsb/package-info.java names {@link %s}", c).isPositive();
      assertThat(at > compatibility).as("%s listed as compatibility only", c)
          .isEqualTo(COMPATIBILITY_ONLY.contains(c));
    }
    for (String c : COMPATIBILITY_ONLY) {
      String text = Files.readString(CORE.resolve("site/ycsb/" + c + ".java"));
      assertThat(text).as("%s's javadoc starts by saying it is compatibility only", c)
          .contains("/**\n * Compatibility only:");
    }
  }

  private static boolean javaFilesIn(Path dir) {
    try (Stream<Path> in = Files.list(dir)) {
      return in.anyMatch(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java"));
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  /** Core's main classes by name under site.ycsb ("engine.Benchmark", "DB"). */
  private static Map<String, Path> classes() throws IOException {
    Map<String, Path> out = new TreeMap<>();
    Path base = CORE.resolve("site/ycsb");
    try (Stream<Path> all = Files.walk(base)) {
      for (Path f : all.filter(p -> p.toString().endsWith(".java") && !p.endsWith("package-info.java")).toList()) {
        String rel = base.relativize(f).toString().replace('/', '.');
        out.put(rel.substring(0, rel.length() - ".java".length()), f);
      }
    }
    return out;
  }

  private static List<String> dependencies(String from, Path file, Map<String, Path> files) throws IOException {
    String text = Files.readString(file);
    Set<String> out = new TreeSet<>();
    Matcher m = IMPORT.matcher(text);
    while (m.find()) {
      resolve(m.group(1), files, out);
    }
    String code = text.replaceAll("(?s)/\\*.*?\\*/", " ").replaceAll("\"(\\\\.|[^\"\\\\\\n])*\"", "\"\"")
        .replaceAll("//[^\\n]*", " ").replaceAll("(?m)^(import|package)[^\\n]*", "");
    m = FULL_NAME.matcher(code);
    while (m.find()) {
      resolve(m.group(), files, out);
    }
    String pkg = from.contains(".") ? from.substring(0, from.lastIndexOf('.') + 1) : "";
    Set<String> words = new HashSet<>();
    m = WORD.matcher(code);
    while (m.find()) {
      words.add(m.group());
    }
    for (String other : files.keySet()) {
      boolean samePackage = other.startsWith(pkg) && other.indexOf('.', pkg.length()) < 0;
      if (samePackage && words.contains(other.substring(pkg.length()))) {
        out.add(other);
      }
    }
    out.remove(from);
    return List.copyOf(out);
  }

  /** The class a dotted name refers to: its longest prefix that is one of core's classes. */
  private static void resolve(String name, Map<String, Path> files, Set<String> out) {
    String rel = name.startsWith("site.ycsb.") ? name.substring("site.ycsb.".length()) : name;
    String cand = rel;
    while (!cand.isEmpty() && !files.containsKey(cand)) {
      cand = cand.contains(".") ? cand.substring(0, cand.lastIndexOf('.')) : "";
    }
    if (!cand.isEmpty()) {
      out.add(cand);
    }
  }

  private static String layer(String c) {
    if (!c.contains(".")) {
      return ROOT_TIME_SERIES.contains(c) ? "(time-series)" : ROOT_ADAPTERS.contains(c) ? "(adapters)" : "(api)";
    }
    String pkg = c.substring(0, c.lastIndexOf('.'));
    while (!LAYERS.contains(pkg) && pkg.contains(".")) {
      pkg = pkg.substring(0, pkg.lastIndexOf('.')); // a subpackage not listed is in its parent's layer
    }
    return pkg;
  }

  private static int rank(String c) {
    return LAYERS.indexOf(layer(c));
  }
}

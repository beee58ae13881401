package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Unpacks the built tarball into a temporary folder and runs bin/ycsb from there, as a user with only
 * a JRE would: the working directory is the unpacked folder and nothing refers to the source tree.
 */
class DistributionIT {
  private static final long TIMEOUT_SECONDS = 180;
  private static final List<String> BINDINGS = List.of("aerospike", "cassandra", "scylla");
  private static final String DESCRIPTOR_SERVICE = "META-INF/services/site.ycsb.config.BindingDescriptor";
  /** Options that keep the basic binding quiet and the working directory clean. */
  private static final List<String> QUIET_BASIC =
      List.of("-p", "operationcount=10", "-p", "basicdb.verbose=false", "-p", "hdrhistogram.fileoutput=false");

  @TempDir
  static Path work;
  static String version;
  /** The unpacked ycsb-<version> folder. */
  static Path home;

  /** What a finished bin/ycsb process left. */
  record Result(List<String> command, int exit, String out, String err) {
    String describe() {
      return String.join(" ", command) + " -> exit " + exit + "\n--- stdout:\n" + tail(out) + "\n--- stderr:\n" + tail(err);
    }

    private static String tail(String s) {
      return s.length() <= 6000 ? s : "...\n" + s.substring(s.length() - 6000);
    }

    List<String> errLines() {
      return err.lines().filter(l -> !l.isBlank()).toList();
    }
  }

  @BeforeAll
  static void unpack() throws Exception {
    version = System.getProperty("ycsb.version");
    String tarball = System.getProperty("ycsb.distribution.tarball");
    assertThat(version).as("system property ycsb.version (set by the failsafe configuration)").isNotBlank();
    assertThat(tarball).as("system property ycsb.distribution.tarball (set by the failsafe configuration)").isNotBlank();
    Path tgz = Path.of(tarball).toAbsolutePath();
    assertThat(tgz).as("the tarball (built in the package phase)").isRegularFile();
    assertThat(tgz.getFileName().toString()).isEqualTo("ycsb-" + version + ".tar.gz");

    Result list = exec(work, Map.of(), List.of("tar", "tzf", tgz.toString()));
    assertThat(list.exit()).as(list.describe()).isZero();
    List<String> entries = list.out().lines().toList();
    assertThat(entries).isNotEmpty().allSatisfy(e -> assertThat(e).startsWith("ycsb-" + version + "/"));

    Path unpacked = Files.createDirectories(work.resolve("unpacked"));
    Result untar = exec(work, Map.of(), List.of("tar", "xzf", tgz.toString(), "-C", unpacked.toString()));
    assertThat(untar.exit()).as(untar.describe()).isZero();
    try (Stream<Path> top = Files.list(unpacked)) {
      assertThat(top.map(p -> p.getFileName().toString()).toList()).containsExactly("ycsb-" + version);
    }
    home = unpacked.resolve("ycsb-" + version).toRealPath();
  }

  // ---------------------------------------------------------------- layout

  @Test
  void holdsLauncherWorkloadsDocsAndOneLibFolderPerPart() throws IOException {
    Path ycsb = home.resolve("bin/ycsb");
    assertThat(ycsb).isRegularFile();
    assertThat(Files.getPosixFilePermissions(ycsb)).as("bin/ycsb mode " + PosixFilePermissions.toString(
        Files.getPosixFilePermissions(ycsb))).contains(PosixFilePermission.OWNER_EXECUTE,
        PosixFilePermission.GROUP_EXECUTE, PosixFilePermission.OTHERS_EXECUTE);
    assertThat(Files.readString(ycsb)).startsWith("#!");
    assertThat(names(home.resolve("workloads"))).contains("workloada", "workloadb", "workloadc", "workloadd",
        "workloade", "workloadf", "mixed");
    assertThat(home.resolve("LICENSE")).isRegularFile().content().contains("Apache License");
    assertThat(home.resolve("README.md")).isRegularFile().isNotEmptyFile();

    Set<String> expectedTop = new LinkedHashSet<>(List.of("bin", "workloads", "lib", "README.md", "LICENSE",
        "kubernetes", "docker", "grafana", "docs"));
    BINDINGS.forEach(b -> expectedTop.add(b + "-binding"));
    assertThat(names(home)).containsExactlyInAnyOrderElementsOf(expectedTop);
  }

  @Test
  void carriesTheWholeManualWithItsImagesSoTheReadmesLinksWorkOffline() throws IOException {
    Path sources = Path.of(System.getProperty("ycsb.root", "..")).resolve("docs");
    assertThat(filesUnder(home.resolve("docs"))).as("docs/ of the tarball").isEqualTo(filesUnder(sources))
        .contains("running.md", "bindings/cassandra.md", "report.png");
    Matcher link = Pattern.compile("\\]\\((docs/[^)#]+)").matcher(Files.readString(home.resolve("README.md")));
    while (link.find()) {
      assertThat(home.resolve(link.group(1))).as("README.md's link %s in the tarball", link.group(1)).exists();
    }
  }

  private static Set<String> filesUnder(Path dir) throws IOException {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).map(f -> dir.relativize(f).toString())
          .collect(Collectors.toCollection(java.util.TreeSet::new));
    }
  }

  @Test
  void libHoldsCoreHdrHistogramAndThePrometheusExporterOnly() throws IOException {
    List<String> lib = names(home.resolve("lib"));
    assertThat(lib).contains("ycsb-core-" + version + ".jar", "ycsb-prometheus-" + version + ".jar")
        .anyMatch(n -> n.startsWith("HdrHistogram-"))
        .anyMatch(n -> n.startsWith("prometheus-metrics-exporter-httpserver-"))
        .as("lib/ is core's clean dependency set and the exporter's")
        .allMatch(n -> n.equals("ycsb-core-" + version + ".jar") || n.equals("ycsb-prometheus-" + version + ".jar")
            || n.matches("HdrHistogram-[0-9][^/]*\\.jar") || n.matches("prometheus-metrics-[a-z-]+-[0-9][^/]*\\.jar"));
    assertThat(home.resolve("grafana/ycsb-dashboard.json")).isRegularFile().content().contains("ycsb_operations_total");
  }

  @ParameterizedTest
  @ValueSource(strings = {"aerospike", "cassandra", "scylla"})
  void eachBindingHasItsOwnJarsAndNothingLibHas(String binding) throws IOException {
    Path dir = home.resolve(binding + "-binding/lib");
    assertThat(dir).isDirectory();
    List<String> jars = names(dir);
    assertThat(jars).contains(binding + "-binding-" + version + ".jar").allMatch(n -> n.endsWith(".jar"));
    Set<String> inLib = names(home.resolve("lib")).stream().map(DistributionIT::artifactName).collect(Collectors.toSet());
    assertThat(jars).as("%s-binding/lib repeats an artifact of lib/ (which is on every class path)", binding)
        .noneMatch(n -> inLib.contains(artifactName(n)));
  }

  @Test
  void shipsNoTestJars() throws IOException {
    try (Stream<Path> all = Files.walk(home)) {
      assertThat(all.map(p -> home.relativize(p).toString()))
          .noneMatch(p -> p.endsWith("-tests.jar") || p.endsWith("-test-sources.jar"));
    }
  }

  // ---------------------------------------------------------------- Kubernetes (no cluster here: what can be checked)

  @SuppressWarnings("unchecked")
  private static Map<String, Object> ycsbJob() throws IOException {
    try (var in = Files.newInputStream(home.resolve("kubernetes/ycsb-job.yaml"))) {
      return (Map<String, Object>) new org.yaml.snakeyaml.Yaml().load(in);
    }
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> container(Map<String, Object> job) {
    Map<String, Object> spec = (Map<String, Object>) job.get("spec");
    Map<String, Object> pod = (Map<String, Object>) ((Map<String, Object>) spec.get("template")).get("spec");
    return ((List<Map<String, Object>>) pod.get("containers")).get(0);
  }

  @SuppressWarnings("unchecked")
  private static List<String> args(Map<String, Object> job) {
    return ((List<Object>) container(job).get("args")).stream().map(String::valueOf).toList();
  }

  @Test
  @SuppressWarnings("unchecked")
  void theManifestsParseAndTheJobRunsOneIndexedPodPerClient() throws Exception {
    for (String file : List.of("ycsb-job.yaml", "ycsb-results.yaml")) {
      try (var in = Files.newInputStream(home.resolve("kubernetes").resolve(file))) {
        List<Object> docs = new ArrayList<>();
        new org.yaml.snakeyaml.Yaml().loadAll(in).forEach(docs::add);
        assertThat(docs).as(file).isNotEmpty().allSatisfy(d -> assertThat((Map<String, Object>) d)
            .containsKeys("apiVersion", "kind", "metadata"));
      }
    }
    Map<String, Object> job = ycsbJob();
    assertThat(job).containsEntry("kind", "Job");
    Map<String, Object> spec = (Map<String, Object>) job.get("spec");
    assertThat(spec).containsEntry("completionMode", "Indexed");
    assertThat(spec.get("parallelism")).isEqualTo(spec.get("completions"));
    List<String> args = args(job);
    assertThat(args).contains("client.count=" + spec.get("completions"), "client.index=$(CLIENT_INDEX)");
    // every -p names a property that exists; every $(VAR) is defined in the container's env
    Set<String> known = new java.util.HashSet<>();
    site.ycsb.options.CoreOptions.groups().forEach(g -> g.options().forEach(o -> known.add(o.name())));
    for (int i = 0; i < args.size() - 1; i++) {
      if (args.get(i).equals("-p")) {
        assertThat(known).as("property of " + args.get(i + 1)).contains(args.get(i + 1).split("=")[0]);
      }
    }
    Set<String> env = ((List<Map<String, Object>>) container(job).get("env")).stream()
        .map(e -> (String) e.get("name")).collect(Collectors.toSet());
    Matcher vars = Pattern.compile("\\$\\((\\w+)\\)").matcher(String.join(" ", args));
    while (vars.find()) {
      assertThat(env).as("env of $(" + vars.group(1) + ")").contains(vars.group(1));
    }
    // each pod serves its metrics where Prometheus, in another pod, can scrape it, and says where
    assertThat(args).contains("prometheus.port=9464", "prometheus.host=0.0.0.0");
    Map<String, Object> template = (Map<String, Object>) spec.get("template");
    assertThat((Map<String, Object>) ((Map<String, Object>) template.get("metadata")).get("annotations"))
        .containsEntry("prometheus.io/scrape", "true").containsEntry("prometheus.io/port", "9464")
        .containsEntry("prometheus.io/path", "/metrics");
    assertThat((List<Map<String, Object>>) container(job).get("ports"))
        .contains(Map.of("name", "metrics", "containerPort", 9464));
    assertThat(home.resolve("docker/Dockerfile")).content().contains("ARG BASE=eclipse-temurin:17-jre", "FROM ${BASE}")
        .contains("ENTRYPOINT [\"/opt/ycsb/bin/ycsb\"]");
  }

  @Test
  void aJobPodsCommandLineRunsHereAsClientOneOfThree(@TempDir Path dir) throws Exception {
    Path workload = Files.createDirectories(dir.resolve("workload"));
    Path results = Files.createDirectories(dir.resolve("results"));
    Files.copy(home.resolve("workloads/workloada"), workload.resolve("workload"));
    Files.writeString(workload.resolve("binding.properties"),
        "basicdb.verbose=false\nrecordcount=300\noperationcount=300\n");
    List<String> pod = new ArrayList<>();
    for (String a : args(ycsbJob())) {
      pod.add(a.replace("$(CLIENT_INDEX)", "1").replace("$(BINDING)", "basic")
          .replace("$(START_AT)", java.time.Instant.now().plusSeconds(1).toString())
          .replace("/workload/", workload + "/").replace("/results/", results + "/")
          // here: any free port, on loopback only
          .replace("prometheus.port=9464", "prometheus.port=0").replace("prometheus.host=0.0.0.0", "prometheus.host=127.0.0.1"));
    }
    Result r = ycsb(Map.of(), pod.toArray(new String[0]));
    assertThat(r.exit()).as(r.describe()).isZero();
    assertThat(r.err()).as("the exporter in lib/ serves the pod's metrics").containsPattern(
        "\\[INFO] Prometheus metrics: http://127\\.0\\.0\\.1:\\d+/metrics");
    assertThat(results.resolve("report-client1.txt")).content().contains("[OVERALL], RunTime(ms)")
        .contains("[TOTAL], Operations, 100");
    List<Path> logs = files(results).stream().filter(f -> f.toString().endsWith(".hdr")).toList();
    assertThat(logs).singleElement().satisfies(log -> assertThat(log.getFileName().toString()).contains("client1-"));
    assertThat(Files.readString(logs.get(0))).contains("#[meta client.index=1]", "#[meta client.count=3]");
  }

  // ---------------------------------------------------------------- commands

  @Test
  void loadrunMemoryMixed() throws Exception {
    Result r = ycsb(Map.of(), "loadrun", "memory", "-P", "workloads/mixed", "-p", "recordcount=1000",
        "-p", "operationcount=2000", "-p", "hdrhistogram.fileoutput=false");
    assertThat(r.exit()).as(r.describe()).isZero();
    assertThat(r.out()).as(r.describe())
        .contains("[OVERALL], RunTime(ms)", "[READ], Return=OK", "[INSERT]", "[UPDATE]", "[DELETE]");
    assertThat(names(home)).as("no interval log left in the working directory").noneMatch(n -> n.endsWith(".hdr"));
  }

  @Test
  void helpListsCommandsAndBindings() throws Exception {
    Result r = ycsb(Map.of(), "--help");
    assertThat(r.exit()).as(r.describe()).isZero();
    for (String command : List.of("load", "run", "loadrun", "shell")) {
      assertThat(r.out()).as(r.describe()).containsPattern("\\b" + command + "\\b");
    }
    List<String> expected = new ArrayList<>(List.of("basic", "memory"));
    for (String b : BINDINGS) {
      if (hasDescriptor(b)) {
        expected.add(b);
      }
    }
    for (String b : expected) {
      assertThat(r.out()).as("bin/ycsb --help lists binding %s%n%s", b, r.describe())
          .containsPattern("(?m)^\\s+" + Pattern.quote(b) + "\\s");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"aerospike", "cassandra", "scylla"})
  void bindingHelpPrintsItsPropertiesWithDefaults(String binding) throws Exception {
    assumeTrue(hasDescriptor(binding), binding + "-binding ships no " + DESCRIPTOR_SERVICE + " yet");
    Result r = ycsb(Map.of(), binding, "--help");
    assertThat(r.exit()).as(r.describe()).isZero();
    assertThat(r.out()).as(r.describe()).contains("DB class:");
    switch (binding) {
      case "cassandra" -> assertThat(r.out()).as(r.describe())
          .containsPattern("(?m)^\\s+hosts\\s").containsPattern("(?m)^\\s+port\\s+9042\\s");
      case "aerospike" -> assertThat(r.out()).as(r.describe()).containsPattern("(?m)^\\s+as\\.port\\s+3000\\s");
      default -> assertThat(r.out()).as(r.describe()).contains("hosts");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"aerospike", "cassandra", "scylla"})
  void runPutsOnlyCoreAndThatBindingOnTheClassPath(String binding) throws Exception {
    // The JVM prints its settings (class path expanded), loads the main class and exits: --dry-run.
    Result r = ycsb(Map.of(), "run", binding, "-jvm-args", "-XshowSettings:properties --dry-run");
    assertThat(r.exit()).as(r.describe()).isZero();
    List<Path> cp = classPath(r);
    assertThat(cp).as(r.describe()).isNotEmpty();

    Set<Path> expected = new LinkedHashSet<>();
    expected.addAll(files(home.resolve("lib")));
    expected.addAll(files(home.resolve(binding + "-binding/lib")));
    assertThat(cp).as("class path of bin/ycsb run %s", binding).containsExactlyInAnyOrderElementsOf(expected);
    assertThat(cp).as("only lib/ and %s-binding/lib/ of the unpacked tarball", binding).allSatisfy(p ->
        assertThat(p.getParent()).isIn(home.resolve("lib"), home.resolve(binding + "-binding/lib")));
  }

  @Test
  void jvmArgsAndJavaOptsReachTheJvm() throws Exception {
    List<String> args = new ArrayList<>(List.of("run", "basic", "-jvm-args",
        "-Xmx64m -Dycsb.it.marker=from-jvm-args -XshowSettings:properties"));
    args.addAll(QUIET_BASIC);
    Result r = ycsb(Map.of("JAVA_OPTS", "-Dycsb.it.opts=from-java-opts"), args.toArray(String[]::new));
    assertThat(r.exit()).as(r.describe()).isZero();
    assertThat(r.err()).as(r.describe()).contains("ycsb.it.marker = from-jvm-args", "ycsb.it.opts = from-java-opts");
    assertThat(r.out()).as(r.describe()).contains("[OVERALL], RunTime(ms)");

    List<String> tiny = new ArrayList<>(List.of("run", "basic", "-jvm-args", "-Xmx1k"));
    tiny.addAll(QUIET_BASIC);
    Result fails = ycsb(Map.of(), tiny.toArray(String[]::new));
    assertThat(fails.exit()).as("a 1 KB heap must keep the JVM from starting:%n%s", fails.describe()).isNotZero();
    assertThat(fails.out()).doesNotContain("[OVERALL]");
  }

  @Test
  void jvmDefaultsComeFirstAndTheUsersOptionsWinOverThem() throws Exception {
    // --dry-run: the JVM starts with its options, prints its flags and exits before the client runs
    Result defaults = ycsb(Map.of(), "run", "basic", "-jvm-args", "-XX:+PrintFlagsFinal --dry-run");
    assertThat(defaults.exit()).as(defaults.describe()).isZero();
    assertThat(flag(defaults, "UseG1GC")).isEqualTo("true");
    assertThat(flag(defaults, "MaxRAMPercentage")).startsWith("50.0");
    assertThat(flag(defaults, "InitialRAMPercentage")).startsWith("25.0");
    assertThat(flag(defaults, "MaxNewSize")).isEqualTo(Long.toString(256L << 20));
    assertThat(flag(defaults, "PerfDisableSharedMem")).isEqualTo("true");
    Result database = ycsb(Map.of(), "run", "aerospike", "-jvm-args", "-XX:+PrintFlagsFinal --dry-run");
    assertThat(flag(database, "InitialRAMPercentage")).as("a database's binding: the JVM's own initial heap")
        .startsWith("1.5625");

    Result mine = ycsb(Map.of("JAVA_OPTS", "-XX:+UseParallelGC -XX:MaxRAMPercentage=20"), "run", "basic",
        "-jvm-args", "-Xmx300m -XX:-PerfDisableSharedMem -XX:+PrintFlagsFinal --dry-run");
    assertThat(mine.exit()).as("a collector of the user's replaces G1 (the JVM takes one only)%n%s", mine.describe())
        .isZero();
    assertThat(flag(mine, "UseParallelGC")).isEqualTo("true");
    assertThat(flag(mine, "UseG1GC")).isEqualTo("false");
    assertThat(flag(mine, "MaxRAMPercentage")).startsWith("20.0");
    assertThat(flag(mine, "MaxHeapSize")).isEqualTo(Long.toString(300L << 20));
    assertThat(flag(mine, "PerfDisableSharedMem")).isEqualTo("false");
  }

  /** A flag's value in -XX:+PrintFlagsFinal output ("     bool UseG1GC      = true    {product} ..."). */
  private static String flag(Result r, String name) {
    Matcher m = Pattern.compile("(?m)^\\s*\\S+\\s+" + Pattern.quote(name) + "\\s+=\\s+(\\S+)").matcher(r.out());
    assertThat(m.find()).as("flag %s in%n%s", name, r.describe()).isTrue();
    return m.group(1);
  }

  @Test
  void extraClassPathAddsAThirdPartyBinding() throws Exception {
    Path jar = echoDbJar();
    List<String> args = new ArrayList<>(List.of("run", "test.EchoDB", "-cp", jar.toString()));
    args.addAll(QUIET_BASIC);
    Result r = ycsb(Map.of(), args.toArray(String[]::new));
    assertThat(r.exit()).as(r.describe()).isZero();
    assertThat(r.err()).as(r.describe()).contains("EchoDB: loaded from the -cp jar");
    assertThat(r.out()).as(r.describe()).contains("[OVERALL], RunTime(ms)");

    // Without -cp the class is not found: the jar above is what made the difference.
    List<String> without = new ArrayList<>(List.of("run", "test.EchoDB"));
    without.addAll(QUIET_BASIC);
    Result missing = ycsb(Map.of(), without.toArray(String[]::new));
    assertThat(missing.exit()).as(missing.describe()).isNotZero();
    assertThat(missing.err()).as(missing.describe()).contains("test.EchoDB");
  }

  // ---------------------------------------------------------------- class-data sharing

  @Test
  void theFirstSuccessfulRunLeavesAClassDataArchiveThatTheNextRunMaps() throws Exception {
    Path cds = work.resolve("cds-archive");
    Map<String, String> env = Map.of("YCSB_CDS_DIR", cds.toString());

    Result bad = ycsb(env, "run", "basic", "-p", "threadcount=-1");
    assertThat(bad.exit()).as(bad.describe()).isEqualTo(2);
    assertThat(names(cds)).as("a failed run keeps no archive (it would hold too few classes)").isEmpty();

    List<String> args = new ArrayList<>(List.of("run", "basic"));
    args.addAll(QUIET_BASIC);
    Result first = ycsb(env, args.toArray(String[]::new));
    assertThat(first.exit()).as(first.describe()).isZero();
    assertThat(names(cds)).as("one archive, nothing half-written").singleElement().asString()
        .startsWith("ycsb-run-").endsWith(".jsa");
    assertThat(first.out()).as("the JVM's warnings stay off standard output, the report's").doesNotContain("warning")
        .contains("[OVERALL], RunTime(ms)");

    // the next run of the same command maps the archive: it shows in the process's memory map
    List<String> longer = new ArrayList<>(List.of(home.resolve("bin/ycsb").toString(), "run", "basic",
        "-p", "operationcount=0", "-p", "maxexecutiontime=30", "-p", "basicdb.verbose=false",
        "-p", "hdrhistogram.fileoutput=false"));
    ProcessBuilder pb = new ProcessBuilder(longer).directory(home.toFile())
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
    pb.environment().put("YCSB_CDS_DIR", cds.toString());
    pb.environment().put("JAVA_HOME", System.getProperty("java.home"));
    pb.environment().remove("JAVA_OPTS");
    Process second = pb.start();
    try {
      Path maps = Path.of("/proc", Long.toString(second.pid()), "maps");
      assumeTrue(Files.isDirectory(Path.of("/proc/self")), "needs Linux's /proc to see the mapping");
      String archive = cds.resolve(names(cds).get(0)).toString();
      boolean mapped = false;
      for (int i = 0; i < 300 && second.isAlive() && !mapped; i++) {
        Thread.sleep(100);
        mapped = Files.isReadable(maps) && Files.readString(maps).contains(archive);
      }
      assertThat(mapped).as("the second run (pid %d) maps %s", second.pid(), archive).isTrue();
    } finally {
      second.destroy();
      second.waitFor(60, TimeUnit.SECONDS);
    }

    Path off = work.resolve("cds-off");
    Result without = ycsb(Map.of("YCSB_CDS_DIR", off.toString(), "YCSB_CDS", "off"), args.toArray(String[]::new));
    assertThat(without.exit()).as(without.describe()).isZero();
    assertThat(Files.exists(off) ? names(off) : List.of()).as("YCSB_CDS=off writes no archive").isEmpty();
  }

  // ---------------------------------------------------------------- a missing or old Java

  @Test
  void javaHomeWithoutJavaFailsWithOneLine() throws Exception {
    Result r = ycsb(Map.of("JAVA_HOME", "/nonexistent"), "run", "basic");
    assertThat(r.exit()).as(r.describe()).isNotZero();
    assertThat(r.errLines()).as(r.describe()).singleElement().asString().contains("JAVA_HOME");
    assertThat(r.out()).isBlank();
  }

  @Test
  void javaOlderThan17FailsWithOneLine() throws Exception {
    Path oldJava = Files.createDirectories(work.resolve("java11/bin")).resolve("java");
    // Answers the launcher's version probe like a Java 11 runtime would.
    Files.writeString(oldJava, """
        #!/bin/sh
        echo 'Property settings:' >&2
        echo '    java.specification.version = 11' >&2
        echo 'openjdk version "11.0.22" 2024-01-16' >&2
        exit 0
        """);
    Files.setPosixFilePermissions(oldJava, PosixFilePermissions.fromString("rwxr-xr-x"));
    Result r = ycsb(Map.of("JAVA_HOME", oldJava.getParent().getParent().toString()), "run", "basic");
    assertThat(r.exit()).as(r.describe()).isNotZero();
    assertThat(r.errLines()).as(r.describe()).singleElement().asString().contains("11").contains("17");
    assertThat(r.out()).isBlank();
  }

  @Test
  void noJavaAtAllFailsWithOneLine() throws Exception {
    // A PATH with the shell tools a launcher may use, but no java.
    Path bin = Files.createDirectories(work.resolve("nojava-bin"));
    for (String tool : List.of("bash", "sh", "dirname", "basename", "readlink", "realpath", "awk", "sed", "grep",
        "ls", "cat", "tr", "head", "uname", "env")) {
      Path found = onPath(tool);
      if (found != null && !Files.exists(bin.resolve(tool))) {
        Files.createSymbolicLink(bin.resolve(tool), found);
      }
    }
    Map<String, String> env = new HashMap<>();
    env.put("JAVA_HOME", null);
    env.put("PATH", bin.toString());
    Result r = ycsb(env, "run", "basic");
    assertThat(r.exit()).as(r.describe()).isNotZero();
    assertThat(r.errLines()).as(r.describe()).singleElement().asString().contains("java").contains("JAVA_HOME");
    assertThat(r.out()).isBlank();
  }

  // ---------------------------------------------------------------- helpers

  /** Runs the unpacked bin/ycsb with the unpacked folder as working directory. */
  static Result ycsb(Map<String, String> env, String... args) throws IOException, InterruptedException {
    List<String> cmd = new ArrayList<>();
    cmd.add(home.resolve("bin/ycsb").toString());
    cmd.addAll(Arrays.asList(args));
    return exec(home, env, cmd);
  }

  static Result exec(Path dir, Map<String, String> envChanges, List<String> cmd) throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile());
    Map<String, String> env = pb.environment();
    // A clean Java environment: the JVM running this test (17+), no options picked up from outside.
    for (String v : List.of("JAVA_OPTS", "JAVA_TOOL_OPTIONS", "_JAVA_OPTIONS", "JDK_JAVA_OPTIONS", "CLASSPATH")) {
      env.remove(v);
    }
    env.put("JAVA_HOME", System.getProperty("java.home"));
    // class-data archives of these runs stay in the test's folder, not the user's cache
    env.put("YCSB_CDS_DIR", work.resolve("cds").toString());
    envChanges.forEach((k, v) -> {
      if (v == null) {
        env.remove(k);
      } else {
        env.put(k, v);
      }
    });
    Path out = Files.createTempFile(work, "out", ".txt");
    Path err = Files.createTempFile(work, "err", ".txt");
    pb.redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
    pb.redirectOutput(out.toFile()).redirectError(err.toFile());
    Process p = pb.start();
    if (!p.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly().waitFor();
      throw new AssertionError(String.join(" ", cmd) + " did not finish in " + TIMEOUT_SECONDS + " s\n--- stderr:\n"
          + Files.readString(err));
    }
    return new Result(cmd, p.exitValue(), Files.readString(out), Files.readString(err));
  }

  /** The expanded java.class.path that -XshowSettings:properties printed. */
  static List<Path> classPath(Result r) {
    List<Path> cp = new ArrayList<>();
    boolean in = false;
    for (String line : (r.err() + "\n" + r.out()).lines().toList()) {
      Matcher first = Pattern.compile("^ {4}java\\.class\\.path = (.*)$").matcher(line);
      if (first.matches()) {
        in = true;
        if (!first.group(1).isBlank()) {
          cp.add(Path.of(first.group(1).trim()));
        }
      } else if (in && line.startsWith("        ") && !line.isBlank()) {
        cp.add(Path.of(line.trim()));
      } else if (in) {
        break;
      }
    }
    return cp.stream().map(p -> p.isAbsolute() ? p : home.resolve(p)).map(Path::normalize).toList();
  }

  static boolean hasDescriptor(String binding) throws IOException {
    Path jar = home.resolve(binding + "-binding/lib/" + binding + "-binding-" + version + ".jar");
    assertThat(jar).isRegularFile();
    try (JarFile j = new JarFile(jar.toFile())) {
      return j.getEntry(DESCRIPTOR_SERVICE) != null;
    }
  }

  /** A drop-in binding built against the unpacked core jar only, as a third party would. */
  static Path echoDbJar() throws IOException {
    Path src = Files.createDirectories(work.resolve("echo/src/test"));
    Path classes = Files.createDirectories(work.resolve("echo/classes"));
    Path java = Files.writeString(src.resolve("EchoDB.java"), """
        package test;

        import java.util.concurrent.atomic.AtomicBoolean;

        public class EchoDB extends site.ycsb.BasicDB {
          private static final AtomicBoolean ANNOUNCED = new AtomicBoolean();

          @Override
          public void init() {
            super.init();
            if (ANNOUNCED.compareAndSet(false, true)) {
              System.err.println("EchoDB: loaded from the -cp jar");
            }
          }
        }
        """);
    String cp = files(home.resolve("lib")).stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator));
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    assertThat(javac).as("a JDK's compiler (the tests run on a JDK)").isNotNull();
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    int rc = javac.run(null, log, log, "--release", "17", "-classpath", cp, "-d", classes.toString(), java.toString());
    assertThat(rc).as("javac EchoDB.java against lib/: %s", log.toString(StandardCharsets.UTF_8)).isZero();
    Path jar = work.resolve("echo/echodb.jar");
    try (OutputStream os = Files.newOutputStream(jar); JarOutputStream jos = new JarOutputStream(os)) {
      jos.putNextEntry(new JarEntry("test/"));
      jos.closeEntry();
      jos.putNextEntry(new JarEntry("test/EchoDB.class"));
      jos.write(Files.readAllBytes(classes.resolve("test/EchoDB.class")));
      jos.closeEntry();
    }
    return jar;
  }

  static List<String> names(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  static List<Path> files(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(Path::normalize).sorted().toList();
    }
  }

  /** netty-common-4.1.119.Final.jar -> netty-common. */
  static String artifactName(String jar) {
    Matcher m = Pattern.compile("^(.+?)-\\d.*\\.jar$").matcher(jar);
    return m.matches() ? m.group(1) : jar;
  }

  static Path onPath(String tool) {
    for (String d : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
      Path p = Path.of(d, tool);
      if (Files.isExecutable(p)) {
        return p;
      }
    }
    return null;
  }
}

package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIf;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.testkit.cassandra.CassandraImage;
import site.ycsb.testkit.cassandra.ContainerCassandraServer;
import site.ycsb.testkit.docker.BaseImage;
import site.ycsb.testkit.docker.Docker;
import site.ycsb.testkit.docker.DockerNetwork;
import site.ycsb.testkit.docker.DockerVolume;
import site.ycsb.testkit.docker.ImageBuild;

/**
 * The Kubernetes Indexed Job rehearsed with Docker: the {@code ycsb} image built from the real
 * tarball with {@code docker/Dockerfile} (on the tests' base image), then one container per
 * completion index of {@code kubernetes/ycsb-job.yaml}, with the arguments and environment read
 * from the manifest as the kubelet would set them ({@link IndexedJob}: the index substituted, the
 * ConfigMap {@code ycsb-run} as docs/several-clients.md creates it), on the Cassandra container's network,
 * writing into one shared results volume. The load phase is the same job with {@code load} for
 * {@code run}, as docs/several-clients.md says. Then {@code bin/ycsb merge} and {@code report} over the volume,
 * in the image, as the results pod would. Every client loads and runs its share, and the merged
 * counts are the sums of the clients' reports; a manifest whose pods fail fails this test. Skipped
 * with one line where no Docker engine runs or no base or Cassandra image can be had.
 */
@EnabledIf(value = "dockerAndImages", disabledReason = "no Docker engine or images: see the [containers] line")
class KubernetesJobContainerIT {
  private static final String CONFIG_MAP = "ycsb-run";
  private static final int RECORDS = 3000;
  private static final int OPERATIONS = 6000;
  private static final List<String> OPS = List.of("READ", "INSERT", "UPDATE", "DELETE");
  private static final Duration POD_TIMEOUT = Duration.ofMinutes(6);
  private static final Pattern LINE = Pattern.compile("(?m)^\\[([A-Z-]+)], ([^,]+), (\\S+)$");

  @TempDir
  static Path work;
  private static Path root;
  private static String version;
  private static String image;
  private static DockerNetwork network;
  private static ContainerCassandraServer cassandra;
  private static DockerVolume results;
  private static final List<String> pods = new ArrayList<>();

  static boolean dockerAndImages() {
    return Docker.canHave(BaseImage::name) && Docker.canHave(CassandraImage::name);
  }

  @BeforeAll
  static void buildTheImageAndStartCassandra() throws Exception {
    root = Path.of(System.getProperty("ycsb.root")).toAbsolutePath().normalize();
    version = System.getProperty("ycsb.version");
    Path tarball = Path.of(System.getProperty("ycsb.distribution.tarball"));
    assertThat(tarball).as("the tarball (built in the package phase)").isRegularFile();
    String id = UUID.randomUUID().toString().substring(0, 8);
    // the user's recipe: docker build -f distribution/docker/Dockerfile distribution/target, on our base
    image = ImageBuild.of("ycsb-test/ycsb", version)
        .dockerfile(Files.readString(root.resolve("distribution/docker/Dockerfile")))
        .file(tarball.getFileName().toString(), tarball)
        .buildArg("BASE", Docker.orSkip(BaseImage::name))
        .buildArg("VERSION", version)
        .ownedByThisJvm()
        .build();
    network = DockerNetwork.create("ycsb-test-k8s-" + id);
    cassandra = Docker.orSkip(() -> ContainerCassandraServer.startOn(network, "cassandra"));
    results = DockerVolume.create("ycsb-test-results-" + id);
  }

  @AfterAll
  static void removeEverything() {
    pods.forEach(p -> Docker.cli(Duration.ofMinutes(1), "rm", "--force", p));
    if (results != null) {
      results.close();
    }
    if (cassandra != null) {
      cassandra.close();
    }
    if (network != null) {
      network.close();
    }
    if (image != null) {
      Docker.cli(Duration.ofMinutes(1), "rmi", "--force", image);
    }
  }

  /** The ConfigMap of docs/several-clients.md's {@code kubectl create configmap ycsb-run ...}, for one phase. */
  private static Map<String, String> configMap(Instant startAt) throws Exception {
    Map<String, String> keys = new LinkedHashMap<>();
    keys.put("binding", "cassandra");
    keys.put("start.at", startAt.toString());
    keys.put("workload", Files.readString(root.resolve("workloads/mixed")));
    keys.put("binding.properties", String.join("\n", "hosts=cassandra", "cassandra.localdc=datacenter1",
        "cassandra.createschema=true", "recordcount=" + RECORDS, "operationcount=" + OPERATIONS,
        "measurement.interval.seconds=2", ""));
    return keys;
  }

  /** A ConfigMap volume: one file per key, mounted read-only. */
  private static Path configMapFolder(String phase, Map<String, String> keys) throws Exception {
    Path dir = Files.createDirectories(work.resolve("configmap-" + phase));
    for (Map.Entry<String, String> k : keys.entrySet()) {
      Files.writeString(dir.resolve(k.getKey()), k.getValue());
    }
    return dir;
  }

  /** What one pod left: its exit code and output. */
  private record Pod(String name, int exitCode, String output) {
    String describe() {
      return name + " exit " + exitCode + "\n" + output;
    }
  }

  /**
   * Runs the Job's pods for one phase (each completion index, at most {@code parallelism} at a
   * time, as the Job controller would), returning them when all ended, and copies the results
   * volume out into {@code copy}.
   */
  private static List<Pod> runJob(IndexedJob job, String phase, Path copy) throws Exception {
    Map<String, String> keys = configMap(Instant.now().plusSeconds(20));
    Path folder = configMapFolder(phase, keys);
    List<Pod> ended = new ArrayList<>();
    List<String> running = new ArrayList<>();
    for (int index = 0; index < job.completions(); index++) {
      if (running.size() == job.parallelism()) {
        ended.add(await(running.remove(0)));
      }
      IndexedJob.Container pod = job.pod(index, Map.of(CONFIG_MAP, keys));
      if (phase.equals("load")) {
        assertThat(pod.args().get(0)).as("the Job runs bin/ycsb run").isEqualTo("run");
        pod = pod.withVerb("load");
      }
      running.add(start(phase + "-" + index, pod, folder));
    }
    for (String name : running) {
      ended.add(await(name));
    }
    Docker.cli(Duration.ofMinutes(1), "cp", ended.get(0).name() + ":/results/.", copy.toString()).orThrow();
    return ended;
  }

  private static String start(String what, IndexedJob.Container pod, Path configMapFolder) {
    String name = network.name() + "-" + what;
    List<String> run = new ArrayList<>(List.of("run", "--detach", "--name", name, "--network", network.name(),
        "--label", "ycsb.test=true", "--label", Docker.OWNER_LABEL + "=" + Docker.labels().get(Docker.OWNER_LABEL)));
    pod.env().forEach((k, v) -> run.addAll(List.of("--env", k + "=" + v)));
    for (IndexedJob.Mount m : pod.mounts()) {
      String source = m.volume().configMap() != null ? configMapFolder.toString() : results.name();
      if (m.volume().configMap() != null) {
        assertThat(m.volume().configMap()).as("the ConfigMap docs/several-clients.md creates").isEqualTo(CONFIG_MAP);
      }
      run.addAll(List.of("--volume", source + ":" + m.path() + (m.readOnly() || m.volume().configMap() != null
          ? ":ro" : "")));
    }
    if (pod.memoryLimit() != null) {
      run.addAll(List.of("--memory", pod.memoryLimit().replace("Gi", "g").replace("Mi", "m")));
    }
    if (pod.cpuLimit() != null) {
      String cpu = pod.cpuLimit();
      run.addAll(List.of("--cpus", cpu.endsWith("m") ? Double.toString(Integer.parseInt(cpu.replace("m", "")) / 1000.0)
          : cpu));
    }
    List<String> args = new ArrayList<>();
    if (pod.command() != null && !pod.command().isEmpty()) {
      run.addAll(List.of("--entrypoint", pod.command().get(0)));
      args.addAll(pod.command().subList(1, pod.command().size()));
    }
    run.add(image);
    args.addAll(pod.args());
    run.addAll(args);
    pods.add(name);
    Docker.cli(Duration.ofMinutes(1), run.toArray(String[]::new)).orThrow();
    return name;
  }

  private static Pod await(String name) {
    Docker.Result waited = Docker.cli(POD_TIMEOUT, "wait", name);
    String output = Docker.cli(Duration.ofMinutes(1), "logs", name).output();
    int exit = waited.ok() ? Integer.parseInt(waited.output().trim()) : -1;
    return new Pod(name, exit, output);
  }

  /** {@code [SECTION], name, value} lines of a text report. */
  private static Map<String, String> report(String text) {
    Map<String, String> values = new TreeMap<>();
    Matcher m = LINE.matcher(text);
    while (m.find()) {
      values.put(m.group(1) + "/" + m.group(2), m.group(3));
    }
    return values;
  }

  private static long number(Map<String, String> report, String key) {
    String value = report.get(key);
    return value == null ? 0 : Long.parseLong(value);
  }

  @Test
  void theJobsPodsLoadAndRunTheirSharesIntoOneVolumeAndMergeToTheSumOfTheirReports() throws Exception {
    IndexedJob job = IndexedJob.read(root.resolve("distribution/kubernetes/ycsb-job.yaml"));
    assertThat(job.completionMode()).isEqualTo("Indexed");
    int clients = job.completions();

    Path loaded = Files.createDirectories(work.resolve("after-load"));
    List<Pod> loads = runJob(job, "load", loaded);
    long inserted = 0;
    for (int i = 0; i < clients; i++) {
      Pod pod = loads.get(i);
      assertThat(pod.exitCode()).as(pod.describe()).isZero();
      Map<String, String> r = report(Files.readString(loaded.resolve("report-client" + i + ".txt")));
      long share = RECORDS / clients + (i < RECORDS % clients ? 1 : 0);
      assertThat(number(r, "INSERT/Return=OK")).as("client %d loads its share%n%s", i, pod.describe()).isEqualTo(share);
      inserted += number(r, "INSERT/Return=OK");
    }
    assertThat(inserted).as("every record loaded once").isEqualTo(RECORDS);

    Path ran = Files.createDirectories(work.resolve("after-run"));
    List<Pod> runs = runJob(job, "run", ran);
    Map<String, Long> sums = new TreeMap<>();
    for (int i = 0; i < clients; i++) {
      Pod pod = runs.get(i);
      assertThat(pod.exitCode()).as(pod.describe()).isZero();
      assertThat(pod.output()).as("waited for the common start").contains("start.at=");
      Map<String, String> r = report(Files.readString(ran.resolve("report-client" + i + ".txt")));
      long share = OPERATIONS / clients + (i < OPERATIONS % clients ? 1 : 0);
      long results = 0;
      for (String op : OPS) {
        sums.merge(op, number(r, op + "/Operations"), Long::sum);
        results += r.entrySet().stream().filter(e -> e.getKey().startsWith(op + "/Return="))
            .mapToLong(e -> Long.parseLong(e.getValue())).sum();
      }
      assertThat(results).as("client %d runs its share, each operation with a status", i).isEqualTo(share);
    }
    try (var logs = Files.list(ran)) {
      assertThat(logs.filter(f -> f.toString().endsWith(".hdr")).count()).as("an interval log per client and phase")
          .isEqualTo(2L * clients);
    }

    // the results pod's work: merge and report over the shared volume, with the image's bin/ycsb
    String merge = resultsCommand("merge", "merge", "--phase", "run", "-o", "/results/merged.hdr", "/results/");
    Map<String, String> merged = report(merge);
    assertThat(number(merged, "MERGE/Clients")).as(merge).isEqualTo(clients);
    for (String op : OPS) {
      assertThat(number(merged, op + "/Operations")).as("merged %s = the clients' sum%n%s", op, merge)
          .isEqualTo(sums.get(op));
    }
    resultsCommand("report", "report", "--phase", "run", "-o", "/results/report.html", "/results/");
    Path all = Files.createDirectories(work.resolve("results"));
    Docker.cli(Duration.ofMinutes(1), "cp", network.name() + "-report:/results/.", all.toString()).orThrow();
    assertThat(all.resolve("merged.hdr")).isRegularFile();
    String html = Files.readString(all.resolve("report.html"));
    for (int i = 0; i < clients; i++) {
      assertThat(html).as("the report names client " + i).contains("client" + i + "-");
    }
  }

  /** Runs {@code bin/ycsb <args>} in the image with the results volume, as the results pod would; its output. */
  private static String resultsCommand(String what, String... args) {
    String name = network.name() + "-" + what;
    List<String> run = new ArrayList<>(List.of("run", "--name", name, "--label", "ycsb.test=true",
        "--label", Docker.OWNER_LABEL + "=" + Docker.labels().get(Docker.OWNER_LABEL),
        "--volume", results.name() + ":/results", image));
    run.addAll(List.of(args));
    pods.add(name);
    Docker.Result result = Docker.cli(POD_TIMEOUT, run.toArray(String[]::new));
    assertThat(result.exitCode()).as(String.join(" ", args) + "\n" + result.output()).isZero();
    return result.output();
  }
}

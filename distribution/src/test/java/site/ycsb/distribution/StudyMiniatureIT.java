package site.ycsb.distribution;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The benchANT-shaped miniature study ({@code studies/benchant-2025-mini.study}) end to end against
 * the real local servers, as a user runs it from the source tree: {@code bin/ycsb study}, the real
 * Aerospike of {@code ../shared/aerospike} and a two-node local Cassandra cluster started and
 * stopped by the plan's hooks, each killed and restarted mid-run, each verified afterwards. A few
 * minutes. Without {@code ../shared/aerospike} (a user's machine) it skips with one line; CI has it.
 */
class StudyMiniatureIT {
  private static final long TIMEOUT_MINUTES = 20;
  private static final String PLAN = "studies/benchant-2025-mini.study";

  @TempDir
  Path work;

  @Test
  void theBenchantMiniatureRunsEveryStepOnTheRealServersAndOnlyTheKilledMemoryStorageAerospikeLosesWrites()
      throws Exception {
    Path root = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath().normalize();
    Path aerospike = Path.of(System.getenv().getOrDefault("AEROSPIKE_SERVER_DIR",
        root.resolveSibling("shared").resolve("aerospike").toString()), "aerospike-local.sh");
    assumeTrue(Files.isExecutable(aerospike), "no Aerospike server: no " + aerospike
        + " (../shared/aerospike beside the checkout, or $AEROSPIKE_SERVER_DIR)");
    Path bundle = work.resolve("bundle");
    Path out = work.resolve("study.out");
    Path err = work.resolve("study.err");
    int exit;
    try {
      Process study = new ProcessBuilder(root.resolve("bin/ycsb").toString(), "study", "-o", bundle.toString(), PLAN)
          .directory(root.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile())
          .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null"))).start();
      if (!study.waitFor(TIMEOUT_MINUTES, TimeUnit.MINUTES)) {
        study.descendants().forEach(ProcessHandle::destroy);
        study.destroy();
        study.waitFor(60, TimeUnit.SECONDS);
      }
      exit = study.isAlive() ? -1 : study.exitValue();
    } finally {
      // the plan's finish hooks stop both; again here in case the study did not get to them
      for (String hook : List.of("studies/aerospike-node.sh stop 3410", "studies/cassandra-node.sh stop 9410")) {
        new ProcessBuilder("sh", "-c", hook).directory(root.toFile()).redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.appendTo(work.resolve("cleanup.out").toFile())).start()
            .waitFor(3, TimeUnit.MINUTES);
      }
    }
    String progress = Files.readString(err);

    Map<String, Properties> steps = outcomes(bundle.resolve("steps"));
    assertThat(steps.keySet()).as(progress).hasSize(14);
    Map<String, String> notOk = new LinkedHashMap<>();
    steps.forEach((id, o) -> {
      if (!"ok".equals(o.getProperty("status"))) {
        notOk.put(id, o.getProperty("status") + " exit " + o.getProperty("exit") + " " + o.getProperty("note"));
      }
    });
    // the one expected finding: the Aerospike node (memory storage) came back empty, so verify finds Lost keys;
    // a failure shows what each step that was not ok printed (a verify's classes and first keys)
    StringBuilder printed = new StringBuilder(progress);
    for (String id : notOk.keySet()) {
      Path stdout = bundle.resolve("steps").resolve(id).resolve("stdout.txt");
      printed.append("\n--- ").append(id).append(" stdout ---\n")
          .append(Files.exists(stdout) ? Files.readString(stdout) : "(none)");
    }
    assertThat(notOk).as(printed.toString()).containsOnlyKeys("06-aerospike-mixed-verify");
    assertThat(notOk.values()).allMatch(v -> v.startsWith("broken exit 3"));
    assertThat(exit).as("bin/ycsb study's exit code: 1, a step did not end ok\n" + progress).isEqualTo(1);
    String lost = Files.readString(bundle.resolve("steps/06-aerospike-mixed-verify/stdout.txt"));
    assertThat(lost).containsPattern("\\[VERIFY\\], Lost, [1-9]");
    assertThat(Files.readString(bundle.resolve("steps/13-cassandra-mixed-verify/stdout.txt")))
        .contains("[VERIFY], Lost, 0", "[VERIFY], Stale, 0");

    for (String calibrate : List.of("03-aerospike-mixed-calibrate", "10-cassandra-mixed-calibrate")) {
      assertThat(Double.parseDouble(steps.get(calibrate).getProperty("calibrated.max"))).as(calibrate).isPositive();
    }

    // the bundle is complete: every file has its checksum in the manifest, and every checksum holds
    Set<String> listed = new TreeSet<>();
    for (String line : Files.readAllLines(bundle.resolve("MANIFEST.sha256"))) {
      String[] f = line.split("  ", 2);
      listed.add(f[1]);
      assertThat(sha256(bundle.resolve(f[1]))).as(f[1]).isEqualTo(f[0]);
    }
    try (Stream<Path> files = Files.walk(bundle)) {
      assertThat(listed).containsExactlyInAnyOrderElementsOf(files.filter(Files::isRegularFile)
          .map(f -> bundle.relativize(f).toString()).filter(f -> !f.equals("MANIFEST.sha256")).toList());
    }

    for (String page : List.of("study.html", "study.md", "study.csv", "mixed-steady.html", "mixed-failure.html")) {
      assertThat(bundle.resolve("report").resolve(page)).isNotEmptyFile();
    }
    String md = Files.readString(bundle.resolve("report/study.md"));
    assertThat(md).contains("| aerospike | all | ", "| cassandra | all | ", "| aerospike | READ | ",
        "| cassandra | READ | ");
    List<String> csv = Files.readAllLines(bundle.resolve("report/study.csv"));
    assertThat(csv).anyMatch(l -> l.contains(",aerospike,")).anyMatch(l -> l.contains(",cassandra,"));
  }

  /** Each step's outcome.properties by the step's folder name, in order. */
  private static Map<String, Properties> outcomes(Path steps) throws IOException {
    Map<String, Properties> out = new LinkedHashMap<>();
    if (!Files.isDirectory(steps)) {
      return out;
    }
    List<Path> dirs;
    try (Stream<Path> s = Files.list(steps)) {
      dirs = s.sorted().collect(Collectors.toCollection(ArrayList::new));
    }
    for (Path d : dirs) {
      Properties p = new Properties();
      Path f = d.resolve("outcome.properties");
      if (Files.isRegularFile(f)) {
        try (InputStream in = Files.newInputStream(f)) {
          p.load(in);
        }
      }
      out.put(d.getFileName().toString(), p);
    }
    return out;
  }

  private static String sha256(Path f) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(f)));
  }
}

package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Prometheus (Debian's package) scrapes a real {@code bin/ycsb loadrun memory -P
 * workloads/mixed -p prometheus.port=...} of this source tree every second: it sees the run while
 * it runs, its rate() agrees with the report's throughput, its last counts are the report's, and
 * promtool accepts the exposition. Skips with one line where the package is not installed.
 */
class PrometheusScrapeIT {
  private static final Path ROOT = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath().normalize();
  private static final Pattern URL = Pattern.compile("\\[INFO] Prometheus metrics: (http://(\\S+)/metrics)");
  private static final Pattern RETURN = Pattern.compile("(?m)^\\[([A-Z-]+)], Return=(\\w+), (\\d+)$");
  private static final Pattern THROUGHPUT = Pattern.compile("(?m)^\\[OVERALL], Throughput\\(ops/sec\\), ([0-9.]+)$");
  private static final Pattern READ_MEAN = Pattern.compile("(?m)^\\[READ], AverageLatency\\(us\\), ([0-9.]+)$");
  private static final double TARGET = 2500;

  private static Path require(String tool) {
    Optional<Path> found = PrometheusServer.binary(tool);
    if (found.isEmpty()) {
      System.out.println("[INFO] PrometheusScrapeIT skipped: no " + tool + " (Debian's package 'prometheus')");
    }
    assumeTrue(found.isPresent(), "no " + tool + " on the PATH (Debian's package 'prometheus'): skipped");
    return found.get();
  }

  /** bin/ycsb builds what it misses with Maven; here the build has made core and this module already. */
  private static void requireBuilt(String... modules) throws IOException {
    for (String module : modules) {
      Path target = ROOT.resolve(module).resolve("target");
      boolean jar;
      try (Stream<Path> files = Files.isDirectory(target) ? Files.list(target) : Stream.empty()) {
        jar = files.map(f -> f.getFileName().toString()).anyMatch(n -> n.endsWith("-SNAPSHOT.jar")
            && !n.endsWith("-tests.jar"));
      }
      if (!jar || !Files.isRegularFile(target.resolve("runtime-classpath.txt"))) {
        fail("bin/ycsb needs " + module + "/target/<artifact>-SNAPSHOT.jar and runtime-classpath.txt: build them"
            + " first ('mvn -B package -DskipTests -pl core,prometheus -am'; 'mvn verify' does it before this test)");
      }
    }
  }

  @Test
  @Timeout(value = 6, unit = TimeUnit.MINUTES)
  void prometheusWatchesAMixedRunLiveAndEndsWithTheReportsCounts(@TempDir Path dir) throws Exception {
    Path prometheus = require("prometheus");
    Path promtool = require("promtool");
    requireBuilt("core", "prometheus");
    Path out = dir.resolve("ycsb.out");
    Path err = dir.resolve("ycsb.err");
    ProcessBuilder b = new ProcessBuilder(ROOT.resolve("bin/ycsb").toString(), "loadrun", "memory",
        "-P", ROOT.resolve("workloads/mixed").toString(), "-p", "recordcount=20000", "-p", "operationcount=50000",
        // read-modify-writes, whose read and update are database calls of their own: a rate of the calls is 1.36 x
        "-p", "readproportion=0.2", "-p", "readmodifywriteproportion=0.36",
        "-p", "target=" + (int) TARGET, "-threads", "4", "-p", "prometheus.port=0", "-p", "prometheus.linger=20",
        "-p", "hdrhistogram.fileoutput=false", "-p", "measurement.interval.seconds=2", "-s",
        "-jvm-args", "-Xmx256m").directory(dir.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile());
    b.environment().put("YCSB_CDS_DIR", ROOT.resolve("prometheus/target/cds").toString());
    Process ycsb = b.start();
    ycsb.getOutputStream().close();
    try (ProcessCloser closeYcsb = new ProcessCloser(ycsb)) {
      Matcher url = awaitUrl(ycsb, err);
      try (PrometheusServer server = PrometheusServer.start(prometheus, Files.createDirectories(dir.resolve("prom")),
          url.group(2))) {
        watchWhileItRuns(server, ycsb, err);
        String exposition = HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url.group(1))).build(),
            HttpResponse.BodyHandlers.ofString()).body();
        assertThat(exposition).contains("ycsb_operations_total{");
        PrometheusServer.ToolRun check = PrometheusServer.promtool(promtool, exposition, "check", "metrics");
        assertThat(check.exit()).as("promtool check metrics: %s", check.output()).isZero();

        assertThat(ycsb.waitFor(4, TimeUnit.MINUTES)).as("bin/ycsb ends").isTrue();
        String report = Files.readString(out);
        assertThat(ycsb.exitValue()).as(Files.readString(err)).isZero();
        double now = System.currentTimeMillis() / 1000.0;
        assertFinalCountsAreTheReports(server, report, now);
        assertRateIsTheThroughput(server, report, now);
        assertMeanLatencyIsTheReports(server, report, now);
      }
    }
  }

  private static Matcher awaitUrl(Process ycsb, Path err) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
    while (System.nanoTime() - deadline < 0) {
      Matcher m = URL.matcher(Files.readString(err));
      if (m.find()) {
        return m;
      }
      if (!ycsb.isAlive()) {
        fail("bin/ycsb ended before serving its metrics: " + Files.readString(err));
      }
      Thread.sleep(100);
    }
    throw new AssertionError("bin/ycsb printed no metrics address: " + Files.readString(err));
  }

  /** Prometheus has scraped run-phase figures while bin/ycsb still runs its phase. */
  private static void watchWhileItRuns(PrometheusServer server, Process ycsb, Path err) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
    while (System.nanoTime() - deadline < 0) {
      JsonNode running = server.query("ycsb_phase{ycsb_phase=\"run\"} == 1 and on() sum(ycsb_operations_total{phase="
          + "\"run\"}) > 0", System.currentTimeMillis() / 1000.0);
      if (running.size() > 0) {
        assertThat(ycsb.isAlive()).as("seen while it runs").isTrue();
        return;
      }
      if (!ycsb.isAlive()) {
        fail("bin/ycsb ended before Prometheus saw its run phase: " + server.log() + Files.readString(err));
      }
      Thread.sleep(250);
    }
    fail("Prometheus never saw the run phase: " + server.log());
  }

  private static void assertFinalCountsAreTheReports(PrometheusServer server, String report, double now)
      throws Exception {
    Map<String, Long> reported = new HashMap<>();
    Matcher m = RETURN.matcher(report);
    while (m.find()) {
      if (!m.group(1).equals("TOTAL")) {
        reported.put(m.group(1) + " " + m.group(2), Long.parseLong(m.group(3)));
      }
    }
    assertThat(reported).containsKeys("READ OK", "INSERT OK", "UPDATE OK", "DELETE OK", "READ-MODIFY-WRITE OK");
    // range selections skip the staleness markers written once the process has gone
    Map<String, Long> scraped = new HashMap<>();
    for (JsonNode s : server.query("last_over_time({__name__=~\"ycsb_database_calls_total|ycsb_other_results_total\","
        + "phase=\"run\"}[10m])", now)) {
      scraped.put(s.path("metric").path("operation").asText() + " " + s.path("metric").path("status").asText(),
          (long) Double.parseDouble(s.path("value").get(1).asText()));
    }
    assertThat(scraped).as("Prometheus's last counts").isEqualTo(reported);
  }

  /**
   * rate() over 5 s, evaluated each second of the run phase (its first 6 s, while the window fills,
   * and its last second left out), averages the report's throughput: a paced run holds its rate,
   * and what sampling adds is a few percent.
   */
  private static void assertRateIsTheThroughput(PrometheusServer server, String report, double now) throws Exception {
    Matcher t = THROUGHPUT.matcher(report);
    assertThat(t.find()).as(report).isTrue();
    double reported = Double.parseDouble(t.group(1));
    JsonNode phase = server.queryRange("ycsb_phase{ycsb_phase=\"run\"} == 1", now - 600, now, 1);
    assertThat(phase.size()).isEqualTo(1);
    JsonNode points = phase.get(0).path("values");
    double start = points.get(0).get(0).asDouble();
    double end = points.get(points.size() - 1).get(0).asDouble();
    assertThat(end - start).as("the run phase, as Prometheus saw it").isBetween(10.0, 60.0);
    JsonNode rate = server.queryRange("sum(rate(ycsb_operations_total{phase=\"run\"}[5s]))",
        start + 6, end - 1, 1);
    List<Double> rates = new ArrayList<>();
    rate.get(0).path("values").forEach(v -> rates.add(Double.parseDouble(v.get(1).asText())));
    double mean = rates.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
    assertThat(rates).hasSizeGreaterThan(5);
    // pacing never passes the target; a busy machine may keep the run below it
    assertThat(reported).as("the report's throughput, paced at %s", TARGET).isPositive().isLessThan(TARGET * 1.05);
    System.out.printf("[INFO] rate() over the run phase: mean %.1f ops/s over %d evaluations (min %.1f, max %.1f);"
        + " the report: %.1f ops/s%n", mean, rates.size(), rates.stream().mapToDouble(Double::doubleValue).min()
        .orElseThrow(), rates.stream().mapToDouble(Double::doubleValue).max().orElseThrow(), reported);
    assertThat(mean).as("rate() over the run, against the report's %s ops/s (rates %s)", reported, rates)
        .isBetween(reported * 0.9, reported * 1.1);
  }

  /** docs/live-metrics.md's mean: the summary's sum over its count is the report's AverageLatency(us). */
  private static void assertMeanLatencyIsTheReports(PrometheusServer server, String report, double now)
      throws Exception {
    Matcher m = READ_MEAN.matcher(report);
    assertThat(m.find()).as(report).isTrue();
    JsonNode mean = server.query("last_over_time(ycsb_database_call_latency_seconds_sum{phase=\"run\","
        + " operation=\"READ\", result=\"ok\"}[10m]) / last_over_time(ycsb_database_call_latency_seconds_count{"
        + "phase=\"run\", operation=\"READ\", result=\"ok\"}[10m])", now);
    assertThat(mean.size()).isEqualTo(1);
    double us = Double.parseDouble(mean.get(0).path("value").get(1).asText()) * 1e6;
    assertThat(us).as("READ's mean latency, against the report's").isCloseTo(Double.parseDouble(m.group(1)),
        org.assertj.core.api.Assertions.within(0.01 + Double.parseDouble(m.group(1)) * 1e-6));
  }

  @Test
  void theScrapeConfigsOfTheDocsAreOnesPromtoolAccepts(@TempDir Path dir) throws Exception {
    Path promtool = require("promtool");
    Matcher block = Pattern.compile("<!-- scrape config: checked with promtool by PrometheusScrapeIT -->\n```yaml\n"
        + "(.*?)```", Pattern.DOTALL).matcher(Files.readString(ROOT.resolve("docs/live-metrics.md")));
    int checked = 0;
    while (block.find()) {
      Path config = dir.resolve("config" + checked + ".yml");
      Files.writeString(config, block.group(1));
      PrometheusServer.ToolRun check = PrometheusServer.promtool(promtool, "", "check", "config", config.toString());
      if (check.output().contains("field kubernetes_sd_configs not found")) {
        // Debian builds Prometheus without Kubernetes discovery: check the rest (the relabelling) around a static target
        Files.writeString(config, block.group(1).replace("kubernetes_sd_configs:\n      - role: pod",
            "static_configs:\n      - targets: ['127.0.0.1:9464']"));
        check = PrometheusServer.promtool(promtool, "", "check", "config", config.toString());
      }
      assertThat(check.exit()).as("promtool check config of\n%s\n%s", block.group(1), check.output()).isZero();
      checked++;
    }
    assertThat(checked).isEqualTo(3);
  }

  /** Stops a process the test started, also when the test fails. */
  private record ProcessCloser(Process process) implements AutoCloseable {
    @Override
    public void close() throws InterruptedException {
      if (process.isAlive()) {
        process.descendants().forEach(ProcessHandle::destroy);
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
          process.destroyForcibly();
        }
      }
    }
  }
}

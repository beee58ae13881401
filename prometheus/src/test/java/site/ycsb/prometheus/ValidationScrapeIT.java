package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.measurements.live.LiveMetricsSettings;
import site.ycsb.model.RunResult;

/**
 * A real Prometheus (Debian's package) scrapes the endpoint of a validated run in this JVM every
 * second: its last {@code ycsb_validation_reads_total} by class are the run's counts (3 Stale, 1 Lost),
 * and the exposition passes promtool. Skips with one line where the package is not installed.
 */
class ValidationScrapeIT {
  private static Path require(String tool) {
    Optional<Path> found = PrometheusServer.binary(tool);
    if (found.isEmpty()) {
      System.out.println("[INFO] ValidationScrapeIT skipped: no " + tool + " (Debian's package 'prometheus')");
    }
    assumeTrue(found.isPresent(), "no " + tool + " on the PATH (Debian's package 'prometheus'): skipped");
    return found.get();
  }

  @Test
  @Timeout(value = 4, unit = TimeUnit.MINUTES)
  void prometheusScrapesTheValidatedReadsByClassAsTheRunCountedThem(@TempDir Path dir) throws Exception {
    Path prometheus = require("prometheus");
    Path promtool = require("promtool");
    PrometheusEndpoint endpoint = PrometheusEndpoint.open(new LiveMetricsSettings("127.0.0.1", 0, 0),
        new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    try (PrometheusServer server = PrometheusServer.start(prometheus, Files.createDirectories(dir.resolve("prom")),
        endpoint.url().replaceFirst("^http://", "").replaceFirst("/metrics$", ""))) {
      // paced to last some seconds, so Prometheus scrapes the run while it runs and after
      Properties p = LiveRun.props("db=memory", "recordcount=50", "operationcount=2000", "target=500",
          "readproportion=1", "updateproportion=0", "scanproportion=0", "insertproportion=0", "threadcount=2",
          "measurement.interval.seconds=1");
      RunResult r = ValidationMetricsTest.validatedRun(endpoint.listener(), p, 3, 1);
      Map<String, Long> counted = r.statusCounts().get("VALIDATION");
      assertThat(counted).containsEntry("STALE", 3L).containsEntry("LOST", 1L).containsEntry("VALID", 1996L);

      Map<String, Long> scraped = new TreeMap<>();
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
      while (System.nanoTime() - deadline < 0) {
        scraped.clear();
        for (JsonNode s : server.query("last_over_time(ycsb_validation_reads_total{phase=\"run\"}[10m])",
            System.currentTimeMillis() / 1000.0)) {
          scraped.put(s.path("metric").path("class").asText(), (long) Double.parseDouble(s.path("value").get(1)
              .asText()));
        }
        if (scraped.getOrDefault("valid", 0L) == 1996L) {
          break;
        }
        Thread.sleep(250);
      }
      assertThat(scraped).as("Prometheus's last counts; %s", server.log()).isEqualTo(Map.of("valid", 1996L,
          "stale", 3L, "lost", 1L, "resurrected", 0L, "corrupt", 0L, "unverifiable", 0L));
      String exposition = LiveRun.text(endpoint.metrics().collect());
      PrometheusServer.ToolRun check = PrometheusServer.promtool(promtool, exposition, "check", "metrics");
      assertThat(check.exit()).as("promtool check metrics: %s", check.output()).isZero();
    } finally {
      endpoint.close(false);
    }
  }
}

package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import site.ycsb.config.UsageException;
import site.ycsb.measurements.LogHeader;
import site.ycsb.measurements.PhaseFacts;
import site.ycsb.measurements.live.LiveMetricsSettings;

/** The endpoint as a scraper meets it: formats, a port already taken, and how it closes. */
class PrometheusEndpointTest {
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private final ByteArrayOutputStream warnings = new ByteArrayOutputStream();
  private PrometheusEndpoint endpoint;

  @AfterEach
  void close() {
    if (endpoint != null) {
      endpoint.close(false);
    }
  }

  private PrometheusEndpoint open(long lingerSeconds) {
    endpoint = PrometheusEndpoint.open(new LiveMetricsSettings("127.0.0.1", 0, lingerSeconds),
        new PrintStream(warnings, true, StandardCharsets.UTF_8));
    return endpoint;
  }

  private HttpResponse<String> get(String url, String accept) throws IOException, InterruptedException {
    HttpRequest.Builder r = HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(10));
    if (accept != null) {
      r.header("Accept", accept);
    }
    return http.send(r.build(), HttpResponse.BodyHandlers.ofString());
  }

  private static LogHeader header() {
    return new LogHeader(Map.of("phase", "run", "binding", "memory", "workload.files", "workloads/mixed",
        "workload", "site.ycsb.workloads.CoreWorkload", "client.id", "client1-host-42", "client.index", "1",
        "client.count", "3", "threads", "16", "target", "1000.0", "async.inflight", "0"), Map.of(),
        new PhaseFacts("run", 16, 1000, 0, 10, 0));
  }

  @Test
  void servesTheTextFormatByDefaultAndOpenMetricsWhenTheScraperAsks() throws Exception {
    open(0).listener().started(header(), System.currentTimeMillis(), () -> 0);
    assertThat(endpoint.url()).matches("http://127\\.0\\.0\\.1:\\d+/metrics");

    HttpResponse<String> text = get(endpoint.url(), null);
    assertThat(text.statusCode()).isEqualTo(200);
    assertThat(text.headers().firstValue("Content-Type")).hasValue("text/plain; version=0.0.4; charset=utf-8");
    Exposition e = Exposition.parse(text.body());
    Exposition.Sample threads = e.find("ycsb_threads");
    assertThat(threads.value()).isEqualTo(16);
    assertThat(threads.labels()).containsExactlyInAnyOrderEntriesOf(Map.of("client_id", "client1-host-42",
        "client_index", "1", "client_count", "3", "binding", "memory", "workload", "workloads/mixed"));
    assertThat(e.find("ycsb_phase", "ycsb_phase", "run").value()).isEqualTo(1);
    assertThat(e.find("ycsb_phase", "ycsb_phase", "load").value()).isZero();
    assertThat(e.find("ycsb_target_operations_per_second").value()).isEqualTo(1000);

    HttpResponse<String> om = get(endpoint.url(), "application/openmetrics-text; version=1.0.0; charset=utf-8");
    assertThat(om.headers().firstValue("Content-Type")).hasValue("application/openmetrics-text; version=1.0.0;"
        + " charset=utf-8");
    assertThat(om.body()).endsWith("# EOF\n").contains("# TYPE ycsb_phase stateset");
    assertThat(Exposition.parse(om.body()).find("ycsb_threads").value()).isEqualTo(16);
  }

  @Test
  void aPortAlreadyTakenIsOneLineNamingTheProperty() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      int port = taken.getLocalPort();
      assertThatThrownBy(() -> PrometheusEndpoint.open(new LiveMetricsSettings("127.0.0.1", port, 30),
          new PrintStream(warnings, true, StandardCharsets.UTF_8)))
          .isInstanceOf(UsageException.class)
          .hasMessageStartingWith("prometheus.host=127.0.0.1, prometheus.port=" + port + ": cannot listen there (")
          .hasMessageContaining("expected a free port")
          .satisfies(t -> assertThat(t.getMessage()).doesNotContain("\n"));
    }
    assertThat(threadsNamed("ycsb-prometheus-")).as("a failed start leaves no thread").isZero();
  }

  @Test
  @Timeout(30)
  void closingFreesThePortAndEndsTheThreads() throws Exception {
    open(0);
    assertThat(get(endpoint.url(), null).statusCode()).isEqualTo(200);
    assertThat(threadsNamed("ycsb-prometheus-")).isPositive();
    int port = URI.create(endpoint.url()).getPort();
    endpoint.close(false);
    endpoint = null;
    assertThatThrownBy(() -> get("http://127.0.0.1:" + port + "/metrics", null)).isInstanceOf(ConnectException.class);
    try (ServerSocket again = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
      assertThat(again.getLocalPort()).isEqualTo(port);
    }
    while (threadsNamed("ycsb-prometheus-") > 0 || threadsNamed("HTTP-Dispatcher") > 0) {
      Thread.sleep(10); // the test's timeout fails it if they stay
    }
  }

  @Test
  @Timeout(30)
  void atTheEndItKeepsServingUntilAScrapeHasReadTheFinalFigures() throws Exception {
    open(30).listener().started(header(), System.currentTimeMillis(), () -> 0);
    assertThat(get(endpoint.url(), null).statusCode()).isEqualTo(200); // a scraper has been seen
    endpoint.listener().finished("COMPLETED"); // the final figures: no phase runs any more
    CompletableFuture<HttpResponse<String>> lastScrape = CompletableFuture.supplyAsync(() -> {
      try {
        Thread.sleep(500);
        return get(endpoint.url(), null);
      } catch (IOException | InterruptedException e) {
        throw new IllegalStateException(e);
      }
    });
    endpoint.close(true);
    // the scrape half a second later still got an answer, and it held the final figures
    HttpResponse<String> last = lastScrape.get(10, TimeUnit.SECONDS);
    assertThat(last.statusCode()).isEqualTo(200);
    assertThat(Exposition.parse(last.body()).find("ycsb_phase", "ycsb_phase", "run").value()).isZero();
    assertThat(warnings.toString(StandardCharsets.UTF_8)).contains("[INFO] waiting up to 30 s for a scrape of the"
        + " final figures at " + endpoint.url() + " (prometheus.linger)");
    endpoint = null;
  }

  @Test
  @Timeout(30)
  void atTheEndItClosesAtOnceWhenNothingEverScrapedOrWhenTold() throws Exception {
    open(30).listener().finished("COMPLETED");
    long t0 = System.nanoTime();
    endpoint.close(true);
    endpoint = null;
    open(30);
    assertThat(get(endpoint.url(), null).statusCode()).isEqualTo(200);
    endpoint.listener().finished("REQUESTED");
    endpoint.close(false); // a signal: no waiting
    endpoint = null;
    assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - t0)).as("neither waited 30 s").isLessThan(20);
    assertThat(warnings.size()).isZero();
  }

  @Test
  @Timeout(30)
  void theWaitForALastScrapeLastsAtMostPrometheusLinger() throws Exception {
    open(1);
    assertThat(get(endpoint.url(), null).statusCode()).isEqualTo(200);
    endpoint.listener().finished("COMPLETED");
    long t0 = System.nanoTime();
    endpoint.close(true); // nobody scrapes again
    endpoint = null;
    long waitedMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
    assertThat(waitedMs).isBetween(900L, 15_000L);
  }

  private static long threadsNamed(String prefix) {
    return Thread.getAllStackTraces().keySet().stream().filter(t -> t.isAlive() && t.getName().startsWith(prefix))
        .count();
  }
}

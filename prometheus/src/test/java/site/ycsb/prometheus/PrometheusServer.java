package site.ycsb.prometheus;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * A real Prometheus server (Debian's package) for a test: on 127.0.0.1 on a free port, its data in
 * a folder of the test's, scraping what the test names every second; queried through its HTTP API.
 */
final class PrometheusServer implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private final Process process;
  private final Path log;
  private final String api;
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  private PrometheusServer(Process process, Path log, int port) {
    this.process = process;
    this.log = log;
    this.api = "http://127.0.0.1:" + port;
  }

  /** The prometheus binary: -Dprometheus.binary, else the one on the PATH (Debian: /usr/bin/prometheus). */
  static Optional<Path> binary(String name) {
    String configured = System.getProperty(name + ".binary");
    if (configured != null && !configured.isBlank()) {
      return Optional.of(Path.of(configured)).filter(Files::isExecutable);
    }
    for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
      Path p = Path.of(dir, name);
      if (Files.isExecutable(p)) {
        return Optional.of(p);
      }
    }
    return Optional.empty();
  }

  /** Starts Prometheus scraping {@code target} (host:port) every second, and waits until it is ready. */
  static PrometheusServer start(Path binary, Path dir, String target) throws IOException, InterruptedException {
    Path config = dir.resolve("prometheus.yml");
    Files.writeString(config, String.join("\n",
        "global:",
        "  scrape_interval: 1s",
        "  scrape_timeout: 1s",
        "scrape_configs:",
        "  - job_name: ycsb",
        "    static_configs:",
        "      - targets: ['" + target + "']",
        ""));
    int port = freePort();
    Path log = dir.resolve("prometheus.log");
    Process p = new ProcessBuilder(binary.toString(), "--config.file=" + config,
        "--storage.tsdb.path=" + dir.resolve("data"), "--web.listen-address=127.0.0.1:" + port,
        "--log.level=warn").redirectErrorStream(true).redirectOutput(log.toFile()).start();
    PrometheusServer server = new PrometheusServer(p, log, port);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!server.ready()) {
      if (!p.isAlive() || System.nanoTime() - deadline > 0) {
        server.close();
        throw new IllegalStateException("Prometheus did not become ready: " + Files.readString(log));
      }
      Thread.sleep(100);
    }
    return server;
  }

  static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  private boolean ready() {
    try {
      return http.send(HttpRequest.newBuilder(URI.create(api + "/-/ready")).build(),
          HttpResponse.BodyHandlers.discarding()).statusCode() == 200;
    } catch (IOException | InterruptedException e) {
      return false;
    }
  }

  /** An instant query at {@code timeSec} (Unix seconds): its result vector. */
  JsonNode query(String promql, double timeSec) throws IOException, InterruptedException {
    return get("/api/v1/query?query=" + enc(promql) + "&time=" + timeSec);
  }

  /** A range query: its result matrix. */
  JsonNode queryRange(String promql, double startSec, double endSec, double stepSec)
      throws IOException, InterruptedException {
    return get("/api/v1/query_range?query=" + enc(promql) + "&start=" + startSec + "&end=" + endSec + "&step="
        + stepSec);
  }

  private JsonNode get(String path) throws IOException, InterruptedException {
    HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(api + path)).timeout(Duration.ofSeconds(30))
        .build(), HttpResponse.BodyHandlers.ofString());
    JsonNode body = JSON.readTree(r.body());
    if (r.statusCode() != 200 || !"success".equals(body.path("status").asText())) {
      throw new IllegalStateException(path + " -> " + r.statusCode() + " " + r.body());
    }
    return body.path("data").path("result");
  }

  private static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }

  /** The server's own log, for failure messages. */
  String log() throws IOException {
    return Files.readString(log);
  }

  @Override
  public void close() {
    process.destroy();
    try {
      if (!process.waitFor(30, TimeUnit.SECONDS)) {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  /** What a promtool command answered. */
  record ToolRun(int exit, String output) {
  }

  /** Runs a promtool subcommand with {@code stdin}. */
  static ToolRun promtool(Path promtool, String stdin, String... args) throws IOException, InterruptedException {
    List<String> command = new java.util.ArrayList<>(List.of(promtool.toString()));
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
    p.getOutputStream().write(stdin.getBytes(StandardCharsets.UTF_8));
    p.getOutputStream().close();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(60, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new IllegalStateException("promtool did not finish: " + command);
    }
    return new ToolRun(p.exitValue(), out);
  }
}

package site.ycsb.prometheus;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import site.ycsb.cli.ClientMain;

/**
 * The command line with the exporter on its class path: nothing listens unless prometheus.port
 * asks; when it does, the endpoint serves the whole process and a last scrape reads the report's
 * counts; a port already taken stops the command before any phase.
 */
class CommandLineEndpointTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";
  private static final Pattern URL = Pattern.compile("\\[INFO] Prometheus metrics: (http://\\S+)");
  private static final Pattern RETURN = Pattern.compile("(?m)^\\[([A-Z-]+)], Return=(\\w+), (\\d+)$");
  private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

  /** A command line running on a thread of its own, its output captured. */
  private static final class Command {
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    final ByteArrayOutputStream err = new ByteArrayOutputStream();
    final ExecutorService thread = Executors.newSingleThreadExecutor();
    final Future<Integer> exit;

    Command(String... args) {
      ClientMain main = new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8),
          new PrintStream(err, true, StandardCharsets.UTF_8));
      exit = thread.submit(() -> main.run(args));
      thread.shutdown();
    }

    String err() {
      return err.toString(StandardCharsets.UTF_8);
    }
  }

  private static String[] mixed(String... extra) {
    List<String> a = new ArrayList<>(List.of("-loadrun", "-db", "memory", "-P", WORKLOADS + "mixed",
        "-p", "recordcount=1000", "-p", "operationcount=3000", "-p", "target=2000", "-threads", "2",
        "-p", "hdrhistogram.fileoutput=false", "-p", "measurement.interval.seconds=1"));
    a.addAll(List.of(extra));
    return a.toArray(new String[0]);
  }

  private static Set<String> serverThreads() {
    Set<String> names = new TreeSet<>();
    Thread.getAllStackTraces().keySet().forEach(t -> {
      if (t.getName().startsWith("ycsb-prometheus") || t.getName().equals("HTTP-Dispatcher")) {
        names.add(t.getName());
      }
    });
    return names;
  }

  @Test
  @Timeout(120)
  void withoutPrometheusPortNoThreadStartsAndNoPortOpens() throws Exception {
    Command c = new Command(mixed());
    Set<String> seen = new TreeSet<>();
    while (!c.exit.isDone()) {
      seen.addAll(serverThreads());
      Thread.sleep(20);
    }
    assertThat(c.exit.get()).as(c.err()).isZero();
    assertThat(seen).isEmpty();
    assertThat(c.err()).doesNotContain("Prometheus");
  }

  @Test
  @Timeout(120)
  void theEndpointServesTheWholeProcessAndALastScrapeReadsTheReportsCounts() throws Exception {
    Command c = new Command(mixed("-p", "prometheus.port=0", "-p", "prometheus.linger=20"));
    Set<String> seen = new TreeSet<>();
    Exposition last = null;
    int scrapes = 0;
    String url = null;
    while (!c.exit.isDone()) {
      Matcher m = URL.matcher(c.err());
      if (url == null && m.find()) {
        url = m.group(1);
      }
      if (url != null) {
        seen.addAll(serverThreads());
        try {
          HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(url)).build(),
              HttpResponse.BodyHandlers.ofString());
          last = Exposition.parse(r.body());
          scrapes++;
        } catch (IOException closed) {
          // the endpoint closed as the command ended
        }
      }
      Thread.sleep(100);
    }
    assertThat(c.exit.get()).as(c.err()).isZero();
    assertThat(seen).contains("HTTP-Dispatcher");
    assertThat(scrapes).as("scrapes while it ran").isGreaterThan(5);
    Map<String, Long> reported = new HashMap<>();
    Matcher m = RETURN.matcher(c.out.toString(StandardCharsets.UTF_8));
    while (m.find()) {
      if (!m.group(1).equals("TOTAL")) {
        reported.put(m.group(1) + " " + m.group(2), Long.parseLong(m.group(3)));
      }
    }
    Map<String, Long> scraped = new HashMap<>();
    last.samples().stream().filter(s -> "run".equals(s.label("phase"))
        && (s.name().equals("ycsb_database_calls_total") || s.name().equals("ycsb_other_results_total")))
        .forEach(s -> scraped.put(s.label("operation") + " " + s.label("status"), (long) s.value()));
    assertThat(scraped).as("the last scrape before the endpoint closed").isEqualTo(reported)
        .containsKeys("READ OK", "INSERT OK", "UPDATE OK", "DELETE OK");
    assertThat(last.find("ycsb_database_calls_total", "phase", "load", "operation", "INSERT", "status", "OK").value())
        .isEqualTo(1000);
  }

  @Test
  @Timeout(60)
  void aPortAlreadyTakenStopsTheCommandBeforeAnyPhaseWithOneLine() throws Exception {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
      Command c = new Command(mixed("-p", "prometheus.port=" + taken.getLocalPort()));
      assertThat(c.exit.get()).isEqualTo(ClientMain.EXIT_USAGE);
      List<String> errors = c.err().lines().filter(l -> l.startsWith("Error:")).toList();
      assertThat(errors).singleElement().asString().startsWith("Error: prometheus.host=127.0.0.1, prometheus.port="
          + taken.getLocalPort() + ": cannot listen there");
      assertThat(c.err()).doesNotContain("Loading data", "\tat ");
      assertThat(c.out.size()).isZero();
    }
  }
}

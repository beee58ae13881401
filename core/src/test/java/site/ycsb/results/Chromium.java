package site.ycsb.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Headless Chromium (Debian's {@code chromium} package) driven over the DevTools protocol on
 * 127.0.0.1, with the JDK's own HTTP and WebSocket client: open a page, evaluate script in it, take
 * a screenshot. Started with a fresh profile and without any background networking.
 */
final class Chromium implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Pattern LISTENING = Pattern.compile("DevTools listening on (ws://[^\\s]+)");

  private final Process process;
  private final String httpBase;
  private final HttpClient http = HttpClient.newHttpClient();
  private final Map<Integer, CompletableFuture<JsonNode>> pending = new ConcurrentHashMap<>();
  private final AtomicInteger ids = new AtomicInteger();
  private WebSocket page;

  private Chromium(Process process, String browserWs) {
    this.process = process;
    URI u = URI.create(browserWs);
    this.httpBase = "http://" + u.getHost() + ":" + u.getPort();
  }

  /** The chromium binary: $CHROMIUM, else chromium or chromium-browser on the PATH. */
  static Optional<Path> find() {
    String env = System.getenv("CHROMIUM");
    if (env != null && Files.isExecutable(Path.of(env))) {
      return Optional.of(Path.of(env));
    }
    for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin").split(":")) {
      for (String name : List.of("chromium", "chromium-browser")) {
        Path p = Path.of(dir, name);
        if (Files.isExecutable(p)) {
          return Optional.of(p);
        }
      }
    }
    return Optional.empty();
  }

  static Chromium start(Path binary, Path profile, int width, int height) throws Exception {
    Process p = new ProcessBuilder(binary.toString(), "--headless", "--no-sandbox", "--disable-gpu",
        "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--disable-quic", "--user-data-dir=" + profile, "--remote-debugging-address=127.0.0.1",
        "--remote-debugging-port=0", "--window-size=" + width + "," + height, "about:blank")
        .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    CompletableFuture<String> ws = new CompletableFuture<>();
    Thread reader = new Thread(() -> {
      try (BufferedReader r = new BufferedReader(new InputStreamReader(p.getErrorStream(), StandardCharsets.UTF_8))) {
        String line;
        while ((line = r.readLine()) != null) {
          Matcher m = LISTENING.matcher(line);
          if (m.find()) {
            ws.complete(m.group(1));
          }
        }
      } catch (IOException e) {
        ws.completeExceptionally(e);
      }
      ws.completeExceptionally(new IOException("chromium exited before listening"));
    }, "chromium-stderr");
    reader.setDaemon(true);
    reader.start();
    try {
      return new Chromium(p, ws.get(60, TimeUnit.SECONDS));
    } catch (Exception e) {
      p.descendants().forEach(ProcessHandle::destroyForcibly);
      p.destroyForcibly();
      throw e;
    }
  }

  /** Opens {@code url} in a new tab and waits until it has loaded. */
  void open(String url) throws Exception {
    HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create(httpBase + "/json/new?" + url))
        .PUT(HttpRequest.BodyPublishers.noBody()).timeout(Duration.ofSeconds(30)).build(),
        HttpResponse.BodyHandlers.ofString());
    String wsUrl = JSON.readTree(r.body()).get("webSocketDebuggerUrl").asText();
    page = http.newWebSocketBuilder().connectTimeout(Duration.ofSeconds(30)).buildAsync(URI.create(wsUrl),
        new Listener()).get(30, TimeUnit.SECONDS);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    // the new tab is about:blank (complete at once) until it navigates: wait for the page asked for
    while (!evaluate("document.readyState === 'complete' && location.href !== 'about:blank'").asBoolean()) {
      if (System.nanoTime() > deadline) {
        throw new IOException("the page did not finish loading: " + url);
      }
      Thread.sleep(100);
    }
  }

  /** Sends one command to the page and returns its result. */
  JsonNode send(String method, Map<String, Object> params) throws Exception {
    int id = ids.incrementAndGet();
    ObjectNode msg = JSON.createObjectNode().put("id", id).put("method", method);
    msg.set("params", JSON.valueToTree(params));
    CompletableFuture<JsonNode> reply = new CompletableFuture<>();
    pending.put(id, reply);
    page.sendText(JSON.writeValueAsString(msg), true).get(30, TimeUnit.SECONDS);
    JsonNode r = reply.get(60, TimeUnit.SECONDS);
    if (r.has("error")) {
      throw new IOException(method + ": " + r.get("error"));
    }
    return r.get("result");
  }

  /** The value of a script expression (JSON-serialisable) evaluated in the page. */
  JsonNode evaluate(String expression) throws Exception {
    JsonNode r = send("Runtime.evaluate", Map.of("expression", expression, "returnByValue", true));
    if (r.has("exceptionDetails")) {
      throw new IOException("script failed: " + r.get("exceptionDetails"));
    }
    return r.get("result").path("value");
  }

  /** A PNG of the whole page. */
  byte[] screenshot(int width) throws Exception {
    int height = evaluate("document.documentElement.scrollHeight").asInt();
    send("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height, "deviceScaleFactor", 1,
        "mobile", false));
    JsonNode shot = send("Page.captureScreenshot", Map.of("format", "png", "captureBeyondViewport", true));
    return Base64.getDecoder().decode(shot.get("data").asText());
  }

  /** Collects text frames into messages and hands replies to their callers. */
  private final class Listener implements WebSocket.Listener {
    private final StringBuilder partial = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      partial.append(data);
      if (last) {
        try {
          JsonNode msg = JSON.readTree(partial.toString());
          if (msg.has("id")) {
            CompletableFuture<JsonNode> f = pending.remove(msg.get("id").asInt());
            if (f != null) {
              f.complete(msg);
            }
          }
        } catch (IOException e) {
          pending.values().forEach(f -> f.completeExceptionally(e));
        }
        partial.setLength(0);
      }
      ws.request(1);
      return null;
    }
  }

  @Override
  public void close() {
    if (page != null) {
      page.abort();
    }
    process.descendants().forEach(ProcessHandle::destroyForcibly);
    process.destroyForcibly();
    try {
      process.waitFor(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}

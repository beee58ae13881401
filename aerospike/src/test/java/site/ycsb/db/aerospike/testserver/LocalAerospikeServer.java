package site.ycsb.db.aerospike.testserver;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.TimeUnit;

/**
 * A real Aerospike server (Community Edition, the {@code asd} binary of the shared directory, run by
 * its {@code aerospike-local.sh}) on 127.0.0.1, with free ports (its service port and the next three)
 * and its files under the build directory, so it never meets a user's server or another build's.
 * Memory storage: a restart empties the namespace. It can be stopped and started again on the same
 * port (to test outages), and it never outlives the test JVM: a watchdog process in a session of its
 * own reads a pipe from this JVM and, at end of file (this JVM gone, however it went), stops it.
 */
public final class LocalAerospikeServer implements AerospikeServer, AutoCloseable {
  /** Names the directory holding {@code aerospike-local.sh}; else {@code ../shared/aerospike} beside the checkout. */
  public static final String DIR_ENV = "AEROSPIKE_SERVER_DIR";
  static final String SCRIPT = "aerospike-local.sh";
  static final String NAMESPACE = "ycsb"; // the binding's default as.namespace
  private static final long SCRIPT_TIMEOUT_SECONDS = 120;

  private final String name;
  private final Path script;
  private final Path home;
  private final int port;
  private final Process watchdog;

  private LocalAerospikeServer(String name, Path script, Path home, int port, Process watchdog) {
    this.name = name;
    this.script = script;
    this.home = home;
    this.port = port;
    this.watchdog = watchdog;
  }

  /**
   * The shared server's start script: {@code $AEROSPIKE_SERVER_DIR/aerospike-local.sh}, else
   * {@code ../shared/aerospike/aerospike-local.sh} relative to the checkout ({@code ycsb.root});
   * empty when there is none (a user's machine).
   */
  public static Optional<Path> findScript() {
    String dir = System.getenv(DIR_ENV);
    Path candidate;
    if (dir != null && !dir.isBlank()) {
      candidate = Path.of(dir.trim(), SCRIPT);
    } else {
      Path root = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath().normalize();
      candidate = root.resolveSibling("shared").resolve("aerospike").resolve(SCRIPT);
    }
    return Files.isExecutable(candidate) ? Optional.of(candidate.toAbsolutePath().normalize()) : Optional.empty();
  }

  /** {@code aerospike.testserver.dir}, set by the module's Failsafe configuration; else target/. */
  static Path workDir() {
    return Path.of(System.getProperty("aerospike.testserver.dir", "target/aerospike-server")).toAbsolutePath();
  }

  /** Starts a fresh server named {@code name} (its home is new) and waits until its namespace is ready. */
  public static LocalAerospikeServer start(String name) throws IOException, InterruptedException {
    Path script = findScript().orElseThrow(() -> new IOException("no " + SCRIPT + " in $" + DIR_ENV
        + " or ../shared/aerospike beside the checkout"));
    IOException last = null;
    for (int attempt = 0; attempt < 5; attempt++) {
      int port = freePortBlock(4);
      // a home per port: a watchdog left by an earlier JVM only ever stops the server of its own home
      Path home = workDir().resolve(name + "-" + port);
      Files.createDirectories(home);
      LocalAerospikeServer server = new LocalAerospikeServer(name, script, home, port, watchdog(script, home, port));
      try {
        server.start();
        return server;
      } catch (IOException e) { // most likely a port taken between the check and the start: another block
        server.close();
        last = e;
      }
    }
    throw last;
  }

  /** Starts the server again on the same port and home (memory storage: empty); returns once it is ready. */
  public synchronized void start() throws IOException, InterruptedException {
    long launched = System.nanoTime();
    String out = run("start");
    if (!out.contains("ready on")) {
      throw new IOException(name + ": aerospike-local.sh start did not report ready: " + out.strip());
    }
    System.err.printf("[aerospike-testserver] %s up in %.1f s%n", description(), (System.nanoTime() - launched) / 1e9);
  }

  /** Stops the server (SIGTERM, SIGKILL after the script's timeout); returns once its port is free. */
  public synchronized void stop() throws IOException, InterruptedException {
    run("stop");
    // the script counts asd gone once its main thread is a zombie; its other threads may still hold the port
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
    while (listening() && System.nanoTime() < deadline) {
      Thread.sleep(100);
    }
  }

  private boolean listening() {
    try (java.net.Socket socket = new java.net.Socket()) {
      socket.connect(new InetSocketAddress("127.0.0.1", port), 500);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** Whether the server process runs (ready or not). */
  public synchronized boolean isRunning() throws IOException, InterruptedException {
    return run("status").startsWith("running");
  }

  /** Records in the namespace, as the server counts them (memory storage: 0 after a restart). */
  public long objects() throws IOException, InterruptedException {
    for (String field : run("info", "namespace/" + NAMESPACE).strip().split(";")) {
      if (field.startsWith("objects=")) {
        return Long.parseLong(field.substring("objects=".length()));
      }
    }
    throw new IOException(name + ": no objects= in the namespace's statistics");
  }

  /** The answer to an info command ({@code set-config:...}, {@code namespace/ycsb}), as the server gives it. */
  public String info(String command) throws IOException, InterruptedException {
    return run("info", command).strip();
  }

  /** The namespace's statistic {@code name} ({@code stop_writes}, {@code objects}), or null. */
  public String namespaceStatistic(String name) throws IOException, InterruptedException {
    for (String field : info("namespace/" + NAMESPACE).split(";")) {
      if (field.startsWith(name + "=")) {
        return field.substring(name.length() + 1);
      }
    }
    return null;
  }

  /** The server's process id as its pid file says, or -1. */
  public long pid() {
    try {
      return Long.parseLong(Files.readString(home.resolve("asd.pid")).trim());
    } catch (IOException | NumberFormatException e) {
      return -1;
    }
  }

  public int port() {
    return port;
  }

  @Override
  public void close() {
    try {
      stop();
    } catch (IOException e) {
      System.err.println("[aerospike-testserver] stopping " + name + " failed: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      try {
        watchdog.getOutputStream().close(); // it stops the (already stopped) server once more and exits
      } catch (IOException e) {
        // it is gone already
      }
    }
  }

  @Override
  public Properties bindingProperties() {
    return ExternalAerospikeServer.properties("127.0.0.1", port, NAMESPACE);
  }

  @Override
  public String description() {
    return "local Aerospike '" + name + "' (pid " + pid() + ") on 127.0.0.1:" + port + ", namespace " + NAMESPACE
        + ", files in " + home;
  }

  /**
   * A {@code /bin/sh} command line running {@code aerospike-local.sh <verb>} for this server (its
   * home, port, namespace), for a run's {@code events=} to stop or start it as a timed event.
   */
  public String shellCommand(String verb) {
    Map<String, String> env = new java.util.TreeMap<>();
    environment(env, home, port);
    StringBuilder line = new StringBuilder("env");
    env.forEach((k, v) -> line.append(' ').append(k).append("='").append(v).append('\''));
    return line.append(" '").append(script).append("' ").append(verb).toString();
  }

  /** Runs {@code aerospike-local.sh <command>} for this server; its output, or an IOException naming the failure. */
  private String run(String... command) throws IOException, InterruptedException {
    List<String> line = new ArrayList<>(List.of(script.toString()));
    line.addAll(List.of(command));
    ProcessBuilder builder = new ProcessBuilder(line).redirectErrorStream(true);
    environment(builder.environment(), home, port);
    Process process = builder.start();
    process.getOutputStream().close();
    byte[] output = process.getInputStream().readAllBytes(); // asd itself writes to its own log, not here
    if (!process.waitFor(SCRIPT_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      throw new IOException(name + ": aerospike-local.sh " + String.join(" ", command) + " took over "
          + SCRIPT_TIMEOUT_SECONDS + " s");
    }
    String text = new String(output, StandardCharsets.UTF_8);
    if (process.exitValue() != 0 && !(command[0].equals("status") && process.exitValue() == 3)) {
      throw new IOException(name + ": aerospike-local.sh " + String.join(" ", command) + " failed (exit "
          + process.exitValue() + "): " + text.strip().replace('\n', ' '));
    }
    return text;
  }

  private static void environment(Map<String, String> env, Path home, int port) {
    env.put("AEROSPIKE_LOCAL_HOME", home.toString());
    env.put("AEROSPIKE_PORT", Integer.toString(port));
    env.put("AEROSPIKE_NAMESPACE", NAMESPACE);
    env.put("AEROSPIKE_DATA_SIZE", "512M");
  }

  /**
   * A shell in a session of its own (so a Ctrl-C to the build's process group does not reach it)
   * that waits for end of file on its standard input, a pipe only this JVM writes to, then stops the
   * server of {@code home}.
   */
  private static Process watchdog(Path script, Path home, int port) throws IOException {
    List<String> command = new ArrayList<>();
    if (Files.isExecutable(Path.of("/usr/bin/setsid"))) {
      command.add("/usr/bin/setsid");
    }
    command.addAll(List.of("bash", "-c", "trap '' INT TERM HUP; cat > /dev/null; exec \"$0\" stop", script.toString()));
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(home.resolve("watchdog.log").toFile()));
    environment(builder.environment(), home, port);
    return builder.start();
  }

  /** A port whose next {@code count - 1} ports are free as well (the server takes PORT..PORT+3). */
  static int freePortBlock(int count) throws IOException {
    for (int attempt = 0; attempt < 100; attempt++) {
      int base;
      try (ServerSocket first = new ServerSocket()) {
        first.bind(new InetSocketAddress("127.0.0.1", 0));
        base = first.getLocalPort();
      }
      if (base + count - 1 <= 65535 && allFree(base, count)) {
        return base;
      }
    }
    throw new IOException("no block of " + count + " free ports on 127.0.0.1");
  }

  private static boolean allFree(int base, int count) {
    List<ServerSocket> held = new ArrayList<>();
    try {
      for (int p = base; p < base + count; p++) {
        ServerSocket socket = new ServerSocket();
        held.add(socket);
        socket.bind(new InetSocketAddress("127.0.0.1", p));
      }
      return true;
    } catch (IOException e) {
      return false;
    } finally {
      for (ServerSocket socket : held) {
        try {
          socket.close();
        } catch (IOException e) {
          // closing a probe socket
        }
      }
    }
  }
}

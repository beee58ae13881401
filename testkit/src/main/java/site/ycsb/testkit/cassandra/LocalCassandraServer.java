package site.ycsb.testkit.cassandra;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * A real Cassandra node ({@code cassandra-all} from Maven Central) in its own JVM on a loopback
 * address (127.0.0.1 when alone; see {@link CassandraCluster}), with free ports and its data under
 * the build directory. It can be stopped, killed and
 * started again on the same ports and data (to test outages), and it never outlives the test JVM:
 * a JVM shutdown hook kills it, and if the test JVM dies outright the server sees its stdin close
 * ({@link ExitWithParent}) and exits.
 */
public final class LocalCassandraServer implements OwnedCassandraServer {
  private static final long START_TIMEOUT_MILLIS = TimeUnit.MINUTES.toMillis(3);
  private static final long STOP_TIMEOUT_SECONDS = 60;

  private final String name;
  private final String heap;
  private final Path home;
  private final String address;
  private final String seeds;
  private final boolean autoBootstrap;
  private final int cqlPort;
  private final int storagePort;
  private final int jmxPort;
  private final boolean detached;
  private final List<String> settings;
  private final Thread killOnExit;
  private volatile Process process;

  private LocalCassandraServer(String name, String heap, Path home, String address, int[] ports, String seeds,
      boolean autoBootstrap, boolean detached, List<String> settings) {
    this.name = name;
    this.settings = settings;
    this.detached = detached;
    this.heap = heap;
    this.home = home;
    this.address = address;
    this.seeds = seeds;
    this.autoBootstrap = autoBootstrap;
    this.cqlPort = ports[0];
    this.storagePort = ports[1];
    this.jmxPort = ports[2];
    // not kill(): a shutdown hook must not wait for this object's lock
    this.killOnExit = new Thread(() -> {
      Process running = process;
      if (running != null) {
        running.destroyForcibly();
      }
    }, "kill-cassandra-" + name);
  }

  /**
   * Starts a fresh server (its directory {@code <work dir>/<name>} is wiped) and waits until CQL
   * answers. {@code heap} is an -Xmx value such as {@code 1G}; keep it at 1G or less.
   */
  public static LocalCassandraServer start(String name, String heap) throws IOException, InterruptedException {
    Path home = workDir().resolve(name);
    deleteRecursively(home);
    int[] ports = freePorts(3);
    LocalCassandraServer server = new LocalCassandraServer(name, heap, home, "127.0.0.1", ports,
        "127.0.0.1:" + ports[1], false, false, List.of());
    server.start();
    return server;
  }

  /**
   * A server for a user rather than a test ({@code bin/local-cassandra}), not started: CQL on
   * 127.0.0.1:{@code cqlPort}, free storage and JMX ports, its files in {@code home}, which is kept
   * (its data lives from one start to the next). Once CQL answers, {@link #start()} lets it go: it
   * outlives this JVM, in a session of its own, and is stopped through its process id.
   */
  public static LocalCassandraServer detached(Path home, String heap, int cqlPort) throws IOException {
    int[] free = freePorts(2);
    int[] ports = {cqlPort, free[0], free[1]};
    return new LocalCassandraServer(home.getFileName().toString(), heap, home.toAbsolutePath(), "127.0.0.1", ports,
        "127.0.0.1:" + ports[1], false, true, List.of());
  }

  /**
   * A node of a cluster, not started: {@code ports} are its CQL, storage and JMX ports; its home
   * {@code home} is wiped; {@code settings} ({@code NAME=VALUE}) override its cassandra.yaml.
   */
  static LocalCassandraServer node(String name, String heap, Path home, String address, int[] ports, String seeds,
      boolean autoBootstrap, List<String> settings) throws IOException {
    deleteRecursively(home);
    return new LocalCassandraServer(name, heap, home, address, ports, seeds, autoBootstrap, false, settings);
  }

  /** {@code cassandra.testserver.dir}, set by the module's Failsafe configuration; else target/. */
  static Path workDir() {
    return Path.of(System.getProperty("cassandra.testserver.dir", "target/cassandra-server")).toAbsolutePath();
  }

  /** Where the server's jars are resolved and their list cached: a detached server keeps all its files in its home. */
  private Path classpathDir() {
    return detached ? home : workDir();
  }

  /** (Re)starts the server on the same ports and data directory, waiting until CQL answers. */
  public synchronized void start() throws IOException, InterruptedException {
    if (isRunning()) {
      throw new IllegalStateException(name + " is already running");
    }
    List<Path> jars = CassandraClasspath.resolve(CassandraClasspath.serverVersion(), classpathDir());
    Path conf = home.resolve("conf");
    Path logs = home.resolve("logs");
    Path data = home.resolve("data");
    CassandraConfigFiles.write(conf, data, logs, address, cqlPort, storagePort, seeds, autoBootstrap);
    List<String> command = CassandraJvmCommand.build(jars, heap, home.resolve("launcher"), conf, data, logs, jmxPort,
        !detached, settings);
    long launched = System.nanoTime();
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(ProcessBuilder.Redirect.appendTo(logs.resolve("stdout.log").toFile()));
    if (detached) {
      builder.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
    }
    // else stdin stays an open pipe: its end-of-file tells ExitWithParent that this JVM is gone
    process = builder.start();
    forgetShutdownHook();
    // a detached server too is killed if this JVM ends before CQL answers (a failed or interrupted start)
    Runtime.getRuntime().addShutdownHook(killOnExit);
    awaitCql(logs);
    if (detached) {
      forgetShutdownHook();
    }
    System.err.printf("[cassandra-testserver] %s up in %.1f s%n", description(), (System.nanoTime() - launched) / 1e9);
  }

  private void awaitCql(Path logs) throws IOException, InterruptedException {
    long deadline = System.currentTimeMillis() + START_TIMEOUT_MILLIS;
    while (!cqlPortOpen()) {
      if (!process.isAlive()) {
        throw new IOException(name + " Cassandra exited during startup (exit " + process.exitValue() + "): "
            + tail(logs.resolve("system.log"), 10) + " | " + tail(logs.resolve("stdout.log"), 5));
      }
      if (System.currentTimeMillis() > deadline) {
        kill();
        throw new IOException(name + " Cassandra's CQL port did not open within 3 minutes: "
            + tail(logs.resolve("system.log"), 10));
      }
      Thread.sleep(200);
    }
  }

  private boolean cqlPortOpen() {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(address, cqlPort), 500);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** Graceful stop (SIGTERM: Cassandra drains), killing it if that takes over a minute. */
  public synchronized void stop() {
    if (process != null && process.isAlive()) {
      process.destroy();
      try {
        if (!process.waitFor(STOP_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
          process.destroyForcibly().waitFor(STOP_TIMEOUT_SECONDS, TimeUnit.SECONDS);
        }
      } catch (InterruptedException e) {
        process.destroyForcibly();
        Thread.currentThread().interrupt();
      }
    }
    forgetShutdownHook();
  }

  /** SIGKILL, as a crash would; returns once the process is gone. */
  public synchronized void kill() {
    if (process != null && process.isAlive()) {
      process.destroyForcibly();
      try {
        process.waitFor(STOP_TIMEOUT_SECONDS, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
    forgetShutdownHook();
  }

  private void forgetShutdownHook() {
    try {
      Runtime.getRuntime().removeShutdownHook(killOnExit);
    } catch (IllegalStateException e) {
      // the JVM is already shutting down, and the hook runs anyway
    }
  }

  public synchronized boolean isRunning() {
    return process != null && process.isAlive();
  }

  /** The home of its files: conf/, data/, logs/. */
  public Path home() {
    return home;
  }

  /** The server JVM's process id, for tests that check it is gone (and a detached server's pid file). */
  public synchronized long pid() {
    return process == null ? -1 : process.pid();
  }

  @Override
  public void close() {
    stop();
  }

  @Override
  public String hosts() {
    return address;
  }

  @Override
  public int port() {
    return cqlPort;
  }

  @Override
  public String localDatacenter() {
    return "datacenter1";
  }

  @Override
  public String description() {
    return "local Cassandra '" + name + "' (pid " + pid() + ", heap " + heap + ") on " + address + ":" + cqlPort
        + ", data in " + home;
  }

  /**
   * Writes an executable {@code nodetool} for this server: Cassandra's own NodeTool from the server's
   * jars, talking to its JMX port on the loopback ({@code file compactionstats}, {@code file status}),
   * for scripts and commands such as calibrate.check.
   */
  public Path writeNodetool(Path file) throws IOException, InterruptedException {
    List<Path> jars = CassandraClasspath.resolve(CassandraClasspath.serverVersion(), classpathDir());
    String javaHome = System.getenv().getOrDefault("CASSANDRA_JAVA_HOME", System.getProperty("java.home"));
    StringBuilder sh = new StringBuilder("#!/bin/sh\n# nodetool of the local Cassandra '" + name + "' (JMX on 127.0.0.1:"
        + jmxPort + "); written when it started\nexec '" + Path.of(javaHome, "bin", "java") + "' -Xmx128m"
        + " -Dlogback.configurationFile=" + home.resolve("conf").resolve("logback.xml").toUri());
    for (String flag : CassandraJvmCommand.moduleFlags()) {
      sh.append(' ').append(flag);
    }
    sh.append(" -cp '").append(String.join(java.io.File.pathSeparator, jars.stream().map(Path::toString).toList()))
        .append("' org.apache.cassandra.tools.NodeTool -h 127.0.0.1 -p ").append(jmxPort).append(" \"$@\"\n");
    Files.writeString(file, sh.toString());
    file.toFile().setExecutable(true);
    return file;
  }

  /** Last {@code lines} lines of a log, joined on one line, for error messages. */
  static String tail(Path log, int lines) {
    try {
      if (!Files.isRegularFile(log)) {
        return "(no " + log.getFileName() + ")";
      }
      List<String> all = Files.readAllLines(log);
      return String.join(" / ", all.subList(Math.max(0, all.size() - lines), all.size()));
    } catch (IOException | UncheckedIOException e) {
      return "(cannot read " + log + ": " + e.getMessage() + ")";
    }
  }

  /** Distinct free loopback ports (held open together so they differ), for CQL, storage and JMX. */
  private static int[] freePorts(int count) throws IOException {
    List<ServerSocket> sockets = new ArrayList<>();
    try {
      int[] ports = new int[count];
      for (int i = 0; i < count; i++) {
        ServerSocket socket = new ServerSocket();
        sockets.add(socket);
        socket.bind(new InetSocketAddress("127.0.0.1", 0));
        ports[i] = socket.getLocalPort();
      }
      return ports;
    } finally {
      for (ServerSocket socket : sockets) {
        socket.close();
      }
    }
  }

  static void deleteRecursively(Path dir) throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(dir)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.delete(p);
      }
    }
  }
}

package site.ycsb.testkit.cassandra;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * {@code bin/local-cassandra start|stop|status [--port N] [--heap SIZE] [--dir DIR]}: a local
 * single-node Cassandra for a user, the tests' own ({@link LocalCassandraServer#detached}), on
 * 127.0.0.1, CQL on port 9042 unless told otherwise, its files in {@code DIR} (default
 * {@code ~/.cache/ycsb/local-cassandra}). {@code start} returns once CQL answers and leaves the
 * server running; {@code stop} stops it and waits; {@code status} says whether it answers.
 *
 * <p>Exit codes: 0 done (or running, for status); 1 not running (status) or the server failed;
 * 2 bad arguments or the port is taken, with one line naming what was expected.
 */
public final class LocalCassandraCommand {
  static final int DEFAULT_PORT = 9042;
  static final String DEFAULT_HEAP = "1G";
  private static final String HOST = "127.0.0.1";
  private static final String USAGE = "usage: local-cassandra start|stop|status [--port N] [--heap SIZE] [--dir DIR]";

  private final PrintStream out;
  private final PrintStream err;

  private LocalCassandraCommand(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  public static void main(String[] args) {
    System.exit(run(args, System.out, System.err));
  }

  /** Runs one command; what it prints goes to {@code out} (results) and {@code err} (progress, errors). */
  static int run(String[] args, PrintStream out, PrintStream err) {
    LocalCassandraCommand command = new LocalCassandraCommand(out, err);
    Options options;
    try {
      options = Options.parse(args);
    } catch (IllegalArgumentException e) {
      err.println("local-cassandra: " + e.getMessage());
      return 2;
    }
    try {
      return switch (options.command()) {
        case "help" -> command.help();
        case "start" -> command.start(options);
        case "stop" -> command.stop(options);
        default -> command.status(options);
      };
    } catch (IOException e) {
      err.println("local-cassandra: " + e.getMessage());
      return 1;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      err.println("local-cassandra: interrupted");
      return 1;
    }
  }

  private int help() {
    out.println(USAGE);
    out.println("  start   starts a single-node Cassandra on 127.0.0.1 (CQL port --port, default " + DEFAULT_PORT
        + "; heap --heap, default " + DEFAULT_HEAP + ") and returns once CQL answers");
    out.println("  stop    stops it (its data stays for the next start) and waits until it is gone");
    out.println("  status  exit 0 when it answers, 1 when not");
    out.println("  --dir   its files, data and logs (default ~/.cache/ycsb/local-cassandra)");
    return 0;
  }

  private int start(Options options) throws IOException, InterruptedException {
    DetachedCassandraProcess local = new DetachedCassandraProcess(options.dir());
    Optional<ProcessHandle> running = local.find();
    if (running.isPresent()) {
      int port = local.cqlPort();
      if (options.portGiven() && port != options.port()) {
        err.println("local-cassandra: already running on " + HOST + ":" + port + " (pid " + running.get().pid()
            + ", " + options.dir() + "); stop it first to start it on port " + options.port());
        return 2;
      }
      out.println(ready(port) + " (already running, pid " + running.get().pid() + ")");
      return 0;
    }
    if (!portFree(options.port())) {
      err.println("local-cassandra: " + HOST + ":" + options.port() + " is in use (another Cassandra or a container?);"
          + " stop that, or choose another port with --port N");
      return 2;
    }
    Files.createDirectories(options.dir());
    err.println("[local-cassandra] starting Cassandra " + CassandraClasspath.serverVersion() + " on " + HOST + ":"
        + options.port() + " (heap " + options.heap() + "), files in " + options.dir()
        + (Files.isDirectory(options.dir().resolve("data")) ? "" : "; the first start fetches it with Maven"));
    LocalCassandraServer server = LocalCassandraServer.detached(options.dir(), options.heap(), options.port());
    try {
      server.start();
    } catch (IOException e) {
      throw new IOException("Cassandra did not start: " + e.getMessage() + " (log: " + local.systemLog() + ")", e);
    }
    local.writePid(server.pid());
    server.writeNodetool(options.dir().resolve("nodetool"));
    out.println(ready(options.port()) + " (pid " + server.pid() + ", log " + local.systemLog() + ")");
    return 0;
  }

  private int stop(Options options) throws IOException, InterruptedException {
    DetachedCassandraProcess local = new DetachedCassandraProcess(options.dir());
    Optional<ProcessHandle> running = local.find();
    if (running.isEmpty()) {
      out.println("not running (" + options.dir() + ")");
      return 0;
    }
    long started = System.nanoTime();
    boolean killed = local.stop(running.get());
    out.printf("stopped (pid %d, %s in %.1f s); its data stays in %s%n", running.get().pid(),
        killed ? "killed after a minute without exiting" : "drained", (System.nanoTime() - started) / 1e9,
        options.dir().resolve("data"));
    return 0;
  }

  private int status(Options options) throws IOException {
    DetachedCassandraProcess local = new DetachedCassandraProcess(options.dir());
    Optional<ProcessHandle> running = local.find();
    if (running.isEmpty()) {
      out.println("not running (" + options.dir() + ")");
      return 1;
    }
    int port = local.cqlPort();
    if (!cqlAnswers(port)) {
      out.println("running (pid " + running.get().pid() + ") but CQL on " + HOST + ":" + port
          + " does not answer: starting, or in trouble (log: " + local.systemLog() + ")");
      return 1;
    }
    out.println(ready(port) + " (pid " + running.get().pid() + ", log " + local.systemLog() + ")");
    return 0;
  }

  /** The line a user copies from: where it is, its datacenter, the binding's properties for it. */
  static String ready(int port) {
    return "ready: " + HOST + ":" + port + ", datacenter datacenter1; run with -p hosts=" + HOST
        + (port == DEFAULT_PORT ? "" : " -p port=" + port);
  }

  private static boolean portFree(int port) {
    try (ServerSocket socket = new ServerSocket()) {
      socket.bind(new InetSocketAddress(HOST, port));
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  private static boolean cqlAnswers(int port) {
    if (port <= 0) {
      return false;
    }
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(HOST, port), 2000);
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** The parsed command line. */
  record Options(String command, int port, boolean portGiven, String heap, Path dir) {
    static Options parse(String[] args) {
      if (args.length == 0) {
        throw new IllegalArgumentException("no command; " + USAGE);
      }
      String command = args[0];
      if (command.equals("-h") || command.equals("--help") || command.equals("help")) {
        return new Options("help", DEFAULT_PORT, false, DEFAULT_HEAP, defaultDir());
      }
      if (!command.equals("start") && !command.equals("stop") && !command.equals("status")) {
        throw new IllegalArgumentException("unknown command '" + command + "'; " + USAGE);
      }
      int port = DEFAULT_PORT;
      boolean portGiven = false;
      String heap = DEFAULT_HEAP;
      Path dir = defaultDir();
      for (int i = 1; i < args.length; i++) {
        String option = args[i];
        if (!option.equals("--port") && !option.equals("--heap") && !option.equals("--dir")) {
          throw new IllegalArgumentException("unknown option '" + option + "'; " + USAGE);
        }
        if (i + 1 >= args.length) {
          throw new IllegalArgumentException(option + " needs a value; " + USAGE);
        }
        String value = args[++i];
        switch (option) {
          case "--port" -> {
            port = port(value);
            portGiven = true;
          }
          case "--heap" -> heap = heap(value);
          default -> dir = dir(value);
        }
      }
      return new Options(command, port, portGiven, heap, dir);
    }

    private static int port(String value) {
      try {
        int port = Integer.parseInt(value);
        if (port >= 1 && port <= 65535) {
          return port;
        }
      } catch (NumberFormatException e) {
        // reported below
      }
      throw new IllegalArgumentException("--port " + value + ": expected a port number from 1 to 65535");
    }

    private static String heap(String value) {
      if (!value.matches("[1-9][0-9]*[mMgG]")) {
        throw new IllegalArgumentException("--heap " + value + ": expected a size as for -Xmx, such as 512M or 1G");
      }
      return value;
    }

    private static Path dir(String value) {
      Path dir = Path.of(value).toAbsolutePath().normalize();
      if (value.isBlank() || Files.exists(dir) && !Files.isDirectory(dir)) {
        throw new IllegalArgumentException("--dir " + value + ": expected a directory (it is created if missing)");
      }
      return dir;
    }

    /** {@code $XDG_CACHE_HOME/ycsb/local-cassandra}, else {@code ~/.cache/ycsb/local-cassandra}. */
    static Path defaultDir() {
      String cache = System.getenv("XDG_CACHE_HOME");
      Path base = cache == null || cache.isBlank() ? Path.of(System.getProperty("user.home"), ".cache") : Path.of(cache);
      return base.resolve("ycsb").resolve("local-cassandra").toAbsolutePath().normalize();
    }
  }
}

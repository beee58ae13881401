package site.ycsb.testkit.cassandra;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The detached server of one home directory ({@code bin/local-cassandra}'s), found again by a later
 * command: through the pid file, and only if that process is a Cassandra JVM reading this home's
 * {@code cassandra.yaml} (a pid may be reused); else by looking for such a process among the user's
 * (a start killed before it wrote the pid file leaves one).
 */
final class DetachedCassandraProcess {
  private static final long STOP_TIMEOUT_SECONDS = 60;
  private static final Pattern NATIVE_PORT = Pattern.compile("(?m)^native_transport_port:\\s*(\\d+)\\s*$");

  private final Path home;

  DetachedCassandraProcess(Path home) {
    this.home = home.toAbsolutePath();
  }

  Path pidFile() {
    return home.resolve("cassandra.pid");
  }

  Path yaml() {
    return home.resolve("conf").resolve("cassandra.yaml");
  }

  Path systemLog() {
    return home.resolve("logs").resolve("system.log");
  }

  /** The running server of this home, if any; a pid file naming no such process is removed. */
  Optional<ProcessHandle> find() throws IOException {
    Path pidFile = pidFile();
    if (Files.isRegularFile(pidFile)) {
      try {
        long pid = Long.parseLong(Files.readString(pidFile).trim());
        Optional<ProcessHandle> named = ProcessHandle.of(pid).filter(this::isOurs);
        if (named.isPresent()) {
          return named;
        }
      } catch (NumberFormatException e) {
        // not a pid: treated as stale
      }
      Files.deleteIfExists(pidFile);
    }
    return ProcessHandle.allProcesses().filter(this::isOurs).findFirst();
  }

  private boolean isOurs(ProcessHandle process) {
    String configFlag = "-Dcassandra.config=" + yaml().toUri();
    List<String> args = arguments(process);
    return process.isAlive() && args.contains(configFlag) && args.contains(CassandraJvmCommand.MAIN_CLASS);
  }

  /**
   * A process's arguments: from /proc on Linux, where the JDK's {@code ProcessHandle.Info} gives
   * none for a command line as long as a Cassandra JVM's; else the JDK's.
   */
  private static List<String> arguments(ProcessHandle process) {
    Path cmdline = Path.of("/proc", Long.toString(process.pid()), "cmdline");
    try {
      if (Files.isReadable(cmdline)) {
        return Arrays.asList(new String(Files.readAllBytes(cmdline), StandardCharsets.UTF_8).split("\0"));
      }
    } catch (IOException e) {
      return List.of(); // gone meanwhile, or not ours to read
    }
    return process.info().arguments().map(Arrays::asList).orElse(List.of());
  }

  void writePid(long pid) throws IOException {
    Path partial = home.resolve("cassandra.pid.tmp");
    Files.writeString(partial, pid + "\n");
    Files.move(partial, pidFile(), java.nio.file.StandardCopyOption.REPLACE_EXISTING,
        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
  }

  /** The CQL port its cassandra.yaml names (written at each start), or -1. */
  int cqlPort() throws IOException {
    if (!Files.isRegularFile(yaml())) {
      return -1;
    }
    Matcher m = NATIVE_PORT.matcher(Files.readString(yaml()));
    return m.find() ? Integer.parseInt(m.group(1)) : -1;
  }

  /**
   * SIGTERM (Cassandra drains: its memtables reach disk), SIGKILL if it is still there after a
   * minute; returns once the process is gone, whether it had to be killed.
   */
  boolean stop(ProcessHandle process) throws IOException, InterruptedException {
    boolean killed = false;
    process.destroy();
    if (!awaitExit(process, STOP_TIMEOUT_SECONDS)) {
      process.destroyForcibly();
      killed = true;
      if (!awaitExit(process, STOP_TIMEOUT_SECONDS)) {
        throw new IOException("Cassandra (pid " + process.pid() + ") is still running after SIGKILL");
      }
    }
    Files.deleteIfExists(pidFile());
    return killed;
  }

  private static boolean awaitExit(ProcessHandle process, long seconds) throws InterruptedException {
    try {
      process.onExit().get(seconds, TimeUnit.SECONDS);
      return true;
    } catch (TimeoutException e) {
      return false;
    } catch (ExecutionException e) {
      return !process.isAlive();
    }
  }
}

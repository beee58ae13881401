package site.ycsb.db.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.db.cql.contract.TextReport;
import site.ycsb.db.cql.contract.YcsbLauncher;
import site.ycsb.db.cql.contract.YcsbLauncher.Finished;

/**
 * The supported local Cassandra, {@code bin/local-cassandra}, run for real as a user runs it (on a
 * free port rather than 9042, a 512M heap, its files under target/): start returns once CQL answers
 * and leaves the server running, status says so, {@code bin/ycsb} loads and runs against it with
 * the properties start printed, stop ends it; a taken port is one line and exit 2.
 */
class LocalCassandraCommandIT {
  private static final Path HOME = Path.of("target/local-cassandra-it").toAbsolutePath();
  private Path root;

  private record Result(int exit, String out, String err) {
  }

  @BeforeEach
  void setUp() throws IOException {
    root = YcsbLauncher.forModules("cassandra").root();
    // a fresh node each time; the resolved class path of cassandra-all stays
    for (String sub : new String[] {"data", "logs"}) {
      deleteRecursively(HOME.resolve(sub));
    }
    Files.createDirectories(HOME);
  }

  private static void deleteRecursively(Path dir) throws IOException {
    if (Files.exists(dir)) {
      try (Stream<Path> paths = Files.walk(dir)) {
        for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
          Files.delete(p);
        }
      }
    }
  }

  /** Whatever a failed test left running is stopped: by the command, and by pid if that fails. */
  @AfterEach
  void stopWhatRuns() throws Exception {
    Optional<Long> pid = pid();
    localCassandra(3, "stop", "--dir", HOME.toString());
    pid.flatMap(ProcessHandle::of).ifPresent(ProcessHandle::destroyForcibly);
  }

  private Optional<Long> pid() throws IOException {
    Path pidFile = HOME.resolve("cassandra.pid");
    return Files.isRegularFile(pidFile) ? Optional.of(Long.parseLong(Files.readString(pidFile).trim()))
        : Optional.empty();
  }

  private Result localCassandra(long timeoutMinutes, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(root.resolve("bin/local-cassandra").toString()));
    command.addAll(List.of(args));
    Path out = Files.createTempFile(HOME.getParent(), "local-cassandra", ".out");
    Path err = Files.createTempFile(HOME.getParent(), "local-cassandra", ".err");
    Process p = new ProcessBuilder(command).directory(root.toFile()).redirectOutput(out.toFile())
        .redirectError(err.toFile()).start();
    p.getOutputStream().close();
    if (!p.waitFor(timeoutMinutes, TimeUnit.MINUTES)) {
      // SIGTERM first: a start's shutdown hook kills the server it was waiting for
      p.destroy();
      if (!p.waitFor(30, TimeUnit.SECONDS)) {
        p.destroyForcibly();
      }
      throw new AssertionError(String.join(" ", command) + " did not finish in " + timeoutMinutes + " minutes: "
          + Files.readString(err));
    }
    Result r = new Result(p.exitValue(), Files.readString(out), Files.readString(err));
    Files.delete(out);
    Files.delete(err);
    return r;
  }

  private Finished ycsb(Path dir, String name, int port, String... more) throws Exception {
    // bin/ycsb runs in the repository's root: its files go to the test's folder, not there
    List<String> args = new ArrayList<>(List.of(name, "cassandra", "-P", "workloads/workloada",
        "-p", "hosts=127.0.0.1", "-p", "port=" + port, "-p", "recordcount=300", "-threads", "2",
        "-p", "results.dir=" + dir.resolve(name + "-results")));
    args.addAll(List.of(more));
    return YcsbLauncher.forModules("cassandra").run(dir, name, args, 5);
  }

  private static int freePort() throws IOException {
    try (ServerSocket s = new ServerSocket()) {
      s.bind(new InetSocketAddress("127.0.0.1", 0));
      return s.getLocalPort();
    }
  }

  @Test
  void startReturnsReadyStatusAnswersYcsbRunsAgainstItAndStopEndsIt(@TempDir Path dir) throws Exception {
    int port = freePort();
    // the first start resolves cassandra-all with Maven: allow for the download
    Result start = localCassandra(15, "start", "--port", Integer.toString(port), "--heap", "512M",
        "--dir", HOME.toString());
    assertThat(start.exit()).as(start.toString()).isZero();
    assertThat(start.out()).startsWith("ready: 127.0.0.1:" + port
        + ", datacenter datacenter1; run with -p hosts=127.0.0.1 -p port=" + port + " (pid ");
    long pid = pid().orElseThrow();
    assertThat(ProcessHandle.of(pid)).as("the server outlives the start command").isPresent();
    assertThat(HOME.resolve("logs/system.log")).isRegularFile();
    assertThat(HOME.resolve("nodetool")).isExecutable();

    Result status = localCassandra(2, "status", "--dir", HOME.toString());
    assertThat(status.exit()).as(status.toString()).isZero();
    assertThat(status.out()).startsWith("ready: 127.0.0.1:" + port + ", datacenter datacenter1;");

    Finished load = ycsb(dir, "load", port, "-p", "cassandra.createschema=true");
    assertThat(load.exitCode()).as(load.describe()).isZero();
    assertThat(TextReport.parse(load.stdout()).returned("INSERT", "OK")).as(load.describe()).isEqualTo(300);
    Finished run = ycsb(dir, "run", port, "-p", "operationcount=600");
    assertThat(run.exitCode()).as(run.describe()).isZero();
    assertThat(run.stderr()).as("the interval log in the test's folder")
        .contains("interval log: " + dir.resolve("run-results").toAbsolutePath() + "/ycsb-run-");
    TextReport report = TextReport.parse(run.stdout());
    assertThat(report.returns("READ")).as(run.describe()).containsOnlyKeys("OK");
    assertThat(report.returns("UPDATE")).as(run.describe()).containsOnlyKeys("OK");

    Result stop = localCassandra(3, "stop", "--dir", HOME.toString());
    assertThat(stop.exit()).as(stop.toString()).isZero();
    assertThat(stop.out()).startsWith("stopped (pid " + pid);
    assertThat(ProcessHandle.of(pid).filter(ProcessHandle::isAlive)).as("stop waits until it is gone").isEmpty();
    Result after = localCassandra(2, "status", "--dir", HOME.toString());
    assertThat(after.exit()).as(after.toString()).isEqualTo(1);
    assertThat(after.out()).startsWith("not running");
  }

  @Test
  void startOnATakenPortIsOneLineAndExit2() throws Exception {
    Path other = HOME.resolveSibling("local-cassandra-it-taken");
    try (ServerSocket taken = new ServerSocket()) {
      taken.bind(new InetSocketAddress("127.0.0.1", 0));
      int port = taken.getLocalPort();
      Result r = localCassandra(5, "start", "--port", Integer.toString(port), "--dir", other.toString());
      assertThat(r.exit()).as(r.toString()).isEqualTo(2);
      assertThat(r.out()).isEmpty();
      assertThat(r.err().lines()).as(r.err()).containsExactly("local-cassandra: 127.0.0.1:" + port
          + " is in use (another Cassandra or a container?); stop that, or choose another port with --port N");
    }
    assertThat(other).as("nothing started").doesNotExist();
  }
}

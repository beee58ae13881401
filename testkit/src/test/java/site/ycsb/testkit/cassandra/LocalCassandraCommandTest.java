package site.ycsb.testkit.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** bin/local-cassandra's answers that need no server: bad arguments, a taken port, nothing running. */
class LocalCassandraCommandTest {
  @TempDir
  Path dir;

  private record Result(int exit, String out, String err) {
  }

  private static Result run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int exit = LocalCassandraCommand.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Result(exit, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  private static void assertOneLineUsageError(Result r, String... mentions) {
    assertThat(r.exit()).as(r.toString()).isEqualTo(2);
    assertThat(r.out()).isEmpty();
    assertThat(r.err().lines()).as(r.err()).hasSize(1).allMatch(l -> l.startsWith("local-cassandra: "));
    assertThat(r.err()).contains(mentions).doesNotContain("Exception", "\tat ");
  }

  @Test
  void badPortHeapCommandOrOptionIsOneLineNamingItAndExit2() {
    assertOneLineUsageError(run("start", "--port", "90420"), "--port 90420", "1 to 65535");
    assertOneLineUsageError(run("start", "--port", "x"), "--port x");
    assertOneLineUsageError(run("start", "--heap", "lots"), "--heap lots", "512M");
    assertOneLineUsageError(run("restart"), "unknown command 'restart'", "start|stop|status");
    assertOneLineUsageError(run("start", "--ports", "1"), "unknown option '--ports'");
    assertOneLineUsageError(run("start", "--port"), "--port needs a value");
    assertOneLineUsageError(run(), "no command");
  }

  @Test
  void dirThatIsAFileIsOneLineAndExit2() throws Exception {
    Path file = Files.writeString(dir.resolve("file"), "x");
    assertOneLineUsageError(run("status", "--dir", file.toString()), "--dir " + file, "directory");
  }

  @Test
  void startOnATakenPortIsOneLineAndExit2BeforeAnythingStarts() throws Exception {
    Path home = dir.resolve("home");
    try (ServerSocket taken = new ServerSocket()) {
      taken.bind(new InetSocketAddress("127.0.0.1", 0));
      int port = taken.getLocalPort();
      Result r = run("start", "--port", Integer.toString(port), "--dir", home.toString());
      assertOneLineUsageError(r, "127.0.0.1:" + port + " is in use", "--port N");
    }
    assertThat(home).as("nothing written before the port check").doesNotExist();
  }

  @Test
  void statusWithNothingRunningSaysSoAndExits1StopExits0() {
    Result status = run("status", "--dir", dir.toString());
    assertThat(status.exit()).isEqualTo(1);
    assertThat(status.out()).startsWith("not running (" + dir.toAbsolutePath());
    Result stop = run("stop", "--dir", dir.toString());
    assertThat(stop.exit()).as("stopping what is not running is done already").isZero();
    assertThat(stop.out()).startsWith("not running");
  }

  @Test
  void stalePidFileNamingAnotherProcessIsIgnoredAndRemoved() throws Exception {
    // this test JVM is alive but is no Cassandra of this directory: its pid must not be stopped
    Path pidFile = Files.writeString(dir.resolve("cassandra.pid"), ProcessHandle.current().pid() + "\n");
    Result stop = run("stop", "--dir", dir.toString());
    assertThat(stop.out()).startsWith("not running");
    assertThat(pidFile).doesNotExist();
  }

  @Test
  void readyLineGivesTheBindingPropertiesAndThePortOnlyWhenNotTheDefault() {
    assertThat(LocalCassandraCommand.ready(9042))
        .isEqualTo("ready: 127.0.0.1:9042, datacenter datacenter1; run with -p hosts=127.0.0.1");
    assertThat(LocalCassandraCommand.ready(19042)).endsWith("run with -p hosts=127.0.0.1 -p port=19042");
  }

  @Test
  void defaultDirIsUnderTheUsersCache() {
    assertThat(LocalCassandraCommand.Options.parse(new String[] {"status"}).dir().toString())
        .endsWith("/ycsb/local-cassandra");
  }
}

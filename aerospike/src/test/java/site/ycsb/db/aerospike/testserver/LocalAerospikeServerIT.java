package site.ycsb.db.aerospike.testserver;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The local server never outlives its test JVM, however that JVM ends. */
class LocalAerospikeServerIT {

  /** The test JVM stand-in: starts a server, prints its pid and waits to be killed. */
  public static void main(String[] args) throws Exception {
    LocalAerospikeServer server = LocalAerospikeServer.start("orphan");
    System.out.println("PID " + server.pid());
    System.out.flush();
    Thread.sleep(Long.MAX_VALUE);
  }

  @Test
  void theServerStopsWhenItsJvmIsKilled() throws Exception {
    assumeTrue(LocalAerospikeServer.findScript().isPresent(), SharedAerospike.NO_SERVER);
    Process jvm = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx64m", "-cp", System.getProperty("java.class.path"),
        "-Dycsb.root=" + System.getProperty("ycsb.root", ".."),
        "-Daerospike.testserver.dir=" + LocalAerospikeServer.workDir(), LocalAerospikeServerIT.class.getName()))
        .redirectError(ProcessBuilder.Redirect.DISCARD).start();
    long pid;
    try {
      CompletableFuture<String> line = CompletableFuture.supplyAsync(() -> {
        try (BufferedReader out = new BufferedReader(new InputStreamReader(jvm.getInputStream(), StandardCharsets.UTF_8))) {
          return out.readLine();
        } catch (Exception e) {
          return null;
        }
      });
      String first = line.get(3, TimeUnit.MINUTES);
      assertThat(first).as("the child JVM started a server").startsWith("PID ");
      pid = Long.parseLong(first.substring(4).trim());
      assertThat(alive(pid)).as("asd runs while its JVM does").isTrue();
    } finally {
      jvm.destroyForcibly(); // SIGKILL: no shutdown hook, no cleanup of its own
      jvm.waitFor(30, TimeUnit.SECONDS);
    }
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (alive(pid) && System.nanoTime() < deadline) {
      Thread.sleep(200);
    }
    assertThat(alive(pid)).as("asd (pid " + pid + ") stopped once its JVM was killed").isFalse();
  }

  /** Whether the process runs: it exists and is not a zombie waiting to be reaped. */
  private static boolean alive(long pid) throws Exception {
    Path stat = Path.of("/proc", Long.toString(pid), "stat");
    if (!Files.exists(stat)) {
      return false;
    }
    try {
      String text = Files.readString(stat);
      return !text.substring(text.lastIndexOf(')') + 2).startsWith("Z");
    } catch (java.io.IOException e) {
      return false; // gone between the two calls
    }
  }
}

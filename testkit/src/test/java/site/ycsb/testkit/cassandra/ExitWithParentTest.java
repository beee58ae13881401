package site.ycsb.testkit.cassandra;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The server's guard against outliving the test JVM, tried on a stand-in main class. */
class ExitWithParentTest {
  /** Stands in for CassandraDaemon: runs until its JVM exits. */
  public static final class RunForever {
    public static void main(String[] args) throws InterruptedException {
      Thread.sleep(Long.MAX_VALUE);
    }
  }

  @Test
  void processExitsOnceItsStdinCloses() throws Exception {
    Process child = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx32m", "-cp", System.getProperty("java.class.path"), ExitWithParent.class.getName(),
        RunForever.class.getName())).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    try {
      assertThat(child.waitFor(1500, TimeUnit.MILLISECONDS)).as("runs while the parent holds stdin").isFalse();
      child.getOutputStream().close(); // what the OS does when the parent dies
      assertThat(child.waitFor(20, TimeUnit.SECONDS)).as("exits when stdin closes").isTrue();
      assertThat(child.exitValue()).isZero();
    } finally {
      child.destroyForcibly();
    }
  }
}

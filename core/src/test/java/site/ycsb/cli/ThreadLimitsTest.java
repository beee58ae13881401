package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/** More threads than the machine can start: one line and exit 2, promptly, never a hang or a stack trace. */
@EnabledOnOs(OS.LINUX)
class ThreadLimitsTest {
  private static final String WORKLOAD = System.getProperty("ycsb.root", "..") + "/workloads/workloada";

  @Test
  void aThreadCountBeyondTheMachinesLimitsFailsBeforeStartingAnyThread() {
    CommandLineTest.Outcome o = CommandLineTest.run("-t", "-db", "basic", "-P", WORKLOAD, "-p", "basicdb.verbose=false",
        "-p", "operationcount=10", "-p", "hdrhistogram.fileoutput=false", "-threads", "100000000");
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.errorLine()).contains("threadcount=100000000").contains("expected fewer threads");
  }

  @Test
  void whenTheJvmCannotStartAllThreadsTheStartedOnesEndAndTheRunFailsWithOneLine() throws Exception {
    // A small address space (ulimit -v) with big stacks: the JVM runs out of thread stacks after a
    // few hundred threads, although the machine-wide limits would allow thousands.
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String command = "ulimit -v 3000000; exec " + java + " -Xmx128m -Xss16m -XX:CompressedClassSpaceSize=64m"
        + " -XX:ReservedCodeCacheSize=32m -cp '" + System.getProperty("java.class.path") + "' site.ycsb.Client -t"
        + " -db basic -P " + WORKLOAD + " -p basicdb.verbose=false -p operationcount=1000"
        + " -p hdrhistogram.fileoutput=false -threads 5000";
    ProcessBuilder pb = new ProcessBuilder(List.of("bash", "-c", command)).redirectErrorStream(true);
    pb.environment().put("MALLOC_ARENA_MAX", "2");
    Process p = pb.start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).as("no hang").isTrue();
    assertThat(p.exitValue()).as(out).isEqualTo(2);
    assertThat(out.lines().filter(l -> l.startsWith("Error:")).toList()).singleElement().asString()
        .contains("threadcount=5000: the JVM could start only");
    assertThat(out).doesNotContain("\tat ").doesNotContain("Exception in");
  }
}

package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import site.ycsb.testing.InterruptibleCommand;

/**
 * The memory binding's data outgrows a small heap (a child JVM with -Xmx128m): the run ends by
 * itself, soon, with one line naming the remedy, exit code 1 and a complete report of what was
 * done; never in minutes of back-to-back full collections or an OutOfMemoryError. And a signal
 * ends a run whose heap is busy being collected within the grace period.
 */
@EnabledOnOs(OS.LINUX)
class HeapExhaustionTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";

  @TempDir
  Path dir;
  private Process child;

  @AfterEach
  void killWhatIsLeft() {
    if (child != null) {
      child.destroyForcibly(); // a run that does not end by itself must not outlive the test
    }
  }

  private Process start(String... args) throws Exception {
    List<String> cmd = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-Xmx128m", "-XX:+UseG1GC", "-cp", System.getProperty("java.class.path"), "site.ycsb.Client"));
    cmd.addAll(List.of(args));
    cmd.addAll(List.of("-p", "hdrhistogram.fileoutput=false"));
    child = new ProcessBuilder(InterruptibleCommand.of(cmd)).redirectOutput(dir.resolve("out.txt").toFile())
        .redirectError(dir.resolve("err.txt").toFile()).start();
    return child;
  }

  private String out() throws Exception {
    return Files.readString(dir.resolve("out.txt"), StandardCharsets.UTF_8);
  }

  private String err() throws Exception {
    return Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
  }

  @Test
  void aLoadThatOutgrowsTheHeapEndsWithTheRemedyAndTheReportOfWhatWasLoaded() throws Exception {
    Process p = start("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada", "-p", "recordcount=5000000",
        "-threads", "4");
    assertThat(p.waitFor(90, TimeUnit.SECONDS)).as("ends by itself").isTrue();
    String err = err();
    assertThat(p.exitValue()).as(err).isEqualTo(1);
    assertThat(err).containsOnlyOnce("[ERROR] the Java heap (128 MB) is nearly exhausted")
        .contains("-jvm-args \"-Xmx256m\"", "[INFO] stopped early: the Java heap was nearly exhausted")
        .doesNotContain("OutOfMemoryError", "Exception", "\tat ");
    long inserted = value(err, "INSERT", "Operations");
    assertThat(inserted).as("records loaded before the stop").isBetween(10_000L, 5_000_000L);
    assertThat(value(err, "INSERT", "Return=OK")).isEqualTo(inserted);
    assertThat(out()).as("no run phase after a load that was cut short").isEmpty();
  }

  @Test
  void aRunWhoseInsertsOutgrowTheHeapEndsWithTheRemedyAndACompleteReport() throws Exception {
    Process p = start("-loadrun", "-db", "memory", "-P", WORKLOADS + "mixed", "-p", "recordcount=1000",
        "-p", "operationcount=0", "-p", "maxexecutiontime=300", "-threads", "2");
    assertThat(p.waitFor(90, TimeUnit.SECONDS)).as("ends by itself").isTrue();
    String err = err();
    String report = out();
    assertThat(p.exitValue()).as(err).isEqualTo(1);
    assertThat(err).containsOnlyOnce("[ERROR] the Java heap (128 MB) is nearly exhausted")
        .doesNotContain("OutOfMemoryError", "Exception", "\tat ");
    long operations = value(report, "TOTAL", "Operations");
    assertThat(value(report, "INSERT", "Operations")).isPositive();
    assertThat(value(report, "TOTAL", "Return=OK") + value(report, "TOTAL", "Return=NOT_FOUND"))
        .isEqualTo(operations);
  }

  @ParameterizedTest
  @ValueSource(strings = {"TERM", "INT"})
  void aSignalEndsARunOnABusyHeapWithinTheGracePeriod(String signal) throws Exception {
    // a third of the heap holds data; updates turn it over, so the collector never rests
    Process p = start("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada", "-p", "recordcount=35000",
        "-p", "operationcount=0", "-p", "maxexecutiontime=300", "-p", "shutdown.graceperiod=2", "-threads", "4");
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
    while (!err().contains("Running the workload") && System.nanoTime() < deadline) {
      assertThat(p.isAlive()).as(err()).isTrue();
      Thread.sleep(100);
    }
    Thread.sleep(2000);
    assertThat(p.isAlive()).as(err()).isTrue();
    long signalled = System.nanoTime();
    new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("exits after the signal").isTrue();
    long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - signalled);
    // the 2 s grace period, then the report: the bound only rules out waiting for maxexecutiontime (300 s),
    // since a collector thrashing on a busy machine stretches the rest
    assertThat(seconds).as("2 s grace period, then the report, well before maxexecutiontime").isLessThan(50);
    assertThat(err()).contains("stop requested").doesNotContain("OutOfMemoryError", "\tat ");
    String report = out();
    long operations = value(report, "TOTAL", "Operations");
    assertThat(value(report, "UPDATE", "Return=OK")).isPositive();
    assertThat(value(report, "TOTAL", "Return=OK")).isEqualTo(operations);
  }

  private static long value(String report, String metric, String measurement) {
    Matcher m = Pattern.compile("^\\[" + Pattern.quote(metric) + "\\], " + Pattern.quote(measurement) + ", (\\d+)$",
        Pattern.MULTILINE).matcher(report);
    assertThat(m.find()).as(metric + " " + measurement + " in%n" + report).isTrue();
    return Long.parseLong(m.group(1));
  }
}

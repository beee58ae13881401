package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import site.ycsb.testing.InterruptibleCommand;

/** SIGTERM and SIGINT stop a run of the real command line; the report and the log are complete. */
@EnabledOnOs(OS.LINUX)
class SignalShutdownTest {

  @ParameterizedTest
  @CsvSource({"TERM, 0", "INT, 0", "TERM, 16"})
  void aSignalEndsTheRunWithACompleteReportAndIntervalLog(String signal, int inFlight, @TempDir Path dir)
      throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String workload = System.getProperty("ycsb.root", "..") + "/workloads/mixed";
    Path out = dir.resolve("stdout.txt");
    Path err = dir.resolve("stderr.txt");
    Process p = new ProcessBuilder(InterruptibleCommand.of(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
        "site.ycsb.Client", "-loadrun", "-db", "memory", "-P", workload, "-p", "recordcount=1000",
        "-p", "operationcount=0", "-p", "hdrhistogram.output.path=" + dir + "/", "-p", "measurement.interval.seconds=1",
        "-p", "async.inflight=" + inFlight,
        // paced: unthrottled, mixed's inserts would grow the in-memory data set past this small heap
        "-target", "5000")))
        .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (!Files.readString(err).contains("Running the workload") && System.nanoTime() < deadline) {
      assertThat(p.isAlive()).as(Files.readString(err)).isTrue();
      Thread.sleep(100);
    }
    Thread.sleep(2500); // a couple of intervals of the run phase
    new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor();
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("exits after the signal").isTrue();

    String report = Files.readString(out, StandardCharsets.UTF_8);
    String diagnostics = Files.readString(err, StandardCharsets.UTF_8);
    assertThat(report).contains("[OVERALL], RunTime(ms)", "[READ], Return=OK", "[INSERT], Return=OK");
    assertThat(diagnostics).contains("stop requested").doesNotContain("\tat ");
    long readOps = value(report, "READ", "Operations");
    assertThat(readOps).isPositive();

    File[] runLogs = dir.toFile().listFiles((d, n) -> n.startsWith("ycsb-run-") && n.endsWith(".hdr"));
    assertThat(runLogs).hasSize(1);
    long logged = 0;
    try (HistogramLogReader reader = new HistogramLogReader(runLogs[0])) {
      EncodableHistogram h;
      while ((h = reader.nextIntervalHistogram()) != null) {
        if ("READ".equals(h.getTag())) {
          logged += ((org.HdrHistogram.Histogram) h).getTotalCount();
        }
      }
    }
    assertThat(logged).as("every READ is in the log, the last partial interval too").isEqualTo(readOps);
  }

  private static long value(String report, String metric, String measurement) {
    Matcher m = Pattern.compile("^\\[" + Pattern.quote(metric) + "\\], " + Pattern.quote(measurement) + ", (\\d+)$",
        Pattern.MULTILINE).matcher(report);
    assertThat(m.find()).as(metric + " " + measurement).isTrue();
    return Long.parseLong(m.group(1));
  }

}

package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.measurements.LoggedCounts;

/** Two clients started at the same moment in one directory each write a complete log of their own. */
class TwoClientsOneDirectoryTest {

  @Test
  void twoProcessesStartedTogetherWriteTwoSeparateCompleteLogs(@TempDir Path dir) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String workload = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath() + "/workloads/workloada";
    List<Process> clients = new ArrayList<>();
    for (int i = 0; i < 2; i++) {
      clients.add(new ProcessBuilder(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
          "site.ycsb.Client", "-t", "-db", "basic", "-P", workload, "-p", "basicdb.verbose=false",
          "-p", "operationcount=50000", "-p", "measurement.interval.seconds=1")
          .directory(dir.toFile())
          .redirectOutput(dir.resolve("out" + i + ".txt").toFile())
          .redirectError(dir.resolve("err" + i + ".txt").toFile()).start());
    }
    for (Process p : clients) {
      assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
      assertThat(p.exitValue()).isZero();
    }
    // in the run folders under results/ (one, or two when their names differ by a second)
    try (java.util.stream.Stream<Path> files = Files.walk(dir.resolve("results"))) {
      assertThat(files.filter(f -> f.toString().endsWith(".hdr")).toList()).hasSize(2);
    }
    for (int i = 0; i < 2; i++) {
      String err = Files.readString(dir.resolve("err" + i + ".txt"));
      Matcher logName = Pattern.compile("interval log: (\\S+)").matcher(err);
      assertThat(logName.find()).as(err).isTrue();
      Path log = Path.of(logName.group(1));
      Map<String, Long> logged = LoggedCounts.byTag(log);
      String report = Files.readString(dir.resolve("out" + i + ".txt"));
      assertThat(logged.get("READ")).isEqualTo(value(report, "READ"));
      assertThat(logged.get("UPDATE")).isEqualTo(value(report, "UPDATE"));
      assertThat(Files.readString(log)).contains("#[meta pid=" + clients.get(i).pid() + "]").contains("#[end ");
    }
  }

  private static long value(String report, String metric) {
    Matcher m = Pattern.compile("^\\[" + metric + "\\], Operations, (\\d+)$", Pattern.MULTILINE).matcher(report);
    assertThat(m.find()).as(report).isTrue();
    return Long.parseLong(m.group(1));
  }
}

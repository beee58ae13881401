package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The exactness test end to end: a run split across three processes with disjoint key ranges and
 * the same run in one process give identical operation and status counts per metric once the three
 * logs are merged (one operation kind, so the counts do not depend on the random operation mix).
 * (Latencies come from the machine's clock here; that merged percentiles equal one
 * process's when the latencies are the same is pinned by LogMergeTest, where they are.)
 */
class ThreeProcessesMergeTest {
  private static final String[] RUN = {"-loadrun", "-db", "memory", "-p", "recordcount=3000",
      "-p", "operationcount=3000", "-p", "readproportion=1", "-p", "updateproportion=0",
      "-p", "requestdistribution=uniform", "-p", "threadcount=2", "-p", "measurement.interval.seconds=1"};

  @TempDir
  Path dir;

  private Process start(Path logs, String... more) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> cmd = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
        "site.ycsb.Client"));
    cmd.addAll(List.of(RUN));
    cmd.addAll(List.of("-p", "hdrhistogram.output.path=" + logs + "/"));
    cmd.addAll(List.of(more));
    Files.createDirectories(logs);
    return new ProcessBuilder(cmd).directory(dir.toFile()).redirectOutput(logs.resolve("report.txt").toFile())
        .redirectError(logs.resolve("stderr.txt").toFile()).start();
  }

  private static Map<String, String> merge(String phase, Path logs) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)).run(new String[] {"-merge", "--phase", phase,
            logs.toString()});
    assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
    return Triples.of(out.toString(StandardCharsets.UTF_8));
  }

  /** The counts of a summary: every Operations and Return= line (but CLEANUP's: one per thread). */
  private static Map<String, String> counts(Map<String, String> summary) {
    Map<String, String> out = new java.util.TreeMap<>();
    summary.forEach((k, v) -> {
      if ((k.endsWith("/Operations") || k.contains("/Return=")) && !k.startsWith("CLEANUP")) {
        out.put(k, v);
      }
    });
    return out;
  }

  @Test
  void threeProcessesWithDisjointKeyRangesMergeToTheCountsOfOneProcess() throws Exception {
    List<Process> processes = new ArrayList<>();
    processes.add(start(dir.resolve("one")));
    for (int i = 0; i < 3; i++) {
      processes.add(start(dir.resolve("three"), "-p", "client.count=3", "-p", "client.index=" + i));
    }
    for (Process p : processes) {
      assertThat(p.waitFor(180, TimeUnit.SECONDS)).isTrue();
      assertThat(p.exitValue()).as(Files.readString(dir.resolve("three/stderr.txt"))).isZero();
    }
    for (String phase : List.of("load", "run")) {
      Map<String, String> one = counts(merge(phase, dir.resolve("one")));
      Map<String, String> three = counts(merge(phase, dir.resolve("three")));
      assertThat(three).as(phase).isEqualTo(one);
      assertThat(one).as(phase).isNotEmpty();
    }
    Map<String, String> run = merge("run", dir.resolve("three"));
    assertThat(run).containsEntry("MERGE/Logs", "3").containsEntry("READ-COMB/Operations",
        String.valueOf(Long.parseLong(run.get("READ/Return=OK")) + Long.parseLong(run.getOrDefault(
            "READ/Return=NOT_FOUND", "0"))));
    assertThat(run).containsEntry("READ/Operations", "3000").containsEntry("READ/Return=OK", "3000");
    assertThat(merge("load", dir.resolve("three"))).containsEntry("INSERT/Operations", "3000");
  }
}

package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run writes every file it writes by default (interval logs, events' output) into one folder of
 * its own under results/, named on its first lines, and nothing else in the working directory.
 */
class RunFolderTest {
  private static final String WORKLOAD = Path.of(System.getProperty("ycsb.root", "..")).toAbsolutePath()
      + "/workloads/workloada";

  @TempDir
  Path work;
  @TempDir
  Path streams;

  private String client(String name, String... args) throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
        "site.ycsb.Client"));
    command.addAll(List.of(args));
    ProcessBuilder pb = new ProcessBuilder(command).directory(work.toFile())
        .redirectOutput(streams.resolve(name + ".out").toFile()).redirectError(streams.resolve(name + ".err").toFile());
    pb.environment().remove("CI");
    Process p = pb.start();
    assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
    String err = Files.readString(streams.resolve(name + ".err"));
    assertThat(p.exitValue()).as(err).isZero();
    return err;
  }

  private List<Path> filesIn(Path dir) throws Exception {
    try (Stream<Path> files = Files.walk(dir)) {
      return files.filter(Files::isRegularFile).map(dir::relativize).sorted().toList();
    }
  }

  @Test
  void aRunInAScratchDirectoryLeavesNothingOutsideItsResultsFolder() throws Exception {
    String err = client("loadrun", "-loadrun", "-db", "memory", "-P", WORKLOAD, "-p", "recordcount=100",
        "-p", "operationcount=0", "-p", "maxexecutiontime=2", "-p", "target=200", "-p", "events=1s:echo hello");
    List<String> lines = err.lines().toList();
    assertThat(lines.get(2)).as(err).matches("Results folder: results/\\d{8}-\\d{6}-loadrun-memory/");
    String folder = lines.get(2).substring("Results folder: ".length());
    List<Path> files = filesIn(work);
    assertThat(files).as("everything under the run's folder").allMatch(f -> f.startsWith(folder));
    assertThat(files).extracting(f -> f.getFileName().toString())
        .anyMatch(n -> n.matches("ycsb-load-.*\\.hdr")).anyMatch(n -> n.matches("ycsb-run-.*\\.hdr"))
        .anyMatch(n -> n.matches("ycsb-run-.*-event1\\.out"));

    String second = client("run", "-t", "-db", "basic", "-P", WORKLOAD, "-p", "operationcount=10",
        "-p", "hdrhistogram.fileoutput=false", "-p", "events=0s:echo again");
    String other = second.lines().toList().get(2).substring("Results folder: ".length());
    assertThat(other).as("a folder per run").isNotEqualTo(folder).matches("results/\\d{8}-\\d{6}-run-basic/");
    assertThat(filesIn(work)).allMatch(f -> f.startsWith(folder) || f.startsWith(other));
  }

  @Test
  void aRunThatWritesNoFileByDefaultCreatesNoFolder() throws Exception {
    String err = client("quiet", "-t", "-db", "basic", "-P", WORKLOAD, "-p", "operationcount=10",
        "-p", "hdrhistogram.fileoutput=false");
    assertThat(err).doesNotContain("Results folder");
    assertThat(filesIn(work)).isEmpty();
    assertThat(work.resolve("results")).doesNotExist();
  }
}

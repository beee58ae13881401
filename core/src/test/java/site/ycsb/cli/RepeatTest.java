package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** repeat=N: N run phases, each its own log marked with its index and its own report; report gives the between-run figures. */
class RepeatTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return new ClientMain(new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8)).run(args);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void repeatTwoRunsTheRunPhaseTwiceEachLogMarkedAndReportGivesTheBetweenRunTable() throws Exception {
    Path logs = dir.resolve("logs");
    int code = run("-loadrun", "-db", "memory", "-p", "recordcount=100", "-p", "operationcount=0",
        "-p", "maxexecutiontime=2", "-p", "target=300", "-p", "repeat=2", "-p", "repeat.reload=false",
        "-p", "hdrhistogram.output.path=" + logs + "/", "-p", "measurement.interval.seconds=1");
    assertThat(code).as(err()).isZero();
    String report = out.toString(StandardCharsets.UTF_8);
    assertThat(report.lines().filter(l -> l.startsWith("[REPEAT], Index, ")).toList())
        .containsExactly("[REPEAT], Index, 1", "[REPEAT], Index, 2");
    List<String> marks;
    try (Stream<Path> files = Files.list(logs)) {
      marks = files.filter(f -> f.getFileName().toString().startsWith("ycsb-run-")).sorted().map(f -> {
        try {
          return Files.readAllLines(f).stream().filter(l -> l.startsWith("#[meta repeat=")).findFirst().orElse("");
        } catch (java.io.IOException e) {
          throw new java.io.UncheckedIOException(e);
        }
      }).toList();
    }
    assertThat(marks).containsExactly("#[meta repeat=1]", "#[meta repeat=2]");

    out.reset();
    err.reset();
    assertThat(run("-report", "--format", "csv", logs.toString())).as(err()).isZero();
    assertThat(err()).contains("[INFO] runs: 2 repetitions; between-run mean, spread")
        .contains("Throughput (ops/s)").contains("The between-run interval is the one comparisons of these runs use");
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("\nr1,summary,").contains("\nr2,summary,")
        .contains("\nruns,between_runs,Throughput,,,ops/s.mean,").contains("\nruns,between_runs,Throughput,,,ops/s.low,");

    out.reset();
    assertThat(run("-report", "--format", "json", logs.toString())).as(err()).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("\"repetitions\":[{\"name\":\"runs\",\"runs\":[\"r1\",\"r2\"],")
        .contains("\"interval\":\"between runs\",\"why\":\"The between-run interval is the one");
    Path html = dir.resolve("report.html");
    assertThat(run("-report", "-o", html.toString(), logs.toString())).as(err()).isZero();
    assertThat(Files.readString(html)).contains("<section id=\"repetitions\"><h2>Between runs</h2><h3>runs: 2 repetitions")
        .contains("The between-run interval is the one comparisons of these runs use");
  }

  @Test
  void repeatTwoOfTheRunCommandWritesANamedLogPerRepetitionEachMarkedWithItsIndex() throws Exception {
    Path named = dir.resolve("run.hdr");
    int code = run("-t", "-db", "basic", "-p", "basicdb.verbose=false", "-p", "operationcount=300",
        "-p", "repeat=2", "-p", "hdrhistogram.output.path=" + named, "-p", "measurement.interval.seconds=1");
    assertThat(code).as(err()).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8).lines().filter(l -> l.startsWith("[REPEAT], Index, ")).toList())
        .containsExactly("[REPEAT], Index, 1", "[REPEAT], Index, 2");
    assertThat(named).doesNotExist();
    assertThat(Files.readString(dir.resolve("run-r1.hdr"))).contains("#[meta repeat=1]");
    assertThat(Files.readString(dir.resolve("run-r2.hdr"))).contains("#[meta repeat=2]");
  }

  @Test
  void repeatReloadLoadsBeforeEachRepetitionAndTheLoadLogsAreNoRepetitions() throws Exception {
    Path logs = dir.resolve("logs");
    int code = run("-loadrun", "-db", "memory", "-p", "recordcount=100", "-p", "operationcount=300",
        "-p", "repeat=2", "-p", "repeat.reload=true", "-p", "hdrhistogram.output.path=" + logs + "/",
        "-p", "measurement.interval.seconds=1");
    assertThat(code).as(err()).isZero();
    List<String> loads;
    try (Stream<Path> files = Files.list(logs)) {
      loads = files.map(f -> f.getFileName().toString()).filter(n -> n.startsWith("ycsb-load-")).toList();
    }
    assertThat(loads).hasSize(2);
    out.reset();
    err.reset();
    assertThat(run("-report", "--format", "csv", logs.toString())).as(err()).isZero();
    assertThat(out.toString(StandardCharsets.UTF_8)).contains("\nr1,summary,").contains("\nr2,summary,")
        .doesNotContain("\nr3,summary,");
  }

  @Test
  void repeatReloadWithoutALoadPhaseIsOneLineAndExit2() {
    assertThat(run("-t", "-db", "basic", "-p", "repeat=2", "-p", "repeat.reload=true")).isEqualTo(2);
    assertThat(err().lines().filter(l -> l.startsWith("Error: ")).toList()).containsExactly("Error: repeat.reload=true:"
        + " only loadrun has a load phase to repeat; expected loadrun, or repeat.reload=false");
    assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
  }
}

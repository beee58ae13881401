package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loadrun}'s two phases from one set of properties: timed events belong to the run phase
 * ({@code load.events} to the load), both phases are checked before the load starts, and files named
 * explicitly get a load sibling so the run never overwrites the load's.
 */
class LoadRunPhasesTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";

  private static CommandLineTest.Outcome loadrun(Path dir, String... extra) {
    List<String> a = new ArrayList<>(List.of("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada",
        "-p", "recordcount=200", "-p", "operationcount=400", "-p", "hdrhistogram.output.path=" + dir + "/",
        "-p", "exportfile=" + dir.resolve("run.txt")));
    a.addAll(List.of(extra));
    return CommandLineTest.run(a.toArray(new String[0]));
  }

  @Test
  void eventsRunInTheRunPhaseOnlyAndLoadEventsInTheLoadPhaseOnly(@TempDir Path dir) throws Exception {
    Path marks = dir.resolve("marks");
    // paced (1 s of load, 2 s of run) so that each command, started at half a phase, ends within it
    CommandLineTest.Outcome o = loadrun(dir, "-target", "200", "-p", "events=50%:echo run >> " + marks,
        "-p", "load.events=50%:echo load >> " + marks);
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(Files.readAllLines(marks)).containsExactlyInAnyOrder("load", "run");
    assertThat(Files.readString(dir.resolve("run.txt"))).contains("[EVENT-1], Command, echo run >> " + marks)
        .doesNotContain("echo load");
    assertThat(Files.readString(dir.resolve("run.load.txt"))).contains("[EVENT-1], Command, echo load >> " + marks)
        .doesNotContain("echo run");
  }

  @Test
  void withoutLoadEventsTheLoadRunsNoEvent(@TempDir Path dir) throws Exception {
    Path marks = dir.resolve("marks");
    CommandLineTest.Outcome o = loadrun(dir, "-target", "200", "-p", "events=50%:echo once >> " + marks);
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(Files.readAllLines(marks)).containsExactly("once");
    assertThat(Files.readString(dir.resolve("run.load.txt"))).doesNotContain("[EVENT-");
  }

  @Test
  void aMistakeInTheRunPhasesSettingsIsFoundBeforeTheLoadStarts(@TempDir Path dir) {
    // a share of the operations with no operation count: before, this ran the load, then exited 2
    CommandLineTest.Outcome o = loadrun(dir, "-p", "events=20%:true", "-p", "operationcount=0",
        "-p", "maxexecutiontime=5");
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.errorLine()).contains("'20%' is a share of the operations, but the phase has no operation count");
    assertThat(o.err()).doesNotContain("Loading data...");
    assertThat(dir.resolve("run.load.txt")).doesNotExist();
    assertThat(dir.toFile().list((d, n) -> n.endsWith(".hdr"))).as("no phase began").isEmpty();
  }

  @Test
  void theRunPhasesWarmUpAsLongAsItsTimeLimitIsFoundBeforeTheLoad(@TempDir Path dir) {
    CommandLineTest.Outcome o = loadrun(dir, "-p", "maxexecutiontime=5", "-p", "measurement.warmup=5");
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err()).doesNotContain("Loading data...");
  }

  @Test
  void anExplicitIntervalLogFileGivesTheLoadPhaseItsOwnLoadSibling(@TempDir Path dir) throws Exception {
    Path log = dir.resolve("logs/study.hdr");
    CommandLineTest.Outcome o = loadrun(dir, "-p", "hdrhistogram.output.path=" + log);
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(Files.readString(dir.resolve("logs/study.load.hdr"))).contains("#[meta phase=load]", "#[end ");
    assertThat(Files.readString(log)).contains("#[meta phase=run]", "#[end ");
    assertThat(o.err()).contains("[INFO] HdrHistogram interval log: " + dir.resolve("logs/study.load.hdr"),
        "[INFO] HdrHistogram interval log: " + log);
  }

  @Test
  void phaseLinesComeOnlyOnceThePhasesSettingsAndBindingAreGood() {
    CommandLineTest.Outcome o = CommandLineTest.run("-t", "-db", "site.ycsb.cli.CommandLineTest$StrictBindingDB",
        "-p", "strict.level=high", "-p", "operationcount=10", "-p", "hdrhistogram.fileoutput=false");
    assertThat(o.code()).isEqualTo(2);
    assertThat(o.err()).doesNotContain("Running the workload...");
    CommandLineTest.Outcome good = CommandLineTest.run("-t", "-db", "basic", "-p", "basicdb.verbose=false",
        "-p", "operationcount=10", "-p", "hdrhistogram.fileoutput=false");
    assertThat(good.err()).containsOnlyOnce("Running the workload...");
  }

  @Test
  void theMisspelledPropertyWarningIsRepeatedAfterTheReportsWithTheNearestName(@TempDir Path dir) {
    CommandLineTest.Outcome o = CommandLineTest.run("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada",
        "-p", "recordcount=200", "-p", "operationcount=400", "-p", "hdrhistogram.fileoutput=false",
        "-p", "opertioncount=5");
    assertThat(o.code()).isZero();
    List<String> err = o.err().lines().toList();
    String warning = "[WARN] properties that nothing reads (misspelled?): opertioncount (did you mean operationcount?)";
    assertThat(err.get(2)).isEqualTo(warning);
    assertThat(err.get(err.size() - 1)).isEqualTo(warning + " (repeated from the start)");
    assertThat(String.join("\n", err)).contains("[INSERT], Operations, 200"); // the load's report, above it
  }
}

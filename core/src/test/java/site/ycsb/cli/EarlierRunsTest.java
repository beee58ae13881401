package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import site.ycsb.BasicDB;

/**
 * A run of {@code mixed} after another without a reload starts from another data set: the logs of
 * the earlier runs in the folder say so before the run starts.
 */
class EarlierRunsTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";
  private static final String WARNING = "changed the data set";

  /** A store outside the process (as far as the command line can tell): its data outlives a run. */
  public static class ExternalStoreDB extends BasicDB {
  }

  private static CommandLineTest.Outcome phase(Path dir, String phase, String... extra) {
    List<String> a = new ArrayList<>(List.of(phase, "-db", "site.ycsb.cli.EarlierRunsTest$ExternalStoreDB",
        "-P", WORKLOADS + "mixed", "-p", "basicdb.verbose=false", "-p", "recordcount=100",
        "-p", "operationcount=500", "-p", "hdrhistogram.output.path=" + dir + "/"));
    a.addAll(List.of(extra));
    CommandLineTest.Outcome o = CommandLineTest.run(a.toArray(new String[0]));
    assertThat(o.code()).as(o.err()).isZero();
    return o;
  }

  @Test
  void aSecondRunOfMixedWithoutAReloadIsWarnedOfAtItsStartAndAfterItsReport(@TempDir Path dir) {
    phase(dir, "-load");
    assertThat(phase(dir, "-t").err()).as("right after a load").doesNotContain(WARNING);
    CommandLineTest.Outcome second = phase(dir, "-t");
    List<String> err = second.err().lines().toList();
    assertThat(err).filteredOn(l -> l.contains(WARNING)).hasSize(2);
    String warning = err.stream().filter(l -> l.contains(WARNING)).findFirst().orElseThrow();
    assertThat(warning).startsWith("[WARN] 1 earlier run(s) logged in " + dir.toAbsolutePath().normalize()
        + " changed the data set since its last load (ycsb-load-").contains(" inserts and ", " deletes succeeded")
        .endsWith("reload between runs you compare");
    assertThat(err.indexOf(warning)).as("before the run starts").isLessThan(err.indexOf("Running the workload..."));
    assertThat(err.get(err.size() - 1)).isEqualTo(warning);
  }

  @Test
  void runsInRunFoldersOfTheirOwnAreSeenByTheNextRun(@TempDir Path dir) {
    String[] folder = {"a", "b", "c"};
    String[] phases = {"-load", "-t", "-t"};
    CommandLineTest.Outcome last = null;
    for (int i = 0; i < 3; i++) {
      List<String> a = new ArrayList<>(List.of(phases[i], "-db", "site.ycsb.cli.EarlierRunsTest$ExternalStoreDB",
          "-P", WORKLOADS + "mixed", "-p", "basicdb.verbose=false", "-p", "recordcount=100",
          "-p", "operationcount=500", "-p", "results.dir=" + dir.resolve("results").resolve(folder[i])));
      last = CommandLineTest.run(a.toArray(new String[0]));
      assertThat(last.code()).as(last.err()).isZero();
    }
    assertThat(last.err()).contains("[WARN] 1 earlier run(s) logged in " + dir.resolve("results").toAbsolutePath()
        + " changed the data set since its last load (ycsb-load-");
  }

  @Test
  void aReloadOrAnotherTableStartsAfresh(@TempDir Path dir) {
    phase(dir, "-load");
    phase(dir, "-t");
    assertThat(phase(dir, "-t", "-p", "table=other").err()).as("another table").doesNotContain(WARNING);
    phase(dir, "-load");
    assertThat(phase(dir, "-t").err()).as("after a reload").doesNotContain(WARNING);
  }

  @Test
  void aWorkloadThatNeitherInsertsNorDeletesLeavesTheDataAsItWas(@TempDir Path dir) {
    phase(dir, "-load");
    phase(dir, "-t", "-p", "insertproportion=0", "-p", "deleteproportion=0", "-p", "readproportion=0.94");
    assertThat(phase(dir, "-t").err()).doesNotContain(WARNING);
  }
}

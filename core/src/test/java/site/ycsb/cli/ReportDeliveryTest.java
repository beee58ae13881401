package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every output chosen up front is checked before the first operation, and a finished run's report is never lost. */
class ReportDeliveryTest {
  private static final String WORKLOADS = System.getProperty("ycsb.root", "..") + "/workloads/";

  private static CommandLineTest.Outcome basicRun(String... extra) {
    List<String> a = new ArrayList<>(List.of("-t", "-db", "basic", "-P", WORKLOADS + "workloada",
        "-p", "basicdb.verbose=false", "-p", "operationcount=0", "-p", "maxexecutiontime=8",
        "-p", "hdrhistogram.fileoutput=false"));
    a.addAll(List.of(extra));
    return CommandLineTest.run(a.toArray(new String[0]));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "unknown exporter | exporter=nosuch | exporter=nosuch: no such exporter",
      "export file where no directory can be made | exportfile=/proc/nosuch/x | exportfile=/proc/nosuch/x: cannot write the report there",
      "export file that is a directory | exportfile=/tmp | exportfile=/tmp: is a directory",
      "interval log in a missing place | hdrhistogram.fileoutput=true -p hdrhistogram.output.path=/proc/nosuch/x.hdr | hdrhistogram.output.path=/proc/nosuch/x.hdr",
      "raw output where no directory can be made | measurementtype=raw -p measurement.raw.output_file=/proc/nosuch/raw.csv | measurement.raw.output_file=/proc/nosuch/raw.csv"})
  void aBadOutputFailsBeforeTheFirstOperation(String what, String setting, String expected) {
    // operationcount=0 with maxexecutiontime=8: the run would take 8 s, so a failure after it is visible
    List<String> extra = new ArrayList<>();
    for (String kv : setting.split(" -p ")) {
      extra.add("-p");
      extra.add(kv.trim());
    }
    CommandLineTest.Outcome o = basicRun(extra.toArray(new String[0]));
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).contains(expected);
    assertThat(o.err()).doesNotContain("[INFO] HdrHistogram interval log").doesNotContain("\tat ");
    assertThat(o.out()).doesNotContain("[OVERALL]");
  }

  @Test
  @EnabledOnOs(OS.LINUX)
  void aReportTheExportFileCannotTakeGoesToStderrAndTheExitCodeSaysSo() {
    CommandLineTest.Outcome o = CommandLineTest.run("-t", "-db", "basic", "-P", WORKLOADS + "workloada",
        "-p", "basicdb.verbose=false", "-p", "operationcount=100", "-p", "hdrhistogram.fileoutput=false",
        "-p", "exportfile=/dev/full");
    assertThat(o.code()).isEqualTo(1);
    assertThat(o.err()).contains("[ERROR] exportfile=/dev/full: the report could not be written (No space left on device)")
        .contains("[OVERALL], RunTime(ms)", "[READ], Operations");
  }

  @Test
  void loadRunWritesBothReportsToTheExportFileAndItsLoadSibling(@TempDir Path dir) throws Exception {
    Path run = dir.resolve("run.txt");
    CommandLineTest.Outcome o = CommandLineTest.run("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada",
        "-p", "recordcount=100", "-p", "operationcount=200", "-p", "hdrhistogram.fileoutput=false",
        "-p", "exportfile=" + run);
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(Files.readString(run)).contains("[READ], Operations").doesNotContain("[INSERT], Operations");
    assertThat(Files.readString(dir.resolve("run.load.txt"))).contains("[INSERT], Operations, 100")
        .doesNotContain("[READ], Operations");
    assertThat(o.out()).isEmpty();
  }

  @Test
  void loadRunWithoutAnExportFilePrintsTheLoadReportOnStderrAndOnlyTheRunReportOnStdout() {
    CommandLineTest.Outcome o = CommandLineTest.run("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada",
        "-p", "recordcount=100", "-p", "operationcount=200", "-p", "hdrhistogram.fileoutput=false");
    assertThat(o.code()).isZero();
    assertThat(o.err()).contains("[INSERT], Operations, 100");
    assertThat(o.out()).contains("[READ], Operations").doesNotContain("[INSERT], Operations")
        .containsOnlyOnce("[OVERALL], RunTime(ms)");
  }

  @Test
  void theExtraSectionsCanBeLeftOutSoThatSummingParsersCountEachOperationOnce() {
    CommandLineTest.Outcome o = CommandLineTest.run("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada",
        "-p", "recordcount=100", "-p", "operationcount=500", "-p", "hdrhistogram.fileoutput=false",
        "-p", "report.extrasections=false");
    // CLEANUP is one per thread in upstream's report too; every other Operations line is a workload operation
    long summed = o.out().lines().filter(l -> l.matches("^\\[[^]]+\\], Operations, \\d+$") && !l.startsWith("[CLEANUP]"))
        .mapToLong(l -> Long.parseLong(l.substring(l.lastIndexOf(' ') + 1))).sum();
    assertThat(summed).isEqualTo(500);
    assertThat(o.out()).doesNotContain("[TOTAL]").doesNotContain("-COMB]").contains("[READ], Return=OK");
  }

  @Test
  void everyOutputOfARunCreatesTheDirectoriesItsPathNeeds(@TempDir Path dir) throws Exception {
    // docs/several-clients.md's example on a fresh machine: results/ does not exist yet
    Path results = dir.resolve("results");
    CommandLineTest.Outcome o = CommandLineTest.run("-loadrun", "-db", "memory", "-P", WORKLOADS + "workloada",
        "-p", "recordcount=100", "-p", "operationcount=200", "-p", "exportfile=" + results.resolve("report-0.txt"),
        "-p", "hdrhistogram.output.path=" + results.resolve("logs/run.hdr"), "-p", "measurementtype=hdrhistogram+raw",
        "-p", "measurement.raw.output_file=" + results.resolve("raw/samples.csv"));
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(results.resolve("report-0.txt")).exists();
    assertThat(results.resolve("report-0.load.txt")).exists();
    assertThat(results.resolve("logs/run.hdr")).exists();
    assertThat(results.resolve("raw/samples.csv")).exists();
  }
}

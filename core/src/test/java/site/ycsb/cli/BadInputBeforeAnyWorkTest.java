package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Input that used to run anyway (forever, or loading nothing) is refused with one line naming the
 * file or property and what was expected, exit 2, before any operation.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD) // a run let through would never end by itself
class BadInputBeforeAnyWorkTest {
  @TempDir
  Path dir;

  private CommandLineTest.Outcome run(String... args) {
    List<String> a = new ArrayList<>(List.of(args));
    a.addAll(List.of("-p", "hdrhistogram.fileoutput=false", "-p", "basicdb.verbose=false"));
    return CommandLineTest.run(a.toArray(new String[0]));
  }

  private static void assertRefused(CommandLineTest.Outcome o, String... mentions) {
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).contains(mentions);
    assertThat(o.err()).doesNotContain("Running the workload", "Loading data", "\tat ", "Exception");
    assertThat(o.out()).as("no report: nothing ran").isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "an empty file | ''",
      "comments only | '# a workload to be written\n! another comment\n'"})
  void aWorkloadFileThatSetsNoPropertyIsRefused(String what, String text) throws Exception {
    Path file = Files.writeString(dir.resolve("w"), text);
    assertRefused(run("-t", "-db", "basic", "-P", file.toString()), "-P " + file,
        "sets no property", "expected key=value lines");
  }

  @Test
  void aBinaryWorkloadFileIsNamedAsNotTextWithWhereItStopsBeingText() throws Exception {
    Path file = Files.write(dir.resolve("w.bin"), new byte[] {'r', 'e', 'c', '=', 1, (byte) 0xC3, (byte) 0x28, 0});
    assertRefused(run("-t", "-db", "basic", "-P", file.toString()), "-P " + file, "not a text file",
        "a NUL byte at offset 7", "expected a workload file of key=value lines");
    Path latin = Files.write(dir.resolve("w.latin1"), new byte[] {'a', '=', (byte) 0xE9, '\n'});
    CommandLineTest.Outcome o = run("-t", "-db", "basic", "-P", latin.toString());
    assertRefused(o, "-P " + latin, "not a text file", "byte 0xe9 at offset 2 is not UTF-8");
    assertThat(o.errorLine()).doesNotContain("Input length");
  }

  @Test
  void aRunWithNeitherAnOperationCountNorATimeLimitIsRefused() throws Exception {
    Path file = Files.writeString(dir.resolve("records-only"), "recordcount: 1000\n");
    assertRefused(run("-t", "-db", "basic", "-P", file.toString()), "operationcount: not set and no maxexecutiontime",
        "would never end", "expected operationcount=<n> or maxexecutiontime=<seconds>");
    assertRefused(run("-loadrun", "-db", "memory", "-p", "recordcount=10"), "operationcount: not set");
  }

  @Test
  void anOperationCountOrATimeLimitBoundsTheRun() {
    assertThat(run("-t", "-db", "basic", "-p", "operationcount=5").code()).isZero();
    CommandLineTest.Outcome timed = run("-t", "-db", "basic", "-p", "maxexecutiontime=1", "-p", "target=100");
    assertThat(timed.code()).as(timed.err()).isZero();
  }

  @Test
  void aLoadWhoseInsertStartIsPastTheRecordCountNamesInsertStart() {
    assertRefused(run("-load", "-db", "basic", "-p", "recordcount=1000", "-p", "insertstart=5000"),
        "insertstart=5000: expected less than recordcount=1000");
  }

  @Test
  void aRunWhoseInsertStartIsPastTheRecordCountWarnsNamingInsertStart() {
    CommandLineTest.Outcome o = run("-t", "-db", "basic", "-p", "recordcount=1000", "-p", "insertstart=5000",
        "-p", "operationcount=10");
    assertThat(o.code()).as(o.err()).isZero();
    assertThat(o.err()).contains("[WARN] recordcount=1000 with insertstart=5000").doesNotContain("insertcount=0");
  }
}

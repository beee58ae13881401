package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A bad schedule is one line naming the line or part, exit 2, before the run (and before loadrun's load). */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class ScheduleInputTest {
  @TempDir
  Path dir;

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "a bad line | '0,100\n5;200\n' | line 2 '5;200': expected seconds,ops_per_second (two numbers)",
      "a negative rate | '# trace\n0,100\n10,-5\n' | line 3 '10,-5': rate -5: expected operations per second of 0 or more",
      "unordered times | '0,100\n10,200\n7,300\n' | line 3 '7,300': time 7 is not after line 2's"})
  void aScheduleFileWithABadLineIsRefusedNamingTheLineBeforeTheLoad(String what, String text, String message)
      throws Exception {
    Path file = Files.writeString(dir.resolve("trace.csv"), text);
    CommandLineTest.Outcome o = CommandLineTest.run("-loadrun", "-db", "memory", "-p", "recordcount=10", "-p",
        "maxexecutiontime=5", "-p", "hdrhistogram.fileoutput=false", "-p", "target.schedule.file=" + file);
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).isEqualTo("Error: target.schedule.file=" + file + ": " + message
        + (message.endsWith("line 2's") ? "; expected times in increasing order" : ""));
    assertThat(o.err()).doesNotContain("Loading data", "Running the workload", "\tat ");
    assertThat(o.out()).isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "a part that does not read | 1000 for 10s, 2000 for ever | part 2 '2000 for ever'",
      "a schedule beside a target | 1000 for 10s | are both set: expected one of them"})
  void aBadScheduleIsRefusedInOneLine(String what, String schedule, String mention) {
    CommandLineTest.Outcome o = CommandLineTest.run("-t", "-db", "basic", "-p", "maxexecutiontime=5", "-p",
        "hdrhistogram.fileoutput=false", "-p", "target.schedule=" + schedule,
        "-p", what.contains("target") ? "target=100" : "basicdb.verbose=false");
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).contains(mention);
    assertThat(o.err()).doesNotContain("\tat ");
  }
}

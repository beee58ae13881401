package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A batch size below 1 is refused with one line naming it, exit 2, before any operation. */
class BadBatchSizeTest {
  @ParameterizedTest(name = "{0}={1}")
  @CsvSource({"batchreadsize, 0", "batchinsertsize, -3", "batchupdatesize, 0", "batchreadsize, ten"})
  void aBatchSizeBelowOneIsRefusedBeforeAnyWork(String property, String value) {
    CommandLineTest.Outcome o = CommandLineTest.run("-t", "-db", "memory", "-p", "operationcount=10",
        "-p", "readproportion=1", "-p", property + "=" + value, "-p", "hdrhistogram.fileoutput=false");

    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).contains(property);
    assertThat(o.err()).doesNotContain("\tat ", "Exception");
    assertThat(o.out()).as("no report: nothing ran").isEmpty();
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"batchinsertsize", "batchupdatesize"})
  void batchedWritesWithATtlAreRefusedBeforeAnyWorkRatherThanKeptForever(String property) {
    CommandLineTest.Outcome o = CommandLineTest.run("-t", "-db", "memory", "-p", "operationcount=10",
        "-p", "updateproportion=0.5", "-p", "insertproportion=0.5", "-p", "readproportion=0",
        "-p", property + "=4", "-p", "ttl=60", "-p", "hdrhistogram.fileoutput=false");

    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).contains(property + "=4", "ttl=60");
    assertThat(o.err()).doesNotContain("\tat ", "Exception");
    assertThat(o.out()).as("no report: nothing ran").isEmpty();
  }
}

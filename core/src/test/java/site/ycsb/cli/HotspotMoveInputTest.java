package site.ycsb.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A bad hotspot.move is one line naming the property, exit 2, before loadrun's load. */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class HotspotMoveInputTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "hotspot.move=10 minutes | hotspot.move=10 minutes: expected a period such as 60s, 5m or 1h",
      "hotspot.move=0s:0.5,0s:0.7 | hotspot.move=0s:0.5,0s:0.7: point 2 '0s:0.7': not after point 1",
      "hotspot.move.step=0 | hotspot.move.step=0: expected more than 0",
      "stage.b.hotspot.move=1m:2 | stage.b.hotspot.move=1m:2: point 1 '1m:2': start '2': expected a share"})
  void aBadMoveIsRefusedInOneLineBeforeTheLoad(String setting, String message) {
    CommandLineTest.Outcome o = CommandLineTest.run("-loadrun", "-db", "memory", "-p", "recordcount=10", "-p",
        "maxexecutiontime=5", "-p", "hdrhistogram.fileoutput=false", "-p", "requestdistribution=hotspot",
        "-p", "hotspot.move=30s", "-p", "stages=a,b", "-p", "stage.a.duration=1s", "-p", "stage.b.duration=1s",
        "-p", setting);
    assertThat(o.code()).as(o.err()).isEqualTo(2);
    assertThat(o.errorLine()).startsWith("Error: " + message);
    assertThat(o.err()).doesNotContain("Loading data", "Running the workload", "\tat ");
    assertThat(o.out()).isEmpty();
  }
}

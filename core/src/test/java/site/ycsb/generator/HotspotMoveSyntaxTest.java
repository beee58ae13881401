package site.ycsb.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** hotspot.move's compact text: a period, a schedule, or nothing; what does not read says what was expected. */
class HotspotMoveSyntaxTest {

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "90 | 90000000000", "60s | 60000000000", "500ms | 500000000", "5m | 300000000000", "1h | 3600000000000",
      "2.5s | 2500000000"})
  void aDurationIsAPeriod(String text, long nanos) {
    HotspotMove m = HotspotMoveSyntax.parse(text, 0.2);
    assertThat(m.periodNanos()).isEqualTo(nanos);
    assertThat(m.step()).isEqualTo(0.2);
    assertThat(m.moves()).isTrue();
  }

  @ParameterizedTest(name = "''{0}''")
  @ValueSource(strings = {"", " ", "0"})
  void nothingOrZeroIsAHotSetThatStays(String text) {
    assertThat(HotspotMoveSyntax.parse(text, 0.2).moves()).isFalse();
    assertThat(HotspotMoveSyntax.parse(text, 0.2).startAt(1_000_000_000_000L)).isZero();
  }

  @org.junit.jupiter.api.Test
  void aScheduleIsTimeStartPointsInSecondsOrWithAUnit() {
    HotspotMove m = HotspotMoveSyntax.parse("0s:0, 90:0.25, 30m:0.5, 1h:0.75", 0.2);
    assertThat(m.startAt(89_999_999_999L)).isZero();
    assertThat(m.startAt(90_000_000_000L)).isCloseTo(0.25, within(0.0));
    assertThat(m.startAt(1_800_000_000_000L)).isCloseTo(0.5, within(0.0));
    assertThat(m.startAt(86_400_000_000_000L)).isCloseTo(0.75, within(0.0));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', value = {
      "ten minutes | expected a period such as 60s, 5m or 1h, or a schedule of time:start points",
      "-5s | expected a period such as 60s",
      "0s | a period of 0; expected more than 0 (or 0 alone: the hot set stays)",
      "0s:0,30s | point 2 '30s': expected time:start, e.g. 60s:0.25",
      "0s:0,soon:0.5 | point 2 'soon:0.5': time 'soon': expected a time from the run's start such as 0s, 90, 30m or 2h",
      "0s:0,60s:0.5,30s:0.7 | point 3 '30s:0.7': not after point 2; expected times in increasing order",
      "0s:0,60s:0.5,60s:0.7 | point 3 '60s:0.7': not after point 2",
      "0s:1 | point 1 '0s:1': start '1': expected a share of the key space, 0 to below 1",
      "0s:-0.1 | point 1 '0s:-0.1': start '-0.1': expected a share of the key space",
      "0s:half | point 1 '0s:half': start 'half': expected a share of the key space",
      "0s:0, | point 2 '': expected time:start"})
  void aTextThatDoesNotReadSaysWhatWasExpected(String text, String message) {
    assertThatThrownBy(() -> HotspotMoveSyntax.parse(text, 0.2)).isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith(message);
  }
}

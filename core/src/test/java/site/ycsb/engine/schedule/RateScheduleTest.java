package site.ycsb.engine.schedule;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import site.ycsb.config.UsageException;

/** The schedule syntax and file, and the integral of the rate both ways. */
class RateScheduleTest {
  private static RateSchedule parse(String text) {
    return ScheduleSyntax.parse("target.schedule", text);
  }

  @Test
  void aHoldAsksItsRateForItsDurationAndTheLastRateHoldsAfterwards() {
    RateSchedule s = parse("1000 for 10s, 2000 for 5s");
    assertThat(s.lengthSeconds()).isEqualTo(15);
    assertThat(s.rateAt(3)).isEqualTo(1000);
    assertThat(s.rateAt(12)).isEqualTo(2000);
    assertThat(s.rateAt(100)).isEqualTo(2000);
    assertThat(s.opsBy(10)).isEqualTo(10_000);
    assertThat(s.opsBy(20)).isEqualTo(10_000 + 2000 * 10);
  }

  @Test
  void aRampsOperationsAreTheAreaUnderItsLine() {
    RateSchedule s = parse("1000..3000 over 10s");
    assertThat(s.rateAt(5)).isCloseTo(2000, within(1e-9));
    assertThat(s.opsBy(10)).isCloseTo(20_000, within(1e-6)); // mean 2000 over 10 s
    assertThat(s.opsBy(5)).isCloseTo(1000 * 5 + 2000.0 * 25 / 20, within(1e-6));
  }

  @Test
  void aDownwardRampAndARampFromZeroInvertExactly() {
    for (String text : List.of("3000..1000 over 10s", "0..5000 over 20s", "500..500 over 3s")) {
      RateSchedule s = parse(text);
      for (double t = 0; t < s.lengthSeconds(); t += 0.37) {
        assertThat(s.timeOf(s.opsBy(t))).as(text + " at " + t).isCloseTo(t, within(1e-6));
      }
    }
  }

  @Test
  void stepsHoldEachRateOfTheRangeInTurn() {
    RateSchedule s = parse("steps 1000..4000 by 1000 every 20s");
    assertThat(s.lengthSeconds()).isEqualTo(80);
    assertThat(s.rateAt(10)).isEqualTo(1000);
    assertThat(s.rateAt(30)).isEqualTo(2000);
    assertThat(s.rateAt(79)).isEqualTo(4000);
    assertThat(parse("steps 3000..1000 by 1000 every 1s").rateAt(2.5)).isEqualTo(1000);
  }

  @Test
  void aSineSwingsAroundItsMeanAndAFullPeriodAddsMeanTimesPeriod() {
    RateSchedule s = parse("sine 2000+-1000 period 60s for 120s");
    assertThat(s.rateAt(15)).isCloseTo(3000, within(1e-6));
    assertThat(s.rateAt(45)).isCloseTo(1000, within(1e-6));
    assertThat(s.opsBy(60)).isCloseTo(120_000, within(1e-6));
    for (double t = 0; t < 120; t += 0.731) {
      assertThat(s.timeOf(s.opsBy(t))).as("at " + t).isCloseTo(t, within(1e-6));
    }
    assertThat(parse("sine 1000±1000 period 10s for 10s").rateAt(7.5)).isCloseTo(0, within(1e-6));
  }

  @Test
  void repeatWithACountRunsThePartsThatManyTimesAndRepeatAloneForever() {
    RateSchedule twice = parse("1000 for 1s, 3000 for 1s, repeat 2");
    assertThat(twice.lengthSeconds()).isEqualTo(4);
    assertThat(twice.rateAt(2.5)).isEqualTo(1000);
    assertThat(twice.rateAt(10)).isEqualTo(3000);
    RateSchedule forever = parse("0..1000 over 10s, repeat");
    assertThat(forever.repeatsForever()).isTrue();
    assertThat(forever.rateAt(15)).isCloseTo(500, within(1e-9));
    assertThat(forever.opsBy(25)).isCloseTo(5000 + 5000 + 1250, within(1e-6));
    assertThat(forever.timeOf(forever.opsBy(25))).isCloseTo(25, within(1e-6));
  }

  @Test
  void noSlotFallsInAPartOfRateZero() {
    RateSchedule s = parse("1000 for 1s, 0 for 5s, 1000 for 1s");
    assertThat(s.timeOf(1000)).isEqualTo(6.0); // the 1000th operation waits for the rate to return
    assertThat(s.timeOf(1001)).isCloseTo(6.001, within(1e-9));
    assertThat(parse("1000 for 1s, 0 for 1s").timeOf(1001)).isInfinite();
  }

  @Test
  void aPartThatDoesNotReadIsOneLineNamingThePropertyAndThePart() {
    assertThatThrownBy(() -> parse("1000 for 10s, 2000 for ten seconds")).isInstanceOf(UsageException.class)
        .hasMessageStartingWith("target.schedule=1000 for 10s, 2000 for ten seconds: part 2 '2000 for ten seconds':"
            + " expected parts such as").hasMessageNotContaining("\n");
    assertThatThrownBy(() -> parse("-5 for 10s")).hasMessageContaining("part 1 '-5 for 10s'");
    assertThatThrownBy(() -> parse("1000 for 10")).hasMessageContaining("expected parts such as");
    assertThatThrownBy(() -> parse("1000 for 0s")).hasMessageContaining("duration 0s: expected more than 0");
    assertThatThrownBy(() -> parse("sine 1000+-2000 period 1m for 2m"))
        .hasMessageContaining("expected an amplitude at most the mean");
    assertThatThrownBy(() -> parse("repeat, 1000 for 1s")).hasMessageContaining("expected 'repeat' only last");
    assertThatThrownBy(() -> parse("steps 1..2 by 0 every 1s")).hasMessageContaining("expected a step 'by' above 0");
  }

  @Test
  void aFileIsInterpolatedLinearlyOrInStepsAndItsFirstRateHoldsBeforeItsFirstRow() {
    List<String> lines = List.of("# a ramp up and back", "seconds,ops_per_second", "10,1000", "", "20,3000",
        "30,1000");
    RateSchedule linear = ScheduleFile.parse("f", lines, true);
    assertThat(linear.rateAt(5)).isEqualTo(1000);
    assertThat(linear.rateAt(15)).isCloseTo(2000, within(1e-9));
    assertThat(linear.rateAt(25)).isCloseTo(2000, within(1e-9));
    assertThat(linear.rateAt(99)).isEqualTo(1000);
    RateSchedule step = ScheduleFile.parse("f", lines, false);
    assertThat(step.rateAt(15)).isEqualTo(1000);
    assertThat(step.rateAt(25)).isEqualTo(3000);
    assertThat(step.rateAt(99)).isEqualTo(1000);
  }

  @Test
  void aFilesBadLineNegativeRateOrUnorderedTimeIsOneLineNamingTheLineNumber() {
    assertThatThrownBy(() -> ScheduleFile.parse("target.schedule.file=s.csv", List.of("0,100", "5;200"), true))
        .isInstanceOf(UsageException.class)
        .hasMessage("target.schedule.file=s.csv: line 2 '5;200': expected seconds,ops_per_second (two numbers)");
    assertThatThrownBy(() -> ScheduleFile.parse("f", List.of("# c", "0,100", "5,-3"), true))
        .hasMessage("f: line 3 '5,-3': rate -3: expected operations per second of 0 or more");
    assertThatThrownBy(() -> ScheduleFile.parse("f", List.of("0,100", "10,200", "", "7,300"), true))
        .hasMessage("f: line 4 '7,300': time 7 is not after line 2's; expected times in increasing order");
    assertThatThrownBy(() -> ScheduleFile.parse("f", List.of("# nothing"), true))
        .hasMessage("f: no rows; expected lines of seconds,ops_per_second");
  }
}

package site.ycsb.measurements;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import site.ycsb.Status;

/** The one timing rule every measuring wrapper follows. */
class CallTimingTest {

  @Test
  void aPacedCallIsMeantToStartAtItsScheduledTimeNeverLaterThanItsOwnStart() {
    CallTiming t = new CallTiming();
    t.intendAt(1_000);
    assertThat(t.intendedStart(5_000)).as("behind schedule").isEqualTo(1_000);
    t.intendAt(9_000);
    assertThat(t.intendedStart(5_000)).as("started early").isEqualTo(5_000);
  }

  @Test
  void anUnthrottledCallIsMeantToStartWhenItStarts() {
    CallTiming t = new CallTiming();
    assertThat(t.intendedStart(5_000)).isEqualTo(5_000);
    t.intendAt(1_000);
    t.intendAt(0);
    assertThat(t.intendedStart(5_000)).isEqualTo(5_000);
    assertThat(CallTiming.intendedStart(0, 5_000)).isEqualTo(5_000);
  }

  @Test
  void aNullResultCountsAsAnError() {
    assertThat(CallTiming.counted(null)).isEqualTo(Status.ERROR);
    assertThat(CallTiming.counted(Status.NOT_FOUND)).isEqualTo(Status.NOT_FOUND);
  }
}
